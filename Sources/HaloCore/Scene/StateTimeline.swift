import Foundation

/// A value's whole history declared up front, as SwiftUI's `@State` changed by
/// `withAnimation` at known moments: a start value, then changes at times (explicit ones, or
/// one every `interval` seconds as a repeating task would make), each animated from wherever
/// the value is (docs/semantics.md's retarget rule). `value(at:)` is a pure function of time.
///
/// ```swift
/// // @State var scale = 1.0; onAppear { withAnimation(.easeInOut(1).repeatForever()) { scale = 1.3 } }
/// let scale = StateTimeline(1.0).animate(to: 1.3, with: .easeInOut(1).repeatForever(), at: 0)
/// scale.value(at: 0.5)
/// ```
public struct StateTimeline<Value: Interpolatable> {
    /// Where the changes come from.
    enum Source {
        /// Changes at given times, in time order.
        case explicit([RetargetedValue<Value>.Change])
        /// A change every `interval` seconds from `start` (tick k at start + k x interval), to
        /// `target(k)`, with `animation`.
        case periodic(start: Double, interval: Double, animation: Animation, target: @Sendable (Int) -> Value)
    }

    /// The value before the first change.
    public let initial: Value
    let source: Source

    /// A value that stays `initial` until it is changed.
    public init(_ initial: Value) {
        self.initial = initial
        source = .explicit([])
    }

    /// The same timeline changed to `target` at `time` (seconds), animated with `animation`
    /// (nil: at once), as `withAnimation(animation) { value = target }` run at that time.
    /// Changes must be added in time order; a periodic timeline takes no explicit changes.
    public func animate(to target: Value, with animation: Animation?, at time: Double = 0) -> StateTimeline {
        var changes: [RetargetedValue<Value>.Change] = []
        if case .explicit(let c) = source { changes = c }
        changes.append(.init(time: time, target: target, animation: animation ?? .linear(0)))
        return StateTimeline(initial: initial, source: .explicit(changes))
    }

    /// The same start value, changed every `interval` seconds from `start` (the first change
    /// at `start`) to `target(k)` for the k-th change (k = 0, 1, ...), as a task that sets the
    /// value and sleeps `interval` in a loop. `interval` must be > 0.
    public func every(
        _ interval: Double, from start: Double = 0, with animation: Animation?,
        _ target: @escaping @Sendable (Int) -> Value
    ) -> StateTimeline {
        StateTimeline(
            initial: initial,
            source: .periodic(start: start, interval: interval, animation: animation ?? .linear(0), target: target))
    }

    init(initial: Value, source: Source) {
        self.initial = initial
        self.source = source
    }

    /// The last periodic change counted: later times (1e19 s, an interval of 1e-300) take
    /// this one, so no count overflows.
    static var maxTick: Int { 1 << 40 }

    /// The changes that decide the value at time t (each one's own animation, or `override`
    /// for all: what `.animation(_:value:)` does to the views that read the value), and the
    /// value they start from.
    func retargeted(at t: Double, animation override: Animation? = nil) -> RetargetedValue<Value> {
        switch source {
        case .explicit(let changes):
            guard let a = override else { return RetargetedValue(initial: initial, changes: changes) }
            return RetargetedValue(
                initial: initial, changes: changes.map { .init(time: $0.time, target: $0.target, animation: a) })
        case let .periodic(start, interval, own, target):
            guard t >= start else { return RetargetedValue(initial: initial, changes: []) }
            let animation = override ?? own
            let last = Int(clamping: ((t - start) / interval).rounded(.down), to: 0...StateTimeline.maxTick)
            // Only changes that can still be moving matter; an earlier one is complete, so the
            // window starts from the target of the change before it.
            let settle = animation.settleTime ?? 64 * interval
            let first = max(0, last - Int(clamping: (settle / interval).rounded(.up), to: 0...64) - 1)
            let changes = (first...last).map { k in
                RetargetedValue<Value>.Change(
                    time: start + Double(k) * interval, target: target(k), animation: animation)
            }
            return RetargetedValue(initial: first == 0 ? initial : target(first - 1), changes: changes)
        }
    }

    /// The value at time t (seconds).
    public func value(at t: Double) -> Value { retargeted(at: t).value(at: t) }

    /// The value at time t as seen through `animation` instead of each change's own, as a
    /// view with `.animation(animation, value: value)` sees it.
    public func value(at t: Double, animation: Animation) -> Value {
        retargeted(at: t, animation: animation).value(at: t)
    }

    /// The times of the changes up to t.
    func changeTimes(upTo t: Double) -> [Double] {
        retargeted(at: t).changes.map(\.time).filter { $0 <= t }
    }
}

extension StateTimeline where Value == Double {
    /// The integral of the value from 0 to t: a clock that runs at the value's speed, as a
    /// seed's `elapsedTime += interval x speed` on every tick, without the ticks. Computed by
    /// quadrature between the changes (to ~1e-12 s), constant once every change has settled,
    /// so a frame needs no history.
    public func integral(to t: Double) -> Double {
        guard t > 0 else { return t * value(at: 0) }
        let settle = retargeted(at: t).changes.map { $0.animation.settleTime ?? 5 }.max() ?? 0
        var marks = [0.0] + changeTimes(upTo: t).filter { $0 > 0 && $0 < t } + [t]
        marks = Array(Set(marks)).sorted()
        var total = 0.0
        for (a, b) in zip(marks, marks.dropFirst()) {
            let busy = min(b, a + settle)
            let pieces = Int(clamping: ((busy - a) / 0.02).rounded(.up), to: 1...Contour.maxPieces)
            total += PathMeasure.integrate(a, busy, pieces: pieces) { value(at: $0) }
            if b > busy { total += (b - busy) * value(at: busy) }
        }
        return total
    }
}

extension Animation {
    /// Seconds after it begins until it rests at its target for good: a timing curve's delay
    /// and passes; a spring's until it is within 1e-45 of it (5 s for SwiftUI's 0.3-s spring);
    /// nil for one that repeats forever.
    public var settleTime: Double? {
        let passes: Double
        switch repeats {
        case .once: passes = 1
        case .count(let n): passes = Double(max(n, 1))
        case .forever: return nil
        }
        switch curve {
        case .timing: return delay + passes * duration / speed
        case let .spring(d, b):
            // e^(-z w t) < 1e-45 with w = 2 pi / d: t > 45 ln 10 d / (2 pi z) ~ 16.5 d / z.
            // Overdamped springs decay at z - sqrt(z^2 - 1) instead of z.
            let z = AnimationCurve.dampingFraction(bounce: b)
            let rate = z <= 1 ? z : z - (z * z - 1).squareRoot()
            return delay + (16.7 * d / rate) / speed
        }
    }
}

extension StateTimeline: Sendable where Value: Sendable {}
extension StateTimeline.Source: Sendable where Value: Sendable {}
