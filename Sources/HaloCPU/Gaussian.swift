import HaloCore

// The separable Gaussian of SEMANTICS.md: half-width ceil(3 sigma), normalised weights,
// transparent outside the source, summed from -radius to +radius in that order.
// Twin of Shaders/include/gaussian.glsl: same functions, same order of operations, in Float.

/// The most taps on a side (keep in sync with `maxRadius` in gaussian.glsl).
let maxRadius = GaussianKernel.maxRadius

/// The side of an occupancy tile (keep in sync with `occupancyTile` in gaussian.glsl).
let occupancyTile = FramePlan.tileSize

/// The kernel uniforms of one pass, as the shader sees them, with the source's occupancy.
struct GaussianUniforms {
    var weights: [Float]
    var radius: Int
    /// The tiles of the source that can be non-zero.
    var occupancy: TileOccupancy

    init(_ k: GaussianKernel, occupancy: TileOccupancy) {
        weights = k.weights; radius = k.radius; self.occupancy = occupancy
    }

    @inline(__always)
    func gaussianWeight(_ i: Int) -> Float { weights[i] }

    /// Whether the tile of the source holding frame pixel (x, y) can be non-zero.
    @inline(__always)
    func tileOccupied(_ x: Int, _ y: Int) -> Bool { occupancy.isOccupied(x, y) }

    /// One pass of the blur at frame pixel (px, py) along (dx, dy) over `source`; only the taps
    /// inside the source and in its occupied tiles are fetched (the others are transparent and
    /// add +0 to a sum that starts at +0: the same bits as every tap).
    func gaussianSample(_ source: Target, _ px: Int, _ py: Int, _ dx: Int, _ dy: Int) -> SIMD4<Float> {
        let r = source.rect
        let qx = px - r.x, qy = py - r.y
        let a = dx != 0 ? qy : qx
        if a < 0 || a >= (dx != 0 ? r.height : r.width) { return .zero }
        let along = dx != 0 ? qx : qy
        let first = max(-radius, -along)
        let last = min(radius, (dx != 0 ? r.width : r.height) - 1 - along)
        var sum = SIMD4<Float>(repeating: 0)
        var i = first
        let origin = occupancy.origin
        while i <= last {
            // The taps from i to the end of the tile that tap i lands in.
            let x = px + dx * i, y = py + dy * i
            let inTile = dx != 0 ? (x - origin.x) % occupancyTile : (y - origin.y) % occupancyTile
            let stop = min(last, i + occupancyTile - 1 - inTile)
            if tileOccupied(x, y) {
                for k in i...stop {
                    sum += gaussianWeight(abs(k)) * source.fetch(px + dx * k, py + dy * k)
                }
            }
            i = stop + 1
        }
        return sum
    }
}
