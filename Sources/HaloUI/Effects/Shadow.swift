import HaloCore

/// A view drawn over its drop shadow, as SwiftUI's `shadow(color:radius:x:y:)`: a layer whose
/// items cast the scene's `Shadow` (docs/semantics.md, "Shadows").
public struct ShadowView<Content: View>: View, PrimitiveView {
    let content: Content
    let shadow: Shadow

    func nodes(_ time: Double) -> [LayoutNode] {
        let child = LayoutNode.of(content, time)
        let shadow = ViewRuntime.animated(self.shadow, .shadow)
        return [
            LayoutNode(
                size: child.size,
                draw: { rect in [.layer(Layer(items: child.draw(rect), shadow: shadow))] })
        ]
    }
}

extension View {
    /// The view over a shadow of `color`: its alpha blurred by `radius` (a Gaussian's standard
    /// deviation in points, as `blur(radius:)`'s) and moved by (x, y).
    public func shadow(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> ShadowView<Self> {
        ShadowView(content: self, shadow: Shadow(color: color.rgba, radius: Double(radius), x: Double(x), y: Double(y)))
    }
}
