import HaloUI

/// A heart that beats through three phases forever, and a badge that jumps when its count
/// changes: `phaseAnimator` with and without a trigger, each phase's own animation.
public struct PhaseLoader: View {
    enum Beat: CaseIterable {
        case rest, grow, settle

        var scale: CGFloat {
            switch self {
            case .rest: 1
            case .grow: 1.35
            case .settle: 0.9
            }
        }
    }

    @State private var count = 0
    /// The view.
    public init() {}
    /// What it draws.
    public var body: some View {
        HStack(spacing: 40) {
            Circle()
                .fill(Color.pink)
                .frame(width: 50, height: 50)
                .phaseAnimator(Beat.allCases) { content, phase in
                    content
                        .scaleEffect(phase.scale)
                        .opacity(phase == .settle ? 0.7 : 1)
                } animation: { phase in
                    switch phase {
                    case .rest: .easeOut(duration: 0.3)
                    case .grow: .spring(duration: 0.25, bounce: 0.4)
                    case .settle: .easeInOut(duration: 0.2)
                    }
                }
            RoundedRectangle(cornerRadius: 10)
                .fill(Color.blue)
                .frame(width: 50, height: 50)
                .phaseAnimator([0.0, -30.0, 0.0], trigger: count) { content, lift in
                    content.offset(y: lift)
                } animation: { _ in
                    .easeOut(duration: 0.25)
                }
        }
        .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.4) { count += 1 } }
    }
}

#Preview("PhaseLoader", traits: .fixedLayout(width: 240, height: 160)) {
    PhaseLoader()
}
