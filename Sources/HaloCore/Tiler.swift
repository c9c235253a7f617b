/// Bins pieces into square tiles, so each pixel looks only at the pieces that can touch it.
///
/// A tile lists every piece whose bounds, grown by the margin, overlap it. A fill tile also
/// lists every segment of its row band that lies (partly) to its right, so the winding number
/// along a ray to +x is exact per pixel. A fill tile that no piece comes near is uniformly
/// inside or outside: the winding number at its centre decides, and inside tiles are emitted
/// with count 0 (fully covered).
struct Tiler {
    /// The pixels worth shading: tiles outside are never emitted.
    let region: PixelRect
    let size = FramePlan.tileSize

    /// Bins `pieces`; `margin(piece)` is how far (pixels) its coverage reaches beyond its points.
    func bin(_ pieces: [Piece], fill: Bool, margin: (Piece) -> Float) -> (list: [UInt32], tiles: [SIMD4<Int32>]) {
        guard !pieces.isEmpty, !region.isEmpty else { return ([], []) }
        var lo = SIMD2<Float>(repeating: .infinity), hi = SIMD2<Float>(repeating: -.infinity)
        var boxes: [(SIMD2<Float>, SIMD2<Float>)] = []
        boxes.reserveCapacity(pieces.count)
        for p in pieces {
            let b = p.bounds, m = margin(p)
            let box = (b.min - SIMD2(m, m), b.max + SIMD2(m, m))
            boxes.append(box)
            lo = simd_min(lo, box.0); hi = simd_max(hi, box.1)
        }
        // Tile indices on the absolute grid (floor division, so negative pixels work too).
        func tile(_ p: Int) -> Int { p >= 0 ? p / size : -((-p + size - 1) / size) }
        let colRange = tile(region.x)...tile(region.maxX - 1), rowRange = tile(region.y)...tile(region.maxY - 1)
        func tileRange(_ a: Float, _ b: Float, _ limit: ClosedRange<Int>) -> ClosedRange<Int>? {
            guard a.isFinite, b.isFinite else { return nil }
            let t0 = max(Int((a / Float(size)).rounded(.down)), limit.lowerBound)
            let t1 = min(Int((b / Float(size)).rounded(.down)), limit.upperBound)
            return t0 <= t1 ? t0...t1 : nil
        }
        guard let tx = tileRange(lo.x, hi.x, colRange), let ty = tileRange(lo.y, hi.y, rowRange) else { return ([], []) }
        let w = tx.count
        var near = [[UInt32]](repeating: [], count: w * ty.count)
        for (i, box) in boxes.enumerated() {
            guard let bx = tileRange(box.0.x, box.1.x, colRange), let by = tileRange(box.0.y, box.1.y, rowRange) else { continue }
            for y in by where ty.contains(y) {
                for x in bx where tx.contains(x) { near[(y - ty.lowerBound) * w + (x - tx.lowerBound)].append(UInt32(i)) }
            }
        }
        var list: [UInt32] = []
        var tiles: [SIMD4<Int32>] = []
        for y in ty {
            let band0 = Float(y * size), band1 = Float((y + 1) * size)
            // Segments that cross this band of rows, for the winding number.
            var crossing: [UInt32] = []
            if fill {
                for (i, p) in pieces.enumerated() where p.p0.y != p.p1.y {
                    if max(p.p0.y, p.p1.y) >= band0 && min(p.p0.y, p.p1.y) <= band1 { crossing.append(UInt32(i)) }
                }
            }
            for x in tx {
                let here = near[(y - ty.lowerBound) * w + (x - tx.lowerBound)]
                let x0 = Float(x * size)
                if here.isEmpty {
                    guard fill else { continue }
                    let c = SIMD2<Float>(x0 + Float(size) / 2, band0 + Float(size) / 2)
                    if Tiler.winding(at: c, crossing.map { pieces[Int($0)] }) != 0 {
                        tiles.append(SIMD4(Int32(x * size), Int32(y * size), Int32(list.count), 0))
                    }
                    continue
                }
                let start = list.count
                if fill {
                    let right = crossing.filter { max(pieces[Int($0)].p0.x, pieces[Int($0)].p1.x) >= x0 }
                    list.append(contentsOf: Tiler.mergeSorted(here, right))
                } else {
                    list.append(contentsOf: here)
                }
                tiles.append(SIMD4(Int32(x * size), Int32(y * size), Int32(start), Int32(list.count - start)))
            }
        }
        return (list, tiles)
    }

    /// The nonzero winding number of the segments around `p` (ray to +x, half-open in y).
    static func winding(at p: SIMD2<Float>, _ segments: [Piece]) -> Int {
        var w = 0
        for s in segments {
            let a = SIMD2<Double>(Double(s.p0.x), Double(s.p0.y)), b = SIMD2<Double>(Double(s.p1.x), Double(s.p1.y))
            let px = Double(p.x), py = Double(p.y)
            let side = (b.x - a.x) * (py - a.y) - (px - a.x) * (b.y - a.y)
            if a.y <= py && b.y > py && side > 0 { w += 1 }
            if a.y > py && b.y <= py && side < 0 { w -= 1 }
        }
        return w
    }

    /// The union of two ascending lists, ascending, without repeats.
    static func mergeSorted(_ a: [UInt32], _ b: [UInt32]) -> [UInt32] {
        var out: [UInt32] = []
        out.reserveCapacity(a.count + b.count)
        var i = 0, j = 0
        while i < a.count || j < b.count {
            let v: UInt32
            if j >= b.count || (i < a.count && a[i] < b[j]) { v = a[i]; i += 1 }
            else if i >= a.count || b[j] < a[i] { v = b[j]; j += 1 }
            else { v = a[i]; i += 1; j += 1 }
            out.append(v)
        }
        return out
    }
}
