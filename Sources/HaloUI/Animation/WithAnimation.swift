import HaloCore

/// Runs `body`, and animates the changes it makes to state with `animation`, as SwiftUI's
/// `withAnimation`: every rendered attribute those changes move (opacity, offset, scale,
/// colours, trims, `animatableData` ...) animates from its value on screen to its new one
/// (docs/semantics.md, "Transactions"). Outside a render's handlers it just runs `body`.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    guard let runtime = Ambient.runtime, runtime.isReplaying else { return try body() }
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
    guard let runtime = Ambient.runtime, runtime.isReplaying else {
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
