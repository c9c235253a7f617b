import HaloUI

/// A record button whose ring pulses with a spring of its own while the label changes at once:
/// `.animation(_:body:)` scoping the animation to the ring's scale and opacity, `geometryGroup()`.
public struct ScopedPulse: View {
    @State private var recording = false

    /// The button.
    public init() {}
    /// What it draws.
    public var body: some View {
        VStack(spacing: 12) {
            ZStack {
                Circle()
                    .stroke(Color.red, lineWidth: 4)
                    .frame(width: 80, height: 80)
                    .animation(.spring(duration: 0.6, bounce: 0.5)) {
                        $0.scaleEffect(recording ? 1.25 : 1).opacity(recording ? 0.4 : 1)
                    }
                Circle().fill(Color.red).frame(width: 56, height: 56)
            }
            .geometryGroup()
            Text(recording ? "Recording" : "Tap to record")
                .font(.headline)
        }
        .onAppear {
            Timer.scheduledTimer(withTimeInterval: 0.8, repeats: true) { _ in recording.toggle() }
        }
    }
}

#Preview("ScopedPulse", traits: .fixedLayout(width: 200, height: 160)) {
    ScopedPulse()
}
