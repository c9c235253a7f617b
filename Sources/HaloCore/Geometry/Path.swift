import Foundation
import HaloMath

/// One piece of a contour, starting where the previous one ended.
public enum PathElement: Equatable, Sendable {
    /// A straight line to a point.
    case line(Point)
    /// A cubic Bezier curve with two control points, to a point.
    case cubic(Point, Point, Point)
    /// An axis-aligned elliptical arc about `center`, from angle `start` to `end` (radians,
    /// clockwise on screen from 3 o'clock).
    case arc(center: Point, rx: Double, ry: Double, start: Double, end: Double)
}

/// A connected outline: a start point and the elements that follow it.
public struct Contour: Equatable, Sendable {
    /// Where the contour starts.
    public var start: Point
    /// The pieces after the start, in order.
    public var elements: [PathElement]
    /// Whether the end joins the start (a closed outline has no caps).
    public var closed: Bool

    /// A contour from `start` through `elements`.
    public init(start: Point, elements: [PathElement] = [], closed: Bool) {
        self.start = start
        self.elements = elements
        self.closed = closed
    }

    /// Appends a line, skipping a zero-length one.
    mutating func line(to p: Point) {
        if p != end { elements.append(.line(p)) }
    }

    /// The point where the contour ends (its start again once closed).
    public var end: Point {
        guard let last = elements.last else { return start }
        return PathElement.endPoint(of: last)
    }
}

extension PathElement {
    static func endPoint(of e: PathElement) -> Point {
        switch e {
        case .line(let p): return p
        case .cubic(_, _, let p): return p
        case let .arc(c, rx, ry, _, end):
            return Point(c.x + rx * PortableMath.cos(end), c.y + ry * PortableMath.sin(end))
        }
    }

    /// The unit tangent where the element starts, given where it starts.
    func startTangent(from p0: Point) -> Point {
        switch self {
        case .line(let p): return (p - p0).normalized
        case let .cubic(c1, c2, p):
            if (c1 - p0).length > 1e-12 { return (c1 - p0).normalized }
            if (c2 - p0).length > 1e-12 { return (c2 - p0).normalized }
            return (p - p0).normalized
        case let .arc(_, rx, ry, s, e):
            let dir: Double = e >= s ? 1 : -1
            return Point(-rx * PortableMath.sin(s) * dir, ry * PortableMath.cos(s) * dir).normalized
        }
    }

    /// The unit tangent where the element ends, given where it starts.
    func endTangent(from p0: Point) -> Point {
        switch self {
        case .line(let p): return (p - p0).normalized
        case let .cubic(c1, c2, p):
            if (p - c2).length > 1e-12 { return (p - c2).normalized }
            if (p - c1).length > 1e-12 { return (p - c1).normalized }
            return (p - p0).normalized
        case let .arc(_, rx, ry, s, e):
            let dir: Double = e >= s ? 1 : -1
            return Point(-rx * PortableMath.sin(e) * dir, ry * PortableMath.cos(e) * dir).normalized
        }
    }
}

extension Contour {
    /// The contour with `t` applied to every point (arcs only under uniform scale + translation).
    public func transformed(by t: Transform2D) -> Contour {
        var c = Contour(start: t.apply(start), closed: closed)
        c.elements = elements.map { e in
            switch e {
            case .line(let p): return .line(t.apply(p))
            case let .cubic(a, b, p): return .cubic(t.apply(a), t.apply(b), t.apply(p))
            case let .arc(ctr, rx, ry, s, end):
                let k = t.uniformScale
                return .arc(center: t.apply(ctr), rx: rx * k, ry: ry * k, start: s, end: end)
            }
        }
        return c
    }
}
