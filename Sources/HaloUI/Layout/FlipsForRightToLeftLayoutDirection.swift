import HaloCore

/// A view whose content is mirrored horizontally where the layout direction is right to left,
/// as SwiftUI's `flipsForRightToLeftLayoutDirection(_:)`: the content drawn scaled by -1
/// across about its centre. Views are not mirrored otherwise: right to left flips each view's
/// place within its parent, not what it draws.
public struct RightToLeftMirrorView<Content: View>: View, PrimitiveView {
    let content: Content
    let enabled: Bool

    func nodes(_ time: Double) -> [LayoutNode] {
        guard enabled, Ambient.environment.layoutDirection == .rightToLeft else {
            return LayoutNode.nodes(of: content, time)
        }
        return LayoutNode.nodes(of: content.scaleEffect(x: -1, y: 1), time)
    }
}

extension View {
    /// The view mirrored horizontally where the layout direction is right to left (`enabled`),
    /// as SwiftUI's `flipsForRightToLeftLayoutDirection(_:)`: for content that points one way,
    /// such as an arrow.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> RightToLeftMirrorView<Self> {
        RightToLeftMirrorView(content: self, enabled: enabled)
    }
}
