import HaloUI

/// A follower count that ticks up every half second, its digits rolling:
/// `.contentTransition(.numericText(value:))` on a `Text`, a `Timer` changing the value inside
/// `withAnimation`.
public struct RollingCounter: View {
    @State private var followers = 1_196

    /// The counter.
    public init() {}
    /// What it draws.
    public var body: some View {
        VStack(spacing: 6) {
            Text("\(followers)")
                .font(.system(size: 44, weight: .bold))
                .monospacedDigit()
                .contentTransition(.numericText(value: Double(followers)))
            Text("FOLLOWERS")
                .font(.caption)
                .tracking(2)
                .foregroundStyle(.secondary)
        }
        .onAppear {
            Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { timer in
                withAnimation(.snappy) { followers += 2 }
                if followers >= 1_204 { timer.invalidate() }
            }
        }
    }
}

#Preview("RollingCounter", traits: .fixedLayout(width: 220, height: 120)) {
    RollingCounter()
}
