import Foundation
import HaloCore

/// A rectangle filling its frame.
public struct Rectangle: InsettableShape, SceneShape {
    /// A rectangle.
    public init() {}

    /// The frame itself.
    func outline(in rect: Rect) -> HaloCore.Shape { HaloCore.Shape(kind: .rect, frame: rect) }

    /// The outline in `rect`, as a path.
    public func path(in rect: CGRect) -> Path { Path(scene: outline(in: Rect(rect))) }
}
