import HaloCore

/// A container that plays keyframes over its content, as SwiftUI's `KeyframeAnimator`: the
/// content is made from the value the keyframes give at each frame's time. Repeating (the
/// default without a trigger) it plays them from when it appears, again and again, each run from
/// the value the last one ended at; with a trigger, once each time the trigger changes, from the
/// value the previous run ended at (docs/semantics.md, "Keyframes").
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where KeyframePath.Value == Value {
    let initialValue: Value
    let trigger: TriggerValue?
    let repeating: Bool
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath
    /// When the keyframes began (virtual seconds), nil before.
    @State private var started: Double? = nil
    /// How many runs ended before the current one began (it starts where they left the value).
    @State private var base: Int = 0

    /// Plays `keyframes` over `content` from when it appears, repeating by default.
    public init(
        initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        trigger = nil
        self.repeating = repeating
        self.content = content
        self.keyframes = keyframes
    }

    /// Plays `keyframes` over `content` once each time `trigger` changes.
    public init(
        initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.trigger = TriggerValue(trigger)
        repeating = false
        self.content = content
        self.keyframes = keyframes
    }

    /// The most runs replayed to find where a run starts (a run that ends where it began needs one).
    static var maxRuns: Int { 10_000 }

    /// The timeline of a run from `value`.
    func timeline(from value: Value) -> KeyframeTimeline<Value> {
        let tracks = keyframes(value).tracks
        return KeyframeTimeline(initialValue: value, tracks: tracks)
    }

    /// The value at the end of `n` runs from `value`.
    func value(afterRuns n: Int, from value: Value) -> Value {
        var v = value
        for _ in 0..<min(n, Self.maxRuns) { v = timeline(from: v).value(time: .infinity) }
        return v
    }

    /// The value now: the keyframes at the time since they began.
    func current(at now: Double) -> Value {
        guard let started else { return initialValue }
        let elapsed = max(now - started, 0)
        let first = timeline(from: value(afterRuns: base, from: initialValue))
        guard repeating, first.duration > 0 else { return first.value(time: elapsed) }
        let length = first.duration
        let run = Int(min((elapsed / length).rounded(.down), Double(Self.maxRuns)))
        let start = run == 0 ? first : timeline(from: value(afterRuns: run, from: first.initialValue))
        return start.value(time: elapsed - Double(run) * length)
    }

    /// What it draws: the content at the keyframes' value now.
    public var body: some View {
        Group { content(current(at: VirtualClock.now ?? 0)) }
            .onAppear { if trigger == nil { started = VirtualClock.now ?? 0 } }
            .onChange(of: trigger) {
                // Each change starts a run from where the last one ended.
                if started != nil { base += 1 }
                started = VirtualClock.now ?? 0
            }
    }
}

extension KeyframeTimeline {
    /// The timeline of `tracks` from `initialValue`.
    init(initialValue: Value, tracks: [AnyKeyframeTrack<Value>]) {
        self.initialValue = initialValue
        self.tracks = tracks
    }
}

extension View {
    /// The view's content made from the value `keyframes` give over time, from when it appears,
    /// repeating by default, as SwiftUI's `keyframeAnimator(initialValue:repeating:content:keyframes:)`.
    public func keyframeAnimator<Value, V: View, K: Keyframes>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> V,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
    ) -> KeyframeAnimator<Value, K, V> where K.Value == Value {
        let view = PlaceholderContentView(content: self)
        return KeyframeAnimator(
            initialValue: initialValue, repeating: repeating, content: { content(view, $0) }, keyframes: keyframes)
    }

    /// The view's content made from the value `keyframes` give, played once each time `trigger`
    /// changes, as SwiftUI's `keyframeAnimator(initialValue:trigger:content:keyframes:)`.
    public func keyframeAnimator<Value, V: View, K: Keyframes>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> V,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
    ) -> KeyframeAnimator<Value, K, V> where K.Value == Value {
        let view = PlaceholderContentView(content: self)
        return KeyframeAnimator(
            initialValue: initialValue, trigger: trigger, content: { content(view, $0) }, keyframes: keyframes)
    }
}
