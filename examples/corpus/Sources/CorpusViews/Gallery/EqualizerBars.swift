import HaloUI

/// Audio bars jumping to new heights on every tick of a `Timer` publisher, each height a
/// function of the tick (deterministic, as a render must be).
public struct EqualizerBars: View {
    @State private var tick = 0
    let timer = Timer.publish(every: 0.25, on: .main, in: .common).autoconnect()
    /// The bars.
    public init() {}
    /// What it draws.
    public var body: some View {
        HStack(alignment: .bottom, spacing: 6) {
            ForEach(0..<7) { i in
                Capsule()
                    .fill(LinearGradient(colors: [.pink, .orange], startPoint: .bottom, endPoint: .top))
                    .frame(width: 14, height: height(bar: i))
            }
        }
        .frame(height: 100, alignment: .bottom)
        .onReceive(timer) { _ in withAnimation(.easeInOut(duration: 0.2)) { tick += 1 } }
    }

    func height(bar i: Int) -> CGFloat {
        CGFloat(20 + 70 * abs(sin(Double(tick) * 1.3 + Double(i) * 0.9)))
    }
}

#Preview("EqualizerBars", traits: .fixedLayout(width: 240, height: 160)) {
    EqualizerBars()
}
