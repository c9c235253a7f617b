import Foundation
import HaloMath

/// The kinds of shape a draw can outline, named as in SwiftUI.
public enum ShapeKind: String, Codable, CaseIterable, Sendable {
    case rect, roundedRect, capsule, circle, ellipse
    /// Any outline: contours given point by point (glyphs of text, scene-file paths).
    case path
}

/// How a rounded corner is drawn: a quarter circle, or Apple's continuous ("squircle") curve.
public enum CornerStyle: String, Codable, CaseIterable, Sendable {
    case continuous, circular
}

/// A shape in a frame, in points: the geometry shared by both backends.
///
/// Semantics (docs/semantics.md, "Shapes"): every outline runs clockwise on screen.
/// Circle and Ellipse start at 3 o'clock; Rect, RoundedRectangle and Capsule start on the
/// top edge just after the top-left corner. Circle fits the frame's shorter side, centred.
public struct Shape: Equatable, Sendable {
    /// Rectangle, rounded rectangle, capsule, circle, ellipse or path.
    public var kind: ShapeKind
    /// Continuous (Apple's squircle corners) or circular corners. (Beside `kind`: the two bytes
    /// share one word, and a shape is copied with every draw.)
    public var style: CornerStyle
    /// The frame the shape fills, in points.
    public var frame: Rect
    /// The corner radius of rounded rectangles.
    public var cornerRadius: Double
    /// The contours of a `.path` shape, in points (the frame is then their bounds, for paints
    /// and anchors); filled with the nonzero winding rule.
    public var contours: [Contour]
    /// The glyph a `.path` shape's contours are, as text layout placed it (nil for other shapes).
    public var glyph: GlyphPlacement?

    /// A shape of `kind` filling `frame`.
    public init(kind: ShapeKind, frame: Rect, cornerRadius: Double = 0, style: CornerStyle = .continuous) {
        self.kind = kind
        self.frame = frame
        self.cornerRadius = cornerRadius
        self.style = style
        contours = []
    }

    /// A path shape of contours, framed by `frame` (default: their control points' bounds); `glyph`
    /// when the contours are that glyph's outline as placed.
    public init(contours: [Contour], frame: Rect? = nil, glyph: GlyphPlacement? = nil) {
        // The union of every point's empty rectangle, point by point (no array of points: a text makes
        // thousands of these).
        var box: Rect? = nil
        func add(_ p: Point) {
            let r = Rect(x: p.x, y: p.y, width: 0, height: 0)
            box = box.map { $0.union(r) } ?? r
        }
        for c in contours {
            add(c.start)
            for e in c.elements {
                switch e {
                case .line(let p): add(p)
                case let .cubic(a, b, p):
                    add(a)
                    add(b)
                    add(p)
                case let .arc(center, rx, ry, _, _):
                    add(center + Point(-rx, -ry))
                    add(center + Point(rx, ry))
                }
            }
        }
        self.init(kind: .path, frame: frame ?? box ?? Rect(x: 0, y: 0, width: 0, height: 0))
        self.contours = contours
        self.glyph = glyph
    }

    /// Every contour of the shape inset by `inset` (a path shape cannot be inset: its contours
    /// as they are, and the scene validation refuses strokeBorder on paths).
    public func outlines(inset: Double = 0) -> [Contour] {
        if kind == .path { return contours }
        return outline(inset: inset).map { [$0] } ?? []
    }

    /// The outline of the shape inset by `inset` points on every side (what `strokeBorder`
    /// strokes); an inset rounded rectangle's corner radius shrinks by the inset, not below 0.
    /// Returns nil when nothing is left.
    public func outline(inset: Double = 0) -> Contour? {
        if kind == .path { return contours.first }
        let r = frame.insetBy(inset)
        guard !r.isEmpty else { return nil }
        switch kind {
        case .rect:
            return Shape.roundedRectOutline(r, radius: 0, style: .circular)
        case .roundedRect:
            return Shape.roundedRectOutline(r, radius: max(cornerRadius - inset, 0), style: style)
        case .capsule:
            return Shape.roundedRectOutline(r, radius: min(r.width, r.height) / 2, style: style)
        case .circle:
            let rad = min(r.width, r.height) / 2
            return Shape.ellipseOutline(center: r.center, rx: rad, ry: rad)
        case .ellipse:
            return Shape.ellipseOutline(center: r.center, rx: r.width / 2, ry: r.height / 2)
        case .path:
            return contours.first
        }
    }

    static func ellipseOutline(center c: Point, rx: Double, ry: Double) -> Contour {
        Contour(
            start: Point(c.x + rx, c.y),
            elements: [.arc(center: c, rx: rx, ry: ry, start: 0, end: 2 * Double.pi)],
            closed: true)
    }

    /// The rounded rectangle outline: clockwise from the top edge just after the top-left corner.
    static func roundedRectOutline(_ f: Rect, radius: Double, style: CornerStyle) -> Contour {
        let (r, extent, style) = ContinuousCorner.effective(radius, style: style, in: f)
        let x0 = f.minX, y0 = f.minY, x1 = f.maxX, y1 = f.maxY
        var c = Contour(start: Point(x0 + extent, y0), closed: true)
        guard r > 0 else {
            c.line(to: Point(x1, y0))
            c.line(to: Point(x1, y1))
            c.line(to: Point(x0, y1))
            c.line(to: Point(x0, y0))
            return c
        }
        // Each corner: its point, the unit vector along the edge the path arrives on (pointing
        // away from the corner) and along the edge it leaves by.
        let corners: [(Point, Point, Point)] = [
            (Point(x1, y0), Point(-1, 0), Point(0, 1)),
            (Point(x1, y1), Point(0, -1), Point(-1, 0)),
            (Point(x0, y1), Point(1, 0), Point(0, -1)),
            (Point(x0, y0), Point(0, 1), Point(1, 0)),
        ]
        for (corner, u, v) in corners {
            c.line(to: corner + u * extent)
            switch style {
            case .circular:
                let center = corner + (u + v) * r
                let a0 = PortableMath.atan2(-v.y, -v.x), a1 = PortableMath.atan2(-u.y, -u.x)
                var end = a1
                while end < a0 { end += 2 * Double.pi }
                c.elements.append(.arc(center: center, rx: r, ry: r, start: a0, end: end))
            case .continuous:
                ContinuousCorner.append(to: &c, corner: corner, u: u, v: v, radius: r)
            }
        }
        return c
    }
}

/// Apple's continuous corner (docs/semantics.md, "Shapes"), in units of r from the corner.
enum ContinuousCorner {
    /// How much of each edge the corner uses, in units of r.
    static let extent = 1.528665
    /// The curves from (extent, 0) to (0, extent): control, control, end (a, b) per curve.
    static let curves: [(Double, Double, Double, Double, Double, Double)] = [
        (1.088493, 0, 0.868407, 0, 0.631494, 0.074911),
        (0.372824, 0.169060, 0.169060, 0.372824, 0.074911, 0.631494),
        (0, 0.868407, 0, 1.088493, 0, 1.528665),
    ]

    /// The radius and style actually drawn, and the length of edge each corner uses.
    ///
    /// Circular corners clamp r to half the shorter side. Continuous corners are drawn while
    /// they fit, r <= min(w, h) / 3.0573 (each uses 1.528665 r of its edges); above that the
    /// corners are circular, of radius min(r, min(w, h) / 2), so a capsule is always a pill
    /// whose ends are semicircles (docs/semantics.md, "Shapes"; UIKit's rounded-rect
    /// paths make the same switch).
    static func effective(_ r: Double, style: CornerStyle, in f: Rect)
        -> (radius: Double, extent: Double, style: CornerStyle)
    {
        let half = min(f.width, f.height) / 2
        let rr = max(r, 0)
        if style == .continuous && rr * extent <= half { return (rr, rr * extent, .continuous) }
        let circular = min(rr, half)
        return (circular, circular, .circular)
    }

    static func append(to c: inout Contour, corner: Point, u: Point, v: Point, radius r: Double) {
        func at(_ a: Double, _ b: Double) -> Point { corner + u * (a * r) + v * (b * r) }
        for k in curves {
            c.elements.append(.cubic(at(k.0, k.1), at(k.2, k.3), at(k.4, k.5)))
        }
    }
}
