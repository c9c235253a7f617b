/// Blurred, faded and scaled on insertion and removal, as SwiftUI's `BlurReplaceTransition`
/// (`.blurReplace`): scaled to 0.8 away from the screen, or to 1.2 as it leaves with `.upUp`.
public struct BlurReplaceTransition: Transition {
    /// How it scales: `.downUp` or `.upUp`.
    public typealias Configuration = BlurReplaceConfiguration

    /// How it scales.
    public var configuration: Configuration

    /// The transition scaling as `configuration` says.
    public init(configuration: Configuration) { self.configuration = configuration }

    /// The view blurred by 10 points, transparent and scaled away from the screen.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        let scale = phase == .didDisappear && configuration == .upUp ? 1.2 : 0.8
        return
            content
            .scaleEffect(phase.isIdentity ? 1 : scale)
            .blur(radius: phase.isIdentity ? 0 : 10)
            .opacity(phase.isIdentity ? 1 : 0)
    }
}
