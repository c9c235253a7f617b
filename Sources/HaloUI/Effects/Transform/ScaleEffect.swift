import HaloCore

extension View {
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
}
