/// Where a view is in its insertion or removal, as SwiftUI's `TransitionPhase`: about to
/// appear, on screen, or removed (docs/semantics.md, "Transitions").
public enum TransitionPhase: Hashable, Sendable {
    /// The view is being inserted: the transition's active state, animated from.
    case willAppear
    /// The view is on screen: the transition changes nothing.
    case identity
    /// The view has been removed: the transition's active state, animated to.
    case didDisappear

    /// Whether the view is on screen (the transition changes nothing).
    public var isIdentity: Bool { self == .identity }

    /// -1 before insertion, 0 on screen, 1 after removal, as SwiftUI's `value`.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// What a transition does, as SwiftUI's `TransitionProperties`.
public struct TransitionProperties: Sendable {
    /// Whether it moves the view (a reduced-motion setting would skip it; none here does).
    public var hasMotion: Bool

    /// Properties of a transition that moves the view or not.
    public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}
