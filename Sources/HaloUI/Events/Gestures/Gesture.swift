import HaloCore

/// A gesture, as SwiftUI's `Gesture`: accepted on a view with `gesture(_:)` and the like, and
/// composed with `onChanged`, `onEnded`, `updating`, `sequenced`, `simultaneously` and
/// `exclusively`. A render has no person touching it, so a gesture never begins: its callbacks
/// never run and its `@GestureState` keeps its initial value (docs/semantics.md, "Gestures").
/// A `TapGesture`'s `onEnded` is the exception: it runs at the taps a view around it scripts with
/// `taps(at:)`, as `onTapGesture` does.
public protocol Gesture<Value> {
    /// What the gesture reports as it changes.
    associatedtype Value
}

/// A gesture that runs an action as its value changes, as SwiftUI's `_ChangedGesture`.
public struct _ChangedGesture<Content: Gesture>: Gesture {
    /// The value of the gesture it wraps.
    public typealias Value = Content.Value
    let content: Content
}

/// A gesture that runs an action when it ends, as SwiftUI's `_EndedGesture`.
public struct _EndedGesture<Content: Gesture>: Gesture {
    /// The value of the gesture it wraps.
    public typealias Value = Content.Value
    let content: Content
    let action: (Content.Value) -> Void
}

/// A gesture whose value becomes another, as SwiftUI's `_MapGesture`.
public struct _MapGesture<Content: Gesture, Value>: Gesture {
    let content: Content
}

/// A gesture that writes a `@GestureState` as it changes, as SwiftUI's `GestureStateGesture`.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    /// The value of the gesture it wraps.
    public typealias Value = Base.Value
    /// The gesture wrapped.
    public var base: Base
    /// The state it writes.
    public var state: GestureState<State>
    /// What it runs as the gesture changes (never, without a touch).
    public var body: (Value, inout State, inout Transaction) -> Void

    /// `base` writing `state` through `body`, as `updating(_:body:)` makes it.
    public init(
        base: Base, state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) {
        self.base = base
        self.state = state
        self.body = body
    }
}

/// One gesture, then another once it succeeds, as SwiftUI's `SequenceGesture`.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The first's value, then both.
    public enum Value {
        /// The first gesture is under way.
        case first(First.Value)
        /// The first succeeded; the second is under way (or not yet).
        case second(First.Value, Second.Value?)
    }
    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second

    /// `first`, then `second` once it succeeds, as `sequenced(before:)` makes it.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

/// Two gestures at once, as SwiftUI's `SimultaneousGesture`.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Each gesture's value, while it is under way.
    public struct Value {
        /// The first's.
        public var first: First.Value?
        /// The second's.
        public var second: Second.Value?
    }
    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second

    /// `first` and `second` at once, as `simultaneously(with:)` makes it.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

/// The first of two gestures to succeed, as SwiftUI's `ExclusiveGesture`.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The value of the one that succeeded.
    public enum Value {
        /// The first's.
        case first(First.Value)
        /// The second's.
        case second(Second.Value)
    }
    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second

    /// `first`, or `second` if it fails, as `exclusively(before:)` makes it.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension Gesture {
    /// The gesture with `action` run as its value changes (never, without a touch).
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self)
    }

    /// The gesture with `action` run when it ends (never, without a touch; a tap's at its
    /// scripted taps).
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }

    /// The gesture writing `state` through `body` as it changes (never, without a touch).
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }

    /// The gesture with its value made into another.
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> { _MapGesture(content: self) }

    /// This gesture, then `other` once it succeeds.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    /// This gesture and `other` at once.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// This gesture, or `other` if this one fails.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

/// Which gestures of a view and its subviews are recognised, as SwiftUI's `GestureMask`.
public struct GestureMask: OptionSet, Sendable {
    /// The bits.
    public let rawValue: UInt8
    /// A mask of these bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// None.
    public static let none = GestureMask([])
    /// The view's gesture.
    public static let gesture = GestureMask(rawValue: 1)
    /// The subviews' gestures.
    public static let subviews = GestureMask(rawValue: 2)
    /// Both.
    public static let all: GestureMask = [.gesture, .subviews]
}

/// A tap's action, where a gesture ends in one: what scripted taps run.
protocol ScriptedTapGesture {
    /// The action a tap runs.
    var tapAction: () -> Void { get }
}

extension _EndedGesture: ScriptedTapGesture where Content == TapGesture {
    var tapAction: () -> Void {
        let action = self.action
        return { action(()) }
    }
}

extension View {
    /// The view with `gesture` attached, as SwiftUI's `gesture(_:including:)`: accepted (no
    /// touch begins it); a tap's `onEnded` runs at the scripted taps.
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> HandlerView<Self> {
        HandlerView(content: self) {
            let times = Ambient.taps ?? []
            guard !times.isEmpty, let tap = gesture as? any ScriptedTapGesture else { return nil }
            return TapHandler(times: times, action: tap.tapAction)
        }
    }

    /// The view with `gesture` attached while `isEnabled`, as iOS 18's `gesture(_:isEnabled:)`.
    public func gesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> HandlerView<Self> {
        self.gesture(gesture, including: isEnabled ? .all : .none)
    }

    /// The view with `gesture` recognised alongside its subviews', as SwiftUI's
    /// `simultaneousGesture(_:including:)`: as `gesture(_:including:)`.
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> HandlerView<Self> {
        self.gesture(gesture, including: mask)
    }

    /// The view with `gesture` recognised before its subviews', as SwiftUI's
    /// `highPriorityGesture(_:including:)`: as `gesture(_:including:)`.
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> HandlerView<Self> {
        self.gesture(gesture, including: mask)
    }
}
