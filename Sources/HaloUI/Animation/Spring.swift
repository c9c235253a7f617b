import Foundation
import HaloCore
import HaloMath

/// A spring, as SwiftUI's `Spring`: the shape a `SpringKeyframe` (or a spring animation) moves
/// in, by its perceptual duration and bounce (mass 1, stiffness (2 pi / duration)^2, damping
/// fraction 1 - bounce: docs/semantics.md, "Animation").
public struct Spring: Hashable, Sendable {
    /// The perceptual duration, seconds.
    public var duration: Double
    /// How much it overshoots: 0 none, up to 1.
    public var bounce: Double

    /// A spring of `duration` and `bounce`.
    public init(duration: Double = 0.5, bounce: Double = 0) {
        self.duration = duration > 0 && duration.isFinite ? duration : 0.5
        self.bounce = min(max(bounce.isFinite ? bounce : 0, -1), 1)
    }

    /// A spring of `response` (its period) and damping ratio, as SwiftUI's
    /// `Spring(response:dampingRatio:)`.
    public init(response: Double, dampingRatio: Double) {
        self.init(duration: response, bounce: 1 - dampingRatio)
    }

    /// A spring of `dampingRatio` that settles in `settlingDuration` seconds, as SwiftUI's
    /// `Spring(settlingDuration:dampingRatio:epsilon:)`: settled when its envelope falls to
    /// `epsilon` of its start, as `settlingDuration` reads it, so the angular frequency is
    /// w = -ln(epsilon) / (settlingDuration x r), r the envelope's rate per w (the ratio z
    /// up to 1; z - sqrt(z^2 - 1) = 1 / (z + sqrt(z^2 - 1)) above), and the duration 2 pi / w.
    /// An epsilon outside (0, 1) is taken as 0.001, a ratio not above 0 as 0.001 and a settling time not above 0 as 1
    /// second (docs/semantics.md, "Spring from a settling duration").
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        let e = epsilon > 0 && epsilon < 1 ? epsilon : 0.001
        let z = dampingRatio > 0 && dampingRatio.isFinite ? dampingRatio : 0.001
        let t = settlingDuration > 0 && settlingDuration.isFinite ? settlingDuration : 1
        let rate = z <= 1 ? z : 1 / (z + (z * z - 1).squareRoot())
        let w = -PortableMath.log(e) / (t * rate)
        self.init(duration: 2 * Double.pi / w, bounce: z <= 1 ? 1 - z : 1 / z - 1)
    }

    /// A smooth spring: no bounce.
    public static let smooth = Spring(duration: 0.5, bounce: 0)
    /// A snappy spring: a little bounce.
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    /// A bouncy spring.
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)

    /// A smooth spring of `duration`, its bounce (0) raised by `extraBounce`, as SwiftUI's
    /// `Spring.smooth(duration:extraBounce:)`.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }

    /// A snappy spring of `duration`, its bounce (0.15) raised by `extraBounce`.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A bouncy spring of `duration`, its bounce (0.3) raised by `extraBounce`.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// The time until it is considered at rest: until its envelope e^(-z w t) falls under 0.001
    /// of its start (Apple's "estimated duration required for the spring system to be
    /// considered at rest" gives no threshold: ours).
    public var settlingDuration: Double {
        let w = 2 * Double.pi / duration
        let z = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        let rate = z >= 1 ? w * (z - (z * z - 1).squareRoot()) : z * w
        return rate > 0 ? PortableMath.log(1000) / rate : 10 * duration
    }

    /// The spring of `mass`, `stiffness` and `damping`, as SwiftUI's
    /// `Spring(mass:stiffness:damping:allowOverDamping:)` (its period 2 pi sqrt(m / k); an
    /// overdamped one is kept only where `allowOverDamping`, else critically damped).
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let m = mass > 0 && mass.isFinite ? mass : 1
        let k = stiffness > 0 && stiffness.isFinite ? stiffness : 100
        let zeta = max(damping.isFinite ? damping : 0, 0) / (2 * (k * m).squareRoot())
        let z = allowOverDamping ? zeta : min(zeta, 1)
        self.init(duration: 2 * Double.pi * (m / k).squareRoot(), bounce: z <= 1 ? 1 - z : 1 / z - 1)
    }

    /// The mass (Halo's springs have mass 1).
    public var mass: Double { 1 }
    /// The stiffness, (2 pi / duration)^2 for mass 1.
    public var stiffness: Double { PortableMath.pow(2 * Double.pi / duration, 2) }
    /// The damping ratio: 1 - bounce, or 1 / (1 + bounce) for a negative bounce.
    public var dampingRatio: Double { bounce >= 0 ? 1 - bounce : 1 / (1 + bounce) }
    /// The damping coefficient, 2 x ratio x sqrt(stiffness x mass).
    public var damping: Double { 2 * dampingRatio * (stiffness * mass).squareRoot() }
    /// The period of the undamped spring (its duration).
    public var response: Double { duration }

    /// The weights (g, h) of the start offset and the start velocity at `time`: the value is
    /// target + g (start - target) + h v0 (the damped oscillator the spring animations use).
    private func weights(_ time: Double) -> (g: Double, h: Double) {
        guard time.isFinite else { return (0, 0) }
        return AttributeAnimations<Double>.springWeights(animation, at: time)
    }

    /// The value at `time` seconds of a spring that moves from 0 by `target`, starting at
    /// `initialVelocity`.
    public func value<V: BinaryFloatingPoint>(target: V, initialVelocity: V = 0, time: TimeInterval) -> V {
        let (g, h) = weights(time)
        return V(Double(target) - g * Double(target) + h * Double(initialVelocity))
    }

    /// The value at `time` seconds of a spring from `fromValue` to `toValue`, starting at
    /// `initialVelocity`.
    public func value<V: BinaryFloatingPoint>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        fromValue + value(target: toValue - fromValue, initialVelocity: initialVelocity, time: time)
    }

    /// The velocity at `time` of a spring that moves from 0 by `target` (the value's rate of
    /// change, by a central difference over a microsecond).
    public func velocity<V: BinaryFloatingPoint>(target: V, initialVelocity: V = 0, time: TimeInterval) -> V {
        let e = 1e-6
        let t = max(time, e)
        let a = Double(value(target: target, initialVelocity: initialVelocity, time: t - e))
        let b = Double(value(target: target, initialVelocity: initialVelocity, time: t + e))
        return V((b - a) / (2 * e))
    }

    /// The velocity at `time` of a spring from `fromValue` to `toValue`.
    public func velocity<V: BinaryFloatingPoint>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V
    {
        velocity(target: toValue - fromValue, initialVelocity: initialVelocity, time: time)
    }

    /// The time after which the spring moving by `target` stays within `epsilon` of it (looked
    /// for in steps of a hundredth of its duration, up to a hundred durations).
    public func settlingDuration<V: BinaryFloatingPoint>(
        target: V, initialVelocity: V = 0, epsilon: Double
    ) -> TimeInterval {
        let step = duration / 100
        var last = 0.0
        for i in 0...10_000 {
            let t = Double(i) * step
            if abs(Double(value(target: target, initialVelocity: initialVelocity, time: t) - target)) > epsilon {
                last = t + step
            }
        }
        return last
    }

    /// The time until the spring from `fromValue` settles within `epsilon` of `toValue`.
    public func settlingDuration<V: BinaryFloatingPoint>(
        fromValue: V, toValue: V, initialVelocity: V, epsilon: Double
    ) -> TimeInterval {
        settlingDuration(target: toValue - fromValue, initialVelocity: initialVelocity, epsilon: epsilon)
    }

    /// As an animation, for the oscillator's closed form.
    var animation: Animation { Animation(curve: .spring(duration: duration, bounce: bounce), duration: duration) }
}
