import HaloUI

/// A full-screen gradient whose hues turn round the colour wheel while its colour breathes, under
/// a spaced-out, upper-case title: `hueRotation` and `saturation` animated by one repeating
/// `withAnimation` in `onAppear`, `tracking` and `textCase` on the title.
public struct HueCycle: View {
    @State private var turned = false

    /// The background.
    public init() {}
    /// What it draws.
    public var body: some View {
        ZStack {
            LinearGradient(colors: [.pink, .orange, .yellow], startPoint: .topLeading, endPoint: .bottomTrailing)
                .hueRotation(.degrees(turned ? 300 : 0))
                .saturation(turned ? 0.6 : 1.2)
                .ignoresSafeArea()
            Text("Daybreak")
                .font(.system(size: 30, weight: .heavy))
                .tracking(6)
                .textCase(.uppercase)
                .foregroundColor(.white)
                .shadow(color: .black.opacity(0.3), radius: 4, y: 2)
        }
        .onAppear {
            withAnimation(.easeInOut(duration: 4).repeatForever(autoreverses: true)) {
                turned = true
            }
        }
    }
}

#Preview("HueCycle", traits: .fixedLayout(width: 280, height: 140)) {
    HueCycle()
}
