/// A view with an explicit identity, as SwiftUI's `id(_:)`: a new id is a new view, so the old
/// one is removed and the new one inserted, each with its transition, and the new one's state
/// starts afresh.
public struct IDView<Content: View, ID: Hashable>: View, PrimitiveView {
    let content: Content
    let id: ID

    func nodes(_ time: Double) -> [LayoutNode] {
        guard let runtime = Ambient.runtime else { return LayoutNode.nodes(of: content, time) }
        let content = self.content
        let child: ContainerChild
        if let transition = runtime.transitions.outer {
            // Written outside the identity: each view it replaces takes it.
            runtime.transitions.outer = nil
            child = ContainerChild(id: id, at: 0, in: runtime) { content.transition(transition) }
        } else {
            child = ContainerChild(id: id, at: 0, in: runtime) { content }
        }
        return runtime.lower(children: [child], container: runtime.identity.current, time)
    }
}

extension View {
    /// The view identified by `id`: when `id` changes, a new view replaces it.
    public func id<ID: Hashable>(_ id: ID) -> IDView<Self, ID> { IDView(content: self, id: id) }
}
