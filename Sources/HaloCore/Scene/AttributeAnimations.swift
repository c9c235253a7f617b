import Foundation
import HaloMath

/// The animations running on one animatable attribute (an opacity, an offset, a colour), as
/// SwiftUI runs them: the presentation value is the model value plus what each running
/// animation still adds (docs/semantics.md, "Transactions").
///
/// - A timing-curve animation that interrupts another runs **beside** it: each adds
///   (from - to)(1 - p(t)) of its own change, so the two combine additively (SwiftUI's
///   `CustomAnimation.shouldMerge` returns false by default: the animations run together).
/// - A spring **merges** with whatever is running: they are replaced by one spring from the
///   current presentation value and velocity to the new model value (SwiftUI's `spring`:
///   "each animation will be replaced by their successor, preserving velocity").
/// - A change without an animation moves the model at once; running animations keep adding
///   what they have left.
///
/// Only `Interpolatable` arithmetic is used: a sum `base + c (a - b)` is three interpolations
/// (`shifted`), exact for numbers, points and colours.
public struct AttributeAnimations<Value: Interpolatable> {
    /// One running animation's contribution.
    enum Term {
        /// A timing curve (or a repeating spring) that began at `time`, from model value `from`
        /// to `to`: adds (from - to)(1 - p(t - time)).
        case additive(time: Double, animation: Animation, from: Value, to: Value)
        /// A spring that began at `time` from presentation `start`, moving at the velocity
        /// (ahead - behind) / (2 step), towards `to`: adds g(u)(start - to) + h(u) velocity.
        case spring(
            time: Double, animation: Animation, start: Value, ahead: Value, behind: Value, step: Double, to: Value)
    }

    /// The value the attribute has without animations (the view's last value).
    public private(set) var model: Value
    var terms: [Term] = []
    /// Whether the model is the target of the last term (no change at once since).
    var modelIsLastTarget = false

    /// An attribute at `model`, not animating.
    public init(_ model: Value) { self.model = model }

    /// The model changed to `target` at time t, with `animation` (nil: at once).
    public mutating func change(to target: Value, animation: Animation?, at t: Double) {
        // (Guarded: a mutation of the empty array would allocate a buffer of its own.)
        if !terms.isEmpty { terms.removeAll { Self.settled($0, at: t) } }
        defer { model = target }
        guard let animation else {
            modelIsLastTarget = false
            return
        }
        modelIsLastTarget = true
        if case .spring = animation.curve, animation.repeats == .once {
            let start = value(at: t)
            let step = 1e-4
            let moving = !terms.isEmpty
            let ahead = moving ? value(at: t + step) : start
            let behind = moving ? value(at: t - step) : start
            terms = [
                .spring(
                    time: t, animation: animation, start: start, ahead: ahead, behind: behind, step: step,
                    to: target)
            ]
        } else {
            terms.append(.additive(time: t, animation: animation, from: model, to: target))
        }
    }

    /// The presentation value at time t (not before the last change).
    public func value(at t: Double) -> Value {
        // One animation from the model it left to the model now: the plain interpolation, so a
        // single change equals `Animation.value(from:to:at:)` exactly.
        if terms.count == 1, modelIsLastTarget, case let .additive(time, animation, from, _) = terms[0] {
            return from.interpolated(to: model, animation.progress(at: t - time))
        }
        var v = model
        for term in terms {
            switch term {
            case let .additive(time, animation, from, to):
                let left = 1 - animation.progress(at: t - time)
                if left != 0 { v = Self.shifted(v, left, from, minus: to) }
            case let .spring(time, animation, start, ahead, behind, step, to):
                let (g, h) = Self.springWeights(animation, at: t - time)
                v = Self.shifted(v, g, start, minus: to)
                if h != 0 { v = Self.shifted(v, h / (2 * step), ahead, minus: behind) }
            }
        }
        return v
    }

    /// base + c (a - b), by interpolation alone.
    package static func shifted(_ base: Value, _ c: Double, _ a: Value, minus b: Value) -> Value {
        // (base + a) / 2, then b + 2 ((base + a) / 2 - b) = base + a - b.
        let moved = b.interpolated(to: base.interpolated(to: a, 0.5), 2)
        return base.interpolated(to: moved, c)
    }

    /// The weights of a spring's start offset and start velocity u seconds after it began:
    /// x(u) = target + g(u) (x0 - target) + h(u) v0, the damped oscillator with SwiftUI's
    /// stiffness (2 pi / duration)^2 and damping fraction (docs/semantics.md, "Animation").
    package static func springWeights(_ animation: Animation, at elapsed: Double) -> (g: Double, h: Double) {
        guard case let .spring(d, b) = animation.curve else { return (0, 0) }
        let s = animation.speed
        let u = (elapsed - animation.delay) * s
        guard u > 0 else { return (1, 0) }
        let w = 2 * Double.pi / d
        let z = AnimationCurve.dampingFraction(bounce: b)
        let decay = PortableMath.exp(-z * w * u)
        let g: Double
        let h: Double
        if abs(z - 1) < 1e-9 {
            g = decay * (1 + w * u)
            h = decay * u
        } else if z < 1 {
            let wd = w * (1 - z * z).squareRoot()
            g = decay * (PortableMath.cos(wd * u) + (z * w / wd) * PortableMath.sin(wd * u))
            h = decay * PortableMath.sin(wd * u) / wd
        } else {
            let wd = w * (z * z - 1).squareRoot()
            g = decay * (PortableMath.cosh(wd * u) + (z * w / wd) * PortableMath.sinh(wd * u))
            h = decay * PortableMath.sinh(wd * u) / wd
        }
        // The spring runs in time scaled by the speed: its start velocity per scaled second is v0 / s.
        return (g, h / s)
    }

    /// Whether a term adds nothing from time t on.
    static func settled(_ term: Term, at t: Double) -> Bool {
        switch term {
        case let .additive(time, animation, _, _), let .spring(time, animation, _, _, _, _, _):
            guard let settle = animation.settleTime else { return false }
            return t >= time + settle
        }
    }
}

extension AttributeAnimations: Sendable where Value: Sendable {}
extension AttributeAnimations.Term: Sendable where Value: Sendable {}
