import Foundation
import HaloCore

/// An ellipse filling its frame.
public struct Ellipse: InsettableShape, SceneShape {
    /// An ellipse.
    public init() {}

    /// The ellipse in the frame.
    func outline(in rect: Rect) -> HaloCore.Shape { HaloCore.Shape(kind: .ellipse, frame: rect) }

    /// The outline in `rect`, as a path.
    public func path(in rect: CGRect) -> Path { Path(scene: outline(in: Rect(rect))) }
}
