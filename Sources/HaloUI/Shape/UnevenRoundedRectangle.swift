import Foundation
import HaloCore

/// The radii of a rectangle's four corners, as SwiftUI's `RectangleCornerRadii`.
public struct RectangleCornerRadii: Equatable, Sendable {
    /// The top-left corner's radius.
    public var topLeading: CGFloat
    /// The bottom-left corner's radius.
    public var bottomLeading: CGFloat
    /// The bottom-right corner's radius.
    public var bottomTrailing: CGFloat
    /// The top-right corner's radius.
    public var topTrailing: CGFloat

    /// Radii of each corner (0 by default).
    public init(
        topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0
    ) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

/// A rectangle whose corners have radii of their own, as SwiftUI's `UnevenRoundedRectangle`:
/// circular corners (a `.continuous` style is drawn circular), each radius kept to half the
/// shorter side (docs/semantics.md, "Shape modifiers").
public struct UnevenRoundedRectangle: InsettableShape {
    /// The corners' radii.
    public var cornerRadii: RectangleCornerRadii
    /// The corners' style (drawn circular).
    public var style: RoundedCornerStyle

    /// A rectangle with `cornerRadii`.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// A rectangle with each corner's radius.
    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
            style: style)
    }

    /// The outline in `rect`, clockwise on screen from the top edge after the top-left corner.
    public func path(in rect: CGRect) -> Path {
        let limit = max(min(rect.width, rect.height) / 2, 0)
        func r(_ v: CGFloat) -> CGFloat { min(max(v.isFinite ? v : 0, 0), limit) }
        let (tl, tr, br, bl) = (
            r(cornerRadii.topLeading), r(cornerRadii.topTrailing), r(cornerRadii.bottomTrailing),
            r(cornerRadii.bottomLeading)
        )
        var p = Path()
        p.move(to: CGPoint(x: rect.minX + tl, y: rect.minY))
        // Each corner: a quarter arc clockwise on screen, or the corner point where its radius is 0.
        func corner(_ x: CGFloat, _ y: CGFloat, _ radius: CGFloat, _ dx: CGFloat, _ dy: CGFloat, from: Double) {
            guard radius > 0 else { return p.addLine(to: CGPoint(x: x, y: y)) }
            p.addArc(
                center: CGPoint(x: x + dx * radius, y: y + dy * radius), radius: radius, startAngle: .degrees(from),
                endAngle: .degrees(from + 90), clockwise: false)
        }
        corner(rect.maxX, rect.minY, tr, -1, 1, from: -90)
        corner(rect.maxX, rect.maxY, br, -1, -1, from: 0)
        corner(rect.minX, rect.maxY, bl, 1, -1, from: 90)
        corner(rect.minX, rect.minY, tl, 1, 1, from: 180)
        p.closeSubpath()
        return p
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle with each corner's radius (SwiftUI's `.rect(topLeadingRadius:...)`).
    public static func rect(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(
            topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
            bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }

    /// A rectangle with `cornerRadii` (SwiftUI's `.rect(cornerRadii:style:)`).
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous)
        -> UnevenRoundedRectangle
    {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
}
