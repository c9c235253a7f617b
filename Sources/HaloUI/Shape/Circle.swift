import Foundation
import HaloCore

/// A circle fitting the frame's shorter side, centred.
public struct Circle: InsettableShape, SceneShape {
    /// A circle.
    public init() {}

    /// The circle in the frame.
    func outline(in rect: Rect) -> HaloCore.Shape { HaloCore.Shape(kind: .circle, frame: rect) }

    /// The outline in `rect`, as a path.
    public func path(in rect: CGRect) -> Path { Path(scene: outline(in: Rect(rect))) }
}
