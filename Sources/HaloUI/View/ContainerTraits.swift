/// What a container reads of each child, as SwiftUI's view traits: the child's `tag`, its tab
/// item, and the list row settings (`listRowBackground`, `listRowInsets`, `listRowSeparator`).
/// A child's modifiers record them in its sibling slot (`SiblingTraits`), so they hold whatever
/// modifiers wrap the child later, the innermost winning.
struct ContainerTraits {
    /// The child's `tag(_:)` (or its `ForEach` id).
    var tag: AnyHashable?
    /// The child's `tabItem` label.
    var tabItem: AnyView?
    /// The view drawn behind the row (`listRowBackground`).
    var rowBackground: AnyView?
    /// Whether `listRowBackground` was given (nil: it was not; an `EmptyView` hides the row's).
    var hasRowBackground = false
    /// The row's insets (`listRowInsets`).
    var rowInsets: EdgeInsets?
    /// Whether the row's separators are hidden (`listRowSeparator(.hidden)`).
    var rowSeparatorHidden: Bool?
    /// The parts of a `Section`, when the child is one.
    var section: ListSectionParts?
    /// Whether a tab's page hides the tab bar (`toolbar(.hidden, for: .tabBar)`).
    var tabBarHidden: Bool?
    /// Where a toolbar item goes in the bar.
    var toolbarPlacement: ToolbarItemPlacement?

    /// Whether nothing is recorded.
    var isEmpty: Bool {
        tag == nil && tabItem == nil && !hasRowBackground && rowInsets == nil && rowSeparatorHidden == nil
            && section == nil && toolbarPlacement == nil && tabBarHidden == nil
    }

    /// These traits, each missing one taken from `other`.
    func filled(from other: ContainerTraits) -> ContainerTraits {
        var out = self
        if out.tag == nil { out.tag = other.tag }
        if out.tabItem == nil { out.tabItem = other.tabItem }
        if !out.hasRowBackground {
            out.hasRowBackground = other.hasRowBackground
            out.rowBackground = other.rowBackground
        }
        if out.rowInsets == nil { out.rowInsets = other.rowInsets }
        if out.rowSeparatorHidden == nil { out.rowSeparatorHidden = other.rowSeparatorHidden }
        if out.section == nil { out.section = other.section }
        if out.tabBarHidden == nil { out.tabBarHidden = other.tabBarHidden }
        if out.toolbarPlacement == nil { out.toolbarPlacement = other.toolbarPlacement }
        return out
    }
}

/// A view that records a trait in its sibling's slot and is otherwise its content.
public struct TraitView<Content: View>: View, PrimitiveView {
    let content: Content
    let change: (inout ContainerTraits) -> Void

    func nodes(_ time: Double) -> [LayoutNode] {
        if let slot = Ambient.siblingTraits {
            var mine = ContainerTraits()
            change(&mine)
            slot.container = slot.container.filled(from: mine)
        }
        return LayoutNode.nodes(of: content, time)
    }
}

extension View {
    /// The view tagged `tag`: what a `Picker` or `TabView` selection names it by, as SwiftUI's
    /// `tag(_:)`. Elsewhere it changes nothing.
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> TraitView<Self> {
        TraitView(content: self) { $0.tag = AnyHashable(tag) }
    }
}

extension LayoutNode {
    /// The nodes of a container's content, each child's traits on its nodes (a single child's
    /// too, which no builder makes a sibling of).
    static func children<V: View>(of view: V, _ time: Double) -> [LayoutNode] {
        sibling { nodes(of: view, time) }
    }
}

/// Nodes already lowered, as a view: how a container places the children it has read.
struct NodesView: View, PrimitiveView {
    let nodes: [LayoutNode]

    func nodes(_ time: Double) -> [LayoutNode] { nodes }
}
