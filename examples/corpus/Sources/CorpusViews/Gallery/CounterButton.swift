import HaloUI

/// A counter whose button is pressed at scripted times; the number pops on each change
/// (`onChange(of:)`).
public struct CounterButton: View {
    @State private var count = 0
    @State private var pop = false
    /// The counter.
    public init() {}
    /// What it draws.
    public var body: some View {
        VStack(spacing: 12) {
            Text("\(count)")
                .font(.system(size: 44, weight: .bold, design: .rounded))
                .scaleEffect(pop ? 1.3 : 1)
            Button("Add one") { count += 1 }
                .font(.headline)
                .foregroundColor(.white)
                .padding(.horizontal, 20)
                .padding(.vertical, 10)
                .background(Capsule().fill(Color.blue))
        }
        .onChange(of: count) { _ in
            pop = true
            withAnimation(.spring(response: 0.3, dampingFraction: 0.5)) { pop = false }
        }
        .taps(at: [0.4, 1.0, 1.6])
    }
}

#Preview("CounterButton", traits: .fixedLayout(width: 240, height: 160)) {
    CounterButton()
}
