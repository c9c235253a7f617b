import HaloCore

/// A container that animates its content through a sequence of phases, as SwiftUI's
/// `PhaseAnimator`: without a trigger it cycles through them for as long as it is on screen,
/// from the first phase to the second as it appears; with one, each change of the trigger runs
/// through every phase once and back to the first. Each change to a phase is animated with
/// `animation(phase)` (nil: at once), and the next one starts when that animation completes
/// (docs/semantics.md, "Phase animators").
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let phases: [Phase]
    let trigger: TriggerValue?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?
    /// The phase shown, an index into `phases`.
    @State private var index = 0
    /// Which run the scheduled steps belong to: a newer trigger change ends an older run.
    @State private var run = 0

    /// Cycles through `phases` continuously, animating each change with `animation`.
    public init(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        trigger = nil
        self.content = content
        self.animation = animation
    }

    /// Runs through `phases` once each time `trigger` changes, animating each change with
    /// `animation`.
    public init(
        _ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        self.trigger = TriggerValue(trigger)
        self.content = content
        self.animation = animation
    }

    /// What it draws: the content at the phase shown.
    public var body: some View {
        if phases.isEmpty {
            Ambient.report("PhaseAnimator", "the sequence of phases is empty")
        }
        let shown = phases.isEmpty ? nil : phases[min(index, phases.count - 1)]
        return Group { if let shown { content(shown) } }
            .onAppear { if trigger == nil { step(to: 1, run: run, once: false) } }
            .onChange(of: trigger) {
                run += 1
                step(to: (index + 1) % max(phases.count, 1), run: run, once: true)
            }
    }

    /// A step that makes no time (no animation, or one of no duration) waits this long, as a
    /// frame at 60 fps, so a cycle always moves on in time.
    static var frameTime: Double { 1.0 / 60 }

    /// How long an animation takes to complete: its delay and duration over its speed (the
    /// first of its repeats).
    static func completion(of a: Animation?) -> Double {
        guard let a else { return frameTime }
        let t = (a.delay + a.duration) / max(a.speed, 1e-9)
        return t.isFinite && t > 0 ? t : frameTime
    }

    /// Changes to phase `next` with its animation, then, when that completes, to the one after
    /// (a run started by a trigger stops back at the first phase).
    func step(to next: Int, run current: Int, once: Bool) {
        guard phases.count > 1, run == current else { return }
        let a = animation(phases[next])
        withAnimation(a) { index = next }
        if once && next == 0 { return }
        guard let runtime = VirtualClock.replaying else { return }
        runtime.schedule(at: runtime.now + Self.completion(of: a)) { _ in
            step(to: (next + 1) % phases.count, run: current, once: once)
        }
    }
}

/// A trigger of any `Equatable` type, compared by value.
struct TriggerValue: Equatable {
    let value: any Equatable

    init(_ value: some Equatable) { self.value = value }

    static func == (a: TriggerValue, b: TriggerValue) -> Bool { a.value.isEqual(to: b.value) }
}

extension View {
    /// The view animated through `phases` continuously: `content` makes it for each phase.
    public func phaseAnimator<Phase: Equatable, V: View>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> V,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> PhaseAnimator<Phase, V> {
        let view = PlaceholderContentView(content: self)
        return PhaseAnimator(phases, content: { content(view, $0) }, animation: animation)
    }

    /// The view animated through `phases` once each time `trigger` changes.
    public func phaseAnimator<Phase: Equatable, V: View>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> V,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> PhaseAnimator<Phase, V> {
        let view = PlaceholderContentView(content: self)
        return PhaseAnimator(phases, trigger: trigger, content: { content(view, $0) }, animation: animation)
    }
}
