import HaloCore

/// Seed 000's "Apple Intelligence" glow: layers of `strokeBorder(AngularGradient(stops))`,
/// each blurred, whose stops move to new random positions every `updateInterval` seconds.
///
/// Time model (a pure function of t): before t = 0 the stops are `randomStops(tick: 0)`; at
/// t = k x updateInterval (k = 0, 1, ...) they are retargeted to `randomStops(tick: k + 1)`,
/// and layer i animates every stop's colour and location there with easeInOut over
/// `animationDurations[i]`, from wherever it is (docs/semantics.md's retarget rule). With reduced
/// motion the changes apply at once. Layers are drawn back to front in array order; the
/// number of layers is the shortest of the three arrays, as in the seed.
public struct IntelligenceGlow: Equatable, Sendable {
    /// The shape the glow hugs (the seed's text container).
    public var shape: Shape
    /// Each layer's stroke width, back to front.
    public var lineWidths = IntelligenceGlow.defaultLineWidths
    /// Each layer's blur radius (points).
    public var blurs = IntelligenceGlow.defaultBlurs
    /// Seconds between new random stops.
    public var updateInterval = IntelligenceGlow.defaultUpdateInterval
    /// Each layer's easeInOut duration towards new stops.
    public var animationDurations = IntelligenceGlow.defaultAnimationDurations
    /// The colours of the stops.
    public var palette: [RGBA] = IntelligenceGlow.defaultPalette
    /// The random stops' seed: the same seed, the same frames.
    public var seed: UInt64 = 1
    /// Changes apply at once, as with the system's Reduce Motion.
    public var reduceMotion = false

    /// The seed's layers' widths: 6, 9, 11, 15 (the article's `intelligenceStroke` defaults).
    public static let defaultLineWidths: [Double] = [6, 9, 11, 15]
    /// The seed's layers' blurs: 0, 4, 12, 15.
    public static let defaultBlurs: [Double] = [0, 4, 12, 15]
    /// The seed's 0.4 s between new stops.
    public static let defaultUpdateInterval = 0.4
    /// The seed's layers' easeInOut durations: 0.5, 0.6, 0.8, 1.0 s.
    public static let defaultAnimationDurations: [Double] = [0.5, 0.6, 0.8, 1.0]

    /// The seed's six colours.
    public static let defaultPalette: [RGBA] = [
        RGBA(bytes: 188, 130, 243), RGBA(bytes: 245, 185, 234), RGBA(bytes: 141, 159, 255),
        RGBA(bytes: 255, 103, 120), RGBA(bytes: 255, 186, 113), RGBA(bytes: 198, 134, 255),
    ]

    /// The seed's glow around `shape`.
    public init(shape: Shape) { self.shape = shape }

    /// How many layers are drawn: the shortest parameter array.
    public var layerCount: Int { min(lineWidths.count, blurs.count, animationDurations.count) }

    /// The palette at random locations for an update tick, sorted by location (stable).
    public func randomStops(tick: Int) -> [GradientStop] {
        IntelligenceGlow.randomStops(palette: palette, seed: seed, tick: tick)
    }

    /// `palette` at random locations for an update tick, sorted by location (stable): the
    /// seed's `Double.random(in: 0...1)` per colour, drawn by counter from (seed, tick, colour).
    public static func randomStops(palette: [RGBA], seed: UInt64, tick: Int) -> [GradientStop] {
        let stops = palette.enumerated().map { j, color in
            GradientStop(
                color: color,
                location: CounterRandom.unit(seed: seed, counter: UInt64(bitPattern: Int64(tick)), stream: UInt64(j)))
        }
        return GradientStop.sorted(stops)
    }

    /// The stops as `@State`: `randomStops(tick: 0)`, then `randomStops(tick: k + 1)` at
    /// t = k x updateInterval, as the seed's task sets them and sleeps.
    public var stopsTimeline: StateTimeline<[GradientStop]> {
        StateTimeline(randomStops(tick: 0)).every(updateInterval, with: .easeInOut(0)) { randomStops(tick: $0 + 1) }
    }

    /// Layer `i`'s stops at time t: the stops seen through its easeInOut (none with reduced motion).
    public func stops(layer i: Int, at t: Double) -> [GradientStop] {
        stopsTimeline.value(at: t, animation: .easeInOut(reduceMotion ? 0 : animationDurations[i]))
    }

    /// The layers at time t, back to front.
    public func items(at t: Double) -> [LayerItem] {
        (0..<layerCount).map { i in
            let draw = Draw(
                shape: shape, operation: .strokeBorder, style: StrokeStyle(lineWidth: lineWidths[i]),
                paint: .angular(stops: stops(layer: i, at: t), center: Point(0.5, 0.5), startAngle: 0, endAngle: 360))
            return blurs[i] > 0 ? .layer(Layer(items: [.draw(draw)], blur: blurs[i])) : .draw(draw)
        }
    }
}
