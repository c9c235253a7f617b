import Foundation
import HaloUI
import Testing

/// `Spring.value` and `velocity` against the damped oscillator integrated step by step here
/// (mass 1, stiffness (2 pi / duration)^2, damping 2 x ratio x sqrt(stiffness), the ratio
/// 1 - bounce: Apple's `Spring` overview), not the closed form the code uses.
struct SpringValueTests {
    /// x(t), v(t) of x'' = -k (x - target) - c x' from x = 0, v = v0: fourth-order Runge-Kutta.
    static func integrate(_ spring: Spring, target: Double, v0: Double, to time: Double) -> (Double, Double) {
        let k = pow(2 * Double.pi / spring.duration, 2)
        let ratio = spring.bounce >= 0 ? 1 - spring.bounce : 1 / (1 + spring.bounce)
        let c = 2 * ratio * k.squareRoot()
        func f(_ x: Double, _ v: Double) -> (Double, Double) { (v, -k * (x - target) - c * v) }
        var (x, v) = (0.0, v0)
        let steps = 20_000
        let h = time / Double(steps)
        for _ in 0..<steps {
            let a = f(x, v)
            let b = f(x + h / 2 * a.0, v + h / 2 * a.1)
            let d = f(x + h / 2 * b.0, v + h / 2 * b.1)
            let e = f(x + h * d.0, v + h * d.1)
            x += h / 6 * (a.0 + 2 * b.0 + 2 * d.0 + e.0)
            v += h / 6 * (a.1 + 2 * b.1 + 2 * d.1 + e.1)
        }
        return (x, v)
    }

    @Test(arguments: [(0.5, 0.3), (0.4, 0.0), (0.8, -0.4)])
    func valueAndVelocityFollowTheOscillator(_ shape: (Double, Double)) {
        let spring = Spring(duration: shape.0, bounce: shape.1)
        for t in [0.05, 0.2, 0.45] {
            let (x, v) = Self.integrate(spring, target: 2, v0: 3, to: t)
            #expect(abs(spring.value(target: 2.0, initialVelocity: 3, time: t) - x) < 1e-6, "\(shape) t \(t)")
            #expect(abs(spring.velocity(target: 2.0, initialVelocity: 3, time: t) - v) < 1e-3, "\(shape) t \(t)")
        }
    }

    @Test func fromValueToValueMovesBetweenThem() {
        // The TextTransition corpus file: a glyph rising from -descent to 0.
        let spring = Spring.snappy(duration: 0.35, extraBounce: 0.4)
        let descent: CGFloat = 4
        #expect(spring.value(fromValue: -descent, toValue: 0, initialVelocity: 0, time: 0) == -descent)
        let (x, _) = Self.integrate(spring, target: 4, v0: 0, to: 0.1)
        #expect(
            abs(Double(spring.value(fromValue: -descent, toValue: 0, initialVelocity: 0, time: 0.1)) - (x - 4)) < 1e-6)
        #expect(abs(spring.value(fromValue: -descent, toValue: 0, initialVelocity: 0, time: 20)) < 1e-6)
        // Settled: within epsilon of the target from then on, not before.
        let settle = spring.settlingDuration(target: 1.0, epsilon: 0.001)
        #expect(abs(Self.integrate(spring, target: 1, v0: 0, to: settle).0 - 1) <= 0.001)
        let before = stride(from: settle - 0.05, to: settle - 0.005, by: 0.001).map {
            abs(spring.value(target: 1.0, time: $0) - 1)
        }
        #expect(before.max()! > 0.001)
    }

    @Test func physicalParametersConvertBothWays() {
        // Apple's overview: duration 0.5, bounce 0.3 is mass 1, stiffness 157.9, damping 17.6.
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(abs(spring.stiffness - 157.9) < 0.05 && abs(spring.damping - 17.6) < 0.05 && spring.mass == 1)
        // And mass 1, stiffness 100, damping 10 is duration 0.63, bounce 0.5.
        let back = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(abs(back.duration - 0.63) < 0.005 && abs(back.bounce - 0.5) < 1e-9)
    }
}

/// `Animation.interpolatingSpring(_:)` and `.spring(_:)` of a `Spring` (iOS 17) move as that
/// spring: duration 1 and bounce 0.3 (`Spring.bouncy`'s), integrated step by step.
struct SpringAnimationTests {
    @Test func anInterpolatingSpringOfABouncySpringFollowsItsOscillator() {
        let animations: [Animation] = [
            .interpolatingSpring(.bouncy(duration: 1, extraBounce: 0)),
            .spring(.bouncy(duration: 1)),
            .interpolatingSpring(duration: 1, bounce: 0.3),
        ]
        for animation in animations {
            for t in [0.1, 0.3, 0.6] {
                let (x, _) = SpringValueTests.integrate(Spring(duration: 1, bounce: 0.3), target: 1, v0: 0, to: t)
                #expect(abs(animation.value(from: 0.0, to: 1.0, at: t) - x) < 1e-3, "t \(t)")
            }
        }
    }
}
