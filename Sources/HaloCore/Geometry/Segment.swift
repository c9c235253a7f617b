/// One straight edge of a draw's outline, in pixels, as both backends read it (4 Floats, one
/// RGBA32F texel: p0.x, p0.y, p1.x, p1.y).
///
/// Every draw is a nonzero-winding fill of closed contours made of segments: fills are their
/// shape's flattened outline, strokes the outline of the stroke (`Stroker`). Keep in sync
/// with `Shaders/include/area.glsl` (`segmentArea`); a test asserts the layout.
package struct Segment: Equatable, Sendable {
    package var p0: SIMD2<Float>
    package var p1: SIMD2<Float>

    package init(_ p0: SIMD2<Float>, _ p1: SIMD2<Float>) {
        self.p0 = p0
        self.p1 = p1
    }

    /// The segment from `a` to `b`, rounded to Float.
    package init(_ a: Point, _ b: Point) {
        self.init(a.float, b.float)
    }

    /// The 4 Floats in texel order.
    package var floats: [Float] { [p0.x, p0.y, p1.x, p1.y] }

    /// The `floats` of each segment, one after another, without an array per segment.
    package static func floats(of segments: [Segment]) -> [Float] {
        var out: [Float] = []
        appendFloats(of: segments, to: &out)
        return out
    }

    /// Appends the four floats of each segment to `out`: one copy of the array's bytes, a
    /// segment being laid out as its floats (else `floats` one by one).
    package static func appendFloats(of segments: [Segment], to out: inout [Float]) {
        if MemoryLayout<Segment>.stride == 4 * MemoryLayout<Float>.stride {
            segments.withUnsafeBytes { out.append(contentsOf: $0.assumingMemoryBound(to: Float.self)) }
        } else {
            for s in segments { out += s.floats }
        }
    }

    /// The bounding box of the two points.
    package var bounds: (min: SIMD2<Float>, max: SIMD2<Float>) {
        (simd_min(p0, p1), simd_max(p0, p1))
    }

    /// The segments of closed contours: each contour's points joined in order and back to its
    /// first point, zero-length and horizontal edges left out (they add no area).
    package static func closedContours(_ contours: [[Point]]) -> [Segment] {
        var out: [Segment] = []
        for c in contours where c.count > 1 {
            let pts = c.map(\.float)
            for i in 0..<pts.count {
                let a = pts[i], b = pts[(i + 1) % pts.count]
                if a.y != b.y { out.append(Segment(a, b)) }
            }
        }
        return out
    }

    /// `closedContours` of each contour mapped by `t`, leaving out those whose bounds, grown by
    /// a pixel, miss `region` (`Planner.reaches`): the same segments as mapping, filtering and
    /// closing in turn, made without an array per contour.
    package static func closedContours(
        _ contours: [[Point]], mapped t: Transform2D, reaching region: PixelRect
    ) -> [Segment] {
        var out: [Segment] = []
        out.reserveCapacity(contours.reduce(0) { $0 + $1.count })
        var points: [SIMD2<Float>] = []
        for c in contours where !c.isEmpty {
            points.removeAll(keepingCapacity: true)
            let first = t.apply(c[0])
            var lo = first, hi = first
            for p in c {
                let q = t.apply(p)
                lo = Point(min(lo.x, q.x), min(lo.y, q.y))
                hi = Point(max(hi.x, q.x), max(hi.y, q.y))
                points.append(q.float)
            }
            guard points.count > 1, Planner.reaches(lo, hi, region, by: 0) else { continue }
            for i in 0..<points.count {
                let a = points[i], b = points[i + 1 == points.count ? 0 : i + 1]
                if a.y != b.y { out.append(Segment(a, b)) }
            }
        }
        return out
    }
}

@inline(__always) func simd_min(_ a: SIMD2<Float>, _ b: SIMD2<Float>) -> SIMD2<Float> {
    SIMD2(min(a.x, b.x), min(a.y, b.y))
}

@inline(__always) func simd_max(_ a: SIMD2<Float>, _ b: SIMD2<Float>) -> SIMD2<Float> {
    SIMD2(max(a.x, b.x), max(a.y, b.y))
}

extension Point {
    var float: SIMD2<Float> { SIMD2(Float(x), Float(y)) }
}
