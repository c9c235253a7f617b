/// Views grouped without a layout of their own, as SwiftUI's `Group`: its children take the
/// place the group has (laid out by the stack around it, or drawn over each other). A modifier
/// on the group applies to them together, drawn over each other (SwiftUI applies it to each).
public struct Group<Content: View>: View, PrimitiveView {
    let content: Content

    /// A group of the views `content` builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    func nodes(_ time: Double) -> [LayoutNode] { LayoutNode.nodes(of: content, time) }
}
