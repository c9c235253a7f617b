import HaloUI

/// A title whose letters ride a travelling wave: a `TextRenderer` moving each glyph, driven by
/// a `TimelineView`'s `context.date`.
public struct WavyTitle: View {
    /// The title.
    public init() {}
    /// What it draws.
    public var body: some View {
        TimelineView(.animation) { context in
            Text("Animated")
                .font(.system(size: 40, weight: .black))
                .foregroundStyle(.indigo)
                .textRenderer(WaveRenderer(time: context.date.timeIntervalSinceReferenceDate))
        }
    }
}

/// Draws each glyph raised by a sine of its index and the time, and faded at the troughs.
public struct WaveRenderer: TextRenderer {
    let time: Double
    /// Draws the text.
    public func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        for line in layout {
            for run in line {
                for (i, glyph) in run.enumerated() {
                    let phase = time * 4 - Double(i) * 0.6
                    var copy = context
                    copy.opacity = 0.6 + 0.4 * (sin(phase) + 1) / 2
                    copy.translateBy(x: 0, y: -10 * sin(phase))
                    copy.draw(glyph)
                }
            }
        }
    }
}

#Preview("WavyTitle", traits: .fixedLayout(width: 280, height: 100)) {
    WavyTitle()
}
