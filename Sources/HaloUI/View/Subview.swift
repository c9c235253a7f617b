/// One subview of a view, as SwiftUI's `Subview` (`Group(subviews:)`, `ForEach(subviews:)`): a
/// proxy for a piece of the view as it was resolved where the view was written (its modifiers
/// and environment applied there); placed anywhere, it draws that piece.
public struct Subview: View, PrimitiveView, Identifiable {
    /// A subview's identity: its place among the view's subviews and the id its `ForEach` or
    /// `tag(_:)` gave it, so it keeps its identity when the subviews are reordered.
    public struct ID: Hashable {
        let offset: Int
        let tag: AnyHashable?
    }

    /// The subview's identity.
    public let id: ID
    let node: LayoutNode

    func nodes(_ time: Double) -> [LayoutNode] { [node] }
}

extension Subview {
    /// The subviews of `view`, lowered at time t where the view is (outside any stack, as a
    /// custom layout's subviews are).
    static func of<V: View>(_ view: V, _ time: Double) -> [Subview] {
        let nodes = Ambient.$stackAxis.withValue(nil) {
            ViewRuntime.containing { LayoutNode.nodes(of: view, time) }
        }
        return nodes.enumerated().map { i, node in Subview(id: ID(offset: i, tag: node.container.tag), node: node) }
    }
}
