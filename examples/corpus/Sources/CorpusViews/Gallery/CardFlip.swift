import HaloUI

/// A card that flips over and back forever: `rotation3DEffect` about y on the card, its back
/// face turned half a turn itself, the faces crossfading as it turns.
public struct CardFlip: View {
    @State private var flipped = false
    /// The card.
    public init() {}
    /// What it draws.
    public var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 16)
                .fill(LinearGradient(colors: [.purple, .blue], startPoint: .top, endPoint: .bottom))
                .overlay(Text("Front").font(.title.bold()).foregroundStyle(.white))
                .opacity(flipped ? 0 : 1)
            RoundedRectangle(cornerRadius: 16)
                .fill(Color.orange)
                .overlay(Text("Back").font(.title.bold()).foregroundStyle(.white))
                .rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))
                .opacity(flipped ? 1 : 0)
        }
        .frame(width: 140, height: 100)
        .rotation3DEffect(.degrees(flipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
        .onAppear {
            withAnimation(.easeInOut(duration: 1.2).repeatForever(autoreverses: true)) { flipped = true }
        }
    }
}

#Preview("CardFlip", traits: .fixedLayout(width: 240, height: 160)) {
    CardFlip()
}
