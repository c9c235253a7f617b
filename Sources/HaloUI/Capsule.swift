import HaloCore

/// A pill: a rounded rectangle whose ends are semicircles.
public struct Capsule: InsettableShape {
    /// The corner style (the ends are semicircles either way).
    public var style: RoundedCornerStyle

    /// A capsule.
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }

    /// The pill in the frame.
    public func outline(in rect: Rect) -> HaloCore.Shape {
        HaloCore.Shape(kind: .capsule, frame: rect, style: style)
    }
}
