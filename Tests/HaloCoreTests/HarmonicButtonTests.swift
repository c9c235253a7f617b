import Foundation
import Testing
@testable import HaloCore
@testable import HaloEffects

/// The press timeline: springs at known times, the clock against a hand integration.
@Suite struct HarmonicButtonTests {
    /// The critically damped spring of duration 0.3 (bounce 0): x(u) = 1 - e^(-w u)(1 + w u).
    static let w = 2 * Double.pi / 0.3
    static func x(_ u: Double) -> Double { u <= 0 ? 0 : 1 - exp(-w * u) * (1 + w * u) }
    /// Its integral from 0 to u: u - (2 - e^(-w u)(2 + w u)) / w.
    static func integral(_ u: Double) -> Double { u <= 0 ? 0 : u - (2 - exp(-w * u) * (2 + w * u)) / w }

    static let button = HarmonicButton(presses: [.init(down: 1, up: 2.5)])

    @Test func valuesFollowTheSpring() {
        let b = Self.button
        #expect(b.amplitude(at: 0.5) == 0.5 && b.speed(at: 0.5) == 1 && b.scale(at: 0.5) == 1)
        for u in [0.05, 0.1, 0.3, 0.8] {
            #expect(abs(b.amplitude(at: 1 + u) - (0.5 + 1.5 * Self.x(u))) < 1e-12)
            #expect(abs(b.speed(at: 1 + u) - (1 + Self.x(u))) < 1e-12)
            #expect(abs(b.scale(at: 1 + u) - (1 - 0.05 * Self.x(u))) < 1e-12)
        }
        // Released at 2.5 (the press spring long settled, to within 1e-30): back the same way.
        #expect(abs(b.amplitude(at: 2.6) - (2 - 1.5 * Self.x(0.1))) < 1e-12)
        #expect(b.isPressed(at: 1) && b.isPressed(at: 2.49) && !b.isPressed(at: 2.5) && !b.isPressed(at: 0.99))
    }

    @Test func clockIsTheIntegralOfSpeed() {
        let b = Self.button
        #expect(abs(b.clock(at: 0.7) - 0.7) < 1e-12)
        // Pressed at 1: speed 1 + x(u), clock = 1 + u + integral(u).
        #expect(abs(b.clock(at: 1.4) - (1.4 + Self.integral(0.4))) < 1e-9)
        // Released at 2.5: speed 2 - x(v) from 2.5 (the press spring is settled to ~1e-30).
        let atRelease = 2.5 + Self.integral(1.5)
        #expect(abs(b.clock(at: 2.5) - atRelease) < 1e-9)
        #expect(abs(b.clock(at: 3.0) - (atRelease + 2 * 0.5 - Self.integral(0.5))) < 1e-9)
        // Long after: every second adds one second again.
        #expect(abs((b.clock(at: 100) - b.clock(at: 99)) - 1) < 1e-9)
        // A press released mid-spring retargets from where the value is.
        let quick = HarmonicButton(presses: [.init(down: 1, up: 1.1)])
        // At 1.2 the press spring (0.2 s in) is still moving; the release (0.1 s in) pulls from it.
        let pressSpring = 1 + Self.x(0.2)
        #expect(abs(quick.speed(at: 1.2) - (pressSpring + Self.x(0.1) * (1 - pressSpring))) < 1e-12)
    }

    @Test func shaderGetsTheTimelineValues() throws {
        let items = Self.button.items(at: 1.2)
        guard case .layer(let layer) = items[0], case .layer(let strings) = layer.items[0],
            let effect = strings.shaderEffect
        else {
            Issue.record("unexpected structure")
            return
        }
        let program = effect.entry.program
        #expect(program.functions[effect.entry.function].name == "harmonicColorEffect")
        #expect(effect.entry.kind == .color && effect.bounds == Self.button.frame)
        let b = Self.button
        #expect(effect.arguments[0] == .boundingRect && effect.arguments[1] == .float([6]))
        guard case .float(let clock) = effect.arguments[2], case .float(let amplitude) = effect.arguments[3] else {
            Issue.record("unexpected arguments \(effect.arguments)")
            return
        }
        #expect(abs(clock[0] - b.clock(at: 1.2)) < 1e-12 && abs(amplitude[0] - b.amplitude(at: 1.2)) < 1e-12)
        #expect(effect.arguments[4] == .float([1]))
        #expect(abs(layer.transform.scale - Self.button.scale(at: 1.2)) < 1e-12)
        #expect(layer.clip?.kind == .capsule)
    }
}
