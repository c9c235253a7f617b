import HaloCore

/// A track's keyframes as a function of time (docs/semantics.md, "Keyframes"): linear segments
/// along their unit curve; cubic segments as Hermite curves whose velocities are given, or
/// between two cubic keyframes the Catmull-Rom tangent (next value - previous value over the
/// time between them), or beside another kind that kind's velocity there, or at rest at the
/// track's ends; spring segments as the damped oscillator from the segment's start, with its
/// start velocity given or the previous segment's end velocity, the next segment starting where
/// and how fast the spring is when its duration ends; move keyframes at once. All arithmetic is
/// by interpolation (base + c (a - b)), so any `Interpolatable` value works; a velocity given
/// as a value needs a zero, which `AdditiveArithmetic` values have (others ignore it).
struct KeyframeCurve<Value: Interpolatable> {
    let start: Value
    let segments: [KeyframeSegment<Value>]

    /// A velocity: (to - from) x scale, per second.
    struct Velocity {
        var from: Value
        var to: Value
        var scale: Double

        /// No motion.
        static func rest(_ v: Value) -> Velocity { Velocity(from: v, to: v, scale: 0) }
    }

    /// `base` moved by `v` over `seconds`.
    static func moved(_ base: Value, by v: Velocity, over seconds: Double) -> Value {
        let c = v.scale * seconds
        return c == 0 ? base : AttributeAnimations<Value>.shifted(base, c, v.to, minus: v.from)
    }

    /// A velocity given as a value (from zero), where the type has a zero.
    static func given(_ v: Value?) -> Velocity? {
        guard let v, let zero = (Value.self as? any AdditiveArithmetic.Type)?.zero as? Value else { return nil }
        return Velocity(from: zero, to: v, scale: 1)
    }

    /// The value `t` seconds after the track began.
    func value(at t: Double) -> Value {
        var from = start, previous = start
        var arriving = Velocity.rest(start)
        var elapsed = 0.0
        for (i, s) in segments.enumerated() {
            let end = elapsed + s.duration
            let inside = t < end
            let u = inside ? max(t - elapsed, 0) : s.duration
            let (value, velocity) = evaluate(i, from: from, previous: previous, arriving: arriving, at: u)
            if inside { return value }
            (previous, from, arriving, elapsed) = (from, value, velocity, end)
        }
        return from
    }

    /// Segment `i`'s value `u` seconds in, and its velocity there, from `from`, the previous
    /// segment having started at `previous` and ended with velocity `arriving`.
    private func evaluate(
        _ i: Int, from p: Value, previous: Value, arriving: Velocity, at u: Double
    ) -> (Value, Velocity) {
        let s = segments[i], d = s.duration
        switch s.kind {
        case .move:
            return (s.to, .rest(s.to))
        case .linear(let curve):
            guard d > 0 else { return (s.to, .rest(s.to)) }
            let x = u / d
            return (
                p.interpolated(to: s.to, curve.value(at: x)), Velocity(from: p, to: s.to, scale: curve.slope(at: x) / d)
            )
        case .cubic(let given0, let given1):
            guard d > 0 else { return (s.to, .rest(s.to)) }
            let v0 = Self.given(given0) ?? startVelocity(i, from: p, previous: previous, arriving: arriving)
            let v1 = Self.given(given1) ?? endVelocity(i, from: p)
            let x = u / d, x2 = x * x, x3 = x2 * x
            let h01 = -2 * x3 + 3 * x2, h10 = x3 - 2 * x2 + x, h11 = x3 - x2
            var value = p.interpolated(to: s.to, h01)
            value = Self.moved(value, by: v0, over: d * h10)
            value = Self.moved(value, by: v1, over: d * h11)
            // The velocity at x: the derivative of the Hermite basis over d.
            let d01 = (-6 * x2 + 6 * x) / d, d10 = 3 * x2 - 4 * x + 1, d11 = 3 * x2 - 2 * x
            return (value, combined(Velocity(from: p, to: s.to, scale: d01), v0, d10, v1, d11, at: value))
        case .spring(let spring, let given0):
            let v0 = Self.given(given0) ?? arriving
            let value = springValue(spring, from: p, to: s.to, v0: v0, at: u)
            let h = 1e-4
            let before = springValue(spring, from: p, to: s.to, v0: v0, at: max(u - h, 0))
            return (value, Velocity(from: before, to: value, scale: u > 0 ? 1 / min(h, u) : 0))
        }
    }

    /// The spring from `p` towards `q` with start velocity `v0`, `u` seconds in.
    private func springValue(_ spring: Spring, from p: Value, to q: Value, v0: Velocity, at u: Double) -> Value {
        let (g, h) = AttributeAnimations<Value>.springWeights(spring.animation, at: u)
        return Self.moved(AttributeAnimations<Value>.shifted(q, g, p, minus: q), by: v0, over: h)
    }

    /// The velocity a cubic segment starts with: between two cubics, the Catmull-Rom tangent
    /// (its end value - the previous segment's start, `previous`, over both durations); after
    /// another kind, the velocity that one ended with; at the track's start, at rest.
    private func startVelocity(_ i: Int, from p: Value, previous: Value, arriving: Velocity) -> Velocity {
        guard i > 0 else { return .rest(p) }
        guard case .cubic = segments[i - 1].kind else { return arriving }
        let span = segments[i - 1].duration + segments[i].duration
        return span > 0 ? Velocity(from: previous, to: segments[i].to, scale: 1 / span) : .rest(p)
    }

    /// The velocity a cubic segment ends with: before another cubic, the Catmull-Rom tangent
    /// (the next value - this segment's start over both durations); before a linear segment,
    /// that one's start velocity; at the track's end or before a spring or a move, at rest.
    private func endVelocity(_ i: Int, from p: Value) -> Velocity {
        let q = segments[i].to
        guard i + 1 < segments.count else { return .rest(q) }
        let next = segments[i + 1]
        switch next.kind {
        case .cubic:
            let span = segments[i].duration + next.duration
            return span > 0 ? Velocity(from: p, to: next.to, scale: 1 / span) : .rest(q)
        case .linear(let curve):
            return next.duration > 0
                ? Velocity(from: q, to: next.to, scale: curve.slope(at: 0) / next.duration) : .rest(q)
        case .spring, .move:
            return .rest(q)
        }
    }

    /// The velocity a x va + b x vb + c x vc, expressed from `at` (numerically: the three
    /// moved over a small time).
    private func combined(_ a: Velocity, _ vb: Velocity, _ b: Double, _ vc: Velocity, _ c: Double, at x: Value)
        -> Velocity
    {
        let h = 1e-4
        var moved = Self.moved(x, by: a, over: h)
        moved = Self.moved(moved, by: vb, over: b * h)
        moved = Self.moved(moved, by: vc, over: c * h)
        return Velocity(from: x, to: moved, scale: 1 / h)
    }
}
