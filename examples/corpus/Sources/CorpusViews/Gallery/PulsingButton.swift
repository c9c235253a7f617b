import HaloUI

/// A call-to-action button whose halo pulses forever: `withAnimation(...repeatForever())` in
/// `onAppear`, a Bool read through ternaries.
public struct PulsingButton: View {
    @State private var pulsing = false
    /// The button.
    public init() {}
    /// What it draws.
    public var body: some View {
        ZStack {
            Circle()
                .fill(Color.blue.opacity(0.3))
                .frame(width: 120, height: 120)
                .scaleEffect(pulsing ? 1.3 : 0.9)
                .opacity(pulsing ? 0 : 1)
            Button("Go") {}
                .font(.title.bold())
                .foregroundColor(.white)
                .frame(width: 90, height: 90)
                .background(Circle().fill(Color.blue))
        }
        .onAppear {
            withAnimation(.easeOut(duration: 1.2).repeatForever(autoreverses: false)) { pulsing = true }
        }
    }
}

#Preview("PulsingButton", traits: .fixedLayout(width: 240, height: 160)) {
    PulsingButton()
}
