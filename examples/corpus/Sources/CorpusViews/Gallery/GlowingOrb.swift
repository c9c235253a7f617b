import HaloUI

/// A soft orb that breathes: blur and scale animated together, a sharp core over its glow.
public struct GlowingOrb: View {
    @State private var glow = false
    /// The orb.
    public init() {}
    /// What it draws.
    public var body: some View {
        ZStack {
            Circle()
                .fill(Color.cyan)
                .frame(width: 90, height: 90)
                .blur(radius: glow ? 24 : 8)
                .scaleEffect(glow ? 1.2 : 0.9)
            Circle()
                .fill(Color.white)
                .frame(width: 40, height: 40)
        }
        .onAppear {
            withAnimation(.easeInOut(duration: 2).repeatForever(autoreverses: true)) { glow = true }
        }
    }
}

#Preview("GlowingOrb", traits: .fixedLayout(width: 240, height: 160)) {
    GlowingOrb()
}
