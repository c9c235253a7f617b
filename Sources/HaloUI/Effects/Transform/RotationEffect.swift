import HaloCore

extension View {
    /// The view drawn turned clockwise by `angle` about `anchor` of its frame.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> TransformView<Self> {
        TransformView(content: self, rotation: angle, scale: 1, anchor: anchor)
    }
}
