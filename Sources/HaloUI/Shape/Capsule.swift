import Foundation
import HaloCore

/// A pill: a rounded rectangle whose ends are semicircles.
public struct Capsule: InsettableShape, SceneShape {
    /// The corner style (the ends are semicircles either way).
    public var style: RoundedCornerStyle

    /// A capsule.
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }

    /// The pill in the frame.
    func outline(in rect: Rect) -> HaloCore.Shape {
        HaloCore.Shape(kind: .capsule, frame: rect, style: style)
    }

    /// The outline in `rect`, as a path.
    public func path(in rect: CGRect) -> Path { Path(scene: outline(in: Rect(rect))) }
}
