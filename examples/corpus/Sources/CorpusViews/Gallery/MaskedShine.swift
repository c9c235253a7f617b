import HaloUI

/// A title whose letters a bright band sweeps across: a gradient masked by the text
/// (`mask { Text }`), the band moved by a repeating animation started in `onAppear`.
public struct MaskedShine: View {
    @State private var phase: CGFloat = -1

    /// The title.
    public init() {}
    /// What it draws.
    public var body: some View {
        ZStack {
            Color.black
            LinearGradient(
                stops: [
                    .init(color: .gray, location: 0), .init(color: .white, location: 0.45),
                    .init(color: .white, location: 0.55), .init(color: .gray, location: 1),
                ], startPoint: UnitPoint(x: phase, y: 0.5), endPoint: UnitPoint(x: phase + 1, y: 0.5)
            )
            .mask {
                Text("SHINE").font(.system(size: 56, weight: .bold))
            }
        }
        .frame(width: 280, height: 100)
        .onAppear {
            withAnimation(.linear(duration: 1.5).repeatForever(autoreverses: false)) { phase = 1 }
        }
    }
}

#Preview("MaskedShine", traits: .fixedLayout(width: 280, height: 100)) {
    MaskedShine()
}
