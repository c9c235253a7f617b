import HaloUI

/// Three dots that grow and shrink in turn: `.animation(_:value:)` with a delay per dot.
public struct LoadingDots: View {
    @State private var on = false
    /// The dots.
    public init() {}
    /// What it draws.
    public var body: some View {
        HStack(spacing: 12) {
            ForEach(0..<3) { i in
                Circle()
                    .fill(Color.gray)
                    .frame(width: 18, height: 18)
                    .scaleEffect(on ? 1 : 0.4)
                    .animation(.easeInOut(duration: 0.6).repeatForever().delay(Double(i) * 0.2), value: on)
            }
        }
        .onAppear { on = true }
    }
}

#Preview("LoadingDots", traits: .fixedLayout(width: 240, height: 160)) {
    LoadingDots()
}
