import HaloCore

/// A view drawn into one layer of its own before it is combined with what lies behind it, as
/// SwiftUI's `compositingGroup()` and `drawingGroup(opaque:colorMode:)`: blend modes inside
/// (`destinationOut` cutting a hole) combine with the group's own content only.
public struct CompositingGroupView<Content: View>: View, PrimitiveView {
    let content: Content

    func nodes(_ time: Double) -> [LayoutNode] {
        [LayoutNode.of(content, time).layered { group, _ in group.isGroup = true }]
    }
}
