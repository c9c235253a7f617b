import HaloUI

/// A card that floats over a radial glow: as it rises its shadow spreads, softens and falls
/// further below it.
public struct FloatingCard: View {
    @State private var lifted = false
    /// The card.
    public init() {}
    /// What it draws.
    public var body: some View {
        ZStack {
            RadialGradient(
                colors: [Color(hue: 0.6, saturation: 0.35, brightness: 1), Color(white: 0.97)], center: .center,
                startRadius: 10, endRadius: 150)
            RoundedRectangle(cornerRadius: 16)
                .fill(
                    EllipticalGradient(colors: [.white, Color(white: 0.9)], center: .topLeading, endRadiusFraction: 1)
                )
                .frame(width: 140, height: 90)
                .shadow(color: .black.opacity(0.3), radius: lifted ? 12 : 2, x: 0, y: lifted ? 14 : 2)
                .offset(y: lifted ? -8 : 0)
        }
        .onAppear {
            withAnimation(.easeInOut(duration: 1.5).repeatForever(autoreverses: true)) { lifted = true }
        }
    }
}

#Preview("FloatingCard", traits: .fixedLayout(width: 240, height: 160)) {
    FloatingCard()
}
