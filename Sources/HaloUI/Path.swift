import Foundation
import HaloCore

/// An outline built from moves, lines, curves and arcs, as SwiftUI's `Path`: a shape drawn at
/// its own coordinates in the frame of the view (its origin the frame's top-left corner).
///
/// ```swift
/// Path { p in
///     p.move(to: CGPoint(x: 0, y: 20))
///     p.addCurve(to: CGPoint(x: 100, y: 20), control1: CGPoint(x: 30, y: -10), control2: CGPoint(x: 70, y: 50))
/// }
/// .stroke(.blue, lineWidth: 3)
/// ```
public struct Path: InsettableShape, Equatable {
    /// The contours so far (the last one still open).
    public private(set) var contours: [Contour] = []

    /// An empty path.
    public init() {}

    /// A path built by `build`.
    public init(_ build: (inout Path) -> Void) { build(&self) }

    /// Whether the path has no contours.
    public var isEmpty: Bool { contours.isEmpty }

    /// Where the last contour ends.
    public var currentPoint: CGPoint? { contours.last.map(\.end) }

    /// Starts a new contour at `point`.
    public mutating func move(to point: CGPoint) { contours.append(Contour(start: point, closed: false)) }

    /// A straight line to `point` (from the origin when nothing came before).
    public mutating func addLine(to point: CGPoint) { append(.line(point)) }

    /// A quadratic curve to `point`, bent towards `control` (drawn as the cubic it equals).
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        let p0 = currentPoint ?? .zero
        let c1 = p0 + (control - p0) * (2.0 / 3.0)
        let c2 = point + (control - point) * (2.0 / 3.0)
        append(.cubic(c1, c2, point))
    }

    /// A cubic curve to `point` with two control points.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        append(.cubic(control1, control2, point))
    }

    /// A circular arc about `center`, from `startAngle` to `endAngle`, as SwiftUI draws it in
    /// its y-down coordinates: `clockwise: false` turns clockwise on screen (angles
    /// increasing), `clockwise: true` the other way. A line joins the current point to the arc.
    public mutating func addArc(
        center: CGPoint, radius: Double, startAngle: Angle, endAngle: Angle, clockwise: Bool
    ) {
        let a0 = startAngle.radians
        var a1 = endAngle.radians
        let turn = 2 * Double.pi
        if clockwise {
            while a1 > a0 { a1 -= turn }
        } else {
            while a1 < a0 { a1 += turn }
        }
        let start = Point(center.x + radius * cos(a0), center.y + radius * sin(a0))
        if contours.isEmpty || contours[contours.count - 1].closed {
            move(to: start)
        } else {
            addLine(to: start)
        }
        append(.arc(center: center, rx: radius, ry: radius, start: a0, end: a1))
    }

    /// A rectangle as a closed contour of its own (clockwise from the top-left corner).
    public mutating func addRect(_ rect: Rect) {
        move(to: Point(rect.minX, rect.minY))
        addLine(to: Point(rect.maxX, rect.minY))
        addLine(to: Point(rect.maxX, rect.maxY))
        addLine(to: Point(rect.minX, rect.maxY))
        closeSubpath()
    }

    /// An ellipse filling `rect`, as a closed contour of its own.
    public mutating func addEllipse(in rect: Rect) {
        let c = Point(rect.midX, rect.midY)
        move(to: Point(rect.maxX, rect.midY))
        append(.arc(center: c, rx: rect.width / 2, ry: rect.height / 2, start: 0, end: 2 * Double.pi))
        closeSubpath()
    }

    /// Closes the last contour (a line back to its start, no caps).
    public mutating func closeSubpath() {
        guard !contours.isEmpty else { return }
        contours[contours.count - 1].closed = true
    }

    mutating func append(_ element: PathElement) {
        if contours.isEmpty || contours[contours.count - 1].closed {
            // A piece after a close (or with nothing before) starts where the last contour did.
            move(to: contours.last?.start ?? .zero)
        }
        contours[contours.count - 1].elements.append(element)
    }

    /// The path moved to the frame's origin; the frame is its gradients' frame.
    public func outline(in rect: Rect) -> HaloCore.Shape {
        let moved = contours.map { $0.transformed(by: .translation(rect.minX, rect.minY)) }
        return HaloCore.Shape(contours: moved, frame: rect)
    }
}
