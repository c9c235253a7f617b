import HaloUI

/// A skeleton placeholder with a highlight sweeping across it: a gradient used as a view, moved
/// by a `GeometryReader`'s width, clipped to the bar.
public struct ShimmerBar: View {
    @State private var phase: CGFloat = -1
    /// The bar.
    public init() {}
    /// What it draws.
    public var body: some View {
        RoundedRectangle(cornerRadius: 8)
            .fill(Color.gray.opacity(0.25))
            .frame(height: 24)
            .overlay(
                GeometryReader { geo in
                    LinearGradient(
                        colors: [.clear, Color.white.opacity(0.8), .clear], startPoint: .leading,
                        endPoint: .trailing
                    )
                    .frame(width: geo.size.width / 3)
                    .offset(x: phase * geo.size.width)
                }
            )
            .clipShape(RoundedRectangle(cornerRadius: 8))
            .padding(.horizontal, 20)
            .onAppear {
                withAnimation(.linear(duration: 1.5).repeatForever(autoreverses: false)) { phase = 1.3 }
            }
    }
}

#Preview("ShimmerBar", traits: .fixedLayout(width: 240, height: 160)) {
    ShimmerBar()
}
