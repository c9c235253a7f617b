import HaloCore

/// An ellipse filling its frame.
public struct Ellipse: InsettableShape {
    /// An ellipse.
    public init() {}

    /// The ellipse in the frame.
    public func outline(in rect: Rect) -> HaloCore.Shape { HaloCore.Shape(kind: .ellipse, frame: rect) }
}
