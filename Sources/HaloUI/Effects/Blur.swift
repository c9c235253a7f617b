import HaloCore

extension View {
    /// The view blurred: a Gaussian of standard deviation `radius` points over its layer.
    public func blur(radius: CGFloat, opaque: Bool = false) -> LayerView<Self> {
        LayerView(content: self, opacity: 1, blur: Double(radius))
    }
}
