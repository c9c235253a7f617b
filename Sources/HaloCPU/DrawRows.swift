import HaloCore

// One draw's pixels on the CPU: the exact area of each pixel inside the draw's fill times its
// paint, premultiplied, a tile row at a time. The same sums as the fine twin's draw command
// (Fine.swift `drawColor`, the twin of Shaders/fine.comp), arranged for speed: segments that
// add exactly zero to a row are skipped (see `coverageRow`); `CoverageCullingTests` and
// `FineTwinTests` check the pixels bit for bit.

/// The pixels a tile covers inside the target's rectangle.
func tilePixels(_ tile: SIMD4<Int32>, in target: PixelRect) -> PixelRect {
    PixelRect(x: Int(tile.x), y: Int(tile.y), width: tileSize, height: tileSize).intersection(target)
}

/// Where the covers of a draw's tile `instance` start in the draw's `covers`.
func coverStart(_ instance: Int) -> Int {
    instance * tileSize
}

/// One draw as the CPU row loops read it: its geometry, placement and paint.
struct DrawInput {
    var opacity: Float
    var localX: SIMD3<Float>
    var localY: SIMD3<Float>
    /// The divisor's row: (0, 0, 1) but under a projection.
    var localW: SIMD3<Float>
    /// CPU only: whether `localW` is not (0, 0, 1), so the divide is needed (by 1 it changes nothing).
    var projective: Bool
    /// The segments, 4 Floats each (see Segment.swift).
    var segments: [Float]
    /// Per tile, its rows' covers (`tileSize` Floats).
    var covers: [Float]
    var list: [UInt32]
    var paint: PaintInput

    init(_ d: DrawPlan) {
        opacity = d.opacity
        localX = d.localFromPixel.x
        localY = d.localFromPixel.y
        localW = d.localFromPixel.w
        projective = localW != SIMD3(0, 0, 1)
        segments = Segment.floats(of: d.segments)
        covers = d.covers
        list = d.list
        paint = PaintInput(d.paint)
    }

    /// Where in `segments` the segment at list position `i` starts (4 Floats a segment).
    @inline(__always)
    func segmentStart(_ i: Int) -> Int { Int(list[i]) * 4 }

    /// The coverage of the pixel whose top-left corner is (x0, y0) in row `row` of tile
    /// `instance` (list range `start`, `count`): its row's cover plus the signed area of each
    /// of the tile's segments, in list order.
    func tileCoverage(_ x0: Float, _ y0: Float, _ instance: Int, _ row: Int, _ start: Int, _ count: Int) -> Float {
        var area = covers[coverStart(instance) + row]
        for i in start..<(start + count) {
            let k = segmentStart(i)
            area += segmentArea(x0, y0, segments[k], segments[k + 1], segments[k + 2], segments[k + 3])
        }
        return areaCoverage(area)
    }

    /// The premultiplied colour of the pixel centred at p, for source-over blending (the fine
    /// twin's `drawColor` over this draw's own arrays: the reference for `coverageRow`).
    func main(_ px: Float, _ py: Float, _ tile: SIMD4<Int32>, _ instance: Int) -> SIMD4<Float> {
        let coverage = tileCoverage(
            px - 0.5, py - 0.5, instance, Int(py - 0.5) - Int(tile.y),
            Int(tile.z), Int(tile.w))
        return shade(coverage, px, py)
    }

    /// The paint at p times a coverage and the opacity, premultiplied.
    @inline(__always)
    func shade(_ coverage: Float, _ px: Float, _ py: Float) -> SIMD4<Float> {
        // CPU only: an uncovered pixel is transparent whatever colour the paint gives there (finite,
        // times 0), so its paint is not evaluated.
        if coverage == 0 { return .zero }
        var lx = localX.x * px + localX.y * py + localX.z
        var ly = localY.x * px + localY.y * py + localY.z
        if projective {
            let w = localW.x * px + localW.y * py + localW.z
            lx /= w
            ly /= w
        }
        if paint.kind == PaintPlan.imageKind { return paint.imageColor(lx, ly) * (coverage * opacity) }
        return premultiplied(paint.paintColor(lx, ly), coverage)
    }

    /// A straight-alpha colour times a coverage and the opacity, premultiplied.
    @inline(__always)
    func premultiplied(_ color: SIMD4<Float>, _ coverage: Float) -> SIMD4<Float> {
        let a = color.w * coverage * opacity
        return SIMD4(color.x * a, color.y * a, color.z * a, a)
    }

    /// CPU only: `shade` along row `y`, columns `xs`, from their coverage (`coverage[0]` is
    /// column `xs.lowerBound`'s).
    @inline(__always)
    func shadeRow(_ y: Int, _ xs: Range<Int>, coverage: UnsafePointer<Float>, _ body: (Int, SIMD4<Float>) -> Void) {
        let py = Float(y) + 0.5
        if paint.kind == PaintPlan.solidKind {
            // A solid paint's colour depends on the coverage alone.
            var last = Float.nan, color = SIMD4<Float>.zero
            for x in xs {
                let c = coverage[x - xs.lowerBound]
                if c.bitPattern != last.bitPattern {
                    last = c
                    color = shade(c, Float(x) + 0.5, py)
                }
                body(x, color)
            }
            return
        }
        if paint.kind == PaintPlan.imageKind, paint.variant == PaintPlan.templateImage | PaintPlan.nearestImage,
            !projective, let level = paint.image, localX == SIMD3(1, 0, 0), localY == SIMD3(0, 1, 0),
            paint.params.x == 1, paint.params.y == 1, paint.frame.x == paint.frame.x.rounded(),
            paint.frame.y == paint.frame.y.rounded(), abs(paint.frame.x) < 4_194_304,
            abs(paint.frame.y) < 4_194_304, abs(py) < 4_194_304
        {
            // A glyph mask, texel for pixel (`Planner.glyphPlan`'s map): `shade`'s sums with the
            // texel found in whole numbers ((x + 0.5 - frame.x) rounds down to x - frame.x exactly,
            // clamped as `texelIndex`), its alpha alone read (`imageColor`'s template), the level
            // and tint read once.
            let tint = paint.stopColor(0)
            let colour = SIMD4(tint.x * tint.w, tint.y * tint.w, tint.z * tint.w, tint.w)
            let w = level.width, fx = Int(paint.frame.x)
            let qy = min(max(Int(py - 0.5) - Int(paint.frame.y), 0), level.height - 1)
            level.texels.withUnsafeBufferPointer { texels in
                let row = texels.baseAddress! + qy * w
                for x in xs {
                    let c = coverage[x - xs.lowerBound]
                    if c == 0 {
                        body(x, .zero)
                        continue
                    }
                    let a = Float(row[min(max(x - fx, 0), w - 1)] >> 24) / 255
                    body(x, colour * a * (c * opacity))
                }
            }
            return
        }
        for x in xs { body(x, shade(coverage[x - xs.lowerBound], Float(x) + 0.5, py)) }
    }

    /// CPU only: the coverage `main` computes along row `y`, columns `xs`, of tile `instance`
    /// (its top row `tileY`, list range `start`, `count`), into `out` (one Float per column).
    func coverageRow(
        _ y: Int, _ xs: Range<Int>, _ instance: Int, tileY: Int, _ start: Int, _ count: Int,
        into out: UnsafeMutablePointer<Float>
    ) {
        coverageRows(y..<(y + 1), xs, instance, tileY: tileY, start, count) { _ in out }
    }

    /// CPU only: `coverageRow` over rows `ys` of the tile, each into `out(y)`.
    ///
    /// The tile's segments are first sorted into the rows they span, each row's in list order; then
    /// each row's segments add to its sums over their three stretches of it (`SegmentRow`): the
    /// pixels a segment lies right of its height, those it crosses their exact area, the others
    /// nothing. A segment that spans none of a row's height, or lies a pixel or more left of its
    /// first pixel, adds nothing there: exactly +0 or -0 to each pixel in `segmentArea` (it returns
    /// 0 before any arithmetic, or its interpolated x is left of the pixel whatever the rounding),
    /// which changes at most the sign of a zero sum, which `areaCoverage` drops. So a row reads the
    /// few segments it meets, not the tile's whole list.
    func coverageRows(
        _ ys: Range<Int>, _ xs: Range<Int>, _ instance: Int, tileY: Int, _ start: Int, _ count: Int,
        into out: (Int) -> UnsafeMutablePointer<Float>
    ) {
        let reach = Float(xs.lowerBound) - 1, n = xs.count, rows = ys.count
        guard rows > 0 else { return }
        // Each row's segments (texel indices), counted, then placed in list order.
        withUnsafeTemporaryAllocation(of: Int.self, capacity: rows + 1 + count * rows) { scratch in
            let starts = scratch.baseAddress!, placed = starts + rows + 1
            starts.initialize(repeating: 0, count: rows + 1)
            func spanned(_ k: Int, _ body: (Int) -> Void) {
                let ax = segments[k], ay = segments[k + 1], bx = segments[k + 2], by = segments[k + 3]
                guard max(ax, bx) > reach else { return }
                let low = min(ay, by), high = max(ay, by)
                guard low < high else { return }
                let first = max(ys.lowerBound, Int(max(Double(low).rounded(.down), Double(ys.lowerBound))))
                let last = min(ys.upperBound, Int(min(Double(high).rounded(.up), Double(ys.upperBound))))
                for y in first..<max(first, last) where low < Float(y) + 1 && high > Float(y) {
                    body(y - ys.lowerBound)
                }
            }
            for i in start..<(start + count) { spanned(segmentStart(i)) { starts[$0 + 1] += 1 } }
            for r in 0..<rows { starts[r + 1] += starts[r] }
            withUnsafeTemporaryAllocation(of: Int.self, capacity: rows) { next in
                next.baseAddress!.initialize(from: starts, count: rows)
                for i in start..<(start + count) {
                    let k = segmentStart(i)
                    spanned(k) { r in
                        placed[next[r]] = k
                        next[r] += 1
                    }
                }
            }
            withUnsafeTemporaryAllocation(of: Float.self, capacity: n) { sums in
                let area = sums.baseAddress!
                for (r, y) in ys.enumerated() {
                    let row = out(y), y0 = Float(y)
                    let cover = covers[coverStart(instance) + y - tileY]
                    area.initialize(repeating: cover, count: n)
                    var crossed = false
                    for p in starts[r]..<starts[r + 1] {
                        let k = placed[p]
                        guard let s = SegmentRow(y0, segments[k], segments[k + 1], segments[k + 2], segments[k + 3])
                        else { continue }
                        crossed = true
                        let (right, left) = s.stretches(from: xs.lowerBound, count: n)
                        let h = s.signedHeight
                        for x in 0..<right { area[x] += h }
                        for x in right..<left { area[x] += s.area(Float(xs.lowerBound + x)) }
                    }
                    if crossed {
                        for x in 0..<n { row[x] = areaCoverage(area[x]) }
                    } else {
                        row.update(repeating: areaCoverage(cover), count: n)
                    }
                }
            }
        }
    }
}
