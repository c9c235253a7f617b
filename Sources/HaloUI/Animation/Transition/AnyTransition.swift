import HaloCore

/// A transition of any kind, as SwiftUI's `AnyTransition`: how a view is drawn as it is
/// inserted (from its `.willAppear` state to `.identity`) and removed (from `.identity` to
/// `.didDisappear`), the modifiers it applies animated by the transaction that inserts or removes
/// it (docs/semantics.md, "Transitions").
public struct AnyTransition {
    /// The view of a transition's content in a phase (the same type of view in every phase, so
    /// its modifiers keep their identity and animate).
    let body: (PlaceholderContentView<AnyTransition>, TransitionPhase) -> AnyView
    /// The animation its changes take, whatever the transaction's (nil: the transaction's).
    var animation: Animation?

    init(body: @escaping (PlaceholderContentView<AnyTransition>, TransitionPhase) -> AnyView) {
        self.body = body
    }

    /// A transition of your own, its type erased.
    public init<T: Transition>(_ transition: T) {
        body = { content, phase in
            AnyView(transition.body(content: PlaceholderContentView<T>(lower: content.lower), phase: phase))
        }
    }

    /// The view `lower` makes, in `phase`.
    func apply(_ phase: TransitionPhase, to lower: @escaping (Double) -> [LayoutNode]) -> AnyView {
        body(PlaceholderContentView(lower: lower), phase)
    }

    /// No change: the view appears and disappears at once.
    public static var identity: AnyTransition { AnyTransition { content, _ in AnyView(content) } }

    /// From transparent to opaque on insertion, and back on removal; the transition a view
    /// without one takes.
    public static var opacity: AnyTransition {
        AnyTransition { content, phase in AnyView(content.opacity(phase.isIdentity ? 1 : 0)) }
    }

    /// Scaled from nothing about the centre on insertion, and back on removal.
    public static var scale: AnyTransition { scale(scale: 0) }

    /// Scaled from `scale` about `anchor` on insertion, and to it on removal.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition { content, phase in AnyView(content.scaleEffect(phase.isIdentity ? 1 : scale, anchor: anchor)) }
    }

    /// Moved by `offset` on insertion and removal.
    public static func offset(_ offset: CGSize) -> AnyTransition { self.offset(x: offset.width, y: offset.height) }

    /// Moved by (x, y) points on insertion and removal.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        AnyTransition { content, phase in
            AnyView(content.offset(x: phase.isIdentity ? 0 : x, y: phase.isIdentity ? 0 : y))
        }
    }

    /// Moved away by its own size towards `edge` of the view, in from there on insertion.
    public static func move(edge: Edge) -> AnyTransition {
        AnyTransition { content, phase in
            AnyView(RelativeOffsetView(content: content, fraction: phase.isIdentity ? .zero : edge.direction))
        }
    }

    /// In from the leading edge, out towards the trailing edge.
    public static var slide: AnyTransition {
        .asymmetric(insertion: .move(edge: .leading), removal: .move(edge: .trailing))
    }

    /// In from `edge`, fading in; out towards the opposite edge, fading out.
    public static func push(from edge: Edge) -> AnyTransition {
        .asymmetric(
            insertion: .move(edge: edge).combined(with: .opacity),
            removal: .move(edge: edge.opposite).combined(with: .opacity))
    }

    /// Blurred, faded and scaled on insertion and removal (`.downUp`: scaled down as it leaves
    /// and up as it comes; `.upUp`: up both ways).
    public static var blurReplace: AnyTransition { blurReplace(.downUp) }

    /// Blurred, faded and scaled on insertion and removal, as `configuration` says.
    public static func blurReplace(_ configuration: BlurReplaceConfiguration = .downUp) -> AnyTransition {
        AnyTransition(BlurReplaceTransition(configuration: configuration))
    }

    /// `insertion` when the view is inserted, `removal` when it is removed.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        var t = AnyTransition { content, phase in
            // Both apply in every phase (each at identity outside its own), so the view's
            // modifiers keep one shape from insertion to removal.
            let inserted = insertion.body(content, phase == .didDisappear ? .identity : phase)
            return removal.apply(phase == .willAppear ? .identity : phase, to: inserted.lower)
        }
        t.animation = insertion.animation ?? removal.animation
        return t
    }

    /// A transition that applies `active` away from the screen and `identity` on it.
    public static func modifier<M: ViewModifier>(active: M, identity: M) -> AnyTransition {
        AnyTransition { content, phase in AnyView(content.modifier(phase.isIdentity ? identity : active)) }
    }

    /// This transition and `other` together (`other` applied outside).
    public func combined(with other: AnyTransition) -> AnyTransition {
        let inner = self
        var t = AnyTransition { content, phase in other.apply(phase, to: inner.body(content, phase).lower) }
        t.animation = animation ?? other.animation
        return t
    }

    /// This transition with `animation` for its changes, whatever the transaction's (an
    /// insertion or removal without an animation of its own then animates too).
    public func animation(_ animation: Animation?) -> AnyTransition {
        var t = self
        t.animation = animation
        return t
    }
}

/// How `blurReplace` scales, as SwiftUI's `BlurReplaceTransition.Configuration`.
public enum BlurReplaceConfiguration: Sendable {
    /// Scaled down while removed, up while inserted.
    case downUp
    /// Scaled up while removed and while inserted.
    case upUp
}

extension Edge {
    /// The unit step towards the edge (y down; leading is left).
    var direction: CGSize {
        switch self {
        case .top: CGSize(width: 0, height: -1)
        case .leading: CGSize(width: -1, height: 0)
        case .bottom: CGSize(width: 0, height: 1)
        case .trailing: CGSize(width: 1, height: 0)
        }
    }

    /// The edge across the view.
    var opposite: Edge {
        switch self {
        case .top: .bottom
        case .leading: .trailing
        case .bottom: .top
        case .trailing: .leading
        }
    }
}
