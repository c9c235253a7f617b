import HaloCore

/// A view with another drawn over or under it, as SwiftUI's `overlay {}` and `background {}`:
/// the second is offered the first's size and placed on it by an alignment (centred by
/// default); the pair is the first's size.
public struct OverlayView<Base: View, Layer: View>: View, PrimitiveView {
    let base: Base
    let layer: Layer
    /// Whether the second view is drawn over the first (overlay) or under it (background).
    let over: Bool
    /// Where the second view sits on the first.
    var alignment = Alignment.center

    /// None: an overlay is a primitive.
    public var body: Never { fatalError("OverlayView has no body") }

    func nodes(_ time: Double) -> [LayoutNode] {
        let base = LayoutNode.of(self.base, time)
        let layer = LayoutNode.of(self.layer, time)
        let (over, alignment) = (self.over, self.alignment)
        return [
            LayoutNode(
                size: base.size,
                draw: { rect in
                    let s = layer.size(ProposedSize(width: rect.width, height: rect.height))
                    let second = layer.draw(rect.placed(width: s.width, height: s.height, alignment))
                    return over ? base.draw(rect) + second : second + base.draw(rect)
                })
        ]
    }
}
