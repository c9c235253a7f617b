/// A transition of your own, as SwiftUI's `Transition`: `body(content:phase:)` modifies the
/// view for each phase, and the modifiers it applies animate between phases in the transaction
/// that inserts or removes the view.
///
/// ```swift
/// struct RotatingFade: Transition {
///     func body(content: Content, phase: TransitionPhase) -> some View {
///         content
///             .opacity(phase.isIdentity ? 1 : 0)
///             .rotationEffect(.degrees(phase.value * 30))
///     }
/// }
/// ```
public protocol Transition {
    /// The type of view the transition makes.
    associatedtype Body: View
    /// The view being inserted or removed, as `body(content:phase:)` receives it.
    typealias Content = PlaceholderContentView<Self>
    /// The view `content` is in `phase`.
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
    /// What the transition does.
    static var properties: TransitionProperties { get }
}

extension Transition {
    /// A transition that moves the view.
    public static var properties: TransitionProperties { TransitionProperties() }

    /// This transition with `animation` for its changes, whatever the transaction's.
    public func animation(_ animation: Animation?) -> AnyTransition { AnyTransition(self).animation(animation) }

    /// This transition and `other` together (`other` outside).
    public func combined<T: Transition>(with other: T) -> AnyTransition {
        AnyTransition(self).combined(with: AnyTransition(other))
    }
}

/// The view a transition, a phase or keyframe animator or a scoped animation modifies, as
/// SwiftUI's `PlaceholderContentView`: drawn where the modifier places it.
public struct PlaceholderContentView<Value>: View, PrimitiveView {
    let lower: (Double) -> [LayoutNode]

    init(lower: @escaping (Double) -> [LayoutNode]) { self.lower = lower }

    func nodes(_ time: Double) -> [LayoutNode] { lower(time) }
}

extension PlaceholderContentView where Value: View {
    /// `content` itself (an animator's view).
    init(content: Value) { lower = { LayoutNode.nodes(of: content, $0) } }
}
