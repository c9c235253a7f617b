import HaloCore

/// A view clipped to a shape in its frame, as SwiftUI's `clipShape(_:)`: the scene's layer
/// with that clip (anti-aliased edge, docs/semantics.md, "Layers and blur").
public struct ClipView<Content: View, Clip: Shape>: View, PrimitiveView {
    let content: Content
    let shape: Clip

    func nodes(_ time: Double) -> [LayoutNode] {
        let child = LayoutNode.of(content, time)
        let shape = self.shape
        return [
            LayoutNode(
                size: child.size,
                draw: { rect in [.layer(Layer(items: child.draw(rect), clip: shape.sceneShape(in: rect)))] })
        ]
    }
}

extension View {
    /// The view clipped to `shape` laid over its frame.
    public func clipShape<S: Shape>(_ shape: S) -> ClipView<Self, S> { ClipView(content: self, shape: shape) }

    /// The view clipped to its frame, as SwiftUI's `clipped(antialiased:)`.
    public func clipped(antialiased: Bool = false) -> ClipView<Self, Rectangle> { clipShape(Rectangle()) }

    /// The view clipped to a rounded rectangle of its frame with corners of `radius`, as SwiftUI's
    /// `cornerRadius(_:antialiased:)`: "Clips this view to its bounding frame, with the specified
    /// corner radius" (circular corners: docs/semantics.md, Everyday modifiers).
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> ClipView<Self, RoundedRectangle> {
        clipShape(RoundedRectangle(cornerRadius: radius, style: .circular))
    }
}
