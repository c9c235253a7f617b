import Foundation
import HaloCore

/// A view in a scroll view drawn with effects made from its phase, as SwiftUI's
/// `scrollTransition(_:axis:transition:)`.
///
/// A still has no scrolling, so each view is drawn at the phase its position gives: `.identity`
/// when it lies wholly inside the scroll view's visible region along the axis, `.topLeading` or
/// `.bottomTrailing` when it reaches past that edge (docs/semantics.md, "Located taps and API
/// additions"). Outside a scroll view it is in the identity phase.
public struct ScrollTransitionView<Content: View, Effect: VisualEffect>: View, PrimitiveView {
    let content: Content
    let configuration: ScrollTransitionConfiguration
    let axis: Axis?
    let transition: (EmptyVisualEffect, ScrollTransitionPhase) -> Effect

    func nodes(_ time: Double) -> [LayoutNode] {
        let child = LayoutNode.of(content, time)
        let scope = LoweringScope()
        let (transition, axis, configuration) = (self.transition, self.axis, self.configuration)
        return [
            LayoutNode(
                size: child.size,
                draw: { rect in
                    let viewport = Ambient.scrollViewport
                    return scope.restored {
                        var phase = ScrollTransitionPhase.identity
                        if let viewport, !configuration.isIdentity {
                            let vertical = axis.map { $0 == .vertical } ?? viewport.vertical
                            phase = Self.phase(of: rect, in: viewport.rect, vertical: vertical)
                        }
                        let drawn = AnyView(NodeView(node: child))
                        let view = transition(EmptyVisualEffect(), phase).effects.reduce(drawn) { $1.apply($0) }
                        return LayoutNode.of(view, time).draw(rect)
                    }
                })
        ]
    }

    /// The phase of a view at `rect` in a visible region `visible`, along one axis.
    static func phase(of rect: Rect, in visible: Rect, vertical: Bool) -> ScrollTransitionPhase {
        let (start, end) = vertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
        let (low, high) = vertical ? (visible.minY, visible.maxY) : (visible.minX, visible.maxX)
        let (before, after) = (start < low - 1e-6, end > high + 1e-6)
        if before && !after { return .topLeading }
        if after && !before { return .bottomTrailing }
        return .identity
    }
}

extension View {
    /// The view drawn with effects made from its phase in the scroll view around it, as
    /// SwiftUI's `scrollTransition(_:axis:transition:)` (the configuration's animation has no
    /// visible effect in a still).
    public func scrollTransition<E: VisualEffect>(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> E
    ) -> ScrollTransitionView<Self, E> {
        ScrollTransitionView(content: self, configuration: configuration, axis: axis, transition: transition)
    }

    /// The view drawn with effects made from its phase, with a configuration for each edge, as
    /// SwiftUI's `scrollTransition(topLeading:bottomTrailing:axis:transition:)`.
    public func scrollTransition<E: VisualEffect>(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
        transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> E
    ) -> ScrollTransitionView<Self, E> {
        ScrollTransitionView(content: self, configuration: topLeading, axis: axis, transition: transition)
    }
}
