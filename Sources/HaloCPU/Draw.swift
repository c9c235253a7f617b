import HaloCore

// One draw's pixels: coverage of its pieces times its paint, premultiplied.
// Twin of Shaders/draw.frag: same functions, same order of operations, in Float; pieces out
// of a pixel's reach are skipped, which cannot change its coverage (see `reach`).

/// The uniforms and buffers of one draw, as the shader sees them.
struct DrawUniforms {
    var mode: Int32
    var halfWidth: Float
    var alphaScale: Float
    var opacity: Float
    var localX: SIMD3<Float>
    var localY: SIMD3<Float>
    /// Piece texels: 12 Floats per piece (see Piece.swift).
    var pieces: [Float]
    var list: [UInt32]
    var paint: PaintUniforms
    /// CPU only: per piece, the box (min x, min y, max x, max y) outside which the piece
    /// cannot change the pixel's coverage: its points' bounds grown by 1 pixel for a fill's
    /// distance, by 1.5 half widths + 1 for a stroke's segment (caps reach at most
    /// sqrt(2) half widths), by 1 for a join quad; unbounded for a bevel clip. Pieces farther
    /// than that are at 1 pixel or more, where coverage is 0 or 1 whatever their distance,
    /// so skipping them gives the same bits (`CoverageCullingTests`).
    var reach: [SIMD4<Float>]
    /// CPU only: per piece, its segment's `segmentFrame` (computed once, the same values).
    var frames: [SIMD3<Float>]
    /// CPU only: a harmonic paint's per-column terms over the draw's columns, when its local x
    /// depends on the column alone.
    var harmonic: HarmonicColumns?

    init(_ d: DrawPlan) {
        mode = d.mode.rawValue; halfWidth = d.halfWidth; alphaScale = d.alphaScale; opacity = d.opacity
        localX = d.localFromPixel.0; localY = d.localFromPixel.1
        pieces = Piece.floats(of: d.pieces)
        list = d.list
        paint = PaintUniforms(d.paint)
        let strokeMargin = d.halfWidth * 1.5 + 1
        reach = d.pieces.map { p in
            if p.kind == Piece.bevelKind { return SIMD4(-.infinity, -.infinity, .infinity, .infinity) }
            let m: Float = d.mode == .stroke && p.kind == Piece.segmentKind ? strokeMargin : 1
            let b = p.bounds
            return SIMD4(b.min.x - m, b.min.y - m, b.max.x + m, b.max.y + m)
        }
        frames = d.pieces.map { segmentFrame($0.p0.x, $0.p0.y, $0.p1.x, $0.p1.y) }
        let b = d.bounds
        harmonic = HarmonicColumns(paint, localX: localX, columns: b.x..<b.maxX)
    }

    /// Whether the pixel centre lies outside piece `p`'s `reach`.
    @inline(__always)
    func outOfReach(_ p: Int, _ px: Float, _ py: Float) -> Bool {
        let r = reach[p]
        return px < r.x || py < r.y || px > r.z || py > r.w
    }

    /// The piece texel `i` (4 Floats) starts at this index of `pieces`.
    @inline(__always)
    func fetchTexel(_ i: Int) -> Int { i * 4 }

    /// The piece index at list position `i`.
    @inline(__always)
    func fetchIndex(_ i: Int) -> Int { Int(list[i]) }

    /// Nonzero-winding fill coverage from the tile's segments (the least distance taken as
    /// the root of the least square: the same bits, see `segmentDistanceSquared`).
    func fillCoverage(_ px: Float, _ py: Float, _ start: Int, _ count: Int) -> Float {
        fillCoverage(px, py, start..<(start + count), winding: 0)
    }

    /// `fillCoverage` over the pieces at list positions `positions`, the winding number of
    /// the tile's other segments already summed in `backdrop` (small integers, so the sum's
    /// order does not matter).
    @inline(__always)
    func fillCoverage(_ px: Float, _ py: Float, _ positions: some Sequence<Int>, winding backdrop: Float) -> Float {
        var d2 = Float.infinity
        var winding = backdrop
        for i in positions {
            let p = fetchIndex(i)
            let k = fetchTexel(p * 3)
            let ax = pieces[k], ay = pieces[k + 1], bx = pieces[k + 2], by = pieces[k + 3]
            if !outOfReach(p, px, py) { d2 = min(d2, segmentDistanceSquared(px, py, ax, ay, bx, by)) }
            winding += windingCrossing(px, py, ax, ay, bx, by)
        }
        let d = d2.squareRoot()
        return coverageFromDistance(winding != 0 ? -d : d)
    }

    /// Stroke coverage: the union of the tile's segments and join quads, less bevel clips.
    func strokeCoverage(_ px: Float, _ py: Float, _ start: Int, _ count: Int) -> Float {
        strokeCoverage(px, py, start..<(start + count))
    }

    /// `strokeCoverage` over the pieces at list positions `positions`.
    @inline(__always)
    func strokeCoverage(_ px: Float, _ py: Float, _ positions: some Sequence<Int>) -> Float {
        var sd: Float = 1e30
        var clip: Float = -1e30
        for i in positions {
            let p = fetchIndex(i)
            if outOfReach(p, px, py) { continue }
            let k = fetchTexel(p * 3)
            let kind = pieces[k + 8]
            if kind == 0 {
                sd = min(sd, strokeSegmentSDF(px, py, pieces[k], pieces[k + 1], frames[p],
                                              pieces[k + 9], pieces[k + 10], halfWidth))
            } else if kind == 1 {
                sd = min(sd, quadSDF(px, py, SIMD2(pieces[k], pieces[k + 1]), SIMD2(pieces[k + 2], pieces[k + 3]),
                                     SIMD2(pieces[k + 4], pieces[k + 5]), SIMD2(pieces[k + 6], pieces[k + 7])))
            } else {
                clip = max(clip, bevelClip(px, py, SIMD2(pieces[k], pieces[k + 1]),
                                           SIMD2(pieces[k + 2], pieces[k + 3]), SIMD2(pieces[k + 4], pieces[k + 5])))
            }
        }
        return coverageFromDistance(max(sd, clip)) * alphaScale
    }

    /// The premultiplied colour of the pixel centred at p, for source-over blending.
    func main(_ px: Float, _ py: Float, _ start: Int, _ count: Int) -> SIMD4<Float> {
        let coverage: Float
        if count == 0 {
            coverage = mode == 1 ? alphaScale : 1
        } else if mode == 0 {
            coverage = fillCoverage(px, py, start, count)
        } else {
            coverage = strokeCoverage(px, py, start, count)
        }
        return shade(coverage, px, py)
    }

    /// The paint at p times a coverage and the opacity, premultiplied.
    @inline(__always)
    func shade(_ coverage: Float, _ px: Float, _ py: Float) -> SIMD4<Float> {
        // CPU only: an uncovered pixel is transparent whatever colour a solid or gradient paint
        // gives there (finite, times 0), so its paint is not evaluated. The harmonic paint can
        // be infinite (0 * inf is NaN, as on the GPU), so it always is.
        if coverage == 0 && paint.kind != PaintPlan.harmonicKind { return .zero }
        let lx = localX.x * px + localX.y * py + localX.z
        let ly = localY.x * px + localY.y * py + localY.z
        return premultiplied(paint.paintColor(lx, ly), coverage)
    }

    /// A straight-alpha colour times a coverage and the opacity, premultiplied.
    @inline(__always)
    func premultiplied(_ color: SIMD4<Float>, _ coverage: Float) -> SIMD4<Float> {
        let a = color.w * coverage * opacity
        return SIMD4(color.x * a, color.y * a, color.z * a, a)
    }

    /// CPU only: `shade` at pixel column x, a harmonic paint's colour from its column terms
    /// where it has them (rows with py > 0).
    @inline(__always)
    func shade(_ coverage: Float, column x: Int, _ px: Float, _ py: Float) -> SIMD4<Float> {
        if let h = harmonic, py > 0, let color = h.color(x, ly: localY.x * px + localY.y * py + localY.z) {
            return premultiplied(color, coverage)
        }
        return shade(coverage, px, py)
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
                if c.bitPattern != last.bitPattern { last = c; color = shade(c, Float(x) + 0.5, py) }
                body(x, color)
            }
            return
        }
        for x in xs { body(x, shade(coverage[x - xs.lowerBound], column: x, Float(x) + 0.5, py)) }
    }

    /// CPU only: the coverage `main` computes along row `y`, columns `xs`, of a tile, into
    /// `out` (one Float per column), with the tile's pieces sorted once for the row.
    ///
    /// A piece whose reach misses every pixel of the row cannot change a distance there. A
    /// fill's segment of that kind crosses the ray to +x the same way at every pixel of the
    /// row when it does so at the first and the last: the crossing test's `side` is monotonic
    /// in px (px - ax, its product with the fixed by - ay and the difference from the fixed
    /// first term are all rounded monotonically), and its outcome is a threshold on `side`.
    /// Those crossings are summed once (`backdrop`); every other piece goes to `near`.
    func coverageRow(_ y: Int, _ xs: Range<Int>, _ start: Int, _ count: Int, near: inout [Int],
                     into out: UnsafeMutablePointer<Float>) {
        guard count > 0 else {
            out.update(repeating: mode == 1 ? alphaScale : 1, count: xs.count)
            return
        }
        let py = Float(y) + 0.5
        let x0 = Float(xs.lowerBound) + 0.5, x1 = Float(xs.upperBound - 1) + 0.5
        near.removeAll(keepingCapacity: true)
        var backdrop: Float = 0
        for i in start..<(start + count) {
            let p = fetchIndex(i)
            let r = reach[p]
            if py >= r.y && py <= r.w && x1 >= r.x && x0 <= r.z {
                near.append(i)
            } else if mode == 0 {
                let k = fetchTexel(p * 3)
                let ax = pieces[k], ay = pieces[k + 1], bx = pieces[k + 2], by = pieces[k + 3]
                let first = windingCrossing(x0, py, ax, ay, bx, by)
                if first == windingCrossing(x1, py, ax, ay, bx, by) { backdrop += first } else { near.append(i) }
            }
        }
        if mode == 1 && near.isEmpty {   // no piece reaches the row: coverage 0
            out.update(repeating: 0, count: xs.count)
            return
        }
        for x in xs {
            let px = Float(x) + 0.5
            out[x - xs.lowerBound] = mode == 0 ? fillCoverage(px, py, near, winding: backdrop) : strokeCoverage(px, py, near)
        }
    }
}
