import HaloCore

// Twin of Shaders/tile.vert: where a tile instance lands, in pixels.

/// The side of a tile in pixels (keep in sync with `tileSize` in tile.vert).
let tileSize = FramePlan.tileSize

/// The pixel rows and columns a tile covers, clipped to the canvas.
func tilePixels(_ tile: SIMD4<UInt32>, width: Int, height: Int) -> (x: Range<Int>, y: Range<Int>) {
    let x0 = Int(tile.x) * tileSize, y0 = Int(tile.y) * tileSize
    return (x0..<min(x0 + tileSize, width), y0..<min(y0 + tileSize, height))
}
