import HaloCore

// A value that can be animated, as SwiftUI's `VectorArithmetic`: interpolation from one value
// to another (numbers, colours, gradient stops, arrays of them, `Animatable` values). Exported
// (the protocol alone, not the rest of HaloCore, whose scene types share SwiftUI's names), so a
// view file that imports HaloUI uses Double's and the colours' conformances without importing
// HaloCore.
@_exported import protocol HaloCore.Interpolatable

/// A value's changes declared up front (HaloCore's): `@State` plus the `withAnimation` calls
/// that change it, as a pure function of time.
public typealias StateTimeline = HaloCore.StateTimeline

/// The time of the frame being made: set while a view is lowered to a scene, read by
/// `@Animated` values and `StateTimeline.current`.
enum FrameClock {
    /// Seconds since the start of the render.
    @TaskLocal static var time = 0.0
    /// The button style and presses in force (set by `buttonStyle` and `presses`).
    @TaskLocal static var button: ButtonEnvironment?
    /// Where views being lowered report what cannot be drawn (thrown by `ViewScene`).
    @TaskLocal static var problems: ProblemLog?
    /// The foreground style in force (set by `foregroundStyle` and `foregroundColor`): what
    /// shapes drawn without a style and text without a colour take.
    @TaskLocal static var foreground: Paint?
    /// The foreground as a colour, for text (black where none, or a gradient, is set).
    static var foregroundColor: RGBA { foreground?.leadingColor ?? .black }
    /// The font, weight, slant and design in force for text (set by `font(_:)`, `fontWeight`,
    /// `bold`, `italic` and `fontDesign` on a view around it).
    @TaskLocal static var text = TextEnvironment()
    /// The axis of the stack whose children are being lowered (nil outside stacks, and in a
    /// `ZStack`): the one a `Spacer` expands along.
    @TaskLocal static var stackAxis: Axis?
    /// Set while a frame whose scene failed validation is lowered again to find the view that
    /// made the bad value.
    @TaskLocal static var diagnosis: Diagnosis?
    /// The environment's values (`environment(_:_:)`, `@Environment`).
    @TaskLocal static var environment = EnvironmentValues()
    /// Where the sibling being lowered records its `zIndex` and `layoutPriority` (set per sibling
    /// by builders and `ForEach`).
    @TaskLocal static var siblingTraits: SiblingTraits?
    /// The scripted tap times in force (set by `taps(at:)`).
    @TaskLocal static var taps: [Double]?

    /// Records a problem with the view being lowered; `ViewScene.scene` throws the first.
    static func report(_ path: String, _ message: String) { problems?.entries.append((path, message)) }
}

extension Paint {
    /// The one colour of a paint, for what takes one (text): a gradient's first stop.
    var leadingColor: RGBA {
        if case .solid(let c) = self { return c }
        return gradientStops?.first?.color ?? .black
    }
}

/// The problems found while lowering one frame.
///
/// Sendable by hand: it is Sendable only to be a task-local value; each `ViewScene.scene` call makes
/// its own log and appends to it and reads it on its own thread, as lowering a view starts no
/// threads or tasks.
final class ProblemLog: @unchecked Sendable {
    /// (where, what), in the order found.
    var entries: [(path: String, message: String)] = []
}

extension HaloCore.StateTimeline {
    /// The value at the frame being made (what a view's `body` reads).
    public var current: Value { value(at: FrameClock.time) }

    /// The value at the frame being made, as a view with `.animation(animation, value:)` sees
    /// it: every change animated with `animation` instead of its own.
    public func current(animation: Animation) -> Value { value(at: FrameClock.time, animation: animation) }
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

extension Animated: Sendable where Value: Sendable {}
