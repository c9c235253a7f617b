import HaloCore

/// SwiftUI's `Animation`, as HaloCore's: a curve over a duration, delayed, sped up, repeated.
/// `value(from:to:at:)` is what `withAnimation` would show at a time.
public typealias Animation = HaloCore.Animation

extension HaloCore.Animation {
    /// `.linear(duration:)`.
    public static func linear(duration: Double) -> Animation { .linear(duration) }

    /// `.easeInOut(duration:)`.
    public static func easeInOut(duration: Double) -> Animation { .easeInOut(duration) }

    /// `.delay(_:)`: the animation starting `delay` seconds later.
    public func delay(_ delay: Double) -> Animation { delayed(delay) }

    /// `.spring(duration:bounce:)`: SwiftUI's spring, its perceptual duration and bounce.
    public static func spring(duration: Double = 0.5, bounce: Double = 0) -> Animation {
        Animation(curve: .spring(duration: duration, bounce: bounce), duration: duration)
    }
}

extension HaloCore.Animation {
    /// SwiftUI's default (iOS 17 on): `spring(response: 0.55, dampingFraction: 1)`, what
    /// `withAnimation` uses when given none.
    public static let `default` = Animation(curve: .spring(response: 0.55, dampingFraction: 1), duration: 0.55)

    /// `.linear`: 0.35 s.
    public static var linear: Animation { .linear(0.35) }
    /// `.easeIn`: 0.35 s.
    public static var easeIn: Animation { .easeIn(duration: 0.35) }
    /// `.easeOut`: 0.35 s.
    public static var easeOut: Animation { .easeOut(duration: 0.35) }
    /// `.easeInOut`: 0.35 s.
    public static var easeInOut: Animation { .easeInOut(0.35) }

    /// `.easeIn(duration:)`: Core Animation's ease-in curve (0.42, 0, 1, 1).
    public static func easeIn(duration: Double) -> Animation { Animation(curve: .timing(.easeIn), duration: duration) }

    /// `.easeOut(duration:)`: Core Animation's ease-out curve (0, 0, 0.58, 1).
    public static func easeOut(duration: Double) -> Animation {
        Animation(curve: .timing(.easeOut), duration: duration)
    }

    /// `.timingCurve(_:_:_:_:duration:)`: a cubic Bezier through (c0x, c0y) and (c1x, c1y).
    public static func timingCurve(
        _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35
    ) -> Animation {
        Animation(curve: .timing(TimingCurve(c0x, c0y, c1x, c1y)), duration: duration)
    }

    /// `.spring`: `spring(response: 0.5, dampingFraction: 0.825)`.
    public static var spring: Animation { .spring(response: 0.5, dampingFraction: 0.825) }

    /// `.spring(response:dampingFraction:blendDuration:)`: the response is the spring's period
    /// (the blend is not modelled: a spring takes over at once).
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
        -> Animation
    {
        Animation(curve: .spring(response: response, dampingFraction: dampingFraction), duration: response)
    }

    /// `.interactiveSpring(response:dampingFraction:blendDuration:)`: defaults 0.15, 0.86, 0.25.
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
    ) -> Animation {
        .spring(response: response, dampingFraction: dampingFraction)
    }

    /// `.interactiveSpring`: the spring of `interactiveSpring()`'s defaults.
    public static var interactiveSpring: Animation { interactiveSpring() }

    /// `.interpolatingSpring(mass:stiffness:damping:initialVelocity:)`: period 2 pi sqrt(m / k),
    /// damping fraction c / (2 sqrt(k m)) (the initial velocity is not modelled).
    public static func interpolatingSpring(
        mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
    ) -> Animation {
        let period = 2 * Double.pi * (mass / stiffness).squareRoot()
        return .spring(response: period, dampingFraction: damping / (2 * (stiffness * mass).squareRoot()))
    }

    /// `.interpolatingSpring(_:initialVelocity:)` (iOS 17): a spring animation of `spring`'s
    /// duration and bounce (the initial velocity is not modelled, as for the other form).
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation {
        .spring(duration: spring.duration, bounce: spring.bounce)
    }

    /// `.interpolatingSpring(duration:bounce:initialVelocity:)`: a spring of that duration and
    /// bounce (the initial velocity is not modelled).
    public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0)
        -> Animation
    {
        .interpolatingSpring(Spring(duration: duration, bounce: bounce))
    }

    /// `.spring(_:blendDuration:)` (iOS 17): a spring animation of `spring`'s duration and
    /// bounce (the blend is not modelled).
    public static func spring(_ spring: Spring, blendDuration: Double = 0) -> Animation {
        .interpolatingSpring(spring)
    }

    /// `.smooth`: a spring of 0.5 s without bounce.
    public static var smooth: Animation { .smooth() }
    /// `.snappy`: a spring of 0.5 s with bounce 0.15.
    public static var snappy: Animation { .snappy() }
    /// `.bouncy`: a spring of 0.5 s with bounce 0.3.
    public static var bouncy: Animation { .bouncy() }

    /// `.smooth(duration:extraBounce:)`: bounce 0 plus `extraBounce`.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        .spring(duration: duration, bounce: extraBounce)
    }

    /// `.snappy(duration:extraBounce:)`: bounce 0.15 plus `extraBounce`.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        .spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// `.bouncy(duration:extraBounce:)`: bounce 0.3 plus `extraBounce`.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        .spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// `.speed(_:)`: the animation run `speed` times as fast.
    public func speed(_ speed: Double) -> Animation {
        var a = self
        a.speed *= speed
        return a
    }

    /// `.repeatCount(_:autoreverses:)`: `count` passes.
    public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation {
        var a = self
        a.repeats = .count(count)
        a.autoreverses = autoreverses
        return a
    }
}
