import Foundation

/// A flattened contour: vertices joined by straight segments, with the vertices where the
/// original outline turns a corner marked (joins apply there; elsewhere the outline is smooth).
///
/// A closed polyline repeats its first point at the end; `corners[0]` and `corners.last`
/// both describe the join where the contour closes.
public struct Polyline: Equatable, Sendable {
    public var points: [Point]
    public var corners: [Bool]
    public var closed: Bool

    public init(points: [Point], corners: [Bool], closed: Bool) {
        precondition(points.count == corners.count, "one corner flag per vertex")
        self.points = points; self.corners = corners; self.closed = closed
    }

    /// The total length of the segments.
    public var length: Double {
        var total = 0.0
        for i in 1..<max(points.count, 1) { total += (points[i] - points[i - 1]).length }
        return total
    }

    /// The polyline with `t` applied to every vertex.
    public func transformed(by t: Transform2D) -> Polyline {
        Polyline(points: points.map(t.apply), corners: corners, closed: closed)
    }
}

/// Turns smaller than this (radians, 3 degrees) count as smooth, not a corner. The
/// continuous-corner table's rounded control points leave a 2.4-degree kink where its curves
/// meet; SwiftUI draws that corner smooth, so it must not get a join.
let cornerAngleTolerance = 3 * Double.pi / 180

extension Contour {
    /// Flattens the contour into straight segments whose distance from the true outline stays
    /// within `tolerance` (in the contour's units).
    ///
    /// Lines stay as they are; cubics are split uniformly into n pieces with
    /// n = ceil(sqrt(0.75 * M / tolerance)), M the largest second difference of the control
    /// polygon (the bound on B''/6); arcs into equal angle steps of 2 acos(1 - tol/r).
    public func flattened(tolerance: Double) -> Polyline {
        var points = [start]
        var corners = [false]
        var p0 = start
        var previousEnd: Point? = nil
        for e in elements {
            let tin = e.startTangent(from: p0)
            if let prev = previousEnd {
                corners[corners.count - 1] = isCorner(prev, tin)
            }
            switch e {
            case .line(let p):
                points.append(p); corners.append(false)
            case let .cubic(c1, c2, p):
                let d1 = (p0 - c1 * 2 + c2).length, d2 = (c1 - c2 * 2 + p).length
                let n = max(1, Int((0.75 * max(d1, d2) / tolerance).squareRoot().rounded(.up)))
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    let q = p0 * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p * (t * t * t)
                    points.append(i == n ? p : q); corners.append(false)
                }
            case let .arc(c, rx, ry, s, end):
                let r = max(rx, ry)
                let step = r > tolerance ? 2 * acos(1 - tolerance / r) : Double.pi / 2
                let n = max(1, Int((abs(end - s) / step).rounded(.up)))
                for i in 1...n {
                    let a = s + (end - s) * Double(i) / Double(n)
                    points.append(Point(c.x + rx * cos(a), c.y + ry * sin(a))); corners.append(false)
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
                points.append(start); corners.append(false)
                let c = isCorner(closing, first.startTangent(from: start))
                corners[0] = c; corners[corners.count - 1] = c
            } else {
                let c = isCorner(last, first.startTangent(from: start))
                corners[0] = c; corners[corners.count - 1] = c
            }
        }
        return Polyline(points: points, corners: corners, closed: closed)
    }

    private func isCorner(_ a: Point, _ b: Point) -> Bool {
        let s = a.cross(b), c = a.dot(b)
        return abs(atan2(s, c)) > cornerAngleTolerance
    }
}
