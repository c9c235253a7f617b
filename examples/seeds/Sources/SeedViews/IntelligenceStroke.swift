import HaloUI

// Seed 000's "Apple Intelligence" glow: the article's modifiers, in its own code. The
// edits that make it a function of time: the stops' `@State` and the task that resets them
// every `updateInterval` are a `StateTimeline`; each layer's `.animation(_:value: stops)` is
// the stops seen through that layer's animation; the random palette positions are drawn from
// a counter-based generator by update tick, so the same tick gives the same stops; Reduce
// Motion is a parameter.

extension View {
    /// The glow drawn behind the view, in `shape` laid over its frame.
    public func intelligenceBackground<S: InsettableShape>(in shape: S) -> some View {
        background(shape.intelligenceStroke())
    }

    /// The glow drawn over the view, in `shape` laid over its frame.
    public func intelligenceOverlay<S: InsettableShape>(in shape: S) -> some View {
        overlay(shape.intelligenceStroke())
    }
}

extension InsettableShape {
    /// The seed's glowing border: layers of `strokeBorder(AngularGradient)`, each `lineWidths[i]`
    /// wide and blurred by `blurs[i]`, whose stops move to `gradientGenerator(k + 1)` every
    /// `updateInterval` seconds (the k-th update), each layer easing there over
    /// `animationDurations[i]`. Layers: the shortest of the three arrays.
    public func intelligenceStroke(
        lineWidths: [Double] = [6, 9, 11, 15],
        blurs: [Double] = [0, 4, 12, 15],
        updateInterval: Double = 0.4,
        animationDurations: [Double] = [0.5, 0.6, 0.8, 1.0],
        reduceMotion: Bool = false,
        gradientGenerator: @escaping @Sendable (Int) -> [Gradient.Stop] = { .intelligenceStyle(tick: $0) }
    ) -> some View {
        IntelligenceStrokeView(
            shape: self,
            lineWidths: lineWidths,
            blurs: blurs,
            updateInterval: updateInterval,
            animationDurations: animationDurations,
            reduceMotion: reduceMotion,
            gradientGenerator: gradientGenerator
        )
        .allowsHitTesting(false)
    }
}

/// The glow's layers (the seed's `IntelligenceStrokeView`).
private struct IntelligenceStrokeView<S: InsettableShape>: View {
    let shape: S
    let lineWidths: [Double]
    let blurs: [Double]
    let updateInterval: Double
    let animationDurations: [Double]
    let reduceMotion: Bool
    let gradientGenerator: @Sendable (Int) -> [Gradient.Stop]

    var body: some View {
        let layerCount = min(lineWidths.count, blurs.count, animationDurations.count)
        // @State stops = generator(), then `.task { while true { stops = generator(); sleep } }`.
        let stops = StateTimeline(gradientGenerator(0)).every(updateInterval, with: nil) { gradientGenerator($0 + 1) }

        ZStack {
            ForEach(0..<layerCount, id: \.self) { i in
                // `.animation(easeInOut(duration: animationDurations[i]), value: stops)`.
                let animation =
                    reduceMotion ? Animation.linear(duration: 0) : .easeInOut(duration: animationDurations[i])
                let gradient = AngularGradient(
                    gradient: Gradient(stops: stops.current(animation: animation)),
                    center: .center
                )
                shape
                    .strokeBorder(gradient, lineWidth: lineWidths[i])
                    .blur(radius: blurs[i])
            }
        }
    }
}
