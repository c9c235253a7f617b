import HaloCore

/// A circle fitting the frame's shorter side, centred.
public struct Circle: InsettableShape {
    /// A circle.
    public init() {}

    /// The circle in the frame.
    public func outline(in rect: Rect) -> HaloCore.Shape { HaloCore.Shape(kind: .circle, frame: rect) }
}
