import Foundation
import HaloCore

/// An immutable outline, as Core Graphics' `CGPath`: the contours of a HaloUI `Path`, drawn
/// through `Path(_:)` (a Canvas's `stroke(Path(cgPath), ...)`).
///
/// Declared in HaloUI, as SwiftUI brings Core Graphics' names to a file that imports only
/// SwiftUI; the `CoreGraphics` module re-exports it.
public class CGPath {
    /// The outline.
    var path: Path

    init(path: Path) { self.path = path }

    /// A rectangle's outline, mapped by `transform`.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(path: Path(rect).applying(transform?.pointee ?? .identity))
    }

    /// An ellipse filling `rect`, mapped by `transform`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(path: Path(ellipseIn: rect).applying(transform?.pointee ?? .identity))
    }

    /// A rounded rectangle (corners `cornerWidth` across; Halo's corners are circular, of
    /// the smaller of the two), mapped by `transform`.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        let r = min(cornerWidth, cornerHeight)
        self.init(
            path: Path(roundedRect: rect, cornerRadius: r, style: .circular)
                .applying(transform?.pointee ?? .identity))
    }

    /// Whether the path has no contours.
    public var isEmpty: Bool { path.isEmpty }

    /// The end of the last contour (`.zero` for an empty path, as Core Graphics answers).
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }

    /// The smallest rectangle holding every point of the path, control points included
    /// (Halo's: the outline's own bounds).
    public var boundingBox: CGRect {
        guard !path.isEmpty else { return .null }
        let f = HaloCore.Shape(contours: path.contours).frame
        return CGRect(x: f.x, y: f.y, width: f.width, height: f.height)
    }

    /// The smallest rectangle holding the outline (control points left out).
    public var boundingBoxOfPath: CGRect { boundingBox }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(path: path) }

    /// A copy mapped by `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(path: path.applying(transform?.pointee ?? .identity))
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(path: path) }
}

extension CGPath: Equatable {
    /// Whether the two paths have the same contours.
    public static func == (a: CGPath, b: CGPath) -> Bool { a.path == b.path }
}

/// A path built in place, as Core Graphics' `CGMutablePath`: moves, lines, curves, arcs,
/// rectangles and ellipses, each mapped by an optional `transform` first.
public class CGMutablePath: CGPath {
    /// An empty path.
    public init() { super.init(path: Path()) }

    override init(path: Path) { super.init(path: path) }

    /// Starts a new contour at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.move(to: point.applying(transform))
    }

    /// A line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.addLine(to: point.applying(transform))
    }

    /// Lines through `points`, starting a contour at the first.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        path.addLines(points.map { $0.applying(transform) })
    }

    /// A quadratic Bézier curve to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        path.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
    }

    /// A cubic Bézier curve to `end`.
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        path.addCurve(
            to: end.applying(transform), control1: control1.applying(transform),
            control2: control2.applying(transform))
    }

    /// A rectangle as a closed contour of its own.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        addPath(Path(rect), transform)
    }

    /// Rectangles, each a closed contour of its own.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }

    /// An ellipse filling `rect`, a closed contour of its own.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        addPath(Path(ellipseIn: rect), transform)
    }

    /// A rounded rectangle (circular corners of the smaller of `cornerWidth` and `cornerHeight`).
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
        addPath(Path(roundedRect: rect, cornerRadius: min(cornerWidth, cornerHeight), style: .circular), transform)
    }

    /// A circular arc about `center` from `startAngle` to `endAngle` (radians), joined to the
    /// current point by a line; `clockwise` as SwiftUI's `Path.addArc` takes it.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        var arc = Path()
        arc.addArc(
            center: center, radius: radius, startAngle: .radians(Double(startAngle)),
            endAngle: .radians(Double(endAngle)), clockwise: clockwise)
        join(arc, transform)
    }

    /// An arc about `center` from `startAngle` turning by `delta` radians (positive: angles
    /// increasing).
    public func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta, clockwise: delta < 0,
            transform: transform)
    }

    /// Another path's contours, each its own.
    public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) {
        addPath(other.path, transform)
    }

    /// Closes the last contour.
    public func closeSubpath() { path.closeSubpath() }

    /// `other` mapped by `transform`, its contours added as they are.
    private func addPath(_ other: Path, _ transform: CGAffineTransform) {
        path = Path(contours: path.contours + other.applying(transform).contours)
    }

    /// `piece` (one contour from a move) mapped by `transform`, continuing the open contour with a
    /// line to its start (or starting one there).
    private func join(_ piece: Path, _ transform: CGAffineTransform) {
        let mapped = piece.applying(transform).contours
        guard let first = mapped.first else { return }
        if let last = path.contours.last, !last.closed {
            path.addLine(to: CGPoint(first.start))
            for e in first.elements { path.append(e) }
            path = Path(contours: path.contours + mapped.dropFirst())
        } else {
            path = Path(contours: path.contours + mapped)
        }
    }
}

extension Path {
    /// The outline of a Core Graphics path.
    public init(_ path: CGPath) { self = path.path }

    /// The path as a Core Graphics path.
    public var cgPath: CGPath { CGPath(path: self) }
}
