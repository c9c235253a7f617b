import HaloUI

/// A switch flipped by scripted taps: the knob springs across and the track changes colour.
public struct ToggleSwitch: View {
    @State private var isOn = false
    /// The switch.
    public init() {}
    /// What it draws.
    public var body: some View {
        Capsule()
            .fill(isOn ? Color.green : Color.gray.opacity(0.4))
            .frame(width: 100, height: 56)
            .overlay(
                Circle()
                    .fill(Color.white)
                    .padding(4)
                    .offset(x: isOn ? 22 : -22)
            )
            .onTapGesture { withAnimation(.spring(response: 0.35, dampingFraction: 0.7)) { isOn.toggle() } }
            .taps(at: [0.5, 1.5])
    }
}

#Preview("ToggleSwitch", traits: .fixedLayout(width: 240, height: 160)) {
    ToggleSwitch()
}
