import HaloCore

/// Consecutive draws into one target, prepared on the frame's thread and then drawn band by
/// band of rows, so one parallel pass covers them all.
///
/// Each band of `bandRows` frame rows holds, in draw order, the tiles of each draw that reach
/// it. A band draws its tiles' rows within it, in that order, so every pixel sees the draws in
/// the plan's order, with the coverage and colours each draw gives alone: the bytes are the
/// same whatever the band size or thread count. Two thousand glyphs cost one pass, not two
/// thousand passes that each wake the workers.
struct DrawRun {
    /// One draw: its row input, its tiles and its coverage entry. A class of constants, so a
    /// band reads a draw's arrays in place: a copy of the struct would retain and release each
    /// of them, for every tile a band meets.
    ///
    /// Sendable by hand: its properties are constants, and each band writes only its own rows
    /// of the entry's values.
    final class Item: @unchecked Sendable {
        let input: DrawInput
        let tiles: [SIMD4<Int32>]
        /// Its coverage kept for the next frame; nil for a `rect` draw.
        let entry: CoverageCache.Entry?
        /// Whether the entry holds this geometry's coverage from the last frame.
        let reuse: Bool
        /// The whole pixels the draw covers when its outline is their rectangle (`pixelRect`):
        /// its coverage is 1 there and 0 elsewhere, and is not computed.
        let rect: PixelRect?

        init(input: DrawInput, tiles: [SIMD4<Int32>], entry: CoverageCache.Entry?, reuse: Bool, rect: PixelRect?) {
            self.input = input
            self.tiles = tiles
            self.entry = entry
            self.reuse = reuse
            self.rect = rect
        }
    }

    /// The rectangle of whole pixels a draw's segments outline, when they are two vertical edges at
    /// whole pixels spanning the same whole rows in opposite directions (a glyph mask's
    /// rectangle, `Planner.glyphPlan`). Each pixel's exact area is then a sum of whole heights:
    /// 1 inside, 0 outside, what `coverageRows` gives bit for bit (`GlyphMaskTests`).
    static func pixelRect(_ segments: [Segment]) -> PixelRect? {
        guard segments.count == 2 else { return nil }
        let a = segments[0], b = segments[1]
        guard a.p0.x == a.p1.x, b.p0.x == b.p1.x, a.p0.y == b.p1.y, a.p1.y == b.p0.y, a.p0.y != a.p1.y,
            a.p0.x != b.p0.x
        else { return nil }
        let limit: Float = 16_777_216
        for v in [a.p0.x, b.p0.x, a.p0.y, a.p1.y] where !(v == v.rounded() && abs(v) < limit) { return nil }
        let x0 = Int(min(a.p0.x, b.p0.x)), y0 = Int(min(a.p0.y, a.p1.y))
        let x1 = Int(max(a.p0.x, b.p0.x)), y1 = Int(max(a.p0.y, a.p1.y))
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Coverage 1 across a tile's row, for `rect` draws.
    private static let ones = [Float](repeating: 1, count: FramePlan.tileSize)

    /// Frame rows in a band: a tile's height, so a band holds few tiles of a draw.
    static let bandRows = FramePlan.tileSize

    let items: [Item]
    /// The target's pixels.
    let rect: PixelRect
    /// The first band's index (its top row over `bandRows`) and how many there are.
    let firstBand: Int, bandCount: Int
    /// Band b's (item, tile) pairs are `pairs[starts[b]..<starts[b + 1]]`, in draw order.
    private let starts: [Int]
    private let pairs: [SIMD2<Int32>]

    /// Prepares `draws` for `rect`: marks their tiles written in `target` (when it tracks spans)
    /// and takes each draw's coverage entry from `cache`, in order.
    init(_ draws: some Collection<DrawPlan>, into target: Target, cache: CoverageCache) {
        let rect = target.rect
        self.rect = rect
        var items: [Item] = []
        items.reserveCapacity(draws.count)
        for d in draws {
            let u = DrawInput(d)
            let tiles = d.tiles
            target.markWritten(tiles.lazy.map { tilePixels($0, in: rect) })
            if let r = DrawRun.pixelRect(d.segments) {
                items.append(Item(input: u, tiles: tiles, entry: nil, reuse: false, rect: r))
                continue
            }
            let (entry, reuse) = cache.next(u, tiles: tiles, rect: rect)
            items.append(Item(input: u, tiles: tiles, entry: entry, reuse: reuse, rect: nil))
        }
        self.items = items
        let rows = DrawRun.bandRows
        let first = rect.height > 0 ? rect.y.floorDivided(by: rows) : 0
        let bandCount = rect.height > 0 ? (rect.maxY - 1).floorDivided(by: rows) - first + 1 : 0
        firstBand = first
        self.bandCount = bandCount
        // Counted, then placed: the bands' pairs in one array.
        var counts = [Int](repeating: 0, count: bandCount + 1)
        func bands(_ px: PixelRect) -> ClosedRange<Int> {
            (px.y.floorDivided(by: rows) - first)...((px.maxY - 1).floorDivided(by: rows) - first)
        }
        for item in items {
            for tile in item.tiles {
                let px = tilePixels(tile, in: rect)
                guard !px.isEmpty else { continue }
                for b in bands(px) { counts[b + 1] += 1 }
            }
        }
        for b in 0..<bandCount { counts[b + 1] += counts[b] }
        starts = counts
        var next = counts
        var pairs = [SIMD2<Int32>](repeating: .zero, count: counts[bandCount])
        for (i, item) in items.enumerated() {
            for (t, tile) in item.tiles.enumerated() {
                let px = tilePixels(tile, in: rect)
                guard !px.isEmpty else { continue }
                for b in bands(px) {
                    pairs[next[b]] = SIMD2(Int32(i), Int32(t))
                    next[b] += 1
                }
            }
        }
        self.pairs = pairs
    }

    /// The frame rows of band `b` (0..<bandCount) within the target.
    func rows(ofBand b: Int) -> Range<Int> {
        let top = (firstBand + b) * DrawRun.bandRows
        return max(top, rect.y)..<min(top + DrawRun.bandRows, rect.maxY)
    }

    /// Draws band `b`: each of its tiles' rows within the band, in draw order, blended
    /// source-over through `out` (whose rect holds the band's rows).
    func draw(band b: Int, into out: TargetWriter) {
        let band = rows(ofBand: b)
        withUnsafeTemporaryAllocation(of: Float.self, capacity: FramePlan.tileSize * FramePlan.tileSize) { scratch in
            for k in starts[b]..<starts[b + 1] {
                let pair = pairs[k]
                draw(items[Int(pair.x)], tile: Int(pair.y), rows: band, scratch: scratch.baseAddress!, out)
            }
        }
    }

    /// The rows of tile `i` of `item` within `band`.
    @inline(__always)
    private func draw(
        _ item: Item, tile i: Int, rows band: Range<Int>, scratch: UnsafeMutablePointer<Float>,
        _ out: TargetWriter
    ) {
        let tile = item.tiles[i]
        let px = tilePixels(tile, in: rect)
        if let r = item.rect {
            let xs = max(px.x, r.x)..<max(min(px.maxX, r.maxX), max(px.x, r.x))
            let top = max(px.y, band.lowerBound, r.y)
            DrawRun.ones.withUnsafeBufferPointer { ones in
                for y in top..<max(min(px.maxY, band.upperBound, r.maxY), top) {
                    item.input.shadeRow(y, xs, coverage: ones.baseAddress!) { x, src in
                        if src != .zero { out.blend(src, x, y) }
                    }
                }
            }
            return
        }
        guard let entry = item.entry else { return }
        let offset = entry.offsets[i]
        let kept = offset >= 0 ? entry.values + offset : nil
        let fill = !item.reuse || kept == nil
        let xs = px.x..<px.maxX
        let ys = max(px.y, band.lowerBound)..<min(px.maxY, band.upperBound)
        // Row y's coverage: kept for the next frame in the entry, else in the scratch.
        func row(_ y: Int) -> UnsafeMutablePointer<Float> {
            if let kept { return kept + (y - Int(tile.y)) * tileSize + (px.x - Int(tile.x)) }
            return scratch + (y - ys.lowerBound) * tileSize
        }
        if fill { item.input.coverageRows(ys, xs, i, tileY: Int(tile.y), Int(tile.z), Int(tile.w), into: row) }
        for y in ys {
            item.input.shadeRow(y, xs, coverage: row(y)) { x, src in
                if src != .zero { out.blend(src, x, y) }
            }
        }
    }
}
