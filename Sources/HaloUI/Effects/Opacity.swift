import HaloCore

extension View {
    /// The view drawn faded: its layer's alpha multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> LayerView<Self> { LayerView(content: self, opacity: opacity, blur: 0) }
}
