import Foundation
import HaloCore

/// SwiftUI's corner styles: `.continuous` (Apple's squircle) or `.circular`.
public typealias RoundedCornerStyle = CornerStyle

/// A rectangle with rounded corners.
public struct RoundedRectangle: InsettableShape, SceneShape {
    /// The corners' radius, points.
    public var cornerRadius: Double
    /// Continuous (SwiftUI's default for `RoundedRectangle`) or circular corners.
    public var style: RoundedCornerStyle

    /// A rounded rectangle with corners of `cornerRadius`.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.cornerRadius = Double(cornerRadius)
        self.style = style
    }

    /// A rounded rectangle with corners of `cornerSize`, as SwiftUI's `init(cornerSize:style:)`:
    /// Halo's corners are round, of radius `cornerSize.width` (SwiftUI's are elliptical where the
    /// height differs; docs/semantics.md, "Shape modifiers").
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadius: cornerSize.width, style: style)
    }

    /// The corners' size (both sides the radius).
    public var cornerSize: CGSize { CGSize(width: cornerRadius, height: cornerRadius) }

    /// The rounded frame.
    func outline(in rect: Rect) -> HaloCore.Shape {
        HaloCore.Shape(kind: .roundedRect, frame: rect, cornerRadius: cornerRadius, style: style)
    }

    /// The outline in `rect`, as a path.
    public func path(in rect: CGRect) -> Path { Path(scene: outline(in: Rect(rect))) }
}
