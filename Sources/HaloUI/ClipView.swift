import HaloCore

/// A view clipped to a shape in its frame, as SwiftUI's `clipShape(_:)`: the scene's layer
/// with that clip (anti-aliased edge, docs/semantics.md, "Layers and blur").
public struct ClipView<Content: View, Clip: Shape>: View, PrimitiveView {
    let content: Content
    let shape: Clip

    /// None: a clip is a primitive.
    public var body: Never { fatalError("ClipView has no body") }

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
