/// A view that keeps its place but draws nothing, as SwiftUI's `hidden()`.
public struct HiddenView<Content: View>: View, PrimitiveView {
    let content: Content

    func nodes(_ time: Double) -> [LayoutNode] {
        let node = LayoutNode.of(content, time)
        return [LayoutNode(size: node.size, draw: { _ in [] })]
    }
}

extension View {
    /// The view hidden: laid out at its size, drawn as nothing, as SwiftUI's `hidden()`.
    public func hidden() -> HiddenView<Self> { HiddenView(content: self) }
}
