import HaloCore

/// A view with another drawn over or under it, as SwiftUI's `overlay {}` and `background {}`:
/// the second is offered the first's size and centred on it; the pair is the first's size.
public struct OverlayView<Base: View, Layer: View>: View, PrimitiveView {
    let base: Base
    let layer: Layer
    /// Whether the second view is drawn over the first (overlay) or under it (background).
    let over: Bool

    /// None: an overlay is a primitive.
    public var body: Never { fatalError("OverlayView has no body") }

    func nodes(_ time: Double) -> [LayoutNode] {
        let base = LayoutNode.of(self.base, time)
        let layer = LayoutNode.of(self.layer, time)
        let over = self.over
        return [
            LayoutNode(
                size: base.size,
                draw: { rect in
                    let s = layer.size(ProposedSize(width: rect.width, height: rect.height))
                    let second = layer.draw(rect.centered(width: s.width, height: s.height))
                    return over ? base.draw(rect) + second : second + base.draw(rect)
                })
        ]
    }
}
