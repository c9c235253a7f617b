import Foundation
import HaloCore

/// iOS 17's chaining of a shape's fill and stroke: `Circle().fill(.red).stroke(.blue, lineWidth: 2)`
/// draws the fill, then the stroke over it, in the same frame (docs/semantics.md, "Shape
/// modifiers").
extension ShapeView {
    /// The shape as drawn, then its outline stroked over it `lineWidth` wide.
    public func stroke<S: ShapeStyle>(
        _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> OverlayView<Self, ShapeView<Content>> {
        OverlayView(base: self, layer: shape.stroke(content, lineWidth: lineWidth), over: true)
    }

    /// The shape as drawn, then its outline stroked over it in `style`.
    public func stroke<S: ShapeStyle>(
        _ content: S, style: StrokeStyle, antialiased: Bool = true
    ) -> OverlayView<Self, ShapeView<Content>> {
        OverlayView(base: self, layer: shape.stroke(content, style: style), over: true)
    }

    /// The shape as drawn, then its outline stroked over it inside the shape.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> OverlayView<Self, ShapeView<Content>> {
        OverlayView(base: self, layer: shape.strokeBorder(content, lineWidth: lineWidth), over: true)
    }

    /// The shape as drawn, then its outline stroked over it inside the shape in `style`.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S, style: StrokeStyle, antialiased: Bool = true
    ) -> OverlayView<Self, ShapeView<Content>> {
        OverlayView(base: self, layer: shape.strokeBorder(content, style: style), over: true)
    }

    /// The shape as drawn, then filled over it with `content` (`fill` after `stroke`).
    public func fill<S: ShapeStyle>(
        _ content: S, style: FillStyle = FillStyle()
    ) -> OverlayView<Self, ShapeView<Content>> {
        OverlayView(base: self, layer: shape.fill(content), over: true)
    }
}
