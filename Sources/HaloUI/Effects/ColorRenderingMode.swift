/// The colour space a drawing group composites in, as SwiftUI's `ColorRenderingMode`. Halo
/// composites in gamma-encoded sRGB only: the linear modes are refused when the code compiles.
public struct ColorRenderingMode: Equatable, Sendable {
    let name: String

    /// Gamma-encoded sRGB, values clamped to 0...1: how every Halo frame composites.
    public static let nonLinear = ColorRenderingMode(name: "nonLinear")

    /// Linear sRGB: not drawn by Halo.
    @available(*, unavailable, message: "Halo composites in gamma-encoded sRGB only; use .nonLinear")
    public static let linear = ColorRenderingMode(name: "linear")

    /// Extended linear sRGB: not drawn by Halo.
    @available(*, unavailable, message: "Halo composites in gamma-encoded sRGB only; use .nonLinear")
    public static let extendedLinear = ColorRenderingMode(name: "extendedLinear")
}

extension View {
    /// The view composited into one image before the modifiers outside it apply, as SwiftUI's
    /// `compositingGroup()`: blend modes inside combine with the group's content only
    /// (docs/semantics.md, "Compositing groups").
    public func compositingGroup() -> CompositingGroupView<Self> { CompositingGroupView(content: self) }

    /// The view rendered offscreen into one image, as SwiftUI's `drawingGroup(opaque:colorMode:)`:
    /// Halo draws every frame so, composited in gamma-encoded sRGB; `opaque` is the author's
    /// promise that the image has no transparency, which Halo does not need. Like a compositing
    /// group, blend modes inside combine with the group's content only.
    public func drawingGroup(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear
    ) -> CompositingGroupView<Self> {
        CompositingGroupView(content: self)
    }
}
