import HaloUI

/// A row of symbols each moving by its own effect: a gear turning, a signal pulsing, a heart
/// breathing, and a bell that wiggles and a star that bounces on every tick of a timer:
/// `symbolEffect` with `isActive` and with `value:`.
public struct SymbolParade: View {
    @State private var ticks = 0

    /// The row.
    public init() {}
    /// What it draws.
    public var body: some View {
        HStack(spacing: 22) {
            Image(systemName: "gearshape.fill").symbolEffect(.rotate)
            Image(systemName: "wifi").symbolEffect(.variableColor.iterative)
            Image(systemName: "heart.fill").foregroundStyle(.pink).symbolEffect(.breathe)
            Image(systemName: "bell.fill").foregroundStyle(.orange).symbolEffect(.wiggle, value: ticks)
            Image(systemName: "star.fill").foregroundStyle(.yellow).symbolEffect(.bounce.up, value: ticks)
        }
        .font(.system(size: 30))
        .onAppear {
            Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in ticks += 1 }
        }
    }
}

#Preview("SymbolParade", traits: .fixedLayout(width: 300, height: 90)) {
    SymbolParade()
}
