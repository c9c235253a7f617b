import HaloCore

/// Runs `body`, and animates the changes it makes to state with `animation`, as SwiftUI's
/// `withAnimation`: every rendered attribute those changes move (opacity, offset, scale,
/// colours, trims, `animatableData` ...) animates from its value on screen to its new one
/// (docs/semantics.md, "Transactions"). Outside a render's handlers it just runs `body`.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    guard let runtime = ViewRuntime.current, runtime.isReplaying else { return try body() }
    // Changes made before it belong to the transaction before it.
    runtime.flush(animation: nil)
    let result = try body()
    runtime.flush(animation: animation)
    return result
}

/// When `withAnimation`'s completion runs, as SwiftUI's `AnimationCompletionCriteria`.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let removed: Bool

    /// When the animation has logically completed (a spring: within 1/512 of its end).
    public static let logicallyComplete = AnimationCompletionCriteria(removed: false)
    /// When the animation has settled and is removed (a spring: to the last bit).
    public static let removed = AnimationCompletionCriteria(removed: true)
}

/// Runs `body` as `withAnimation(_:_:)` does, then `completion` when the animation completes, as
/// SwiftUI's `withAnimation(_:completionCriteria:_:completion:)`: an event on the render's clock
/// (at once without an animation; never for one that repeats forever).
@discardableResult
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    let result = try withAnimation(animation, body)
    guard let runtime = ViewRuntime.current, runtime.isReplaying else {
        completion()
        return result
    }
    let length = completionCriteria.removed ? animation?.settleTime : animation?.visibleDuration
    guard let length, length.isFinite else {
        if animation == nil { runtime.schedule(at: runtime.now) { _ in completion() } }
        return result
    }
    runtime.schedule(at: runtime.now + length) { _ in completion() }
    return result
}

/// The animation attached to a view's changes: `.animation(_:value:)` and `.animation(_:)`.
public struct AnimationView<Content: View>: View, PrimitiveView {
    let content: Content
    let animation: Animation?
    /// The watched value; nil: every change (`.animation(_:)`).
    let value: (any Equatable)?

    /// None: an animation modifier is a primitive.
    public var body: Never { fatalError("AnimationView has no body") }

    func nodes(_ time: Double) -> [LayoutNode] {
        guard let runtime = ViewRuntime.current, runtime.isReplaying else { return LayoutNode.nodes(of: content, time) }
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

    /// None: a scoped animation is a primitive.
    public var body: Never { fatalError("ScopedAnimationView has no body") }

    func nodes(_ time: Double) -> [LayoutNode] {
        guard let runtime = ViewRuntime.current, runtime.isReplaying else { return LayoutNode.nodes(of: content, time) }
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
            guard let runtime = ViewRuntime.current, runtime.isReplaying else {
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
