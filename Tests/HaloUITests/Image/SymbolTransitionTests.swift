import HaloUI
import Testing

import struct HaloCore.Scene

/// The transition symbol effects (`.disappear`, `.appear`) held as a still shows them, and the
/// iOS 18 effect types' names (`WiggleSymbolEffect` ...) as code types them (docs/semantics.md,
/// "Symbol effects").
struct SymbolTransitionTests {
    static func pose<V: View>(_ v: V, _ t: Double) throws -> (scale: Double, opacity: Double) {
        let scene = try ViewScene.scene(of: v, width: 40, height: 40, at: t)
        let d = try #require(scene.layers.flatMap(\.allDraws).first)
        for item in scene.layers[0].items { if case .layer(let l) = item { return (d.transform.scale, l.opacity) } }
        return (d.transform.scale, 1)
    }

    static var square: some View { Color.red.frame(width: 10, height: 10) }

    @Test func disappearHidesWhileActiveAndAppearShows() throws {
        // Gone once the 0.35 s run is over: faded to 0 at half size.
        let gone = try Self.pose(Self.square.symbolEffect(.disappear, isActive: true), 1)
        #expect(gone.opacity == 0 && abs(gone.scale - 0.5) < 1e-9)
        // Half way through its run: 1 - 0.5 x 0.5 = 0.75 large, half faded.
        let going = try Self.pose(Self.square.symbolEffect(.disappear, isActive: true), 0.175)
        #expect(abs(going.scale - 0.75) < 1e-9 && abs(going.opacity - 0.5) < 1e-9)
        // Inactive: drawn as it is. `.appear` is the other way round.
        #expect(try Self.pose(Self.square.symbolEffect(.disappear, isActive: false), 1) == (1, 1))
        #expect(try Self.pose(Self.square.symbolEffect(.appear, isActive: true), 1) == (1, 1))
        #expect(try Self.pose(Self.square.symbolEffect(.appear, isActive: false), 1).opacity == 0)
    }

    @Test func theEffectTypesNamesAreTheKinds() throws {
        func wiggle(_ left: Bool) -> WiggleSymbolEffect { left ? .wiggle.byLayer.left : .wiggle.wholeSymbol.forward }
        #expect(wiggle(true) != wiggle(false))
        #expect(wiggle(false) == .wiggle)
        let breathe: BreatheSymbolEffect = .breathe.pulse.byLayer
        #expect(breathe == .breathe)
        // A wiggle turning backwards turns the other way a quarter through its run.
        let back = try ViewScene.scene(
            of: Self.square.symbolEffect(WiggleSymbolEffect.wiggle.backward), width: 40, height: 40, at: 0.05)
        let forward = try ViewScene.scene(
            of: Self.square.symbolEffect(.wiggle.forward), width: 40, height: 40, at: 0.05)
        let b = try #require(back.layers.flatMap(\.allDraws).first).transform.rotate
        let f = try #require(forward.layers.flatMap(\.allDraws).first).transform.rotate
        #expect(b != 0 && abs(b + f) < 1e-9)
        // A symbol replacement is a cross-fade.
        #expect(ContentTransition.symbolEffect(.replace.offUp) == .opacity)
    }
}
