import HaloCore

extension View {
    /// A colour, gradient or other style filling the view's frame behind it, as SwiftUI's
    /// `background(_:ignoresSafeAreaEdges:)` with a shape style.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
        -> OverlayView<Self, ShapeView<Rectangle>>
    {
        OverlayView(base: self, layer: Rectangle().fill(style), over: false)
    }

    /// `view` drawn under the view, offered its size and centred on it.
    public func background<V: View>(_ view: V) -> OverlayView<Self, V> {
        OverlayView(base: self, layer: view, over: false)
    }

    /// `content` drawn under the view, offered its size and placed by `alignment` (centred).
    public func background<V: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> OverlayView<Self, V> {
        OverlayView(base: self, layer: content(), over: false, alignment: alignment)
    }
}
