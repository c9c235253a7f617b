import HaloCore

/// A value whose `animatableData` is interpolated when it animates, as SwiftUI's `Animatable`:
/// a `TextRenderer`, a view or any value an `@Animated` or `StateTimeline` holds.
public protocol Animatable: Interpolatable {
    /// The part that animates.
    associatedtype AnimatableData: Interpolatable
    /// The part that animates; the rest is taken from the target.
    var animatableData: AnimatableData { get set }
}

extension Animatable {
    /// The target with its `animatableData` a fraction `f` of the way from this value's.
    public func interpolated(to other: Self, _ f: Double) -> Self {
        var v = other
        v.animatableData = animatableData.interpolated(to: other.animatableData, f)
        return v
    }
}

/// Nothing to animate, as SwiftUI's `EmptyAnimatableData`: the `animatableData` of a value that
/// does not animate (a `Layout` with no animatable properties).
public struct EmptyAnimatableData: Interpolatable, Hashable, Sendable {
    /// The empty value.
    public init() {}

    /// Itself: there is nothing between two empty values.
    public func interpolated(to other: EmptyAnimatableData, _ f: Double) -> EmptyAnimatableData { self }
}

/// Two animatable values animated together, as SwiftUI's `AnimatablePair`.
public struct AnimatablePair<First: Interpolatable, Second: Interpolatable>: Interpolatable {
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second

    /// A pair of `first` and `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Both values interpolated.
    public func interpolated(to o: AnimatablePair, _ f: Double) -> AnimatablePair {
        AnimatablePair(first.interpolated(to: o.first, f), second.interpolated(to: o.second, f))
    }
}

/// Pairs compare by both values, so a shape whose `animatableData` is a pair (a user's own, or
/// `ScaledShape`'s) animates: the runtime watches data that can be compared.
extension AnimatablePair: Equatable where First: Equatable, Second: Equatable {}
