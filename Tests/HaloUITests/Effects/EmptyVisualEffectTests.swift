import HaloCPU
import HaloCore
import HaloUI
import Testing

/// `EmptyVisualEffect()`: the effect that changes nothing, as code returns it from
/// `visualEffect`'s closure.
struct EmptyVisualEffectTests {
    @Test func anEmptyEffectDrawsTheViewAsItIs() throws {
        let plain = Color.red.frame(width: 10, height: 10)
        let none = plain.visualEffect { _, _ in EmptyVisualEffect() }
        let moved = plain.visualEffect { _, _ in EmptyVisualEffect().offset(x: 10) }
        let image = try CPURenderer(threads: 1).render(ViewScene.scene(of: none, width: 40, height: 40))
        // The square at x 15...25 of the 40-point canvas, as without the effect.
        #expect(image.pixels[(20 * 40 + 16) * 4 + 3] == 255 && image.pixels[(20 * 40 + 27) * 4 + 3] == 0)
        #expect(EmptyVisualEffect().effects.isEmpty)
        let shifted = try CPURenderer(threads: 1).render(ViewScene.scene(of: moved, width: 40, height: 40))
        #expect(shifted.pixels[(20 * 40 + 27) * 4 + 3] == 255)  // the comparison can fail
    }
}
