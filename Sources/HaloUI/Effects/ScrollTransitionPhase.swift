/// Where a view stands in a scroll view, as SwiftUI's `ScrollTransitionPhase`, for
/// `scrollTransition`'s closure.
public enum ScrollTransitionPhase: Equatable, Sendable {
    /// Past the top (or leading) edge of the visible region.
    case topLeading
    /// Inside the visible region.
    case identity
    /// Past the bottom (or trailing) edge of the visible region.
    case bottomTrailing

    /// Whether the view is inside the visible region.
    public var isIdentity: Bool { self == .identity }

    /// -1 past the top or leading edge, 0 inside, 1 past the bottom or trailing edge.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}
