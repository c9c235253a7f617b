import HaloUI

/// Apple's `Transition` example: a custom `RotatingFadeTransition` that turns a view 30 degrees
/// as it fades in, and -30 as it fades out, on cards that replace each other.
public struct RotatingFadeCards: View {
    struct RotatingFadeTransition: Transition {
        func body(content: Content, phase: TransitionPhase) -> some View {
            content
                .opacity(phase.isIdentity ? 1.0 : 0.0)
                .rotationEffect(rotation(phase))
        }

        func rotation(_ phase: TransitionPhase) -> Angle {
            switch phase {
            case .willAppear: return .degrees(30)
            case .identity: return .zero
            case .didDisappear: return .degrees(-30)
            }
        }
    }

    @State private var showFirst = true

    /// The cards.
    public init() {}
    /// What it draws.
    public var body: some View {
        ZStack {
            if showFirst {
                card("Sunrise", .orange)
                    .transition(RotatingFadeTransition())
            } else {
                card("Nightfall", .indigo)
                    .transition(RotatingFadeTransition())
            }
        }
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                withAnimation(.easeInOut(duration: 0.8)) { showFirst = false }
            }
        }
    }

    func card(_ title: String, _ color: Color) -> some View {
        RoundedRectangle(cornerRadius: 16)
            .fill(color)
            .frame(width: 140, height: 90)
            .overlay(Text(title).font(.title3.bold()).foregroundStyle(.white))
    }
}

#Preview("RotatingFadeCards", traits: .fixedLayout(width: 240, height: 160)) {
    RotatingFadeCards()
}
