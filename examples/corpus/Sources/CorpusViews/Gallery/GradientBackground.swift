import HaloUI

/// A full-screen gradient whose direction swings back and forth, with a title over it:
/// `UnitPoint` state animated, `.ignoresSafeArea()`.
public struct GradientBackground: View {
    @State private var animate = false
    /// The background.
    public init() {}
    /// What it draws.
    public var body: some View {
        ZStack {
            LinearGradient(
                colors: [.purple, .blue, .teal], startPoint: animate ? .topLeading : .bottomLeading,
                endPoint: animate ? .bottomTrailing : .topTrailing
            )
            .ignoresSafeArea()
            Text("Welcome")
                .font(.largeTitle.bold())
                .foregroundColor(.white)
        }
        .onAppear {
            withAnimation(.easeInOut(duration: 3).repeatForever(autoreverses: true)) { animate.toggle() }
        }
    }
}

#Preview("GradientBackground", traits: .fixedLayout(width: 240, height: 160)) {
    GradientBackground()
}
