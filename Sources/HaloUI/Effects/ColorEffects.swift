import HaloCore

/// A view whose colours go through a filter, as SwiftUI's `hueRotation(_:)`, `saturation(_:)`,
/// `brightness(_:)`, `contrast(_:)`, `grayscale(_:)`, `colorMultiply(_:)`, `colorInvert()` and
/// `luminanceToAlpha()`: a layer of the view with a colour matrix (docs/semantics.md, "Colour
/// filters"). The amount animates.
public struct ColorFilterView<Content: View, Amount: Interpolatable & Sendable>: View, PrimitiveView {
    let content: Content
    /// What the matrix is made of (an angle's degrees, an amount, a colour): the value animated.
    let amount: Amount
    let matrix: @Sendable (Amount) -> ColorMatrix

    func nodes(_ time: Double) -> [LayoutNode] {
        let child = LayoutNode.of(content, time)
        let matrix = self.matrix(ViewRuntime.animated(amount, .colorFilter))
        return [child.layered { layer, _ in layer.colorMatrix = matrix }]
    }
}

extension View {
    /// The view's hues turned by `angle` (the W3C `hueRotate` matrix), as SwiftUI's
    /// `hueRotation(_:)`.
    public func hueRotation(_ angle: Angle) -> ColorFilterView<Self, Double> {
        ColorFilterView(content: self, amount: angle.degrees) { .hueRotation(degrees: $0) }
    }

    /// The view's colours saturated by `amount` (0 grey, 1 unchanged), as SwiftUI's
    /// `saturation(_:)`.
    public func saturation(_ amount: Double) -> ColorFilterView<Self, Double> {
        ColorFilterView(content: self, amount: amount) { .saturation($0) }
    }

    /// The view brightened: `amount` (0 none, 1 white) added to each colour component, as
    /// SwiftUI's `brightness(_:)`.
    public func brightness(_ amount: Double) -> ColorFilterView<Self, Double> {
        ColorFilterView(content: self, amount: amount) { .brightness($0) }
    }

    /// The view's contrast scaled by `amount` about mid-grey (1 unchanged, 0 grey, negative
    /// inverts), as SwiftUI's `contrast(_:)`.
    public func contrast(_ amount: Double) -> ColorFilterView<Self, Double> {
        ColorFilterView(content: self, amount: amount) { .contrast($0) }
    }

    /// The view drained of colour by `amount` (0 unchanged, 1 grey), as SwiftUI's
    /// `grayscale(_:)`.
    public func grayscale(_ amount: Double) -> ColorFilterView<Self, Double> {
        ColorFilterView(content: self, amount: amount) { .grayscale($0) }
    }

    /// The view's colours multiplied by `color`'s, as SwiftUI's `colorMultiply(_:)`.
    public func colorMultiply(_ color: Color) -> ColorFilterView<Self, RGBA> {
        ColorFilterView(content: self, amount: color.rgba) { .multiply($0) }
    }

    /// The view's colours inverted, as SwiftUI's `colorInvert()`.
    public func colorInvert() -> ColorFilterView<Self, Double> {
        ColorFilterView(content: self, amount: 1) { _ in .invert }
    }

    /// The view black, its luminance its alpha, as SwiftUI's `luminanceToAlpha()`.
    public func luminanceToAlpha() -> ColorFilterView<Self, Double> {
        ColorFilterView(content: self, amount: 1) { _ in .luminanceToAlpha }
    }
}
