import Combine
import HaloUI

/// A deck of cards that fans out and gathers again on every tick of a timer publisher, the
/// top card kept in front by `zIndex` while every card springs to its place; written with
/// `import Combine`, as SwiftUI files using `Timer.publish` are.
public struct CardDeck: View {
    @State private var fanned = false
    private let colors: [Color] = [.teal, .blue, .purple, .pink]
    private let timer = Timer.publish(every: 1.2, on: .main, in: .common).autoconnect()

    /// The deck.
    public init() {}
    /// What it draws.
    public var body: some View {
        ZStack {
            ForEach(0..<colors.count, id: \.self) { i in
                RoundedRectangle(cornerRadius: 12)
                    .fill(colors[i].gradient)
                    .frame(width: 90, height: 120)
                    .overlay(Text("\(i + 1)").font(.title.bold()).foregroundColor(.white))
                    .rotationEffect(.degrees(fanned ? Double(i - 1) * 14 - 7 : 0), anchor: .bottom)
                    .offset(x: fanned ? CGFloat(i) * 26 - 39 : 0)
                    .zIndex(i == 0 ? 10 : Double(i))
            }
        }
        .onReceive(timer) { _ in
            withAnimation(.spring(response: 0.5, dampingFraction: 0.7)) {
                fanned.toggle()
            }
        }
    }
}

#Preview("CardDeck", traits: .fixedLayout(width: 260, height: 190)) {
    CardDeck()
}
