/// A view with the transition it takes when inserted or removed, as SwiftUI's `transition(_:)`:
/// the container that inserts or removes it (an `if`, a `switch`, a `ForEach`, an `id(_:)`) gives
/// it its phase, and the outermost transition of the view takes it.
public struct TransitionView<Content: View>: View, PrimitiveView {
    let content: Content
    let transition: AnyTransition

    func nodes(_ time: Double) -> [LayoutNode] {
        let content = self.content
        let lower: (Double) -> [LayoutNode] = { LayoutNode.nodes(of: content, $0) }
        guard let runtime = Ambient.runtime else {
            return LayoutNode.nodes(of: transition.apply(.identity, to: lower), time)
        }
        guard let phase = runtime.transitions.pending else {
            // `.id(x).transition(t)`: the views the identity replaces take the transition.
            let saved = runtime.transitions.outer
            runtime.transitions.outer = transition
            defer { runtime.transitions.outer = saved }
            return LayoutNode.nodes(of: transition.apply(.identity, to: lower), time)
        }
        runtime.transitions.pending = nil
        runtime.transitions.taken = true
        guard let animation = transition.animation, phase != .willAppear else {
            return LayoutNode.nodes(of: transition.apply(phase, to: lower), time)
        }
        // Its own animation, for its own modifiers (the content keeps the transaction's).
        runtime.transitions.animation = animation
        let outer = runtime.animationOverride
        let inner: (Double) -> [LayoutNode] = { t in runtime.scoped(animation: outer) { lower(t) } }
        return runtime.scoped(animation: .some(animation)) {
            LayoutNode.nodes(of: transition.apply(phase, to: inner), time)
        }
    }
}

extension View {
    /// The view inserted and removed with `transition`.
    public func transition(_ transition: AnyTransition) -> TransitionView<Self> {
        TransitionView(content: self, transition: transition)
    }

    /// The view inserted and removed with a transition of your own.
    public func transition<T: Transition>(_ transition: T) -> TransitionView<Self> {
        TransitionView(content: self, transition: AnyTransition(transition))
    }
}
