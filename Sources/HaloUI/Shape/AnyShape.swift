import Foundation
import HaloCore

/// A type-erased shape, as SwiftUI's `AnyShape`: draws, fills, strokes and clips as the shape it
/// wraps (`isCircular ? AnyShape(Circle()) : AnyShape(Capsule())`). As every HaloUI shape, it is
/// an `InsettableShape` too, inset as the shape it wraps is.
public struct AnyShape: InsettableShape, SceneShape, ModifiedShape {
    private let pathIn: @Sendable (CGRect) -> Path
    private let outlineIn: @Sendable (Rect) -> HaloCore.Shape
    /// The wrapped shape's trim and stroke (`AnyShape(Circle().trim(from: 0, to: 0.5))`).
    let drawing: ShapeDrawing

    /// Create an any shape instance from a shape.
    public init<S: Shape>(_ shape: S) {
        if let erased = shape as? AnyShape {
            self = erased
            return
        }
        pathIn = { shape.path(in: $0) }
        outlineIn = { shape.sceneShape(in: $0) }
        drawing = ShapeDrawing.of(shape)
    }

    /// The wrapped shape's path in `rect`.
    public func path(in rect: CGRect) -> Path { pathIn(rect) }

    func outline(in rect: Rect) -> HaloCore.Shape { outlineIn(rect) }
}
