/// Views drawn over each other, back to front, aligned (centred by default), as SwiftUI's
/// `ZStack`: as large as its largest child.
public struct ZStack<Content: View>: View, PrimitiveView {
    let content: Content
    let alignment: Alignment

    /// A stack of the views `content` builds, placed by `alignment` (centred by default).
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    func nodes(_ time: Double) -> [LayoutNode] {
        let children = Ambient.$stackAxis.withValue(nil) {
            ViewRuntime.containing { LayoutNode.nodes(of: content, time) }
        }
        return [LayoutNode.stacked(children, alignment: alignment)]
    }
}
