import HaloCore

/// A view drawn in front of or behind its siblings, as SwiftUI's `zIndex(_:)`: "Controls the
/// display order of overlapping views." Siblings in a stack are drawn in increasing order of
/// their index, those of equal index in the order they are written (0 by default); its place
/// in the layout is unchanged.
public struct ZIndexView<Content: View>: View, PrimitiveView {
    let content: Content
    let value: Double

    func nodes(_ time: Double) -> [LayoutNode] {
        // The index belongs to the sibling this view is part of, whatever modifiers wrap it
        // later: the sibling's slot takes it, the innermost index winning as in SwiftUI.
        if let slot = Ambient.siblingTraits, slot.value == nil { slot.value = value.isFinite ? value : 0 }
        return LayoutNode.nodes(of: content, time)
    }
}

extension View {
    /// The view drawn in front of siblings of a lower index and behind those of a higher one
    /// (0 for those without), as SwiftUI's `zIndex(_:)`.
    public func zIndex(_ value: Double) -> ZIndexView<Self> { ZIndexView(content: self, value: value) }
}

/// Where a sibling's traits, its `zIndex` and `layoutPriority`, are recorded while the sibling is
/// lowered: they belong to the sibling whatever modifiers wrap it later, the innermost winning.
///
/// Sendable by hand: it is Sendable only to be a task-local value; each sibling makes its own and
/// reads it on the thread that lowered it, as lowering a view starts no threads or tasks.
final class SiblingTraits: @unchecked Sendable {
    var value: Double?
    var layoutPriority: Double?
    /// What a container reads of the sibling: its tag, tab item, list row settings.
    var container = ContainerTraits()
}

extension LayoutNode {
    /// The nodes of one sibling in a builder or `ForEach`, each carrying the `zIndex` and
    /// `layoutPriority` the sibling set (the first met, the innermost).
    static func sibling(_ lower: () -> [LayoutNode]) -> [LayoutNode] {
        let slot = SiblingTraits()
        var nodes = Ambient.$siblingTraits.withValue(slot, operation: lower)
        if let z = slot.value { for i in nodes.indices { nodes[i].zIndex = z } }
        if let p = slot.layoutPriority { for i in nodes.indices { nodes[i].layoutPriority = p } }
        if !slot.container.isEmpty {
            for i in nodes.indices { nodes[i].container = nodes[i].container.filled(from: slot.container) }
        }
        return nodes
    }

    /// The draws of nodes placed by `frame`, in order of their `zIndex`, those of the same index
    /// in their written order.
    static func drawn(_ nodes: [LayoutNode], _ frame: (Int) -> Rect) -> [LayerItem] {
        let order =
            nodes.contains { $0.zIndex != 0 }
            ? nodes.indices.sorted { (nodes[$0].zIndex, $0) < (nodes[$1].zIndex, $1) } : Array(nodes.indices)
        return order.flatMap { nodes[$0].draw(frame($0)) }
    }
}
