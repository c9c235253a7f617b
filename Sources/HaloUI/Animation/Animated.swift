import HaloCore

/// A value's changes declared up front (HaloCore's): `@State` plus the `withAnimation` calls
/// that change it, as a pure function of time.
public typealias StateTimeline = HaloCore.StateTimeline

extension HaloCore.StateTimeline {
    /// The value at the frame being made (what a view's `body` reads).
    public var current: Value { value(at: Ambient.time) }

    /// The value at the frame being made, as a view with `.animation(animation, value:)` sees
    /// it: every change animated with `animation` instead of its own.
    public func current(animation: Animation) -> Value { value(at: Ambient.time, animation: animation) }
}

/// SwiftUI's `@State` with its `withAnimation` changes declared where it is: the value a
/// view's `body` reads is the one at the frame's time, so a frame is a pure function of time.
///
/// ```swift
/// // @State private var scale = 1.0
/// // .onAppear { withAnimation(.easeInOut(duration: 1).repeatForever()) { scale = 1.3 } }
/// @Animated(to: 1.3, .easeInOut(duration: 1).repeatForever()) private var scale = 1.0
/// ```
///
/// `$scale` is the whole timeline, for a value seen through another animation
/// (`$stops.current(animation:)`) or integrated into a clock (`$speed.integral(to:)`).
@propertyWrapper
public struct Animated<Value: Interpolatable> {
    /// The value's timeline.
    public let projectedValue: StateTimeline<Value>

    /// A value that stays as it is (a plain `@State` no one changes).
    public init(wrappedValue: Value) { projectedValue = StateTimeline(wrappedValue) }

    /// A value changed to `target` at `time` (default 0, as `onAppear`) with `animation`.
    public init(wrappedValue: Value, to target: Value, _ animation: Animation?, at time: Double = 0) {
        projectedValue = StateTimeline(wrappedValue).animate(to: target, with: animation, at: time)
    }

    /// A value with a timeline built elsewhere.
    public init(_ timeline: StateTimeline<Value>) { projectedValue = timeline }

    /// The value at the frame being made.
    public var wrappedValue: Value { projectedValue.current }
}

extension Animated: Sendable where Value: Sendable {}
