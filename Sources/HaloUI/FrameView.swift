/// A view given a fixed width, height or both, as SwiftUI's `frame(width:height:)`: the child
/// is offered that size and centred in it.
public struct FrameView<Content: View>: View, PrimitiveView {
    let content: Content
    let width: Double?
    let height: Double?

    /// None: a frame is a primitive.
    public var body: Never { fatalError("FrameView has no body") }

    func nodes(_ time: Double) -> [LayoutNode] {
        let child = LayoutNode.of(content, time)
        let width = self.width.map { ViewRuntime.animated($0, .frameWidth) }
        let height = self.height.map { ViewRuntime.animated($0, .frameHeight) }
        func size(_ p: ProposedSize) -> (width: Double, height: Double) {
            let s = child.size(ProposedSize(width: width ?? p.width, height: height ?? p.height))
            return (width ?? s.width, height ?? s.height)
        }
        return [
            LayoutNode(
                size: size,
                draw: { rect in
                    let s = child.size(ProposedSize(width: width ?? rect.width, height: height ?? rect.height))
                    return child.draw(rect.centered(width: s.width, height: s.height))
                })
        ]
    }
}
