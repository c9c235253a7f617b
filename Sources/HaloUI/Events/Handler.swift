import Foundation

/// What a view does when the runtime meets it: appear, watch a value, receive a timer's ticks,
/// take scripted taps. Handlers are met at every re-evaluation; the runtime keeps the latest
/// one of each view, and events call that one.
protocol Handler {
    /// Met while re-evaluating, at virtual time `now`.
    func met(at now: Double, key: UInt64, in runtime: ViewRuntime)
    /// The view was met for the first time (or again, after it left the tree).
    func appeared(at now: Double, key: UInt64, in runtime: ViewRuntime)
    /// The view left the tree.
    func disappeared(at now: Double, key: UInt64, in runtime: ViewRuntime)
}

extension Handler {
    func met(at now: Double, key: UInt64, in runtime: ViewRuntime) {}
    func appeared(at now: Double, key: UInt64, in runtime: ViewRuntime) {}
    func disappeared(at now: Double, key: UInt64, in runtime: ViewRuntime) {}
}

/// `onAppear` and `onDisappear`: run when the view enters and leaves the tree.
struct AppearHandler: Handler {
    let appear: (() -> Void)?
    let disappear: (() -> Void)?

    func appeared(at now: Double, key: UInt64, in runtime: ViewRuntime) {
        guard let appear else { return }
        runtime.schedule(at: now) { _ in appear() }
    }

    func disappeared(at now: Double, key: UInt64, in runtime: ViewRuntime) {
        guard let disappear else { return }
        runtime.schedule(at: now) { _ in disappear() }
    }
}

/// `onChange(of:initial:_:)`: runs when the watched value differs from the last re-evaluation's.
struct ChangeHandler: Handler {
    let value: any Equatable
    let initial: Bool
    let action: (Any, Any) -> Void

    func met(at now: Double, key: UInt64, in runtime: ViewRuntime) {
        let (value, action) = (self.value, self.action)
        let old = runtime.exchange(IdentityPath.mix(key, IdentityPath.Slot.changedValue.rawValue), value)
        if let old {
            if !value.isEqual(to: old) { runtime.schedule(at: now) { _ in action(old, value) } }
        } else if initial {
            runtime.schedule(at: now) { _ in action(value, value) }
        }
    }
}

/// `onReceive` of a timer publisher: ticks every interval from the moment the view appears.
struct ReceiveHandler: Handler {
    let interval: Double
    let action: (Date) -> Void

    func met(at now: Double, key: UInt64, in runtime: ViewRuntime) {
        guard runtime.subscribe(key) else { return }
        ReceiveHandler.tick(key: key, at: now + interval, interval: interval, in: runtime)
    }

    /// Schedules the tick at t, which calls the view's latest handler and schedules the next.
    static func tick(key: UInt64, at t: Double, interval: Double, in runtime: ViewRuntime) {
        runtime.schedule(at: t) { runtime in
            guard let handler = runtime.handlers[key] as? ReceiveHandler else { return }
            handler.action(VirtualClock.date(at: t))
            tick(key: key, at: t + interval, interval: interval, in: runtime)
        }
    }
}

/// A view's taps (`onTapGesture`, a button's action) at scripted times.
struct TapHandler: Handler {
    let times: [Double]
    let action: () -> Void

    func met(at now: Double, key: UInt64, in runtime: ViewRuntime) {
        guard runtime.subscribe(key) else { return }
        for t in times where t >= now {
            runtime.schedule(at: t) { runtime in (runtime.handlers[key] as? TapHandler)?.action() }
        }
    }
}

/// A view that registers a handler where it stands in the tree.
public struct HandlerView<Content: View>: View, PrimitiveView {
    let content: Content
    let handler: () -> Handler?

    func nodes(_ time: Double) -> [LayoutNode] {
        if let runtime = Ambient.runtime, runtime.isReplaying, let handler = handler() { runtime.meet(handler) }
        return LayoutNode.nodes(of: content, time)
    }
}

extension View {
    /// Runs `action` when the view first appears (at 0 for views there from the start), as
    /// SwiftUI's `onAppear(perform:)`.
    public func onAppear(perform action: (() -> Void)? = nil) -> HandlerView<Self> {
        HandlerView(content: self) { AppearHandler(appear: action, disappear: nil) }
    }

    /// Runs `action` when the view leaves the tree, as SwiftUI's `onDisappear(perform:)`.
    public func onDisappear(perform action: (() -> Void)? = nil) -> HandlerView<Self> {
        HandlerView(content: self) { AppearHandler(appear: nil, disappear: action) }
    }

    /// Runs `action(old, new)` when `value` changes (and at first, if `initial`), as SwiftUI's
    /// `onChange(of:initial:_:)`.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> HandlerView<Self> {
        HandlerView(content: self) {
            ChangeHandler(value: value, initial: initial) { old, new in
                if let old = old as? V, let new = new as? V { action(old, new) }
            }
        }
    }

    /// Runs `action` when `value` changes (and at first, if `initial`): the zero-parameter form.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping () -> Void
    ) -> HandlerView<Self> {
        onChange(of: value, initial: initial) { (_: V, _: V) in action() }
    }

    /// Runs `action(new)` when `value` changes: the iOS 14 form, `onChange(of:perform:)`,
    /// deprecated in iOS 17 but common in written code.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void)
        -> HandlerView<Self>
    {
        onChange(of: value, initial: false) { (_: V, new: V) in action(new) }
    }

    /// Runs `action` with each tick of a timer publisher (`Timer.publish(every:on:in:)`),
    /// every interval from the moment the view appears, as SwiftUI's `onReceive(_:perform:)`.
    public func onReceive(_ publisher: Timer.TimerPublisher, perform action: @escaping (Date) -> Void)
        -> HandlerView<Self>
    {
        HandlerView(content: self) { ReceiveHandler(interval: publisher.interval, action: action) }
    }

    /// Runs `action` at each scripted tap (`.taps(at:)` on the view or a view around it), as
    /// SwiftUI's `onTapGesture(count:perform:)` runs it at each tap of a touch.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> HandlerView<Self> {
        HandlerView(content: self) {
            let times = Ambient.taps ?? []
            return times.isEmpty ? nil : TapHandler(times: times, action: action)
        }
    }

    /// The tap gestures and buttons in the view tapped at these times (seconds): the taps a user
    /// would make, declared, as `presses` declares a button's presses.
    public func taps(at times: [Double]) -> TapsView<Self> { TapsView(content: self, times: times.sorted()) }
}

/// A view whose tap gestures are tapped at given times.
public struct TapsView<Content: View>: View, PrimitiveView {
    let content: Content
    let times: [Double]

    func nodes(_ time: Double) -> [LayoutNode] {
        Ambient.$taps.withValue(times) { LayoutNode.nodes(of: content, time) }
    }
}
