import Foundation
import HaloCore

/// The views a custom `Layout` arranges (`MyLayout { ... }`): animatable by the layout's own
/// `animatableData`, so a layout whose properties change inside `withAnimation` moves its
/// subviews along the way.
public struct LayoutView<L: Layout, Content: View>: View, Animatable {
    var layout: L
    let content: Content

    /// The layout's animatable data.
    public var animatableData: L.AnimatableData {
        get { layout.animatableData }
        set { layout.animatableData = newValue }
    }

    /// The arrangement at the layout's presented value.
    public var body: some View { LayoutContainer(layout: layout, content: content) }
}

/// A layout's arrangement lowered: one node whose size is the layout's `sizeThatFits` and
/// which draws each subview where `placeSubviews` put it.
struct LayoutContainer<L: Layout, Content: View>: View, PrimitiveView {
    let layout: L
    let content: Content

    func nodes(_ time: Double) -> [LayoutNode] {
        let children = Ambient.$stackAxis.withValue(nil) {
            ViewRuntime.containing { LayoutNode.nodes(of: content, time) }
        }
        let subviews = LayoutSubviews(
            proxies: children.map { LayoutSubview(node: $0, placement: LayoutSubview.Placement()) },
            layoutDirection: Ambient.environment.layoutDirection)
        let layout = self.layout
        let cache = LayoutCache(layout.makeCache(subviews: subviews))
        return [
            LayoutNode(
                size: { p in
                    let s = layout.sizeThatFits(proposal: ProposedViewSize(p), subviews: subviews, cache: &cache.value)
                    return (Double(s.width), Double(s.height))
                },
                draw: { rect in
                    let proposal = ProposedViewSize(width: rect.width, height: rect.height)
                    for s in subviews { s.placement.position = nil }
                    layout.placeSubviews(in: CGRect(rect), proposal: proposal, subviews: subviews, cache: &cache.value)
                    return LayoutNode.drawn(children) { i in
                        let placed = subviews[i].placement
                        guard let position = placed.position else {
                            // Never placed: centred in the bounds at the layout's proposal.
                            let s = children[i].size(ProposedSize(width: rect.width, height: rect.height))
                            return rect.centered(width: s.width, height: s.height)
                        }
                        let s = children[i].size(placed.proposal.proposed)
                        return Rect(
                            x: Double(position.x) - s.width * placed.anchor.x,
                            y: Double(position.y) - s.height * placed.anchor.y, width: s.width, height: s.height)
                    }
                })
        ]
    }
}

/// A layout's cache, kept across the calls for one arrangement.
final class LayoutCache<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
