import HaloUI

/// Sparks rising and fading over a dark field, drawn with a `Canvas` inside a `TimelineView`:
/// each particle's place and alpha from the time, a glow added with `addFilter(.blur)`, the
/// whole layer screened over a gradient with `blendMode`.
public struct ParticleField: View {
    /// The field.
    public init() {}
    /// What it draws.
    public var body: some View {
        ZStack {
            LinearGradient(
                colors: [Color(red: 0.05, green: 0.05, blue: 0.15), .purple], startPoint: .top, endPoint: .bottom)
            TimelineView(.animation) { timeline in
                let t = timeline.date.timeIntervalSinceReferenceDate
                Canvas { context, size in
                    var glow = context
                    glow.addFilter(.blur(radius: 3))
                    for i in 0..<24 {
                        // A particle's own phase, speed and column, from its index (no random numbers).
                        let seed = Double(i) * 0.618
                        let life = (t * (0.4 + 0.3 * seed.truncatingRemainder(dividingBy: 1)) + seed)
                            .truncatingRemainder(dividingBy: 1)
                        let x =
                            size.width * (0.1 + 0.8 * (seed * 1.7).truncatingRemainder(dividingBy: 1))
                            + 10 * sin(t * 2 + seed * 6)
                        let y = size.height * (1 - life)
                        let r = 3 + 3 * (1 - life)
                        let dot = Path(ellipseIn: CGRect(x: x - r, y: y - r, width: 2 * r, height: 2 * r))
                        var spark = glow
                        spark.opacity = 1 - life
                        spark.fill(dot, with: .color(Color(hue: 0.08 + 0.1 * life, saturation: 0.8, brightness: 1)))
                        context.opacity = 1 - life
                        context.fill(
                            dot.applying(CGAffineTransform(scaleX: 0.5, y: 0.5)).offsetBy(dx: x / 2, dy: y / 2),
                            with: .color(.white))
                    }
                }
                .blendMode(.screen)
            }
        }
        .frame(width: 240, height: 160)
    }
}

#Preview("ParticleField", traits: .fixedLayout(width: 240, height: 160)) {
    ParticleField()
}
