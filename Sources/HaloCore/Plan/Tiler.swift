/// Bins a draw's segments into square tiles, so each pixel looks only at the segments that
/// can pass through its tile.
///
/// A tile lists the segments whose bounds overlap it. Segments wholly to the right of a tile
/// add the same signed area to every pixel of a row of it (their height within the row, the
/// winding a ray to +x counts); those sums are the tile's `cover`, one per row, so the fine
/// stage never visits them. Segments wholly to the left add nothing. A tile with no segment
/// and no cover (outside the shape) is not emitted; the tiles left of the segments' bounds
/// are outside, as every contour is closed. Horizontal segments add no area and are left out,
/// so a tile that only they cross takes fractional covers (a thin horizontal stroke).
struct Tiler {
    /// The pixels worth shading: tiles outside are never emitted.
    let region: PixelRect
    let size = FramePlan.tileSize
    /// Covers this small are the rounding of sums that cancel (a tile outside the shape).
    static let noCover = 1e-6

    /// Bins `segments`: the tiles' segment indices concatenated, the tiles (x, y of the
    /// top-left pixel, first list index, list count; by row, then column) and their covers
    /// (`tileSize` per tile).
    func bin(_ segments: [Segment]) -> (list: [UInt32], tiles: [SIMD4<Int32>], covers: [Float]) {
        guard !segments.isEmpty, !region.isEmpty else { return ([], [], []) }
        // Tile indices on the absolute grid (floor division, so negative pixels work too).
        func tile(_ p: Int) -> Int { p >= 0 ? p / size : -((-p + size - 1) / size) }
        let cols = tile(region.x)...tile(region.maxX - 1), rows = tile(region.y)...tile(region.maxY - 1)
        // The tile of coordinate v, or one past the limit's ends for what lies beyond them.
        func index(_ v: Float, _ limit: ClosedRange<Int>, up: Bool = false) -> Int {
            let t = up ? (v / Float(size)).rounded(.up) : (v / Float(size)).rounded(.down)
            if !(t >= Float(limit.lowerBound - 1)) { return limit.lowerBound - 1 }
            if t > Float(limit.upperBound + 1) { return limit.upperBound + 1 }
            return Int(t)
        }
        var lo = SIMD2<Float>(repeating: .infinity), hi = SIMD2<Float>(repeating: -.infinity)
        for s in segments {
            let b = s.bounds
            lo = simd_min(lo, b.min)
            hi = simd_max(hi, b.max)
        }
        let tx0 = max(index(lo.x, cols), cols.lowerBound), tx1 = min(index(hi.x, cols), cols.upperBound)
        let ty0 = max(index(lo.y, rows), rows.lowerBound), ty1 = min(index(hi.y, rows), rows.upperBound)
        guard tx0 <= tx1, ty0 <= ty1 else { return ([], [], []) }
        let w = tx1 - tx0 + 1
        var near = [[UInt32]](repeating: [], count: w * (ty1 - ty0 + 1))
        // Per tile and row, the area of the segments whose last tile wholly left of them is
        // this one; summed from the right below.
        var right = [Double](repeating: 0, count: near.count * size)
        for (i, s) in segments.enumerated() {
            let b = s.bounds
            guard b.min.y < b.max.y, b.min.x.isFinite, b.max.x.isFinite else { continue }
            let sign: Double = s.p1.y > s.p0.y ? 1 : -1
            let b0 = max(index(b.min.y, rows), ty0), b1 = min(index(b.max.y, rows, up: true) - 1, ty1)
            guard b0 <= b1 else { continue }
            let c0 = max(index(b.min.x, cols), tx0), c1 = min(index(b.max.x, cols, up: true) - 1, tx1)
            let leftOf = min(index(b.min.x, cols) - 1, tx1)
            for band in b0...b1 {
                if c0 <= c1 { for c in c0...c1 { near[(band - ty0) * w + c - tx0].append(UInt32(i)) } }
                guard leftOf >= tx0 else { continue }
                let base = ((band - ty0) * w + leftOf - tx0) * size
                for r in 0..<size {
                    let y0 = Double(band * size + r)
                    let h = min(Double(b.max.y), y0 + 1) - max(Double(b.min.y), y0)
                    if h > 0 { right[base + r] += sign * h }
                }
            }
        }
        var list: [UInt32] = [], tiles: [SIMD4<Int32>] = [], covers: [Float] = []
        var cover = [Double](repeating: 0, count: size)
        for band in ty0...ty1 {
            var emitted: [(SIMD4<Int32>, [Float])] = []
            for r in 0..<size { cover[r] = 0 }
            for c in stride(from: tx1, through: tx0, by: -1) {
                let t = (band - ty0) * w + c - tx0
                for r in 0..<size { cover[r] += right[t * size + r] }
                let here = near[t]
                guard !here.isEmpty || cover.contains(where: { abs($0) > Tiler.noCover }) else { continue }
                emitted.append(
                    (
                        SIMD4(Int32(c * size), Int32(band * size), Int32(list.count), Int32(here.count)),
                        cover.map { Float($0) }
                    ))
                list += here
            }
            // Left to right within the band.
            for (t, c) in emitted.reversed() {
                tiles.append(t)
                covers += c
            }
        }
        return (list, tiles, covers)
    }
}
