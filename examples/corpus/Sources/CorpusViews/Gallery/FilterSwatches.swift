import HaloUI

/// A row of swatches, each drained, inverted, brightened, contrasted or tinted in turn and
/// back: `grayscale`, `colorInvert`, `brightness`, `contrast` and `colorMultiply`, the first
/// four driven by one Bool that a `.task` loop flips every 0.8 s.
public struct FilterSwatches: View {
    @State private var on = false

    /// The swatches.
    public init() {}
    /// What it draws.
    public var body: some View {
        HStack(spacing: 8) {
            swatch.grayscale(on ? 1 : 0)
            swatch.brightness(on ? 0.3 : 0)
            swatch.contrast(on ? 2 : 1)
            swatch.colorMultiply(on ? .yellow : .white)
            if on { swatch.colorInvert() } else { swatch }
        }
        .task {
            while !Task.isCancelled {
                try? await Task.sleep(nanoseconds: 800_000_000)
                withAnimation(.easeInOut(duration: 0.5)) { on.toggle() }
            }
        }
    }

    private var swatch: some View {
        LinearGradient(colors: [.red, .orange, .green, .blue], startPoint: .top, endPoint: .bottom)
            .frame(width: 36, height: 70)
            .clipShape(Capsule())
    }
}

#Preview("FilterSwatches", traits: .fixedLayout(width: 260, height: 110)) {
    FilterSwatches()
}
