import HaloUI

/// A bright segment running round a card's border forever: a trim whose ends animate.
public struct SnakeBorder: View {
    @State private var start: CGFloat = 0
    /// The card.
    public init() {}
    /// What it draws.
    public var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 20)
                .stroke(Color.gray.opacity(0.3), lineWidth: 4)
            RoundedRectangle(cornerRadius: 20)
                .trim(from: start, to: start + 0.25)
                .stroke(Color.orange, style: StrokeStyle(lineWidth: 4, lineCap: .round))
            Text("Premium")
                .font(.title2.weight(.semibold))
        }
        .frame(width: 180, height: 110)
        .onAppear { withAnimation(.linear(duration: 2).repeatForever(autoreverses: false)) { start = 0.75 } }
    }
}

#Preview("SnakeBorder", traits: .fixedLayout(width: 240, height: 160)) {
    SnakeBorder()
}
