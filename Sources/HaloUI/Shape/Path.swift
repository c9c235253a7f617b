import Foundation
import HaloCore
import HaloMath

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
public struct Path: InsettableShape, SceneShape, Equatable {
    /// The contours so far (the last one still open).
    public private(set) var contours: [Contour] = []

    /// An empty path.
    public init() {}

    /// A path built by `build`.
    public init(_ build: (inout Path) -> Void) { build(&self) }

    /// The outline of `rect`.
    public init(_ rect: CGRect) { addRect(rect) }

    /// The ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    /// The outline of `rect` with corners of `cornerRadius`.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// The outline of `rect` with corners of `cornerSize`.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// The outline of `rect` with each corner's own radius, as SwiftUI's
    /// `Path(roundedRect:cornerRadii:style:)`: the outline `UnevenRoundedRectangle` draws in
    /// `rect` (circular corners, each radius kept within half the shorter side).
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self = UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style).path(in: rect)
    }

    /// Whether the path has no contours.
    public var isEmpty: Bool { contours.isEmpty }

    /// A path of contours in its own coordinates.
    init(contours: [Contour]) { self.contours = contours }

    /// Where the last contour ends.
    public var currentPoint: CGPoint? { contours.last.map { CGPoint($0.end) } }

    /// Starts a new contour at `point`.
    public mutating func move(to point: CGPoint) { move(to: Point(point)) }

    mutating func move(to point: Point) { contours.append(Contour(start: point, closed: false)) }

    /// A straight line to `point` (from the origin when nothing came before).
    public mutating func addLine(to point: CGPoint) { append(.line(Point(point))) }

    /// Straight lines through `points`: a new contour at the first, lines to the rest.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }

    /// A quadratic curve to `point`, bent towards `control` (drawn as the cubic it equals).
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        let p0 = contours.last?.end ?? .zero
        let (end, c) = (Point(point), Point(control))
        let c1 = p0 + (c - p0) * (2.0 / 3.0)
        let c2 = end + (c - end) * (2.0 / 3.0)
        append(.cubic(c1, c2, end))
    }

    /// A cubic curve to `point` with two control points.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        append(.cubic(Point(control1), Point(control2), Point(point)))
    }

    /// A circular arc about `center`, from `startAngle` to `endAngle`, as SwiftUI draws it in
    /// its y-down coordinates: `clockwise: false` turns clockwise on screen (angles
    /// increasing), `clockwise: true` the other way. Angles a whole number of turns apart (0° and
    /// 360°) make the whole circle, whichever way; equal angles make no arc. A line joins the
    /// current point to the arc. Non-finite angles add nothing.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
    ) {
        let (center, radius) = (Point(center), Double(radius))
        let a0 = startAngle.radians
        var a1 = endAngle.radians
        let turn = 2 * Double.pi
        guard a0.isFinite, a1.isFinite else { return }
        // Whole turns off the end angle until it lies the asked way from the start (at most one turn).
        if clockwise, a1 > a0 {
            a1 -= ((a1 - a0) / turn).rounded(.up) * turn
        } else if !clockwise, a1 < a0 {
            a1 += ((a0 - a1) / turn).rounded(.up) * turn
        }
        // Angles a non-zero number of turns apart meet: the whole circle, not an empty arc
        // (docs/semantics.md, "Shapes").
        let tolerance = 1e-9
        if abs(a1 - a0) < tolerance, abs(endAngle.radians - a0) >= tolerance {
            a1 = a0 + (clockwise ? -turn : turn)
        }
        let start = Point(center.x + radius * PortableMath.cos(a0), center.y + radius * PortableMath.sin(a0))
        if contours.isEmpty || contours[contours.count - 1].closed {
            move(to: start)
        } else {
            append(.line(start))
        }
        append(.arc(center: center, rx: radius, ry: radius, start: a0, end: a1))
    }

    /// A rectangle as a closed contour of its own (clockwise from the top-left corner).
    public mutating func addRect(_ rect: CGRect) {
        let rect = Rect(rect)
        move(to: Point(rect.minX, rect.minY))
        append(.line(Point(rect.maxX, rect.minY)))
        append(.line(Point(rect.maxX, rect.maxY)))
        append(.line(Point(rect.minX, rect.maxY)))
        closeSubpath()
    }

    /// A rectangle with corners of `cornerSize`'s width (capped at half the shorter side), as
    /// a closed contour of its own.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        let shape = HaloCore.Shape(
            kind: .roundedRect, frame: Rect(rect), cornerRadius: Double(cornerSize.width), style: style)
        if let outline = shape.outline() { contours.append(outline) }
    }

    /// An ellipse filling `rect`, as a closed contour of its own.
    public mutating func addEllipse(in rect: CGRect) {
        let rect = Rect(rect)
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

    /// The path mapped by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        Path(contours: contours.map { $0.transformed(by: transform.scene) })
    }

    /// The path moved by (dx, dy).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { applying(CGAffineTransform(translationX: dx, y: dy)) }

    /// The path itself: a path is drawn at its own coordinates.
    public func path(in rect: CGRect) -> Path { self }

    /// The path moved to the frame's origin; the frame is its gradients' frame.
    func outline(in rect: Rect) -> HaloCore.Shape {
        let moved = contours.map { $0.transformed(by: .translation(rect.minX, rect.minY)) }
        return HaloCore.Shape(contours: moved, frame: rect)
    }
}
