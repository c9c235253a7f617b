import Foundation

/// The first of several views that fits, as SwiftUI's `ViewThatFits`: "It selects the first
/// child whose ideal size on the constrained axes fits within the proposed size" (Apple's
/// documentation). With no axes it is the first child; where none fits, the last (our choice:
/// the documentation is silent, and children usually go from largest to smallest).
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content

    /// The first view `content` builds that fits the proposal on `axes` (both by default).
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    func nodes(_ time: Double) -> [LayoutNode] {
        let children = Ambient.$stackAxis.withValue(nil) {
            ViewRuntime.containing { LayoutNode.nodes(of: content, time) }
        }
        guard !children.isEmpty else { return [] }
        let axes = self.axes
        /// The child shown for a proposal.
        func chosen(_ p: ProposedSize) -> LayoutNode {
            children.first { child in
                let ideal = child.size(ProposedSize(width: nil, height: nil))
                let fitsAcross = !axes.contains(.horizontal) || ideal.width <= (p.width ?? .infinity)
                let fitsDown = !axes.contains(.vertical) || ideal.height <= (p.height ?? .infinity)
                return fitsAcross && fitsDown
            } ?? children[children.count - 1]
        }
        return [
            LayoutNode(
                size: { p in chosen(p).size(p) },
                draw: { rect in
                    let p = ProposedSize(width: rect.width, height: rect.height)
                    let child = chosen(p), s = child.size(p)
                    return child.draw(rect.centered(width: s.width, height: s.height))
                })
        ]
    }
}
