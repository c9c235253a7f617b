import HaloUI
import Testing

import struct HaloCore.Draw
import struct HaloCore.Scene

/// `PhaseAnimator` and `phaseAnimator` against values worked out by hand from SwiftUI's
/// documented rules: cycling from appearance, each change animated with the animation the
/// closure gives for the phase changed to, the next change when it completes; a trigger runs
/// every phase once and back to the first.
struct PhaseAnimatorTests {
    /// The x of the view's square at t: its frame's left edge plus its draw's offset.
    static func x<V: View>(_ view: V, at t: Double) throws -> Double {
        let scene = try ViewScene.scene(of: view, width: 200, height: 100, at: t)
        let d = try #require(scene.layers.flatMap(\.allDraws).first)
        return d.shape.frame.x + d.transform.translate.x
    }

    static func square(_ offset: Double) -> some View {
        Rectangle().fill(Color.red).frame(width: 10, height: 10).offset(x: offset)
    }

    /// The square's x with no offset.
    static let rest = 95.0

    @Test func withoutATriggerItCyclesAndEachPhaseTakesItsOwnAnimation() throws {
        // To 40 in 1 s, back to 0 in 0.5 s, again: a cycle of 1.5 s from t = 0 (3.25 s is 0.25 s
        // into the third rise).
        let view = PhaseAnimator([0.0, 40.0]) { phase in
            Self.square(phase)
        } animation: { phase in
            phase == 40 ? .linear(duration: 1) : .linear(duration: 0.5)
        }
        for (t, want) in [(0.0, 0.0), (0.5, 20), (1.0, 40), (1.25, 20), (1.5, 0), (2.0, 20), (3.25, 10)] {
            let got = try Self.x(view, at: t) - Self.rest
            #expect(abs(got - want) < 1e-6, "t = \(t): \(got), not \(want)")
        }
        // Taking the animation of the phase left instead would reach 40 at 0.5 s.
        #expect(abs(try Self.x(view, at: 0.5) - Self.rest - 40) > 10)
    }

    /// A square that runs through three phases when its count changes at 1 s. (Sendable by
    /// hand, as a view in a Swift 5 module needs no saying: the test's module checks closures
    /// sent to the clock, and the view's state lives in the runtime.)
    struct Triggered: View, @unchecked Sendable {
        @State private var count = 0
        var body: some View {
            Rectangle().fill(Color.red).frame(width: 10, height: 10)
                .phaseAnimator([0.0, 40.0, 80.0], trigger: count) { content, phase in
                    content.offset(x: phase)
                } animation: { _ in
                    .linear(duration: 1)
                }
                .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 1) { count += 1 } }
        }
    }

    @Test func aTriggerRunsEveryPhaseOnceAndBackToTheFirst() throws {
        for (t, want) in [(0.5, 0.0), (1.5, 20), (2.5, 60), (3.5, 40), (4.0, 0), (6.0, 0)] {
            let got = try Self.x(Triggered(), at: t) - Self.rest
            #expect(abs(got - want) < 1e-6, "t = \(t): \(got), not \(want)")
        }
    }

    @Test func noPhasesIsAnErrorByName() {
        let view = PhaseAnimator([Double]()) { phase in Self.square(phase) }
        #expect {
            try ViewScene.scene(of: view, width: 100, height: 100)
        } throws: { "\($0)".contains("PhaseAnimator") && "\($0)".contains("empty") }
    }
}
