import HaloCPU
import HaloUI
import Testing

import struct HaloCore.Scene

/// Keyframes against values worked by hand from SwiftUI's documented rules (docs/semantics.md,
/// "Keyframes"): linear segments, a Catmull-Rom run of cubic keyframes, a cubic after a linear
/// one, a spring's closed form, a move, parallel tracks, and the animator repeating and triggered.
struct KeyframeTests {
    struct Pose {
        var scale = 1.0
        var offset = 0.0
        var angle = Angle.zero
    }

    static func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }

    @Test func linearKeyframesAndMoves() {
        let t = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                LinearKeyframe(10.0, duration: 1)
                LinearKeyframe(20.0, duration: 2)
                MoveKeyframe(-5.0)
                LinearKeyframe(5.0, duration: 1)
            }
        }
        #expect(t.duration == 4)
        #expect(Self.close(t.value(time: 0.5), 5))
        #expect(Self.close(t.value(time: 2), 15))
        #expect(Self.close(t.value(time: 3), -5))  // the move at 3 s jumps at once
        #expect(Self.close(t.value(time: 3.5), 0))
        #expect(Self.close(t.value(time: 9), 5))
        #expect(Self.close(t.value(time: -1), 0))
        #expect(Self.close(t.value(progress: 0.125), 5))
    }

    /// Keyframes of the whole value written straight in the builder, with no `KeyframeTrack`
    /// (as `keyframeAnimator(initialValue:trigger:) { ... } keyframes: { _ in ... }` is often
    /// written): they play one after another as in a track of the whole value.
    @Test func keyframesWithNoTrackPlayInTurn() {
        let t = KeyframeTimeline(initialValue: 3.0) {
            MoveKeyframe(0.0)
            LinearKeyframe(2.0, duration: 2)
            LinearKeyframe(8.0, duration: 1)
        }
        #expect(t.duration == 3)
        #expect(Self.close(t.value(time: 0), 0))  // the move jumps at once
        #expect(Self.close(t.value(time: 1), 1))
        #expect(Self.close(t.value(time: 2.5), 5))
        #expect(Self.close(t.value(time: 7), 8))
    }

    /// Written as public code writes a ripple: an integer literal for the initial value, the
    /// value a `TimeInterval` from the keyframes and the content.
    struct Ripple: ViewModifier {
        var duration: TimeInterval { 2 }
        func body(content: Content) -> some View {
            let duration = duration
            content.keyframeAnimator(initialValue: 0, trigger: 1) { view, elapsed in
                view.opacity(elapsed / duration)
            } keyframes: { _ in
                MoveKeyframe(0)
                LinearKeyframe(duration, duration: duration)
            }
        }
    }

    @Test func looseKeyframesInferTheirValueFromTheirUse() throws {
        // It compiles (the literal is a Double); with no trigger change, the initial value: 0.
        let scene = try ViewScene.scene(
            of: Color.red.frame(width: 4, height: 4).modifier(Ripple()), width: 4, height: 4, at: 1)
        let image = try CPURenderer(threads: 1).render(scene)
        #expect(image[2, 2].w == 0)
    }

    @Test func aLinearKeyframeFollowsItsTimingCurve() {
        // easeIn (0.42, 0, 1, 1) at half time: solve x(s) = 0.5 by bisection here, then y(s).
        func bez(_ s: Double, _ a: Double, _ b: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<100 {
            let m = (lo + hi) / 2
            if bez(m, 0.42, 1) < 0.5 { lo = m } else { hi = m }
        }
        let want = 10 * bez(lo, 0, 1)
        let t = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack { LinearKeyframe(10.0, duration: 2, timingCurve: .easeIn) }
        }
        #expect(Self.close(t.value(time: 1), want, 1e-6), "\(t.value(time: 1)) vs \(want)")
        #expect(!Self.close(want, 5, 0.5))
    }

    @Test func adjacentCubicKeyframesAreACatmullRomSpline() {
        // 0 -> 10 -> 30 -> 30, a second each. The second segment (10 to 30) starts at the
        // tangent (30 - 0) / 2 = 15 a second and ends at (30 - 10) / 2 = 10; halfway the Hermite
        // basis is (1/2, 1/8, 1/2, -1/8): 5 + 1.875 + 15 - 1.25 = 20.625 (a line would give 20).
        let t = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                CubicKeyframe(10.0, duration: 1)
                CubicKeyframe(30.0, duration: 1)
                CubicKeyframe(30.0, duration: 1)
            }
        }
        #expect(Self.close(t.value(time: 1.5), 20.625), "\(t.value(time: 1.5))")
        // The first segment starts at rest and ends at 15 a second: 10 x 1/2 + 15 x (-1/8).
        #expect(Self.close(t.value(time: 0.5), 5 - 1.875), "\(t.value(time: 0.5))")
        #expect(Self.close(t.value(time: 1), 10) && Self.close(t.value(time: 2), 30))
    }

    @Test func aCubicAfterALinearKeyframeStartsAtItsVelocity() {
        // Linear 0 -> 10 in 1 s (10 a second), then cubic to 10 in 1 s ending at rest (the track
        // ends): halfway 10 + 10 x 1/8 x 1 = 11.25.
        let t = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                LinearKeyframe(10.0, duration: 1)
                CubicKeyframe(10.0, duration: 1)
            }
        }
        #expect(Self.close(t.value(time: 1.5), 11.25, 1e-3), "\(t.value(time: 1.5))")
        // Given velocities win: start at 0, end at -20 a second: 10 + (-20) x (-1/8) = 12.5.
        let given = KeyframeTimeline(initialValue: 10.0) {
            KeyframeTrack { CubicKeyframe(10.0, duration: 1, startVelocity: 0, endVelocity: -20) }
        }
        #expect(Self.close(given.value(time: 0.5), 12.5), "\(given.value(time: 0.5))")
    }

    @Test func aSpringKeyframeIsTheDampedOscillator() {
        // Spring(duration: 0.5, bounce: 0): critically damped, w = 4 pi; from rest at 0 to 1,
        // x(t) = 1 - e^(-w t)(1 + w t): at 0.25 s, 1 - e^(-pi)(1 + pi) = 0.8210...
        let t = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack { SpringKeyframe(1.0, duration: 1, spring: Spring(duration: 0.5, bounce: 0)) }
        }
        let want = 1 - exp(-Double.pi) * (1 + Double.pi)
        #expect(Self.close(t.value(time: 0.25), want, 1e-9), "\(t.value(time: 0.25)) vs \(want)")
        // Without a duration the segment lasts the spring's settling duration.
        let settling = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack { SpringKeyframe(1.0, spring: .smooth) }
        }
        #expect(Self.close(settling.duration, Spring.smooth.settlingDuration))
    }

    @Test func tracksOfAValuesPropertiesPlayTogether() {
        let t = KeyframeTimeline(initialValue: Pose()) {
            KeyframeTrack(\.scale) { LinearKeyframe(2.0, duration: 1) }
            KeyframeTrack(\.offset) {
                LinearKeyframe(-30.0, duration: 0.5)
                LinearKeyframe(0.0, duration: 1.5)
            }
            KeyframeTrack(\.angle) { LinearKeyframe(.degrees(90), duration: 2) }
        }
        #expect(t.duration == 2)
        let v = t.value(time: 1)
        #expect(Self.close(v.scale, 2) && Self.close(v.offset, -20) && Self.close(v.angle.degrees, 45))
    }

    /// A square scaled by repeating keyframes: 1 -> 2 in 0.5 s, back in 0.5 s.
    struct Pulse: View {
        var body: some View {
            KeyframeAnimator(initialValue: 1.0) { scale in
                Color.blue.frame(width: 10, height: 10).scaleEffect(scale)
            } keyframes: { _ in
                KeyframeTrack {
                    LinearKeyframe(2.0, duration: 0.5)
                    LinearKeyframe(1.0, duration: 0.5)
                }
            }
        }
    }

    /// A square moved by keyframes played at each scripted tap, each run from where the last
    /// ended: +20 in 0.4 s.
    struct Stepper: View {
        @State private var taps = 0
        var body: some View {
            Color.red.frame(width: 10, height: 10)
                .keyframeAnimator(initialValue: 0.0, trigger: taps) { content, x in
                    content.offset(x: x)
                } keyframes: { x in
                    KeyframeTrack { LinearKeyframe(x + 20, duration: 0.4) }
                }
                .onTapGesture { taps += 1 }
                .taps(at: [1, 3])
        }
    }

    static func scale(_ scene: Scene) -> Double { scene.layers.flatMap(\.allDraws).first?.transform.scale ?? .nan }
    static func x(_ scene: Scene) -> Double {
        guard let d = scene.layers.flatMap(\.allDraws).first else { return .nan }
        return d.shape.frame.minX + d.transform.translate.x - 25
    }

    @Test func theAnimatorRepeatsAndPlaysAtItsTrigger() throws {
        let at = { (v: any View, t: Double) in try ViewScene.scene(of: AnyView(v), width: 60, height: 40, at: t) }
        #expect(Self.close(Self.scale(try at(Pulse(), 0.25)), 1.5))
        #expect(Self.close(Self.scale(try at(Pulse(), 0.75)), 1.5))
        #expect(Self.close(Self.scale(try at(Pulse(), 10.25)), 1.5))
        #expect(Self.close(Self.scale(try at(Pulse(), 10.5)), 2))
        // Triggered: still before the first tap, half way after it, held, then from 20 to 40.
        #expect(Self.close(Self.x(try at(Stepper(), 0.5)), 0))
        #expect(Self.close(Self.x(try at(Stepper(), 1.2)), 10))
        #expect(Self.close(Self.x(try at(Stepper(), 2.5)), 20))
        #expect(Self.close(Self.x(try at(Stepper(), 3.2)), 30))
        #expect(Self.close(Self.x(try at(Stepper(), 5)), 40))
    }
}
