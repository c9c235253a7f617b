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

    /// The rounded frame.
    func outline(in rect: Rect) -> HaloCore.Shape {
        HaloCore.Shape(kind: .roundedRect, frame: rect, cornerRadius: cornerRadius, style: style)
    }

    /// The outline in `rect`, as a path.
    public func path(in rect: CGRect) -> Path { Path(scene: outline(in: Rect(rect))) }
}
