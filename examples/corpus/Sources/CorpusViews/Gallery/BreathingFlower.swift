import HaloUI

/// Six translucent petals that open and turn as a breathing guide: a slow repeating
/// `easeInOut` on one Bool.
public struct BreathingFlower: View {
    @State private var open = false
    /// The flower.
    public init() {}
    /// What it draws.
    public var body: some View {
        ZStack {
            ForEach(0..<6) { i in
                Circle()
                    .fill(Color.mint.opacity(0.5))
                    .frame(width: 60, height: 60)
                    .offset(x: open ? 30 : 0)
                    .rotationEffect(.degrees(Double(i) * 60))
            }
        }
        .rotationEffect(.degrees(open ? 90 : 0))
        .scaleEffect(open ? 1 : 0.5)
        .onAppear { withAnimation(.easeInOut(duration: 4).repeatForever(autoreverses: true)) { open = true } }
    }
}

#Preview("BreathingFlower", traits: .fixedLayout(width: 200, height: 200)) {
    BreathingFlower()
}
