import HaloCore

// Twin of Shaders/tile.vert: where a tile instance lands, in pixels, and where its covers are.

/// The side of a tile in pixels (keep in sync with `tileSize` in tile.vert).
let tileSize = FramePlan.tileSize

/// The pixels a tile covers inside the target's rectangle.
func tilePixels(_ tile: SIMD4<Int32>, in target: PixelRect) -> PixelRect {
    PixelRect(x: Int(tile.x), y: Int(tile.y), width: tileSize, height: tileSize).intersection(target)
}

/// Where the covers of a draw's tile `instance` start in the draw's `covers`.
func coverStart(_ instance: Int) -> Int {
    instance * tileSize
}
