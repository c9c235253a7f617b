import HaloUI

/// Dots circling a centre at different speeds: offsets turned by `rotationEffect`.
public struct OrbitingDots: View {
    @State private var turn = false
    /// The orbit.
    public init() {}
    /// What it draws.
    public var body: some View {
        ZStack {
            Circle().fill(Color.yellow).frame(width: 24, height: 24)
            ForEach(1..<4) { i in
                Circle()
                    .fill(Color.blue.opacity(1 - Double(i) * 0.2))
                    .frame(width: 12, height: 12)
                    .offset(x: CGFloat(i) * 22)
                    .rotationEffect(.degrees(turn ? 360 : 0))
                    .animation(.linear(duration: Double(i)).repeatForever(autoreverses: false), value: turn)
            }
        }
        .onAppear { turn = true }
    }
}

#Preview("OrbitingDots", traits: .fixedLayout(width: 240, height: 160)) {
    OrbitingDots()
}
