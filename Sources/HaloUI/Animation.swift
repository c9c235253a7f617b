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
