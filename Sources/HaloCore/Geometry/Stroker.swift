import Foundation
import HaloMath

/// Turns polylines into the outline of their stroke: closed contours whose nonzero-winding
/// fill is the stroke, so a stroke's pixels get the same exact-area coverage as a fill's.
///
/// The classic stroker's construction (PostScript's `strokepath`, Skia's SkStroke): each side
/// of the polyline is offset by half the width. On the outer side of a turn a join is added:
/// the miter tip, the bevel, or a round arc; a vertex that is no corner of the original
/// outline (where a curve was flattened) always gets the arc, so the offset follows the
/// curve's own offset. On the inner side the two offset edges are cut where they cross, which
/// is the exact boundary of the union; where a neighbouring segment is too short for that,
/// the side runs through the vertex instead (the pieces then overlap a little, as in
/// SkStroke). Open polylines get their caps; a closed one gives two contours, the outer side
/// and the inner side running the other way, so the hole has winding 0.
package struct Stroker: Sendable {
    package var halfWidth: Double
    package var cap: LineCap
    package var join: LineJoin
    package var miterLimit: Double
    /// How far (in the polyline's units) the chords of round joins and caps may stray from
    /// their arcs.
    package var tolerance: Double

    package init(halfWidth: Double, cap: LineCap, join: LineJoin, miterLimit: Double, tolerance: Double) {
        self.halfWidth = halfWidth
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.tolerance = tolerance
    }

    /// The closed contours whose nonzero fill is the stroke of `line`.
    package func outline(of line: Polyline) -> [[Point]] {
        // Drop zero-length segments, keeping the corner flag of the vertex kept.
        var pts: [Point] = []
        var corners: [Bool] = []
        for (p, c) in zip(line.points, line.corners) {
            if let last = pts.last, (p - last).length < 1e-9 {
                corners[corners.count - 1] = corners[corners.count - 1] || c
                continue
            }
            pts.append(p)
            corners.append(c)
        }
        guard pts.count >= 2 else {
            // A zero-length open dash: a dot with round caps, nothing otherwise.
            guard !line.closed, cap == .round, let p = line.points.first else { return [] }
            var dot: [Point] = []
            arc(&dot, around: p, from: Point(halfWidth, 0), sweep: -2 * Double.pi, first: true, last: false)
            return [dot]
        }
        if !line.closed { dropVerticesNearTheEnds(&pts, &corners) }
        let back = Array(pts.reversed()), backCorners = Array(corners.reversed())
        if line.closed {
            return [side(pts, corners, ends: nil), side(back, backCorners, ends: nil)]
        }
        // The ends are square to the true outline where the line was cut from a longer one.
        let start = line.startTangent ?? (pts[1] - pts[0]).normalized
        let end = line.endTangent ?? (pts[pts.count - 1] - pts[pts.count - 2]).normalized
        var contour = side(pts, corners, ends: (start, end))
        capEnd(&contour, at: pts[pts.count - 1], direction: end)
        contour += side(back, backCorners, ends: (end * -1, start * -1))
        capEnd(&contour, at: pts[0], direction: start * -1)
        return [contour]
    }

    /// Removes a smooth vertex next to an open end (where a dash or trim cut a chord just
    /// before it) while its inner join would cut its chord back past the end: that join would
    /// have to run through the vertex, and the pieces would overlap. The chord from the end to
    /// the vertex after stays within a few flattening tolerances of the outline.
    func dropVerticesNearTheEnds(_ pts: inout [Point], _ corners: inout [Bool]) {
        func tooClose(_ end: Int, _ v: Int, _ next: Int) -> Bool {
            guard !corners[v] else { return false }
            let din = (pts[v] - pts[end]).normalized, dout = (pts[next] - pts[v]).normalized
            let c = din.dot(dout), s = abs(din.cross(dout))
            return 1 + c < 1e-12 || (pts[v] - pts[end]).length < 2 * halfWidth * s / (1 + c)
        }
        while pts.count >= 3 && tooClose(0, 1, 2) {
            pts.remove(at: 1)
            corners.remove(at: 1)
        }
        while pts.count >= 3 && tooClose(pts.count - 1, pts.count - 2, pts.count - 3) {
            pts.remove(at: pts.count - 2)
            corners.remove(at: corners.count - 2)
        }
    }

    /// The offset of the polyline's left side (`Point.perpendicular`), joins included. An open
    /// polyline's `ends` are its directions at the first and last point (its end offsets are
    /// square to them); a closed one (nil; its last point repeats its first) is joined at its
    /// start too.
    func side(_ p: [Point], _ corners: [Bool], ends: (Point, Point)?) -> [Point] {
        let m = p.count - 1
        var dirs: [Point] = [], lengths: [Double] = []
        for i in 0..<m {
            let v = p[i + 1] - p[i]
            lengths.append(v.length)
            dirs.append(v.normalized)
        }
        var out: [Point] = []
        guard let (first, last) = ends else {
            for i in 0..<m {
                let prev = (i + m - 1) % m
                join(&out, at: p[i], dirs[prev], dirs[i], shortest: min(lengths[prev], lengths[i]), corner: corners[i])
            }
            return out
        }
        out.append(p[0] + first.perpendicular * halfWidth)
        for i in 1..<m {
            join(&out, at: p[i], dirs[i - 1], dirs[i], shortest: min(lengths[i - 1], lengths[i]), corner: corners[i])
        }
        out.append(p[m] + last.perpendicular * halfWidth)
        return out
    }

    /// Appends the left side's points at vertex `v`, between directions `din` and `dout`.
    func join(_ out: inout [Point], at v: Point, _ din: Point, _ dout: Point, shortest: Double, corner: Bool) {
        let nin = din.perpendicular * halfWidth, nout = dout.perpendicular * halfWidth
        let c = din.dot(dout), s = din.cross(dout)
        if abs(s) < 1e-12 && c > 0 {
            out.append(v + nin)
            return
        }
        // Where the two offset edges cross: on the bisector, half width / cos(turn / 2) away.
        let crossing = v + (nin + nout) * (1 / (1 + c))
        if s > 0 {
            // The inner side: cut both edges where they cross, if that is within both segments'
            // first halves (tan(turn / 2) = s / (1 + c)).
            if 1 + c > 1e-12 && halfWidth * s / (1 + c) <= shortest / 2 {
                out.append(crossing)
            } else {
                out += [v + nin, v, v + nout]
            }
            return
        }
        let style: LineJoin = corner ? join : .round
        switch style {
        case .miter:
            let halfTurnCos = ((1 + c) / 2).squareRoot()
            let withinLimit = halfTurnCos > 1e-9 && 1 / halfTurnCos <= miterLimit
            out += withinLimit ? [v + nin, crossing, v + nout] : [v + nin, v + nout]
        case .bevel:
            out += [v + nin, v + nout]
        case .round:
            // Clockwise in y-down terms from nin to nout through the forward direction.
            arc(&out, around: v, from: nin, sweep: -PortableMath.atan2(abs(s), c), first: true, last: true)
        }
    }

    /// Appends the cap at the end `v` of a side running in `direction`: from the left offset
    /// point (already in the contour) to the right one (the next side's first point).
    func capEnd(_ out: inout [Point], at v: Point, direction d: Point) {
        let n = d.perpendicular * halfWidth
        switch cap {
        case .butt:
            break
        case .square:
            out += [v + n + d * halfWidth, v - n + d * halfWidth]
        case .round:
            arc(&out, around: v, from: n, sweep: -Double.pi, first: false, last: false)
        }
    }

    /// Appends points on the circle around `center` through `center + from`, turning by
    /// `sweep` radians (negative: from `from` towards the direction it is the perpendicular
    /// of), in steps whose chords stay within `tolerance` of the arc; `first` and `last` say
    /// whether the arc's own end points are included.
    func arc(_ out: inout [Point], around center: Point, from: Point, sweep: Double, first: Bool, last: Bool) {
        let step = halfWidth > tolerance ? 2 * PortableMath.acos(1 - tolerance / halfWidth) : Double.pi / 2
        let n = Int(clamping: (abs(sweep) / step).rounded(.up), to: 1...4096)
        for j in stride(from: first ? 0 : 1, through: last ? n : n - 1, by: 1) {
            let a = sweep * Double(j) / Double(n)
            let ca = PortableMath.cos(a), sa = PortableMath.sin(a)
            out.append(center + Point(from.x * ca - from.y * sa, from.x * sa + from.y * ca))
        }
    }
}
