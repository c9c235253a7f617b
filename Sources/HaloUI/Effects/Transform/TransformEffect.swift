import HaloCore

/// A view drawn through an affine map of its frame's coordinates, as SwiftUI's
/// `transformEffect(_:)`: "Applies an affine transformation to this view's rendered output",
/// the map's origin the view's top-left corner; its place in the layout unchanged.
public struct TransformEffectView<Content: View>: View, PrimitiveView {
    let content: Content
    let transform: CGAffineTransform

    func nodes(_ time: Double) -> [LayoutNode] {
        let child = LayoutNode.of(content, time)
        let map = transform.scene
        return [
            LayoutNode(
                size: child.size,
                draw: { rect in
                    let about = Transform2D.translation(rect.minX, rect.minY).concatenating(after: map)
                        .concatenating(after: .translation(-rect.minX, -rect.minY))
                    guard let layer = HaloCore.Layer.affine(child.draw(rect), about) else {
                        Ambient.report("transformEffect", "a transform that is not finite is not drawn")
                        return []
                    }
                    return [.layer(layer)]
                })
        ]
    }
}

extension View {
    /// The view drawn through `transform`, about its top-left corner.
    public func transformEffect(_ transform: CGAffineTransform) -> TransformEffectView<Self> {
        TransformEffectView(content: self, transform: transform)
    }
}
