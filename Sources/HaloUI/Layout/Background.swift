import HaloCore

extension View {
    /// A colour, gradient or other style filling the view's frame behind it, as SwiftUI's
    /// `background(_:ignoresSafeAreaEdges:)` with a shape style.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
        -> OverlayView<Self, ShapeView<Rectangle>>
    {
        OverlayView(base: self, layer: Rectangle().fill(style), over: false)
    }

    /// `shape` filled with `style` under the view, in its frame, as SwiftUI's
    /// `background(_:in:fillStyle:)` (`fillStyle` accepted: Halo fills nonzero).
    public func background<S: ShapeStyle, T: Shape>(
        _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
    ) -> OverlayView<Self, ShapeView<T>> {
        OverlayView(base: self, layer: shape.fill(style), over: false)
    }

    /// `shape` filled with the background style (`ShapeStyle.background`: white, iOS's light
    /// system background) under the view, as SwiftUI's `background(in:fillStyle:)`.
    public func background<T: Shape>(
        in shape: T, fillStyle: FillStyle = FillStyle()
    ) -> OverlayView<Self, ShapeView<T>> {
        OverlayView(base: self, layer: shape.fill(BackgroundStyle()), over: false)
    }

    /// `view` drawn under the view, offered its size and centred on it.
    public func background<V: View>(_ view: V) -> OverlayView<Self, V> {
        OverlayView(base: self, layer: view, over: false)
    }

    /// `view` drawn under the view, offered its size and placed by `alignment`, as SwiftUI's
    /// `background(_:alignment:)`.
    public func background<V: View>(_ view: V, alignment: Alignment) -> OverlayView<Self, V> {
        OverlayView(base: self, layer: view, over: false, alignment: alignment)
    }

    /// `content` drawn under the view, offered its size and placed by `alignment` (centred).
    public func background<V: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> OverlayView<Self, V> {
        OverlayView(base: self, layer: content(), over: false, alignment: alignment)
    }
}
