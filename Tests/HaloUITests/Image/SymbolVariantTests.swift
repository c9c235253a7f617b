import Foundation
import HaloCPU
import HaloCore
import HaloTestSupport
import HaloUI
import Testing

/// `symbolVariant(_:)`, `SymbolEffectOptions.RepeatBehavior` and `symbolEffectsRemoved(_:)`, as
/// public code writes them, against the symbol names Apple's variants spell and the motions of
/// docs/semantics.md ("Symbol effects").
struct SymbolVariantTests {
    static func render<V: View>(_ view: V) throws -> HaloCore.Image {
        try CPURenderer(threads: 1).render(try ViewScene.scene(of: view, width: 60, height: 60))
    }

    @Test func aVariantDrawsTheVariantsSymbol() throws {
        // `heart` filled is `heart.fill`; the plain heart is another picture (the control).
        let filled = try Self.render(Image(systemName: "heart").symbolVariant(.fill).font(.system(size: 30)))
        let named = try Self.render(Image(systemName: "heart.fill").font(.system(size: 30)))
        let plain = try Self.render(Image(systemName: "heart").font(.system(size: 30)))
        ImageCheck.match(expected: named, actual: filled, control: plain, tolerance: ImageCheck.within(0))
        // Through a container, and combined: `bell` slashed and filled is `bell.slash.fill`
        // (Apple's order: slash, then shape, then fill).
        let bell = try Self.render(
            VStack { Image(systemName: "bell") }.symbolVariant(.slash.fill).font(.system(size: 30)))
        let bellNamed = try Self.render(VStack { Image(systemName: "bell.slash.fill") }.font(.system(size: 30)))
        ImageCheck.match(
            expected: bellNamed, actual: bell,
            control: try Self.render(Image(systemName: "bell").font(.system(size: 30))),
            tolerance: ImageCheck.within(0))
        // `.none` leaves the names alone.
        let none = try Self.render(Image(systemName: "heart").symbolVariant(.none).font(.system(size: 30)))
        ImageCheck.match(expected: plain, actual: none, control: named, tolerance: ImageCheck.within(0))
        #expect(SymbolVariants.circle.fill.contains(.fill) && !SymbolVariants.fill.contains(.circle))
    }

    /// A square's scale under a bounce repeated periodically, at time t.
    static func scale<V: View>(_ view: V, _ t: Double) throws -> Double {
        let scene = try ViewScene.scene(of: view, width: 40, height: 40, at: t)
        return try #require(scene.layers.flatMap(\.allDraws).first).transform.scale
    }

    @Test func periodicRepeatsRestBetweenRuns() throws {
        // A bounce (half a second, 1 + 0.2 sin(pi t / 0.5) in docs/semantics.md) three times, a
        // second apart: runs at 0, 1.5 and 3 s; at rest between and after.
        let square = Color.blue.frame(width: 10, height: 10)
        let periodic = square.symbolEffect(.bounce, options: .repeat(.periodic(3, delay: 1)), isActive: true)
        #expect(abs(try Self.scale(periodic, 0.25) - 1.2) < 1e-9)
        #expect(try Self.scale(periodic, 1.0) == 1)
        #expect(abs(try Self.scale(periodic, 1.75) - 1.2) < 1e-9)
        #expect(abs(try Self.scale(periodic, 3.25) - 1.2) < 1e-9)
        #expect(try Self.scale(periodic, 4.75) == 1)
        // `.repeating.speed(2)`: a run each quarter second, forever.
        let fast = square.symbolEffect(.bounce, options: .repeating.speed(2), isActive: true)
        #expect(abs(try Self.scale(fast, 10.125) - 1.2) < 1e-9)
        // Removed: at rest.
        let removed = periodic.symbolEffectsRemoved()
        #expect(try Self.scale(removed, 0.25) == 1)
        #expect(abs(try Self.scale(periodic.symbolEffectsRemoved(false), 0.25) - 1.2) < 1e-9)
    }
}
