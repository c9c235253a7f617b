import HaloUI
import Testing

import enum HaloCore.LayerItem
import struct HaloCore.Scene

/// `symbolEffect` poses at chosen times against Halo's documented motions (docs/semantics.md,
/// "Symbol effects"): a bounce per value change, a pulse and a turn while active, repeats and
/// speed, and rest when inactive.
struct SymbolEffectTests {
    /// A square bounced at each scripted tap (1 s and 3 s).
    struct Bouncer: View {
        let effect: SymbolEffectKind
        let options: SymbolEffectOptions
        @State private var count = 0
        var body: some View {
            Color.blue.frame(width: 10, height: 10)
                .symbolEffect(effect, options: options, value: count)
                .onTapGesture { count += 1 }
                .taps(at: [1, 3])
        }
    }

    static func scene<V: View>(_ v: V, _ t: Double) throws -> Scene {
        try ViewScene.scene(of: v, width: 40, height: 40, at: t)
    }

    static func transform<V: View>(_ v: V, _ t: Double) throws -> (scale: Double, degrees: Double) {
        let d = try #require(try scene(v, t).layers.flatMap(\.allDraws).first)
        return (d.transform.scale, d.transform.rotate)
    }

    static func opacity<V: View>(_ v: V, _ t: Double) throws -> Double {
        for item in try scene(v, t).layers[0].items { if case .layer(let l) = item { return l.opacity } }
        return 1
    }

    @Test func aBounceRunsOncePerChange() throws {
        let up = Bouncer(effect: .bounce, options: .default)
        #expect(try Self.transform(up, 0.5).scale == 1)
        // A quarter of a second into the half-second run: 1 + 0.2 sin(pi / 2).
        #expect(abs(try Self.transform(up, 1.25).scale - 1.2) < 1e-9)
        #expect(try Self.transform(up, 1.6).scale == 1)
        #expect(abs(try Self.transform(up, 3.25).scale - 1.2) < 1e-9)
        #expect(abs(try Self.transform(Bouncer(effect: .bounce.down, options: .default), 1.25).scale - 0.8) < 1e-9)
        // Twice, and twice as fast.
        #expect(abs(try Self.transform(Bouncer(effect: .bounce, options: .repeat(2)), 1.75).scale - 1.2) < 1e-9)
        #expect(abs(try Self.transform(Bouncer(effect: .bounce, options: .speed(2)), 1.125).scale - 1.2) < 1e-9)
        #expect(try Self.transform(Bouncer(effect: .bounce, options: .speed(2)), 1.3).scale == 1)
    }

    @Test func indefiniteEffectsRunWhileActive() throws {
        let square = Color.red.frame(width: 10, height: 10)
        // A pulse: opacity 1 - 0.6 (1 - cos(2 pi t)) / 2, lowest (0.4) half way through its second.
        #expect(abs(try Self.opacity(square.symbolEffect(.pulse), 0.5) - 0.4) < 1e-9)
        #expect(abs(try Self.opacity(square.symbolEffect(.pulse), 10.5) - 0.4) < 1e-9)
        // A turn: 360 degrees a second, either way.
        #expect(abs(try Self.transform(square.symbolEffect(.rotate), 0.25).degrees - 90) < 1e-9)
        #expect(abs(try Self.transform(square.symbolEffect(.rotate.counterClockwise), 0.25).degrees + 90) < 1e-9)
        // Held larger by .scale once it has grown; at rest when not active.
        #expect(abs(try Self.transform(square.symbolEffect(.scale.up), 2).scale - 1.2) < 1e-9)
        #expect(try Self.transform(square.symbolEffect(.rotate, isActive: false), 0.25).degrees == 0)
    }
}
