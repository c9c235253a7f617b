import HaloCore

/// A view with space around it, as SwiftUI's `padding(_:)`: the child is offered the space less
/// the padding, and the view is the child's size plus it.
public struct PaddingView<Content: View>: View, PrimitiveView {
    let content: Content
    let length: Double

    /// None: padding is a primitive.
    public var body: Never { fatalError("PaddingView has no body") }

    func nodes(_ time: Double) -> [LayoutNode] {
        let child = LayoutNode.of(content, time)
        let length = ViewRuntime.animated(self.length, .padding)
        return [
            LayoutNode(
                size: { p in
                    let s = child.size(
                        ProposedSize(
                            width: p.width.map { max($0 - 2 * length, 0) },
                            height: p.height.map { max($0 - 2 * length, 0) }))
                    return (s.width + 2 * length, s.height + 2 * length)
                },
                draw: { rect in
                    let inner = Rect(
                        x: rect.x + length, y: rect.y + length, width: max(rect.width - 2 * length, 0),
                        height: max(rect.height - 2 * length, 0))
                    return child.draw(inner)
                })
        ]
    }
}
