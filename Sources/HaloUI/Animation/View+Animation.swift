import HaloCore

/// The animation attached to a view's changes: `.animation(_:value:)` and `.animation(_:)`.
public struct AnimationView<Content: View>: View, PrimitiveView {
    let content: Content
    let animation: Animation?
    /// The watched value; nil: every change (`.animation(_:)`).
    let value: (any Equatable)?

    func nodes(_ time: Double) -> [LayoutNode] {
        guard let runtime = Ambient.runtime, runtime.isReplaying else { return LayoutNode.nodes(of: content, time) }
        var applies = true
        if let value {
            let old = runtime.exchange(runtime.identity.key(.watchedValue), value)
            applies = old != nil && !value.isEqual(to: old!)
        }
        guard applies else { return LayoutNode.nodes(of: content, time) }
        return runtime.scoped(animation: .some(animation)) { LayoutNode.nodes(of: content, time) }
    }
}

extension View {
    /// The view's changes animated with `animation` whenever `value` changes, whatever the
    /// transaction that changed it (nil: not animated), as SwiftUI's `animation(_:value:)`.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> AnimationView<Self> {
        AnimationView(content: self, animation: animation, value: value)
    }

    /// Every change of the view animated with `animation` (SwiftUI's deprecated `animation(_:)`).
    public func animation(_ animation: Animation?) -> AnimationView<Self> {
        AnimationView(content: self, animation: animation, value: nil)
    }
}

/// Modifiers whose changes animate with an animation of their own, as SwiftUI's
/// `animation(_:body:)`: the attributes the body's modifiers set animate with it in every
/// transaction; the content keeps the animation in force around it.
public struct ScopedAnimationView<Body: View>: View, PrimitiveView {
    let animation: Animation?
    let content: Body
    /// The animation in force around the view, for its content (set when it is lowered).
    let outer: ScopedOuterAnimation

    func nodes(_ time: Double) -> [LayoutNode] {
        guard let runtime = Ambient.runtime, runtime.isReplaying else { return LayoutNode.nodes(of: content, time) }
        outer.value = runtime.animationOverride
        return runtime.scoped(animation: .some(animation)) { LayoutNode.nodes(of: content, time) }
    }
}

/// The animation in force around a scoped animation, which its content takes back.
final class ScopedOuterAnimation {
    var value: Animation??
}

extension View {
    /// The modifiers `body` applies animate with `animation` (nil: not animated), and nothing
    /// else does, as SwiftUI's `animation(_:body:)`.
    public func animation<V: View>(
        _ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
    ) -> ScopedAnimationView<V> {
        let outer = ScopedOuterAnimation()
        let content = self
        let placeholder = PlaceholderContentView<Self> { time in
            guard let runtime = Ambient.runtime, runtime.isReplaying else {
                return LayoutNode.nodes(of: content, time)
            }
            return runtime.scoped(animation: outer.value) { LayoutNode.nodes(of: content, time) }
        }
        return ScopedAnimationView(animation: animation, content: body(placeholder), outer: outer)
    }

    /// Accepted: the view's geometry already animates as one (Halo does not animate layout), as
    /// SwiftUI's `geometryGroup()` asks.
    public func geometryGroup() -> Self { self }
}
