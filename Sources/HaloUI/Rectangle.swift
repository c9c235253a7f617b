import HaloCore

/// A rectangle filling its frame.
public struct Rectangle: InsettableShape {
    /// A rectangle.
    public init() {}

    /// The frame itself.
    public func outline(in rect: Rect) -> HaloCore.Shape { HaloCore.Shape(kind: .rect, frame: rect) }
}
