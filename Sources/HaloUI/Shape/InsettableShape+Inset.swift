import Foundation
import HaloCore

extension InsettableShape {
    /// The shape inset by `amount` on every side, as SwiftUI's `inset(by:)`: a circle or
    /// rectangle drawn in its frame less `amount`, a rounded rectangle's corner radius less
    /// `amount` too (never below 0), a path as it is (docs/semantics.md, "Shape modifiers").
    public func inset(by amount: CGFloat) -> InsetShape<Self> { InsetShape(base: self, amount: Double(amount)) }
}

/// A shape inset by an amount on every side, as the shape SwiftUI's `inset(by:)` returns.
public struct InsetShape<Base: InsettableShape>: InsettableShape, SceneShape, ModifiedShape {
    let base: Base
    var amount: Double

    /// The inset outline, as a path.
    public func path(in rect: CGRect) -> Path { Path(scene: outline(in: Rect(rect))) }

    func outline(in rect: Rect) -> HaloCore.Shape {
        let shape = base.sceneShape(in: rect)
        guard shape.kind != .path else { return shape }
        let frame = rect.insetBy(amount)
        guard !frame.isEmpty else { return HaloCore.Shape(contours: [], frame: rect) }
        return HaloCore.Shape(
            kind: shape.kind, frame: frame, cornerRadius: max(shape.cornerRadius - amount, 0), style: shape.style)
    }

    var drawing: ShapeDrawing { ShapeDrawing.of(base) }
}

extension InsetShape: Animatable {
    /// The inset, as SwiftUI animates it.
    public var animatableData: Double {
        get { amount }
        set { amount = newValue }
    }
}
