@_spi(Reflection) import Swift
import HaloCore
import Observation

/// SwiftUI's update loop in virtual time for one view tree: `@State` storage by view identity,
/// the events that change it (`onAppear`, timers, `asyncAfter`, scripted taps) on a clock that
/// starts at 0, and the transactions that animate the rendered attributes those changes move.
///
/// A frame at t is a pure function of the view and t: `advance(to:)` replays every event up to
/// t, re-evaluating the tree (no layout, no drawing) after each one that changes state, and
/// `frame(at:)` then lowers the tree reading each attribute's presentation value at t. Times
/// only move forward; an earlier frame needs a fresh runtime (`ViewTimeline` keeps several).
///
/// Sendable by hand: it is Sendable only to be a task-local value; `ViewTimeline` hands each
/// runtime to one thread at a time, and a frame starts no threads or tasks.
final class ViewRuntime: @unchecked Sendable {
    /// Whether the tree is being re-evaluated after an event (attributes record their changes,
    /// handlers are registered) or lowered for a frame (nothing is recorded).
    enum Mode { case replay, frame }

    /// What the runtime is doing.
    private(set) var mode = Mode.replay
    /// Virtual seconds: the event being run, or the frame being lowered.
    private(set) var now = 0.0
    /// Where in the tree the view being lowered is.
    let identity = IdentityPath()

    private let evaluate: () -> Void
    private var mounted = false
    private var dirty = false
    /// Each re-evaluation's number: state, attributes and handlers not met in the latest one
    /// belong to views that are gone.
    private var generation = 0
    /// The stored values and attributes met in the latest re-evaluation (when all were, none is
    /// swept).
    private var storageMet = 0
    private var tracksMet = 0

    private var storage: [UInt64: StateCell] = [:]
    private var tracks: [UInt64: AttributeTrack] = [:]
    /// What each view type met is: found once per type, so a tree's update asks no failing casts.
    enum ViewKind { case primitive, animatable, composite }
    private var viewKinds: [ObjectIdentifier: ViewKind] = [:]

    /// What a view type is: one HaloUI lowers itself, an `Animatable` composite, or another.
    func viewKind<V: View>(of type: V.Type) -> ViewKind {
        let id = ObjectIdentifier(type)
        if let known = viewKinds[id] { return known }
        let kind: ViewKind =
            type is any PrimitiveView.Type
            ? .primitive
            // A shape's `ShapeView` body presents its data (`ShapeView.nodes`).
            : type is any Animatable.Type && !(type is any Shape.Type) ? .animatable : .composite
        viewKinds[id] = kind
        return kind
    }

    /// The `@State` fields of each view type met (nil: not a struct, read through `Mirror`).
    private var stateFields: [ObjectIdentifier: [StateField]?] = [:]
    var queue = EventQueue()
    /// The `.task` actions running on the virtual clock.
    let tasks = VirtualTasks()
    /// The handlers (`onAppear`, `onReceive`, taps ...) of the latest re-evaluation, by key.
    private(set) var handlers: [UInt64: Handler] = [:]
    /// The sounds the replay has played (`.audio`, `.sound`).
    let sounds = SoundLog()
    private var met: [UInt64: Handler] = [:]
    private var metOrder: [UInt64] = []
    private var subscriptions: Set<UInt64> = []
    /// The animation of the transaction being applied (nil: changes at once).
    private var animation: Animation?
    /// Set by `.animation(_:value:)` while its content is re-evaluated.
    var animationOverride: Animation??

    /// The animation changes met now take: the scoped one, else the transaction's.
    var currentAnimation: Animation? { animationOverride ?? animation }

    /// Runs `body` with `override` as the scoped animation (`.some(nil)`: none; nil: the
    /// transaction's), then puts back the one before.
    func scoped<T>(animation override: Animation??, _ body: () throws -> T) rethrows -> T {
        let saved = animationOverride
        animationOverride = override
        defer { animationOverride = saved }
        return try body()
    }

    /// The transitions of the views inserted and removed: what the re-evaluation being made has
    /// met and what the container being lowered hands its child.
    var transitions = TransitionState()

    /// Whether the tree has a view that makes its content at layout (a `GeometryReader`): its
    /// updates then lay the tree out too, so that content is met with its real size.
    var layoutOnUpdate = false

    /// The shortest interval between the updates of a `TimelineView` with a schedule in the
    /// tree (nil: none): a frame first lowers the updates since the last frame lowered.
    private(set) var updateInterval: Double?
    /// The time of the last frame lowered (nil: none yet).
    var lastFrameTime: Double?

    /// The most schedule updates a frame lowers before its own: two seconds of a display's.
    static let maxCatchUpUpdates = 120

    /// Notes a `TimelineView` whose content runs every `interval` seconds.
    func meetUpdates(every interval: Double) {
        updateInterval = min(updateInterval ?? interval, interval)
    }

    /// A runtime for the tree `evaluate` lowers (the root's nodes; laid out, without pixels,
    /// when `layoutOnUpdate` asks).
    init(evaluate: @escaping () -> Void) { self.evaluate = evaluate }

    /// Replays every event up to time t (seconds, not before the last one replayed).
    func advance(to t: Double) {
        if !mounted {
            mounted = true
            reevaluate(animation: nil)
        }
        while let event = queue.popFirst(notAfter: t) {
            now = event.time
            Ambient.$runtime.withValue(self) {
                Ambient.$time.withValue(now) { event.action(self) }
            }
            flush(animation: nil)
        }
    }

    /// Runs `lower` (the frame's layout and drawing) with attributes at their values at time t.
    func frame<T>(at t: Double, _ lower: () throws -> T) rethrows -> T {
        advance(to: t)
        mode = .frame
        now = t
        defer { mode = .replay }
        return try Ambient.$runtime.withValue(self) { try lower() }
    }

    /// The time up to which events have been replayed.
    var replayedTime: Double { mounted ? now : -.infinity }

    // MARK: Transactions

    /// Applies the state written since the last re-evaluation with `animation`: what
    /// `withAnimation` does when its closure returns, and every event at its end (nil).
    func flush(animation: Animation?) {
        guard dirty else { return }
        dirty = false
        reevaluate(animation: animation)
    }

    private func reevaluate(animation: Animation?) {
        mode = .replay
        self.animation = animation
        generation += 1
        storageMet = 0
        tracksMet = 0
        met = [:]
        metOrder = []
        transitions.ghostsMet = [:]
        // The `@Observable` properties the tree reads are tracked: a change to one (in a later
        // event, on any object the views hold) marks the tree to be evaluated again, as a
        // `@State` write does.
        Ambient.$runtime.withValue(self) {
            Ambient.$time.withValue(now) {
                Ambient.$problems.withValue(nil) {
                    withObservationTracking(evaluate, onChange: { [weak self] in self?.invalidate() })
                }
            }
        }
        // Views met for the first time appear, those gone disappear, in the tree's order.
        for key in metOrder {
            guard let handler = met[key] else { continue }
            if handlers[key] == nil { handler.appeared(at: now, key: key, in: self) }
        }
        for (key, handler) in handlers.sorted(by: { $0.key < $1.key }) where met[key] == nil {
            handler.disappeared(at: now, key: key, in: self)
        }
        handlers = met
        transitions.ghosts = transitions.ghostsMet
        let current = generation
        if storageMet < storage.count { storage = storage.filter { $0.value.generation == current } }
        if tracksMet < tracks.count { tracks = tracks.filter { $0.value.generation == current } }
        if subscriptions.contains(where: { met[$0] == nil }) { subscriptions = subscriptions.filter { met[$0] != nil } }
    }

    /// Whether the tree is re-evaluated after an event (the only time state may change and
    /// handlers be met).
    var isReplaying: Bool { mode == .replay }

    // MARK: State

    /// Binds the `@State` properties of `view` (a view about to be evaluated) to their storage.
    func bindState<V>(of view: V) {
        let type = ObjectIdentifier(V.self)
        let fields: [StateField]?
        if let known = stateFields[type] {
            fields = known
        } else {
            fields = ViewRuntime.stateFields(of: V.self)
            stateFields[type] = .some(fields)
        }
        guard let fields, !fields.isEmpty else {
            if fields == nil { bindStateReflecting(view) }
            return
        }
        withUnsafeBytes(of: view) { raw in
            for field in fields {
                field.type.bind(at: raw.baseAddress! + field.offset, key: identity.key(stateSlot: field.slot), in: self)
            }
        }
    }

    /// The object a view's `@EnvironmentObject` or `@Environment(Model.self)` needs that no
    /// view above placed (its type's name), found while binding it; taken before its body runs.
    private var missingObject: String?

    /// Notes `name` as missing unless an object of `id` is in the environment now.
    func require(object id: ObjectIdentifier, named name: String) {
        if missingObject == nil && Ambient.environment.objects[id] == nil { missingObject = name }
    }

    /// The missing object of the view just bound, if any (cleared).
    func takeMissingObject() -> String? {
        defer { missingObject = nil }
        return missingObject
    }

    /// A `@State` field of a view type: its place among the type's fields and its byte offset.
    struct StateField {
        let slot: Int
        let offset: Int
        let type: any StateProperty.Type
    }

    /// The `@State` fields of a struct, found once per type from its field layout (the
    /// runtime's reflection metadata, as `Mirror` reads it, without reading every value each
    /// time); nil for a type that is not a struct.
    static func stateFields(of type: Any.Type) -> [StateField]? {
        var fields: [StateField] = []
        var slot = 0
        let walked = _forEachField(of: type) { _, offset, fieldType, _ in
            if let state = fieldType as? any StateProperty.Type {
                fields.append(StateField(slot: slot, offset: offset, type: state))
            }
            slot += 1
            return true
        }
        return walked ? fields : nil
    }

    /// Binds the `@State` properties of a view that is not a struct, through `Mirror`.
    private func bindStateReflecting<V>(_ view: V) {
        for (index, child) in Mirror(reflecting: view).children.enumerated() {
            guard let property = child.value as? any StateProperty else { continue }
            property.bind(key: identity.key(stateSlot: index), in: self)
        }
    }

    /// The stored value at `key`, made `initial` the first time.
    func bind(_ key: UInt64, initial: Any) {
        if let cell = storage[key] {
            if cell.generation != generation && mode == .replay { storageMet += 1 }
            cell.generation = generation
        } else {
            storage[key] = StateCell(value: initial, generation: generation)
            if mode == .replay { storageMet += 1 }
        }
    }

    /// The stored value at `key`, made by `make` only the first time (a `@StateObject`'s
    /// object, made by each runtime for itself).
    func bind(_ key: UInt64, making make: () -> Any) {
        if storage[key] == nil {
            bind(key, initial: make())
        } else {
            bind(key, initial: ())
        }
    }

    /// The value stored at `key`.
    func read(_ key: UInt64) -> Any? { storage[key]?.value }

    /// Stores a value at `key`: applied at the end of the transaction or event.
    func write(_ key: UInt64, _ value: Any) {
        guard mode == .replay else { return }
        if let cell = storage[key] {
            cell.value = value
        } else {
            storage[key] = StateCell(value: value, generation: generation)
            storageMet += 1
        }
        dirty = true
    }

    // MARK: Attributes

    /// The value a rendered attribute (an opacity, an offset ...) shows: its presentation value
    /// at the frame's time, or, while re-evaluating, the model value `value` recorded.
    func attribute<V: Interpolatable>(_ value: V, key: UInt64) -> V {
        attribute(value, key: key, animation: currentAnimation)
    }

    /// The value a rendered attribute shows, a change to it taking `chosen` (the animation in
    /// force where the view was met, for an attribute found at layout).
    func attribute<V: Interpolatable>(_ value: V, key: UInt64, animation chosen: Animation?) -> V {
        let track = tracks[key] as? Track<V>
        switch mode {
        case .replay:
            guard let track else {
                tracks[key] = Track(value, generation: generation)
                tracksMet += 1
                return value
            }
            if track.generation != generation { tracksMet += 1 }
            track.generation = generation
            if !Self.same(track.animations.model, value) {
                track.animations.change(to: value, animation: chosen, at: now)
            }
            return value
        case .frame:
            guard let track else { return value }
            if Self.same(track.animations.model, value) { return track.animations.value(at: now) }
            // Changed by time alone since the last event: the model moves at once.
            var animations = track.animations
            animations.change(to: value, animation: nil, at: now)
            return animations.value(at: now)
        }
    }

    /// Whether the attribute at `key` has been met (and not swept).
    func hasTrack(_ key: UInt64) -> Bool { tracks[key] != nil }

    /// Asks for a re-evaluation after the event being run (a transition's end drops its view).
    func invalidate() { dirty = true }

    /// The presentation value now of the attribute at `key` (`value` if it has none).
    func presentation<V: Interpolatable>(_ value: V, key: UInt64) -> V {
        (tracks[key] as? Track<V>)?.animations.value(at: now) ?? value
    }

    /// Whether two values are equal (never, for a type that is not `Equatable`).
    static func same<V>(_ a: V, _ b: V) -> Bool {
        guard let a = a as? any Equatable else { return false }
        return a.isEqual(to: b)
    }

    // MARK: Handlers

    /// Records a view's handler met while re-evaluating (appearance, changes, timers, taps).
    func meet(_ handler: Handler) {
        // A removed view drawn through its transition has disappeared: its handlers are not met.
        guard mode == .replay, !transitions.lowersGhost else { return }
        let key = identity.current
        if met[key] == nil { metOrder.append(key) }
        met[key] = handler
        handler.met(at: now, key: key, in: self)
    }

    /// Whether a subscription (a timer publisher's, a view's taps) was started for `key`; starts it.
    func subscribe(_ key: UInt64) -> Bool { subscriptions.insert(key).inserted }

    /// Schedules `action` at time t (not before now), after the events already at t.
    func schedule(at t: Double, _ action: @escaping (ViewRuntime) -> Void) {
        queue.insert(time: max(t, now), action)
    }

    /// The watched value (`onChange`, `.animation(_:value:)`) at `key`, replaced by `value`.
    func exchange(_ key: UInt64, _ value: Any) -> Any? {
        let old = storage[key]
        if old?.generation != generation { storageMet += 1 }
        storage[key] = StateCell(value: value, generation: generation)
        return old?.value
    }
}

/// A stored `@State` value.
final class StateCell {
    var value: Any
    var generation: Int

    init(value: Any, generation: Int) {
        self.value = value
        self.generation = generation
    }
}

/// An attribute's animations, of any value type.
class AttributeTrack {
    var generation: Int

    init(generation: Int) { self.generation = generation }
}

/// An attribute's animations.
final class Track<Value: Interpolatable>: AttributeTrack {
    var animations: AttributeAnimations<Value>

    init(_ value: Value, generation: Int) {
        animations = AttributeAnimations(value)
        super.init(generation: generation)
    }
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    func isEqual(to other: Any) -> Bool { (other as? Self) == self }
}

extension ViewRuntime {
    /// The value a rendered attribute of the view being lowered shows (its presentation value
    /// in a frame), or `value` itself outside a render.
    static func animated<V: Interpolatable>(_ value: V, _ slot: IdentityPath.Slot) -> V {
        guard let runtime = Ambient.runtime else { return value }
        return runtime.attribute(value, key: runtime.identity.key(slot))
    }

    /// An `Animatable` value with its `animatableData` at its presentation value (a value whose
    /// data is not `Equatable` cannot tell a change, and is left as it is).
    ///
    /// While re-evaluating, the data is recorded as the model value but the body sees its
    /// presentation value too, as it does in frames: what the body draws with it (an offset,
    /// a trim) follows the animated data and does not animate again on its own.
    static func animatedData<A: Animatable>(_ value: A) -> A {
        guard let runtime = Ambient.runtime, value.animatableData is any Equatable,
            !(value.animatableData is EmptyAnimatableData)
        else { return value }
        let key = runtime.identity.key(.animatableData)
        var v = value
        v.animatableData = runtime.attribute(value.animatableData, key: key)
        if runtime.isReplaying { v.animatableData = runtime.presentation(value.animatableData, key: key) }
        return v
    }
}
