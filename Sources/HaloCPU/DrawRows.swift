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
        for x in xs { body(x, shade(coverage[x - xs.lowerBound], Float(x) + 0.5, py)) }
    }

    /// CPU only: the coverage `main` computes along row `y`, columns `xs`, of tile `instance`
    /// (its top row `tileY`, list range `start`, `count`), into `out` (one Float per column).
    ///
    /// A segment that spans none of the row's height, or lies a pixel or more left of its
    /// first pixel, adds exactly +0 or -0 to each of its pixels (`segmentArea` returns 0 before
    /// any arithmetic, or its interpolated x is left of the pixel whatever the rounding); added
    /// to a sum, that changes at most the sign of a zero, which `areaCoverage` drops. The
    /// others are kept in list order in `near` (texel indices).
    func coverageRow(
        _ y: Int, _ xs: Range<Int>, _ instance: Int, tileY: Int, _ start: Int, _ count: Int,
        near: inout [Int], into out: UnsafeMutablePointer<Float>
    ) {
        let cover = covers[coverStart(instance) + y - tileY]
        let y0 = Float(y), y1 = y0 + 1, reach = Float(xs.lowerBound) - 1
        near.removeAll(keepingCapacity: true)
        for i in start..<(start + count) {
            let k = segmentStart(i)
            let ay = segments[k + 1], by = segments[k + 3]
            if min(ay, by) < y1 && max(ay, by) > y0 && max(segments[k], segments[k + 2]) > reach { near.append(k) }
        }
        if near.isEmpty {
            out.update(repeating: areaCoverage(cover), count: xs.count)
            return
        }
        // Sixteen columns at once (`segmentAreas`: each lane the scalar's operations), summed
        // in list order; columns past `xs` are computed and dropped.
        var x = xs.lowerBound
        while x < xs.upperBound {
            let x0 = SIMD16<Float>(repeating: Float(x)) + SIMD16(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)
            var area = SIMD16<Float>(repeating: cover)
            for k in near {
                area += segmentAreas(x0, y0, segments[k], segments[k + 1], segments[k + 2], segments[k + 3])
            }
            let covered = areaCoverages(area)
            for i in 0..<min(16, xs.upperBound - x) { out[x - xs.lowerBound + i] = covered[i] }
            x += 16
        }
    }
}
