import HaloUI

/// A headline in a gradient whose colours slide across the letters, over a badge filled with a
/// colour's standard gradient: `foregroundStyle(LinearGradient)` on `Text` with animated unit
/// points, `Color.gradient`, `cornerRadius` and `border`.
public struct GradientHeadline: View {
    @State private var slide = false

    /// The headline.
    public init() {}
    /// What it draws.
    public var body: some View {
        VStack(spacing: 14) {
            Text("Aurora")
                .font(.system(size: 52, weight: .black))
                .foregroundStyle(
                    LinearGradient(
                        colors: [.cyan, .purple, .pink, .cyan],
                        startPoint: UnitPoint(x: slide ? -1 : 0, y: 0.5),
                        endPoint: UnitPoint(x: slide ? 1 : 2, y: 0.5)))
            Text("NEW")
                .font(.caption.bold())
                .kerning(2)
                .foregroundColor(.white)
                .padding(.horizontal, 12)
                .padding(.vertical, 5)
                .background(Color.indigo.gradient)
                .cornerRadius(8)
                .border(Color.white.opacity(0.6), width: 1)
        }
        .onAppear {
            withAnimation(.linear(duration: 2).repeatForever(autoreverses: false)) {
                slide = true
            }
        }
    }
}

#Preview("GradientHeadline", traits: .fixedLayout(width: 280, height: 150)) {
    GradientHeadline()
}
