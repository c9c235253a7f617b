import Foundation
/// SwiftUI's modifiers, each returning the view it makes.
extension View {
    /// The view drawn moved by (x, y) points, its place in the layout unchanged.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetView<Self> {
        OffsetView(content: self, x: Double(x), y: Double(y))
    }

    /// The view drawn moved by `offset`, as SwiftUI's `offset(_:)`.
    public func offset(_ offset: CGSize) -> OffsetView<Self> {
        OffsetView(content: self, x: Double(offset.width), y: Double(offset.height))
    }

    /// The view clipped to its frame, as SwiftUI's `clipped(antialiased:)`.
    public func clipped(antialiased: Bool = false) -> ClipView<Self, Rectangle> { clipShape(Rectangle()) }

    /// A colour, gradient or other style filling the view's frame behind it, as SwiftUI's
    /// `background(_:ignoresSafeAreaEdges:)` with a shape style.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
        -> OverlayView<Self, ShapeView<Rectangle>>
    {
        OverlayView(base: self, layer: Rectangle().fill(style), over: false)
    }

    /// The view drawn faded: its layer's alpha multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> LayerView<Self> { LayerView(content: self, opacity: opacity, blur: 0) }

    /// The view blurred: a Gaussian of standard deviation `radius` points over its layer.
    public func blur(radius: CGFloat, opaque: Bool = false) -> LayerView<Self> {
        LayerView(content: self, opacity: 1, blur: Double(radius))
    }

    /// `content` drawn over the view, offered its size and placed by `alignment` (centred).
    public func overlay<V: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> OverlayView<Self, V> {
        OverlayView(base: self, layer: content(), over: true, alignment: alignment)
    }

    /// `view` drawn over the view, offered its size and centred on it.
    public func overlay<V: View>(_ view: V) -> OverlayView<Self, V> { OverlayView(base: self, layer: view, over: true) }

    /// `view` drawn under the view, offered its size and centred on it.
    public func background<V: View>(_ view: V) -> OverlayView<Self, V> {
        OverlayView(base: self, layer: view, over: false)
    }

    /// The view clipped to a rounded rectangle of its frame with corners of `radius`, as SwiftUI's
    /// `cornerRadius(_:antialiased:)`: "Clips this view to its bounding frame, with the specified
    /// corner radius" (circular corners: docs/semantics.md, Everyday modifiers).
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> ClipView<Self, RoundedRectangle> {
        clipShape(RoundedRectangle(cornerRadius: radius, style: .circular))
    }

    /// A border of `width` points inside the view's frame, drawn over it in `content`, as
    /// SwiftUI's `border(_:width:)`.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> OverlayView<Self, ShapeView<Rectangle>> {
        OverlayView(base: self, layer: Rectangle().strokeBorder(content, lineWidth: width), over: true)
    }

    /// The view as it is: a headless render has no touches to pass through or stop.
    public func allowsHitTesting(_ enabled: Bool) -> Self { self }

    /// `content` drawn under the view, offered its size and placed by `alignment` (centred).
    public func background<V: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> OverlayView<Self, V> {
        OverlayView(base: self, layer: content(), over: false, alignment: alignment)
    }

    /// The view drawn turned clockwise by `angle` about `anchor` of its frame.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> TransformView<Self> {
        TransformView(content: self, rotation: angle, scale: 1, anchor: anchor)
    }

    /// The view drawn scaled by `scale` about `anchor` of its frame (stroke widths too).
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> TransformView<Self> {
        TransformView(content: self, rotation: .zero, scale: Double(scale), anchor: anchor)
    }

    /// The view drawn scaled by `x` across and `y` down about `anchor` of its frame (stroke
    /// widths too, stretched with the shape), as SwiftUI's `scaleEffect(x:y:anchor:)`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> TransformView<Self> {
        var view = TransformView(content: self, rotation: .zero, scale: Double(x), anchor: anchor)
        view.scaleY = Double(y)
        return view
    }

    /// The view drawn scaled by `scale.width` across and `scale.height` down about `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> TransformView<Self> {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
    }

    /// The view clipped to `shape` laid over its frame.
    public func clipShape<S: Shape>(_ shape: S) -> ClipView<Self, S> { ClipView(content: self, shape: shape) }
}

extension View {
    /// Accepted: a render has no touches; the action runs at no time (script taps with
    /// `taps(at:)` and `onTapGesture` instead), as SwiftUI's `onLongPressGesture` would never fire
    /// without a press.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void
    ) -> Self { self }

    /// Accepted: the shape for hit testing, which a render without touches does not need.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> Self { self }
}
