import HaloUI

/// A launch countdown from 5, its seconds rolling downwards, and a status word that cross-fades:
/// `.contentTransition(.numericText(countsDown: true))` and `.contentTransition(.opacity)`.
public struct CountdownTimer: View {
    @State private var seconds = 5

    /// The countdown.
    public init() {}
    /// What it draws.
    public var body: some View {
        VStack(spacing: 8) {
            Text("00:0\(seconds)")
                .font(.system(size: 40, weight: .semibold, design: .monospaced))
                .contentTransition(.numericText(countsDown: true))
            Text(seconds > 2 ? "Get ready" : "Almost there")
                .font(.headline)
                .foregroundStyle(seconds > 2 ? Color.blue : Color.orange)
                .contentTransition(.opacity)
        }
        .task {
            while seconds > 0 {
                try? await Task.sleep(for: .seconds(0.6))
                withAnimation(.easeInOut(duration: 0.35)) { seconds -= 1 }
            }
        }
    }
}

#Preview("CountdownTimer", traits: .fixedLayout(width: 240, height: 130)) {
    CountdownTimer()
}
