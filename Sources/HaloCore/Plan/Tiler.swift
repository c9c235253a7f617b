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
    /// A tile's rows of cover, one lane a row (`FramePlan.tileSize` is 16).
    typealias Rows = SIMD16<Double>

    /// Bins `segments`: the tiles' segment indices concatenated, the tiles (x, y of the
    /// top-left pixel, first list index, list count; by row, then column) and their covers
    /// (`tileSize` per tile).
    func bin(_ segments: [Segment]) -> (list: [UInt32], tiles: [SIMD4<Int32>], covers: [Float]) {
        guard !segments.isEmpty, !region.isEmpty else { return ([], [], []) }
        // Tile indices on the absolute grid (floor division, so negative pixels work too).
        func tile(_ p: Int) -> Int { p.floorDivided(by: size) }
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
        let w = tx1 - tx0 + 1, count = w * (ty1 - ty0 + 1)
        // Scratch buffers in one allocation, written without bounds or uniqueness checks (the
        // tiler runs for every draw made afresh): each tile's segments by count, prefix sum and
        // fill (`starts`, `filled`, `near`); per tile and row the area of the segments whose last
        // tile wholly left of them is this one, summed from the right below (`right`, `cover`);
        // and each segment's bands and columns within the grid, found once for counting and
        // filling (`spans`, `spanned`).
        var scratch = TilerScratch(
            doubles: count * size, ints: 3 * count + 1, spans: segments.count, words: segments.count)
        defer { scratch.deallocate() }
        let right = scratch.doubles(count * size)
        let starts = scratch.ints(count + 1), filled = scratch.ints(count)
        let spans = scratch.spans(segments.count), spanned = scratch.words(segments.count)
        var spanCount = 0
        for i in segments.indices {
            let s = segments[i]
            let b = s.bounds
            guard b.min.y < b.max.y, b.min.x.isFinite, b.max.x.isFinite else { continue }
            let b0 = max(index(b.min.y, rows), ty0), b1 = min(index(b.max.y, rows, up: true) - 1, ty1)
            guard b0 <= b1 else { continue }
            let left = index(b.min.x, cols)
            let c0 = max(left, tx0), c1 = min(index(b.max.x, cols, up: true) - 1, tx1)
            if c0 <= c1 {
                spans[spanCount] = SIMD4(Int32(b0 - ty0), Int32(b1 - ty0), Int32(c0 - tx0), Int32(c1 - tx0))
                spanned[spanCount] = UInt32(i)
                spanCount += 1
                for band in b0...b1 {
                    let row = (band - ty0) * w - tx0
                    for c in c0...c1 { starts[row + c + 1] += 1 }
                }
            }
            // The area of the rows it crosses goes to the last tile wholly left of it.
            let leftOf = min(left - 1, tx1)
            guard leftOf >= tx0 else { continue }
            let sign: Double = s.p1.y > s.p0.y ? 1 : -1
            let minY = Double(b.min.y), maxY = Double(b.max.y)
            for band in b0...b1 {
                let base = ((band - ty0) * w + leftOf - tx0) * size
                let top = minY - Double(band * size), bottom = maxY - Double(band * size)
                let r0 = top <= 0 ? 0 : Int(min(top, Double(size)).rounded(.down))
                let r1 = bottom >= Double(size) ? size : Int(max(bottom, 0).rounded(.up))
                for r in r0..<max(r0, r1) {
                    let y0 = Double(band * size + r)
                    let h = min(maxY, y0 + 1) - max(minY, y0)
                    if h > 0 { right[base + r] += sign * h }
                }
            }
        }
        for t in 0..<count { starts[t + 1] += starts[t] }
        // Each segment lies in as many tiles as its span's columns times its bands.
        let nearBuffer = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: max(starts[count], 1))
        defer { nearBuffer.deallocate() }
        let near = UnsafeMutableBufferPointer(rebasing: nearBuffer[0..<starts[count]])
        for t in 0..<count { filled[t] = starts[t] }
        for k in 0..<spanCount {
            let span = spans[k], segment = spanned[k]
            for band in Int(span.x)...Int(span.y) {
                for c in Int(span.z)...Int(span.w) {
                    let tile = band * w + c
                    near[filled[tile]] = segment
                    filled[tile] += 1
                }
            }
        }
        // Each band right to left: every row's cover summed from the right (kept in `right`, in
        // place), and each tile to emit (segments or a cover) given its place in the list, which
        // runs right to left within a band. Then the tiles left to right, written once.
        let listAt = scratch.ints(count)
        var kept = 0, listCount = 0
        for band in ty0...ty1 {
            // A tile's 16 rows at once (`Rows`): the same sums, lane by lane.
            var cover = Rows(repeating: 0)
            let above = Rows(repeating: Tiler.noCover), below = -above
            for c in stride(from: tx1, through: tx0, by: -1) {
                let t = (band - ty0) * w + c - tx0
                let at = UnsafeMutableRawPointer(right.baseAddress! + t * size)
                cover += at.loadUnaligned(as: Rows.self)
                at.storeBytes(of: cover, as: Rows.self)
                let covered = any((cover .> above) .| (cover .< below))
                let n = starts[t + 1] - starts[t]
                guard n > 0 || covered else {
                    listAt[t] = -1
                    continue
                }
                listAt[t] = listCount
                listCount += n
                kept += 1
            }
        }
        // Each array written once, straight into its final size.
        var tiles: [SIMD4<Int32>] = [], covers: [Float] = []
        let list = [UInt32](unsafeUninitializedCapacity: listCount) { out, written in
            tiles = [SIMD4<Int32>](unsafeUninitializedCapacity: kept) { tileOut, tilesWritten in
                covers = [Float](unsafeUninitializedCapacity: kept * size) { coverOut, coversWritten in
                    let rowsOut = UnsafeMutableRawPointer(coverOut.baseAddress)
                    var k = 0
                    for band in ty0...ty1 {
                        for c in tx0...tx1 {
                            let t = (band - ty0) * w + c - tx0
                            let at = listAt[t]
                            guard at >= 0 else { continue }
                            let first = starts[t], n = starts[t + 1] - first
                            tileOut[k] = SIMD4(Int32(c * size), Int32(band * size), Int32(at), Int32(n))
                            let rows = UnsafeRawPointer(right.baseAddress! + t * size).loadUnaligned(as: Rows.self)
                            rowsOut!.storeBytes(
                                of: SIMD16<Float>(rows), toByteOffset: k * size * MemoryLayout<Float>.stride,
                                as: SIMD16<Float>.self)
                            for j in 0..<n { out[at + j] = near[first + j] }
                            k += 1
                        }
                    }
                    coversWritten = kept * size
                }
                tilesWritten = kept
            }
            written = listCount
        }
        return (list, tiles, covers)
    }
}

/// The tiler's scratch arrays, carved from one allocation and zeroed: Doubles, then Ints, span
/// boxes and words, each part aligned for its type.
private struct TilerScratch {
    private let base: UnsafeMutableRawPointer
    private var offset = 0

    init(doubles: Int, ints: Int, spans: Int, words: Int) {
        let bytes =
            doubles * MemoryLayout<Double>.stride + ints * MemoryLayout<Int>.stride + spans
            * MemoryLayout<SIMD4<Int32>>.stride + words * MemoryLayout<UInt32>.stride + 16
        base = .allocate(byteCount: bytes, alignment: 16)
        base.initializeMemory(as: UInt8.self, repeating: 0, count: bytes)
    }

    func deallocate() { base.deallocate() }

    /// The next `n` values of `T`, zero.
    private mutating func take<T>(_ n: Int, _: T.Type) -> UnsafeMutableBufferPointer<T> {
        let a = MemoryLayout<T>.alignment
        offset = (offset + a - 1) / a * a
        let p = (base + offset).assumingMemoryBound(to: T.self)
        offset += n * MemoryLayout<T>.stride
        return UnsafeMutableBufferPointer(start: p, count: n)
    }

    mutating func doubles(_ n: Int) -> UnsafeMutableBufferPointer<Double> { take(n, Double.self) }
    mutating func ints(_ n: Int) -> UnsafeMutableBufferPointer<Int> { take(n, Int.self) }
    mutating func spans(_ n: Int) -> UnsafeMutableBufferPointer<SIMD4<Int32>> { take(n, SIMD4<Int32>.self) }
    mutating func words(_ n: Int) -> UnsafeMutableBufferPointer<UInt32> { take(n, UInt32.self) }
}
