import HaloUI

/// A 3 x 3 mesh gradient whose middle vertex and colour swing from side to side behind a title,
/// as the public MeshGradient examples animate it: one Bool, `withAnimation` in `onAppear`.
public struct MeshBackground: View {
    @State private var isAnimating = false
    /// The background.
    public init() {}
    /// What it draws.
    public var body: some View {
        ZStack {
            MeshGradient(
                width: 3, height: 3,
                points: [
                    [0.0, 0.0], [0.5, 0], [1.0, 0.0],
                    [0.0, 0.5], [isAnimating ? 0.1 : 0.9, 0.5], [1.0, 0.5],
                    [0.0, 1.0], [0.5, 1.0], [1.0, 1.0],
                ],
                colors: [
                    .red, .purple, .indigo,
                    .orange, isAnimating ? .white : .brown, .blue,
                    .yellow, .green, .mint,
                ]
            )
            .ignoresSafeArea()
            Text("Mesh")
                .font(.largeTitle.bold())
                .foregroundStyle(.white)
        }
        .onAppear {
            withAnimation(.easeInOut(duration: 5).repeatForever(autoreverses: true)) { isAnimating.toggle() }
        }
    }
}

#Preview("MeshBackground", traits: .fixedLayout(width: 240, height: 160)) {
    MeshBackground()
}
