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

extension View {
    /// `content` drawn over the view, offered its size and placed by `alignment` (centred).
    public func overlay<V: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> OverlayView<Self, V> {
        OverlayView(base: self, layer: content(), over: true, alignment: alignment)
    }

    /// `view` drawn over the view, offered its size and centred on it.
    public func overlay<V: View>(_ view: V) -> OverlayView<Self, V> { OverlayView(base: self, layer: view, over: true) }

    /// `view` drawn over the view, offered its size and placed by `alignment`, as SwiftUI's
    /// `overlay(_:alignment:)` (a separate overload, so `overlay(Color.red)` stays a view).
    public func overlay<V: View>(_ view: V, alignment: Alignment) -> OverlayView<Self, V> {
        OverlayView(base: self, layer: view, over: true, alignment: alignment)
    }

    /// The view's frame filled with `style` over it, as SwiftUI's `overlay(_:ignoresSafeAreaEdges:)`
    /// (the edges are accepted: a render's frame has no safe area to reach into).
    public func overlay<S: ShapeStyle>(
        _ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all
    ) -> OverlayView<Self, ShapeView<Rectangle>> {
        OverlayView(base: self, layer: Rectangle().fill(style), over: true)
    }

    /// `shape` filled with `style` over the view, in its frame, as SwiftUI's
    /// `overlay(_:in:fillStyle:)`.
    public func overlay<S: ShapeStyle, T: Shape>(
        _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
    ) -> OverlayView<Self, ShapeView<T>> {
        OverlayView(base: self, layer: shape.fill(style), over: true)
    }

    /// A border of `width` points inside the view's frame, drawn over it in `content`, as
    /// SwiftUI's `border(_:width:)`.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> OverlayView<Self, ShapeView<Rectangle>> {
        OverlayView(base: self, layer: Rectangle().strokeBorder(content, lineWidth: width), over: true)
    }
}
