import HaloCore

/// One keyframe of a track, as SwiftUI's keyframe types make it: a target value, how long the
/// segment to it lasts, and how the segment moves.
public struct KeyframeSegment<Value> {
    /// How the segment moves to `to`.
    enum Kind {
        /// Interpolated along a unit curve.
        case linear(UnitCurve)
        /// A cubic (Hermite) curve whose velocities are given or found from its neighbours.
        case cubic(start: Value?, end: Value?)
        /// A spring from the segment's start, with a given start velocity or the one it inherits.
        case spring(Spring, start: Value?)
        /// At once.
        case move
    }

    let to: Value
    let duration: Double
    let kind: Kind

    /// A duration kept finite and not negative.
    static func seconds(_ d: Double) -> Double { d.isFinite ? max(d, 0) : 0 }
}

/// What a keyframe track is built of, as SwiftUI's `KeyframeTrackContent`.
public protocol KeyframeTrackContent<Value> {
    /// The value animated.
    associatedtype Value
    /// The keyframes, in order.
    var segments: [KeyframeSegment<Value>] { get }
}

/// A keyframe reached along a straight line, as SwiftUI's `LinearKeyframe`, moving through
/// `duration` along `timingCurve`.
public struct LinearKeyframe<Value>: KeyframeTrackContent {
    let segment: KeyframeSegment<Value>
    /// A keyframe at `to`, `duration` seconds after the previous one.
    public init(_ to: Value, duration: Double, timingCurve: UnitCurve = .linear) {
        segment = KeyframeSegment(
            to: to, duration: KeyframeSegment<Value>.seconds(duration), kind: .linear(timingCurve))
    }
    /// This keyframe.
    public var segments: [KeyframeSegment<Value>] { [segment] }
}

/// A keyframe reached along a cubic curve, as SwiftUI's `CubicKeyframe`: velocities not given
/// are found so motion stays smooth ("Adjacent cubic keyframes result in a Catmull-Rom spline").
public struct CubicKeyframe<Value>: KeyframeTrackContent {
    let segment: KeyframeSegment<Value>
    /// A keyframe at `to`, `duration` seconds after the previous one.
    public init(_ to: Value, duration: Double, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        segment = KeyframeSegment(
            to: to, duration: KeyframeSegment<Value>.seconds(duration),
            kind: .cubic(start: startVelocity, end: endVelocity))
    }
    /// This keyframe.
    public var segments: [KeyframeSegment<Value>] { [segment] }
}

/// A keyframe reached by a spring, as SwiftUI's `SpringKeyframe`: the segment lasts `duration`,
/// or the spring's settling duration when nil.
public struct SpringKeyframe<Value>: KeyframeTrackContent {
    let segment: KeyframeSegment<Value>
    /// A keyframe at `to` that `spring` moves to.
    public init(_ to: Value, duration: Double? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        segment = KeyframeSegment(
            to: to, duration: KeyframeSegment<Value>.seconds(duration ?? spring.settlingDuration),
            kind: .spring(spring, start: startVelocity))
    }
    /// This keyframe.
    public var segments: [KeyframeSegment<Value>] { [segment] }
}

/// A keyframe the value jumps to at once, as SwiftUI's `MoveKeyframe`.
public struct MoveKeyframe<Value>: KeyframeTrackContent {
    let segment: KeyframeSegment<Value>
    /// A jump to `to`.
    public init(_ to: Value) { segment = KeyframeSegment(to: to, duration: 0, kind: .move) }
    /// This keyframe.
    public var segments: [KeyframeSegment<Value>] { [segment] }
}

/// Several keyframes in order (what the track builder makes).
public struct KeyframeSequence<Value>: KeyframeTrackContent {
    /// The keyframes.
    public let segments: [KeyframeSegment<Value>]
}

/// Builds a track's keyframes, as SwiftUI's `KeyframeTrackContentBuilder`.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value> {
    /// One keyframe.
    public static func buildExpression<K: KeyframeTrackContent>(_ k: K) -> KeyframeSequence<Value>
    where K.Value == Value { KeyframeSequence(segments: k.segments) }
    /// Keyframes in order.
    public static func buildBlock(_ parts: KeyframeSequence<Value>...) -> KeyframeSequence<Value> {
        KeyframeSequence(segments: parts.flatMap(\.segments))
    }
    /// Keyframes from a loop.
    public static func buildArray(_ parts: [KeyframeSequence<Value>]) -> KeyframeSequence<Value> {
        KeyframeSequence(segments: parts.flatMap(\.segments))
    }
    /// Keyframes under an `if`.
    public static func buildOptional(_ part: KeyframeSequence<Value>?) -> KeyframeSequence<Value> {
        part ?? KeyframeSequence(segments: [])
    }
    /// The first branch.
    public static func buildEither(first: KeyframeSequence<Value>) -> KeyframeSequence<Value> { first }
    /// The second branch.
    public static func buildEither(second: KeyframeSequence<Value>) -> KeyframeSequence<Value> { second }
}
