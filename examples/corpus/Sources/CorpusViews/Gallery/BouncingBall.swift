import HaloUI

/// A ball dropped after half a second (`DispatchQueue.main.asyncAfter`) that bounces on a
/// floor: an interpolating spring.
public struct BouncingBall: View {
    @State private var dropped = false
    /// The ball.
    public init() {}
    /// What it draws.
    public var body: some View {
        VStack(spacing: 0) {
            Circle()
                .fill(Color.orange)
                .frame(width: 36, height: 36)
                .offset(y: dropped ? 0 : -110)
            Capsule()
                .fill(Color.brown)
                .frame(width: 140, height: 6)
        }
        .offset(y: 50)
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                withAnimation(.interpolatingSpring(stiffness: 170, damping: 8)) { dropped = true }
            }
        }
    }
}

#Preview("BouncingBall", traits: .fixedLayout(width: 240, height: 160)) {
    BouncingBall()
}
