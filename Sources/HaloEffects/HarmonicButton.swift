import HaloCore

/// Seed 003's button: the harmonic shader in a capsule with a 1-point `spatialWrap` border,
/// reacting to presses.
///
/// A press timeline (press and release times) drives, with `spring(duration: 0.3)` retargeted
/// from wherever each value is: amplitude 0.5 -> 2, speed 1 -> 2, scale 1 -> 0.95. The shader
/// clock advances at `speed` seconds per second: clock(t) is the integral of speed from 0 to t,
/// computed by quadrature over the spring pieces (to ~1e-12 s), so a frame needs no history.
/// The press coefficient switches at once, as in the seed.
public struct HarmonicButton: Equatable, Sendable {
    /// One press: down at `down`, released at `up` (nil: held).
    public struct Press: Equatable, Sendable {
        /// When the button goes down (seconds).
        public var down: Double
        /// When it is released, or nil while it stays held.
        public var up: Double?
        /// A press from `down` to `up` (nil: held).
        public init(down: Double, up: Double? = nil) {
            self.down = down
            self.up = up
        }
    }

    /// The capsule, in points.
    public var frame: Rect
    /// How many strings the shader draws.
    public var waves = 6.0
    /// The shader's colours: the seed's table or its cosine palette.
    public var palette: HarmonicPaint.Palette = .table
    /// The presses, in time order, not overlapping.
    public var presses: [Press] = []

    /// `withAnimation(.spring(duration: 0.3))` of the seed.
    public static let spring = Animation(curve: .spring(duration: 0.3, bounce: 0), duration: 0.3)

    /// A button in `frame` pressed at `presses`.
    public init(frame: Rect = Rect(x: 0, y: 0, width: 240, height: 70), presses: [Press] = []) {
        self.frame = frame
        self.presses = presses
    }

    /// Whether the button is held at time t.
    public func isPressed(at t: Double) -> Bool {
        presses.contains { t >= $0.down && t < ($0.up ?? .infinity) }
    }

    /// The press and release moments in time order, with the state after each.
    var changes: [(time: Double, pressed: Bool)] {
        presses.flatMap { p in [(p.down, true)] + (p.up.map { [($0, false)] } ?? []) }.sorted { $0.time < $1.time }
    }

    /// A value moving between its idle and pressed states: `@State` changed by
    /// `withAnimation(animation)` (the seed's `.spring(duration: 0.3)`) at every press and release.
    public func timeline<Value: Interpolatable>(
        idle: Value, pressed: Value, animation: Animation? = HarmonicButton.spring
    ) -> StateTimeline<Value> {
        changes.reduce(StateTimeline(idle)) {
            $0.animate(to: $1.pressed ? pressed : idle, with: animation, at: $1.time)
        }
    }

    /// The shader's amplitude at t: 0.5 idle, springing to 2 while pressed.
    public func amplitude(at t: Double) -> Double { timeline(idle: 0.5, pressed: 2).value(at: t) }
    /// The shader clock's speed at t: 1 idle, springing to 2 while pressed.
    public func speed(at t: Double) -> Double { timeline(idle: 1, pressed: 2).value(at: t) }
    /// The button's scale at t: 1 idle, springing to 0.95 while pressed.
    public func scale(at t: Double) -> Double { timeline(idle: 1, pressed: 0.95).value(at: t) }

    /// The shader clock at time t: the integral of speed from 0 to t.
    public func clock(at t: Double) -> Double { timeline(idle: 1, pressed: 2).integral(to: t) }

    /// `spatialWrap`'s border gradient: white 0.4 / 0 / 0 / 0.1 at 0 / 0.4 / 0.6 / 1,
    /// from (0.16, -0.4) to (0.2, 1.5).
    public static let wrapPaint = Paint.linear(
        stops: [
            GradientStop(color: RGBA(1, 1, 1, 0.4), location: 0), GradientStop(color: RGBA(1, 1, 1, 0), location: 0.4),
            GradientStop(color: RGBA(1, 1, 1, 0), location: 0.6), GradientStop(color: RGBA(1, 1, 1, 0.1), location: 1),
        ], start: Point(0.16, -0.4), end: Point(0.2, 1.5))

    /// The button at time t: the shader in its capsule, scaled, with its border.
    ///
    /// The shader is the article's Metal source (`Shaders/metal/harmonicColorEffect.metal`, or
    /// its cosine variant) run as a colour effect on a rectangle filling the frame, as the
    /// seed's `Rectangle().colorEffect(...)`.
    public func items(at t: Double) -> [LayerItem] {
        let capsule = Shape(kind: .capsule, frame: frame)
        let s = scale(at: t), c = frame.center
        // scaleEffect about the button's centre: p' = s p + c (1 - s), the layer's anchor at the origin.
        let transform = DrawTransform(translate: Point(c.x * (1 - s), c.y * (1 - s)), scale: s, anchor: .zero)
        var strings = Layer(items: [.draw(Draw(shape: Shape(kind: .rect, frame: frame), paint: .solid(.black)))])
        if let entry = HarmonicPaint.shaders[palette] {
            let shader = HarmonicPaint(
                waves: waves, time: clock(at: t), amplitude: amplitude(at: t), press: isPressed(at: t) ? 1 : 0)
            strings.shaderEffect = ShaderEffect(entry: entry, arguments: shader.arguments, bounds: frame)
        }
        return [
            .layer(
                Layer(
                    items: [
                        .layer(strings),
                        .draw(
                            Draw(
                                shape: capsule, operation: .strokeBorder, style: StrokeStyle(lineWidth: 1),
                                paint: HarmonicButton.wrapPaint)),
                    ], clip: capsule, transform: transform))
        ]
    }

}
