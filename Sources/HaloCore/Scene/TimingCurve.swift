import Foundation

/// An animation's timing curve: a cubic Bezier from (0, 0) to (1, 1) with two control points,
/// as Core Animation's `CAMediaTimingFunction`. SwiftUI's curves: easeInOut (0.42, 0, 0.58, 1),
/// easeIn (0.42, 0, 1, 1), easeOut (0, 0, 0.58, 1), linear.
public struct TimingCurve: Equatable, Sendable {
    /// The first control point.
    public var c1: Point
    /// The second control point.
    public var c2: Point

    /// The curve with control points (x1, y1) and (x2, y2), as CSS's cubic-bezier.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        c1 = Point(x1, y1)
        c2 = Point(x2, y2)
    }

    /// Constant speed.
    public static let linear = TimingCurve(0, 0, 1, 1)
    /// SwiftUI's easeIn: (0.42, 0, 1, 1).
    public static let easeIn = TimingCurve(0.42, 0, 1, 1)
    /// SwiftUI's easeOut: (0, 0, 0.58, 1).
    public static let easeOut = TimingCurve(0, 0, 0.58, 1)
    /// SwiftUI's easeInOut: (0.42, 0, 0.58, 1).
    public static let easeInOut = TimingCurve(0.42, 0, 0.58, 1)

    /// The progress at time fraction `x` (clamped to 0...1): y(s) where x(s) = x.
    ///
    /// Solves x(s) = x by Newton's method from s = x, falling back to bisection, to 1e-12.
    public func value(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        if self == .linear { return x }
        func bez(_ s: Double, _ a: Double, _ b: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * a + 3 * u * s * s * b + s * s * s
        }
        func dbez(_ s: Double, _ a: Double, _ b: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * a + 6 * u * s * (b - a) + 3 * s * s * (1 - b)
        }
        var s = x
        for _ in 0..<8 {
            let err = bez(s, c1.x, c2.x) - x
            if abs(err) < 1e-12 { return bez(s, c1.y, c2.y) }
            let d = dbez(s, c1.x, c2.x)
            if abs(d) < 1e-9 { break }
            s -= err / d
        }
        var lo = 0.0, hi = 1.0
        s = x
        for _ in 0..<64 {
            let v = bez(s, c1.x, c2.x)
            if abs(v - x) < 1e-12 { break }
            if v < x { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return bez(s, c1.y, c2.y)
    }
}

/// A value that can be animated: interpolation from one value to another.
public protocol Interpolatable {
    /// The value a fraction `f` of the way from `self` to `other` (f may leave 0...1).
    func interpolated(to other: Self, _ f: Double) -> Self
}

extension Double: Interpolatable {
    /// Linear interpolation.
    public func interpolated(to other: Double, _ f: Double) -> Double { self + (other - self) * f }
}

extension RGBA: Interpolatable {
    /// Component-wise, straight alpha, in gamma-encoded sRGB (as gradients interpolate); each
    /// component kept in 0...1, as a colour can hold no more, where a curve overshoots (a
    /// spring's bounce, a timing curve past 1).
    public func interpolated(to o: RGBA, _ f: Double) -> RGBA {
        func mix(_ x: Double, _ y: Double) -> Double { min(max(x + (y - x) * f, 0), 1) }
        return RGBA(mix(r, o.r), mix(g, o.g), mix(b, o.b), mix(a, o.a))
    }
}

extension GradientStop: Interpolatable {
    /// Colour and location, each interpolated.
    public func interpolated(to o: GradientStop, _ f: Double) -> GradientStop {
        GradientStop(color: color.interpolated(to: o.color, f), location: location.interpolated(to: o.location, f))
    }
}

extension Array: Interpolatable where Element: Interpolatable {
    /// Pairwise when the counts match; otherwise the target, at once.
    public func interpolated(to o: [Element], _ f: Double) -> [Element] {
        guard count == o.count else { return f <= 0 ? self : o }
        return zip(self, o).map { $0.interpolated(to: $1, f) }
    }
}

/// A value retargeted at moments in time, each change animated from wherever the value is
/// (still moving) to the new target: v(t) = v_prev(t) + f_new(t - t_new) x (target - v_prev(t)),
/// docs/semantics.md's retarget rule. Frame t needs no history beyond the changes themselves.
public struct RetargetedValue<Value: Interpolatable> {
    /// One change: at `time`, animate towards `target` with `animation` (duration 0: at once).
    public struct Change {
        /// When the change starts, seconds.
        public var time: Double
        /// The value it animates to.
        public var target: Value
        /// How it gets there.
        public var animation: Animation

        /// A change at `time` towards `target` with `animation`.
        public init(time: Double, target: Value, animation: Animation) {
            self.time = time
            self.target = target
            self.animation = animation
        }

        /// A change with a timing curve over a duration.
        public init(time: Double, target: Value, duration: Double, curve: TimingCurve) {
            self.init(time: time, target: target, animation: Animation(curve: .timing(curve), duration: duration))
        }

        /// The progress of this change at time t (0 before it; springs may overshoot 1).
        public func progress(at t: Double) -> Double {
            guard t >= time else { return 0 }
            return animation.progress(at: t - time)
        }

        /// Whether the change has reached its target for good at time t (a spring never does
        /// exactly, so it is never skipped).
        func isComplete(at t: Double) -> Bool {
            if case .spring = animation.curve { return false }
            return t >= time && progress(at: t) >= 1 && animation.repeats == .once
        }
    }

    /// The value before the first change.
    public var initial: Value
    /// Changes in time order.
    public var changes: [Change]

    /// A value starting at `initial`, retargeted by `changes` (in time order).
    public init(initial: Value, changes: [Change]) {
        self.initial = initial
        self.changes = changes
    }

    /// The value at time t.
    public func value(at t: Double) -> Value {
        // Start from the last change already complete at t: everything before it is forgotten.
        var start = 0
        var v = initial
        for (i, c) in changes.enumerated() where c.isComplete(at: t) {
            start = i + 1
            v = c.target
        }
        for c in changes[start...] where c.time <= t {
            v = v.interpolated(to: c.target, c.progress(at: t))
        }
        return v
    }
}

extension RetargetedValue.Change: Sendable where Value: Sendable {}

extension CGFloat: Interpolatable {
    /// Linear interpolation, as `Double`'s (SwiftUI code's `CGFloat` state animates).
    public func interpolated(to other: CGFloat, _ f: Double) -> CGFloat { self + (other - self) * CGFloat(f) }
}

extension CGPoint: Interpolatable {
    /// Component-wise (SwiftUI animates a `CGPoint` as its x and y).
    public func interpolated(to other: CGPoint, _ f: Double) -> CGPoint {
        CGPoint(x: x.interpolated(to: other.x, f), y: y.interpolated(to: other.y, f))
    }
}

extension CGSize: Interpolatable {
    /// Component-wise (width and height).
    public func interpolated(to other: CGSize, _ f: Double) -> CGSize {
        CGSize(width: width.interpolated(to: other.width, f), height: height.interpolated(to: other.height, f))
    }
}

extension CGRect: Interpolatable {
    /// Its origin and size, each component-wise.
    public func interpolated(to other: CGRect, _ f: Double) -> CGRect {
        CGRect(origin: origin.interpolated(to: other.origin, f), size: size.interpolated(to: other.size, f))
    }
}
