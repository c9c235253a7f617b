import HaloUI

/// Seed 000: the glow behind an empty capsule, as the `intelligence-glow` default scene places
/// it (0.6 x 0.25 of a 360 x 200 canvas). `intelligenceBackground(in:)` is the article's
/// modifier (IntelligenceStroke.swift), with time made explicit (docs/library.md, "The ports").
public struct IntelligenceGlowDemo: View {
    /// The demo.
    public init() {}

    /// The capsule with its glow.
    public var body: some View {
        Color.clear
            .frame(width: 216, height: 50)
            .intelligenceBackground(in: .capsule)
    }
}

/// Seed 000's usage example, as the article writes it.
public struct IntelligenceGlowUsage: View {
    /// The usage example.
    public init() {}

    /// Two texts, one with the glow behind a capsule, one with it over a rounded rectangle.
    public var body: some View {
        VStack(spacing: 30) {
            Text("Some text here")
                .padding(22)
                .intelligenceBackground(in: .capsule)

            Text("Some text here")
                .padding(22)
                .intelligenceOverlay(in: .rect(cornerRadius: 22))
        }
    }
}
