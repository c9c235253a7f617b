import HaloCore

/// A view drawn into a layer of its own, faded and blurred, as SwiftUI's `opacity(_:)` and
/// `blur(radius:)`: the scene's layer with that opacity and blur (docs/semantics.md, "Layers
/// and blur").
public struct LayerView<Content: View>: View, PrimitiveView {
    let content: Content
    let opacity: Double
    let blur: Double

    func nodes(_ time: Double) -> [LayoutNode] {
        let child = LayoutNode.of(content, time)
        // A spring may carry them past their ends: opacity is clamped to 0...1 and blur to 0 up,
        // as SwiftUI draws them.
        let opacity = min(max(ViewRuntime.animated(self.opacity, .opacity), 0), 1)
        let blur = max(ViewRuntime.animated(self.blur, .blur), 0)
        return [
            LayoutNode(
                size: child.size,
                draw: { rect in
                    // A layer that changes nothing (opacity 1, no blur) is its items.
                    let items = child.draw(rect)
                    return opacity == 1 && blur == 0
                        ? items : [.layer(Layer(items: items, opacity: opacity, blur: blur))]
                })
        ]
    }
}
