import HaloUI

/// Seed 002's card: a black rounded rectangle with a label and a rotating rainbow border,
/// solid or dashed (the article's code; the label overlay as its demo has it).
public struct RotatingBorderCard: View {
    /// The gradient's turn, degrees.
    public var rotation: Double
    /// The dashed variant (cyan, blue, purple; turning twice as fast).
    public var dashed: Bool

    /// A card at `rotation`.
    public init(rotation: Double, dashed: Bool) {
        self.rotation = rotation
        self.dashed = dashed
    }

    /// The card.
    public var body: some View {
        RoundedRectangle(cornerRadius: 20)
            .fill(.black)
            .frame(width: 250, height: 150)
            .overlay {
                Text(dashed ? "Dashed Border" : "Animated Border")
                    .font(.headline)
                    .foregroundStyle(.white)
            }
            .overlay {
                if dashed {
                    RoundedRectangle(cornerRadius: 20)
                        .stroke(
                            AngularGradient(
                                colors: [.cyan, .blue, .purple, .cyan], center: .center,
                                angle: .degrees(rotation * 2)),
                            style: StrokeStyle(lineWidth: 3, dash: [10, 5]))
                } else {
                    RoundedRectangle(cornerRadius: 20)
                        .stroke(
                            AngularGradient(
                                colors: [.blue, .purple, .pink, .red, .orange, .yellow, .green, .blue],
                                center: .center, angle: .degrees(rotation)),
                            lineWidth: 3)
                }
            }
    }
}

/// Seed 002's demo: both cards in a column. Edit: `@State rotation` with `withAnimation(.linear
/// (duration: 3).repeatForever(autoreverses: false)) { rotation = 360 }` in `onAppear` is `@Animated`.
public struct RotatingBorderDemo: View {
    @Animated(to: 360, .linear(duration: 3).repeatForever(autoreverses: false)) private var rotation = 0.0

    /// The demo.
    public init() {}

    /// Both cards.
    public var body: some View {
        VStack(spacing: 40) {
            RotatingBorderCard(rotation: rotation, dashed: false)
            RotatingBorderCard(rotation: rotation, dashed: true)
        }
    }
}
