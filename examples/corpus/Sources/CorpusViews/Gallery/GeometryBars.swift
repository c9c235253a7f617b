import HaloUI

/// A bar chart whose bars grow to fractions of the width a `GeometryReader` reports, with a
/// bouncy spring, one after another.
public struct GeometryBars: View {
    let values: [CGFloat] = [0.9, 0.6, 0.75, 0.35]
    @State private var shown = false
    /// The chart.
    public init() {}
    /// What it draws.
    public var body: some View {
        GeometryReader { geo in
            VStack(alignment: .leading, spacing: 10) {
                ForEach(0..<values.count, id: \.self) { i in
                    RoundedRectangle(cornerRadius: 6)
                        .fill(Color.blue.opacity(0.4 + 0.15 * Double(i)))
                        .frame(width: shown ? geo.size.width * values[i] : 0, height: 18)
                        .animation(.bouncy.delay(Double(i) * 0.15), value: shown)
                }
            }
        }
        .padding(20)
        .onAppear { shown = true }
    }
}

#Preview("GeometryBars", traits: .fixedLayout(width: 240, height: 160)) {
    GeometryBars()
}
