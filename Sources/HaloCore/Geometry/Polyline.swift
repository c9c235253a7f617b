import Foundation
import HaloMath

/// A flattened contour: vertices joined by straight segments, with the vertices where the
/// original outline turns a corner marked (joins apply there; elsewhere the outline is smooth).
///
/// A closed polyline repeats its first point at the end; `corners[0]` and `corners.last`
/// both describe the join where the contour closes.
package struct Polyline: Equatable, Sendable {
    package var points: [Point]
    package var corners: [Bool]
    package var closed: Bool
    /// The exact arc length of the true outline from its start to each vertex (not the sum of
    /// chords): dashes and trims are placed by these.
    package var distances: [Double]
    /// The direction of the true outline at the first and the last point, where the polyline
    /// was cut from a longer one (`slice`) inside a chord: the chord's own direction is off by
    /// up to half its turn, and a butt cap must be square to the outline, not to the chord.
    package var startTangent: Point? = nil
    package var endTangent: Point? = nil
    /// The true outline's unit direction at both ends of each chord, two a chord (empty where
    /// unknown): a line's own direction along its whole chord, a curve's derivative at the
    /// chord's ends, so a cut inside a chord finds the outline's direction there.
    package var chordTangents: [Point] = []

    /// A polyline whose distances are its chord lengths.
    package init(points: [Point], corners: [Bool], closed: Bool) {
        var d = [0.0]
        for i in 1..<max(points.count, 1) { d.append(d[i - 1] + (points[i] - points[i - 1]).length) }
        self.init(points: points, corners: corners, closed: closed, distances: Array(d.prefix(points.count)))
    }

    package init(points: [Point], corners: [Bool], closed: Bool, distances: [Double]) {
        precondition(
            points.count == corners.count && points.count == distances.count, "one corner flag and distance per vertex")
        self.points = points
        self.corners = corners
        self.closed = closed
        self.distances = distances
    }

    /// The length of the true outline from the first vertex to the last.
    package var length: Double { (distances.last ?? 0) - (distances.first ?? 0) }

    /// The polyline with `t` applied to every vertex (a similarity: distances scale uniformly).
    package func transformed(by t: Transform2D) -> Polyline {
        let s = t.uniformScale
        var out = Polyline(
            points: points.map(t.apply), corners: corners, closed: closed,
            distances: distances.map { $0 * s })
        out.chordTangents = chordTangents.map { Point(t.a * $0.x + t.c * $0.y, t.b * $0.x + t.d * $0.y).normalized }
        return out
    }

    /// The point at arc length `s` (clamped to the polyline), on the chord between the vertices
    /// around it, and the index of the vertex after it.
    func locate(_ s: Double) -> (point: Point, next: Int) {
        guard points.count > 1 else { return (points.first ?? .zero, points.count) }
        let s = min(max(s, distances[0]), distances[distances.count - 1])
        // Binary search for the first vertex with distance >= s.
        var lo = 1, hi = points.count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if distances[mid] < s { lo = mid + 1 } else { hi = mid }
        }
        let a = distances[lo - 1], b = distances[lo]
        let f = b > a ? (s - a) / (b - a) : 1
        return (Point.lerp(points[lo - 1], points[lo], f), lo)
    }

    /// The direction of the true outline at arc length `s`, as the tangents at the ends of the
    /// chord holding it (the mean of the two chords at a smooth vertex, the chord's own at a
    /// corner or an open end) blended by how far along the chord `s` lies. With `end`, a
    /// vertex at `s` ends the chord before it, else it starts the one after. Nil on a chord of
    /// no length.
    func tangent(at s: Double, end: Bool) -> Point? {
        let n = points.count
        guard n > 1 else { return nil }
        // The first chord whose end is not before s (with `end`: not before or at it), by
        // binary search over the non-decreasing distances: a dash pattern asks once per dash.
        var lo = 0, hi = n - 2
        while lo < hi {
            let mid = (lo + hi) / 2
            if end ? distances[mid + 1] < s : distances[mid + 1] <= s { lo = mid + 1 } else { hi = mid }
        }
        let c = lo
        func chord(_ i: Int) -> Point { (points[i + 1] - points[i]).normalized }
        // The nearest chord of some length before (step -1) or after (+1) chord c, through the
        // start of a closed polyline; nil past an open end or at a corner on the way.
        func neighbour(_ step: Int) -> Point? {
            var i = c, vertex = step < 0 ? c : c + 1
            for _ in 0..<(n - 1) {
                if corners[vertex] { return nil }
                i += step
                if i < 0 || i > n - 2 {
                    guard closed else { return nil }
                    i = (i + n - 1) % (n - 1)
                }
                if (points[i + 1] - points[i]).length > 1e-9 { return chord(i) }
                vertex = step < 0 ? i : i + 1
            }
            return nil
        }
        let d = chord(c)
        guard d != .zero else { return nil }
        var first = neighbour(-1).map { ($0 + d).normalized } ?? d
        var last = neighbour(1).map { (d + $0).normalized } ?? d
        if chordTangents.count == 2 * (n - 1) {
            // Known: the outline's own directions at the chord's ends.
            first = chordTangents[2 * c]
            last = chordTangents[2 * c + 1]
        }
        let span = distances[c + 1] - distances[c]
        let f = span > 0 ? min(max((s - distances[c]) / span, 0), 1) : 0
        let t = Point.lerp(first, last, f).normalized
        return t == .zero ? d : t
    }

    /// The open piece of the polyline between arc lengths s0 <= s1 (within 0...length).
    package func slice(_ s0: Double, _ s1: Double) -> Polyline {
        let (p0, i0) = locate(s0), (p1, i1) = locate(s1)
        var pts = [p0], cs = [false], ds = [s0], kept: [Int] = []
        if i0 < i1 {
            for i in i0..<i1 where distances[i] > s0 && distances[i] < s1 {
                pts.append(points[i])
                cs.append(corners[i])
                ds.append(distances[i])
                kept.append(i)
            }
        }
        pts.append(p1)
        cs.append(false)
        ds.append(s1)
        var piece = Polyline(points: pts, corners: cs, closed: false, distances: ds)
        piece.startTangent = tangent(at: s0, end: false)
        piece.endTangent = tangent(at: s1, end: true)
        if chordTangents.count == 2 * (points.count - 1), let start = piece.startTangent, let end = piece.endTangent {
            // The chords keep the outline's directions: the kept vertices' own, the cuts'.
            var t = [start]
            for i in kept { t += [chordTangents[2 * (i - 1) + 1], chordTangents[2 * i]] }
            piece.chordTangents = t + [end]
        }
        return piece
    }

    /// The part of the outline between fractions `from` and `to` of its length (SwiftUI's
    /// `trim`). `from >= to` gives nothing; `to - from >= 1` on a closed outline gives it whole.
    /// Halo extension: on a closed outline, fractions outside 0...1 wrap past the start (the
    /// piece runs through the start point, joined there); SwiftUI clamps them instead. On an
    /// open outline they are clamped.
    package func trimmed(from: Double, to: Double) -> [Polyline] {
        guard to > from, length > 0 else { return [] }
        if closed && to - from >= 1 { return [self] }
        if !closed || (from >= 0 && to <= 1) {
            let a = min(max(from, 0), 1) * length, b = min(max(to, 0), 1) * length
            return b > a ? [slice(a, b)] : []
        }
        // Wrap: shift so that `from` lies in 0..<1, then split at the start point.
        let shift = (from).rounded(.down)
        let f = from - shift, t = to - shift
        let head = slice(f * length, length)
        guard t > 1 else { return [head] }
        let tail = slice(0, (t - 1) * length)
        var joined = head
        joined.corners[joined.corners.count - 1] = corners[0]
        joined.points += tail.points.dropFirst()
        joined.corners += tail.corners.dropFirst()
        joined.distances += tail.distances.dropFirst().map { $0 + length }
        joined.endTangent = tail.endTangent
        joined.chordTangents =
            head.chordTangents.isEmpty || tail.chordTangents.isEmpty
            ? [] : head.chordTangents + tail.chordTangents
        return [joined]
    }
}

extension Array where Element == Polyline {
    /// The part of a path's outlines between fractions `from` and `to` of their total length,
    /// counted through the contours in order as one drawing (SwiftUI's `trim(from:to:)`: "the
    /// fraction of the way through drawing this shape"). A single contour is trimmed as
    /// `Polyline.trimmed(from:to:)` trims it (wrapping on a closed one); with several, the
    /// fractions are clamped to 0...1 and each contour keeps the part of its length that falls
    /// between them (a closed contour lying wholly inside stays closed).
    package func trimmed(from: Double, to: Double) -> [Polyline] {
        if count == 1 { return self[0].trimmed(from: from, to: to) }
        let total = reduce(0) { $0 + $1.length }
        guard to > from, total > 0 else { return [] }
        let a = Swift.min(Swift.max(from, 0), 1) * total, b = Swift.min(Swift.max(to, 0), 1) * total
        var pieces: [Polyline] = []
        var start = 0.0
        for line in self {
            let length = line.length
            defer { start += length }
            let lo = Swift.max(a - start, 0), hi = Swift.min(b - start, length)
            guard length > 0, hi > lo else { continue }
            pieces += line.trimmed(from: lo / length, to: hi / length)
        }
        return pieces
    }
}

/// Turns smaller than this (radians, 3 degrees) count as smooth, not a corner. The
/// continuous-corner table's rounded control points leave a 2.4-degree kink where its curves
/// meet; SwiftUI draws that corner smooth, so it must not get a join.
let cornerAngleTolerance = 3 * Double.pi / 180

extension Contour {
    /// The most straight pieces one curve or arc is flattened into: an absurd size or sweep
    /// (a coordinate of 1e308, an arc of 1e15 radians) is drawn coarsely, not run out of memory.
    package static let maxPieces = 65_536

    /// Flattens the contour into straight segments whose distance from the true outline stays
    /// within `tolerance` (in the contour's units).
    ///
    /// Lines stay as they are; cubics are split uniformly into n pieces with
    /// n = ceil(sqrt(0.75 * M / tolerance)), M the largest second difference of the control
    /// polygon (the bound on B''/6); arcs into equal angle steps of 2 acos(1 - tol/r).
    package func flattened(tolerance: Double) -> Polyline {
        var points = [start]
        var corners = [false]
        var distances = [0.0]
        var tangents: [Point] = []
        var p0 = start
        var previousEnd: Point? = nil
        for e in elements {
            let tin = e.startTangent(from: p0)
            if let prev = previousEnd {
                corners[corners.count - 1] = isCorner(prev, tin)
            }
            switch e {
            case .line(let p):
                distances.append(distances.last! + (p - p0).length)
                points.append(p)
                corners.append(false)
                tangents += [(p - p0).normalized, (p - p0).normalized]
            case let .cubic(c1, c2, p):
                let n = Contour.pieces(e, from: p0, tolerance: tolerance)
                for i in 1...n {
                    let t = Double(i) / Double(n)
                    distances.append(
                        distances.last! + PathMeasure.cubicLength(p0, c1, c2, p, from: Double(i - 1) / Double(n), to: t)
                    )
                    points.append(Contour.point(e, from: p0, piece: i, of: n))
                    corners.append(false)
                    // B'(t) / 3, at both ends of the piece (the chord's direction where it vanishes).
                    let chord = (points[points.count - 1] - points[points.count - 2]).normalized
                    for v in [Double(i - 1) / Double(n), t] {
                        let w = 1 - v
                        let dv = (c1 - p0) * (w * w) + (c2 - c1) * (2 * w * v) + (p - c2) * (v * v)
                        tangents.append(dv.length > 1e-12 ? dv.normalized : chord)
                    }
                }
            case let .arc(_, rx, ry, s, end):
                let n = Contour.pieces(e, from: p0, tolerance: tolerance)
                for i in 1...n {
                    let a0 = s + (end - s) * Double(i - 1) / Double(n)
                    let a = s + (end - s) * Double(i) / Double(n)
                    distances.append(distances.last! + PathMeasure.arcLength(rx: rx, ry: ry, from: a0, to: a))
                    points.append(Contour.point(e, from: p0, piece: i, of: n))
                    corners.append(false)
                    let turn: Double = end > s ? 1 : -1
                    tangents += [a0, a].map {
                        Point(-rx * PortableMath.sin($0) * turn, ry * PortableMath.cos($0) * turn).normalized
                    }
                }
            }
            previousEnd = e.endTangent(from: p0)
            p0 = PathElement.endPoint(of: e)
        }
        if closed, let last = previousEnd, let first = elements.first {
            if points.last != start {
                // An explicit closing line: a corner on both of its ends.
                let closing = (start - points[points.count - 1]).normalized
                corners[corners.count - 1] = isCorner(last, closing)
                distances.append(distances.last! + (start - points[points.count - 1]).length)
                points.append(start)
                corners.append(false)
                tangents += [closing, closing]
                let c = isCorner(closing, first.startTangent(from: start))
                corners[0] = c
                corners[corners.count - 1] = c
            } else {
                let c = isCorner(last, first.startTangent(from: start))
                corners[0] = c
                corners[corners.count - 1] = c
            }
        }
        var line = Polyline(points: points, corners: corners, closed: closed, distances: distances)
        line.chordTangents = tangents
        return line
    }

    /// `flattened(tolerance:).points` alone, without the arc lengths, tangents and corners a
    /// stroke, dash or trim needs: what a fill's coverage reads.
    package func flattenedPoints(tolerance: Double) -> [Point] {
        var points = [start]
        var p0 = start
        for e in elements {
            let n = Contour.pieces(e, from: p0, tolerance: tolerance)
            for i in 1...n { points.append(Contour.point(e, from: p0, piece: i, of: n)) }
            p0 = PathElement.endPoint(of: e)
        }
        if closed, !elements.isEmpty, points.last != start { points.append(start) }
        return points
    }

    /// How many straight pieces element `e` (from `p0`) is flattened into (see `flattened`).
    private static func pieces(_ e: PathElement, from p0: Point, tolerance: Double) -> Int {
        switch e {
        case .line: return 1
        case let .cubic(c1, c2, p):
            let d1 = (p0 - c1 * 2 + c2).length, d2 = (c1 - c2 * 2 + p).length
            let pieces = (0.75 * max(d1, d2) / tolerance).squareRoot().rounded(.up)
            return Int(clamping: pieces, to: 1...Contour.maxPieces)
        case let .arc(_, rx, ry, s, end):
            let r = max(rx, ry)
            let step = r > tolerance ? 2 * PortableMath.acos(1 - tolerance / r) : Double.pi / 2
            return Int(clamping: (abs(end - s) / step).rounded(.up), to: 1...Contour.maxPieces)
        }
    }

    /// The end of piece `i` (1...n) of element `e` (from `p0`), flattened into `n` pieces.
    @inline(__always)
    private static func point(_ e: PathElement, from p0: Point, piece i: Int, of n: Int) -> Point {
        switch e {
        case .line(let p): return p
        case let .cubic(c1, c2, p):
            if i == n { return p }
            let t = Double(i) / Double(n), u = 1 - t
            return p0 * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p * (t * t * t)
        case let .arc(c, rx, ry, s, end):
            let a = s + (end - s) * Double(i) / Double(n)
            return Point(c.x + rx * PortableMath.cos(a), c.y + ry * PortableMath.sin(a))
        }
    }

    private func isCorner(_ a: Point, _ b: Point) -> Bool {
        let s = a.cross(b), c = a.dot(b)
        return abs(PortableMath.atan2(s, c)) > cornerAngleTolerance
    }
}
