/// A view of any type, as SwiftUI's `AnyView`: its identity includes the wrapped view's type, so
/// a different type in its place is a different view (its state starts afresh).
public struct AnyView: View, PrimitiveView {
    let lower: (Double) -> [LayoutNode]

    /// `view`, its type erased.
    public init<V: View>(_ view: V) { lower = { LayoutNode.nodes(of: view, $0) } }

    /// `view`, its type erased (SwiftUI's spelling for a value known only as a view).
    public init<V: View>(erasing view: V) { self.init(view) }

    func nodes(_ time: Double) -> [LayoutNode] { lower(time) }
}
