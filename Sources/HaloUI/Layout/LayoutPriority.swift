import HaloCore

/// A view with a layout priority among its siblings, as SwiftUI's `layoutPriority(_:)`: a stack
/// offers the siblings of the highest priority the space left after the least their
/// lower-priority siblings take (`StackLayout`).
public struct LayoutPriorityView<Content: View>: View, PrimitiveView {
    let content: Content
    let value: Double

    func nodes(_ time: Double) -> [LayoutNode] {
        if let slot = Ambient.siblingTraits, slot.layoutPriority == nil {
            slot.layoutPriority = value.isFinite ? value : 0
        }
        return LayoutNode.nodes(of: content, time)
    }
}

extension View {
    /// The priority by which a stack apportions space to this view among its siblings (0 for
    /// those without), as SwiftUI's `layoutPriority(_:)` (docs/semantics.md, "Everyday
    /// modifiers").
    public func layoutPriority(_ value: Double) -> LayoutPriorityView<Self> {
        LayoutPriorityView(content: self, value: value)
    }
}
