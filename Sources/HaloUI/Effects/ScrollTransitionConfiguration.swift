/// How a scroll transition moves between its phases, as SwiftUI's
/// `ScrollTransitionConfiguration`: accepted, with no visible effect in a still, where each view
/// is drawn at the phase its position gives.
public struct ScrollTransitionConfiguration: Sendable {
    /// Changes in phase animate.
    public static var animated: ScrollTransitionConfiguration { ScrollTransitionConfiguration() }
    /// Changes in phase follow the scroll.
    public static var interactive: ScrollTransitionConfiguration { ScrollTransitionConfiguration() }
    /// No transition: the view always draws in the identity phase.
    public static var identity: ScrollTransitionConfiguration { ScrollTransitionConfiguration(isIdentity: true) }

    /// Whether the view always draws in the identity phase.
    var isIdentity = false

    /// Changes in phase animate with `animation`.
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration()
    }

    /// Changes in phase follow the scroll along `timingCurve`.
    public static func interactive(timingCurve: UnitCurve = .easeInOut) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration()
    }
}
