import HaloCore

/// A shape that can be stroked inside its frame, as SwiftUI's `InsettableShape`: every HaloUI
/// shape is one, and the seeds' modifiers that take "any shape with `strokeBorder`" take these.
public protocol InsettableShape: Shape {}

extension Shape where Self == Capsule {
    /// A capsule (SwiftUI's `.capsule`, as in `intelligenceBackground(in: .capsule)`).
    public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Rectangle {
    /// A rectangle (SwiftUI's `.rect`).
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rounded rectangle (SwiftUI's `.rect(cornerRadius:style:)`).
    public static func rect(cornerRadius: Double, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}

extension Shape where Self == Circle {
    /// A circle (SwiftUI's `.circle`).
    public static var circle: Circle { Circle() }
}
