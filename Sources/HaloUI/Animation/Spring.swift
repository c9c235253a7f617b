import Foundation
import HaloCore

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
        return rate > 0 ? log(1000) / rate : 10 * duration
    }

    /// As an animation, for the oscillator's closed form.
    var animation: Animation { Animation(curve: .spring(duration: duration, bounce: bounce), duration: duration) }
}
