import Foundation
import HaloMath

/// A symbol effect, as SwiftUI's `SymbolEffect` values (`.bounce`, `.pulse`, `.variableColor`,
/// `.scale`, `.breathe`, `.rotate`, `.wiggle`, with their variants `.up`, `.down`, `.byLayer`,
/// `.clockwise` ...): Apple describes each effect's look, not its timing, so Halo's motions are
/// its own, listed in docs/semantics.md ("Symbol effects"). The icons have one layer, so
/// `byLayer`, `iterative` and the like draw as the whole symbol.
public struct SymbolEffectKind: Hashable, Sendable {
    enum Effect: Hashable, Sendable {
        case bounce, pulse, variableColor, scale, breathe, rotate, wiggle, appear, disappear, replace, automatic
    }
    let effect: Effect
    /// -1 for the down, counter-clockwise or left variants, else 1.
    var direction = 1.0

    /// A transitory scaling: the symbol springs up (or down) and back.
    public static let bounce = SymbolEffectKind(effect: .bounce)
    /// The symbol's opacity fades and returns.
    public static let pulse = SymbolEffectKind(effect: .pulse)
    /// The symbol's layers dim in turn (one layer here: it dims and returns).
    public static let variableColor = SymbolEffectKind(effect: .variableColor)
    /// The symbol held larger (or smaller) while active.
    public static let scale = SymbolEffectKind(effect: .scale)
    /// The symbol swells and shrinks gently.
    public static let breathe = SymbolEffectKind(effect: .breathe)
    /// The symbol turns.
    public static let rotate = SymbolEffectKind(effect: .rotate)
    /// The symbol shakes from side to side.
    public static let wiggle = SymbolEffectKind(effect: .wiggle)

    /// Upwards (larger): the default.
    public var up: SymbolEffectKind { self }
    /// Downwards (smaller).
    public var down: SymbolEffectKind { with(direction: -1) }
    /// Clockwise: the default.
    public var clockwise: SymbolEffectKind { self }
    /// Counter-clockwise.
    public var counterClockwise: SymbolEffectKind { with(direction: -1) }
    /// Starting to the right: the default.
    public var right: SymbolEffectKind { self }
    /// Starting to the left.
    public var left: SymbolEffectKind { with(direction: -1) }
    /// Layer by layer (one layer here).
    public var byLayer: SymbolEffectKind { self }
    /// The whole symbol at once.
    public var wholeSymbol: SymbolEffectKind { self }
    /// Layers one at a time (one layer here).
    public var iterative: SymbolEffectKind { self }
    /// Layers adding up (one layer here).
    public var cumulative: SymbolEffectKind { self }
    /// Back and forth.
    public var reversing: SymbolEffectKind { self }
    /// Forward only.
    public var nonReversing: SymbolEffectKind { self }
    /// Inactive layers dimmed (one layer here).
    public var dimInactiveLayers: SymbolEffectKind { self }
    /// Inactive layers hidden (one layer here).
    public var hideInactiveLayers: SymbolEffectKind { self }

    func with(direction d: Double) -> SymbolEffectKind {
        var k = self
        k.direction = d
        return k
    }

    /// Seconds one run of the effect lasts.
    var period: Double {
        switch effect {
        case .bounce: 0.5
        case .pulse: 1
        case .variableColor: 1.2
        case .scale: 0.25
        case .breathe: 2
        case .rotate: 1
        case .wiggle: 0.75
        case .appear, .disappear, .replace, .automatic: 0.35
        }
    }

    /// The symbol's scale, turn (degrees) and opacity `t` seconds into a run (0 ... period).
    func pose(at t: Double) -> (scale: Double, degrees: Double, opacity: Double) {
        let x = min(max(t / period, 0), 1)
        switch effect {
        case .bounce: return (1 + 0.2 * direction * PortableMath.sin(Double.pi * x), 0, 1)
        case .pulse, .variableColor: return (1, 0, 1 - 0.6 * (1 - PortableMath.cos(2 * Double.pi * x)) / 2)
        case .scale: return (1 + 0.2 * direction * (1 - PortableMath.cos(Double.pi * x)) / 2, 0, 1)
        case .breathe: return (1 + 0.08 * (1 - PortableMath.cos(2 * Double.pi * x)) / 2, 0, 1)
        case .rotate: return (1, 360 * direction * x, 1)
        case .wiggle: return (1, 12 * direction * PortableMath.sin(4 * 2 * Double.pi * x) * (1 - x), 1)
        // Going away: shrinking to half and fading out, then held there.
        case .appear, .disappear, .replace, .automatic: return (1 - 0.5 * x, 0, 1 - x)
        }
    }
}

/// How a symbol effect repeats and how fast, as SwiftUI's `SymbolEffectOptions`.
public struct SymbolEffectOptions: Hashable, Sendable {
    /// Runs per trigger (nil: forever).
    var count: Int? = 1
    /// How much faster than normal.
    var speedFactor = 1.0
    /// Seconds of rest between runs (periodic repeats with a delay).
    var delay = 0.0

    /// How an effect repeats, as SwiftUI's `SymbolEffectOptions.RepeatBehavior`: a count of
    /// runs (nil: forever) and a rest between them. Halo draws `continuous` as `periodic`.
    public struct RepeatBehavior: Hashable, Sendable {
        var count: Int?
        var delay: Double

        /// Repeats forever, as smoothly as the effect can (drawn as periodic runs in Halo).
        public static let continuous = RepeatBehavior(count: nil, delay: 0)
        /// Repeats forever, one run after another.
        public static let periodic = RepeatBehavior(count: nil, delay: 0)
        /// `count` runs (nil: forever), `delay` seconds apart (nil: none).
        public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior {
            let d = delay.map { $0.isFinite ? max($0, 0) : 0 } ?? 0
            return RepeatBehavior(count: count.map { max($0, 1) }, delay: d)
        }
    }

    /// Once per trigger (indefinite effects: as long as active).
    public static let `default` = SymbolEffectOptions()
    /// Repeating for as long as it is active.
    public static let repeating = SymbolEffectOptions(count: nil)
    /// Not repeating.
    public static let nonRepeating = SymbolEffectOptions(count: 1)
    /// `count` runs.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(count: max(count, 1)) }
    /// These options, repeating forever.
    public var repeating: SymbolEffectOptions {
        var o = self
        o.count = nil
        return o
    }
    /// These options, not repeating.
    public var nonRepeating: SymbolEffectOptions {
        var o = self
        o.count = 1
        return o
    }
    /// `speed` times as fast.
    public static func speed(_ speed: Double) -> SymbolEffectOptions {
        SymbolEffectOptions(speedFactor: speed > 0 && speed.isFinite ? speed : 1)
    }
    /// Repeating as `behavior` says.
    public static func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions {
        SymbolEffectOptions.default.repeat(behavior)
    }
    /// These options, repeating as `behavior` says.
    public func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions {
        var o = self
        o.count = behavior.count
        o.delay = behavior.delay
        return o
    }
    /// These options, also `count` runs.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions {
        var o = self
        o.count = max(count, 1)
        return o
    }
    /// These options, also `speed` times as fast.
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        var o = self
        o.speedFactor = speed > 0 && speed.isFinite ? speed : 1
        return o
    }
}

/// A view whose symbols move by an effect, as SwiftUI's `symbolEffect(_:options:value:)` (a run
/// each time the value changes) and `symbolEffect(_:options:isActive:)` (running while active,
/// from when the view appears; `.scale` holds its size while active). A pure function of the
/// frame's time since the run began.
public struct SymbolEffectView<Content: View>: View {
    let content: Content
    let kind: SymbolEffectKind
    let options: SymbolEffectOptions
    let trigger: TriggerValue?
    let isActive: Bool
    /// When the current run began (virtual seconds), nil before any.
    @State private var began: Double? = nil

    /// What it draws: the content at the effect's pose now.
    public var body: some View {
        // `symbolEffectsRemoved()` above: the symbols rest.
        let removed = Ambient.environment.symbolEffectsRemoved
        let pose = removed ? (scale: 1.0, degrees: 0.0, opacity: 1.0) : self.pose(at: VirtualClock.now ?? 0)
        return
            content
            .scaleEffect(pose.scale)
            .rotationEffect(.degrees(pose.degrees))
            .opacity(pose.opacity)
            .onAppear { if trigger == nil { began = VirtualClock.now ?? 0 } }
            .onChange(of: trigger) { began = VirtualClock.now ?? 0 }
    }

    /// The pose at `now`: at rest before a run and after its last repeat; an indefinite effect
    /// repeats while active (forever unless `options` count its runs), `.scale` holds.
    func pose(at now: Double) -> (scale: Double, degrees: Double, opacity: Double) {
        if kind.isTransition, trigger == nil {
            // `.disappear` hides the symbol while active, `.appear` while inactive (held).
            let hidden = (kind.effect == .appear) != isActive
            guard hidden else { return (1, 0, 1) }
            guard let began else { return kind.pose(at: kind.period) }
            return kind.pose(at: min((now - began) * options.speedFactor, kind.period))
        }
        guard let began, trigger != nil || isActive else { return (1, 0, 1) }
        let t = (now - began) * options.speedFactor
        let period = kind.period
        let runs = trigger == nil && options == .default ? nil : options.count
        if kind.effect == .scale && trigger == nil { return kind.pose(at: min(t, period)) }
        // Each run lasts a period, then rests `delay` seconds (scaled by the speed as the run is).
        let cycle = period + options.delay * options.speedFactor
        if let runs, t >= Double(runs) * cycle - options.delay * options.speedFactor { return (1, 0, 1) }
        let inCycle = t.truncatingRemainder(dividingBy: cycle)
        return inCycle < period ? kind.pose(at: inCycle) : (1, 0, 1)
    }
}

extension View {
    /// The symbols inside run `effect` once (or `options`' count) each time `value` changes.
    public func symbolEffect(
        _ effect: SymbolEffectKind, options: SymbolEffectOptions = .default, value: some Equatable
    ) -> SymbolEffectView<Self> {
        SymbolEffectView(content: self, kind: effect, options: options, trigger: TriggerValue(value), isActive: true)
    }

    /// The symbols inside run `effect` while `isActive`, from when the view appears.
    public func symbolEffect(
        _ effect: SymbolEffectKind, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> SymbolEffectView<Self> {
        SymbolEffectView(content: self, kind: effect, options: options, trigger: nil, isActive: isActive)
    }
}
