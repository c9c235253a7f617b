import Foundation
import HaloMath

/// How an animation's progress moves with time: a timing curve over a duration, or a spring.
public enum AnimationCurve: Equatable, Sendable {
    /// A cubic-Bezier timing curve over the animation's duration.
    case timing(TimingCurve)
    /// SwiftUI's `spring(duration:bounce:)`: mass 1, stiffness (2 pi / duration)^2, damping
    /// fraction 1 - bounce (bounce >= 0) or 1 / (1 + bounce) (bounce < 0).
    case spring(duration: Double, bounce: Double)

    /// SwiftUI's `spring(response:dampingFraction:)` (defaults 0.5 and 0.825): the response is
    /// the spring's period, so it maps to `spring(duration: response)` with that damping.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825) -> AnimationCurve {
        .spring(duration: response, bounce: 1 - dampingFraction)
    }

    /// The damping fraction z of a spring curve.
    static func dampingFraction(bounce b: Double) -> Double { b >= 0 ? 1 - b : 1 / (1 + b) }

    /// The spring's closed form, x(t) from 0 towards 1 (docs/semantics.md, "Animation"):
    /// x = 1 - e^(-z w t) [cos(wd t) + (z w / wd) sin(wd t)], w = 2 pi / d, wd = w sqrt(1 - z^2);
    /// critically damped (z = 1): 1 - e^(-w t)(1 + w t); overdamped uses the hyperbolic form.
    public static func springValue(at t: Double, duration d: Double, bounce b: Double) -> Double {
        guard t > 0 else { return 0 }
        let w = 2 * Double.pi / d
        let z = dampingFraction(bounce: b)
        if abs(z - 1) < 1e-9 { return 1 - PortableMath.exp(-w * t) * (1 + w * t) }
        if z < 1 {
            let wd = w * (1 - z * z).squareRoot()
            return 1 - PortableMath.exp(-z * w * t)
                * (PortableMath.cos(wd * t) + (z * w / wd) * PortableMath.sin(wd * t))
        }
        let wd = w * (z * z - 1).squareRoot()
        return 1 - PortableMath.exp(-z * w * t) * (PortableMath.cosh(wd * t) + (z * w / wd) * PortableMath.sinh(wd * t))
    }
}

/// How many times an animation runs.
public enum RepeatMode: Equatable, Sendable {
    /// Once (one pass).
    case once
    /// `count` passes; with autoreverses, odd passes run forward and even ones back.
    case count(Int)
    case forever
}

/// A SwiftUI-style animation of a value from one state to another: curve, duration, delay,
/// speed and repeats. `progress(at:)` maps time since the animation began to 0...1 (springs
/// may overshoot).
///
/// Semantics: `delay` holds the start until it passes; `speed` scales time after the delay;
/// each pass, forward or back, lasts one duration; after the last pass the value is the target
/// (SwiftUI shows the model value when an animation ends, even after an even number of
/// autoreversing passes).
public struct Animation: Equatable, Sendable {
    /// The timing curve or spring.
    public var curve: AnimationCurve
    /// Seconds per pass (for a spring, its `duration`).
    public var duration: Double
    /// Seconds before it starts.
    public var delay: Double
    /// How many times faster than real time it runs.
    public var speed: Double
    /// Once, a number of passes, or forever.
    public var repeats: RepeatMode
    /// Whether every other pass runs backwards.
    public var autoreverses: Bool

    /// An animation of `curve` over `duration` seconds.
    public init(
        curve: AnimationCurve = .timing(.easeInOut), duration: Double = 0.35, delay: Double = 0,
        speed: Double = 1, repeats: RepeatMode = .once, autoreverses: Bool = false
    ) {
        self.curve = curve
        self.duration = duration
        self.delay = delay
        self.speed = speed
        self.repeats = repeats
        self.autoreverses = autoreverses
    }

    /// `.linear(duration:)`.
    public static func linear(_ duration: Double) -> Animation {
        Animation(curve: .timing(.linear), duration: duration)
    }
    /// `.easeInOut(duration:)`.
    public static func easeInOut(_ duration: Double) -> Animation {
        Animation(curve: .timing(.easeInOut), duration: duration)
    }

    /// The same animation repeated forever.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var a = self
        a.repeats = .forever
        a.autoreverses = autoreverses
        return a
    }

    /// The same animation after a delay.
    public func delayed(_ d: Double) -> Animation {
        var a = self
        a.delay += d
        return a
    }

    /// The progress of one pass at time `u` into it (0...duration).
    func passProgress(_ u: Double) -> Double {
        switch curve {
        case .timing(let c): return duration > 0 ? c.value(at: u / duration) : 1
        case let .spring(d, b): return AnimationCurve.springValue(at: u, duration: d, bounce: b)
        }
    }

    /// The progress at time t after the animation began (before it: 0).
    public func progress(at t: Double) -> Double {
        let local = (t - delay) * speed
        if duration <= 0 { return local >= 0 ? 1 : 0 }
        guard local > 0 else { return 0 }
        let passes: Double
        switch repeats {
        case .once: passes = 1
        case .count(let n): passes = Double(max(n, 1))
        case .forever: passes = .infinity
        }
        if case .spring = curve, repeats == .once { return passProgress(local) }
        let k = (local / duration).rounded(.down)
        if k >= passes { return 1 }
        let within = local - k * duration
        let backwards = autoreverses && k.truncatingRemainder(dividingBy: 2) == 1
        return backwards ? passProgress(duration - within) : passProgress(within)
    }

    /// The value at time t of an animation from `from` to `to` that began at 0.
    public func value<V: Interpolatable>(from: V, to: V, at t: Double) -> V {
        from.interpolated(to: to, progress(at: t))
    }
}
