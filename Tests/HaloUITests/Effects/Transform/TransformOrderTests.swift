import Foundation
import HaloCPU
import HaloCore
import HaloEffects
import HaloTestSupport
import HaloUI
import Testing

/// Stacked transforms compose in modifier order: the outer one applies to what the inner one
/// drew, for text (drawn through a layer) as for shapes.
struct TransformOrderTests {
    @Test func aScaleAfterATurnOfTextScalesTheTurnedText() throws {
        let turned = Text("Halo").font(.system(size: 18)).rotationEffect(.degrees(40), anchor: .topLeading)
        let both = turned.scaleEffect(1.6)
        let inner = try ViewScene.scene(of: turned, width: 120, height: 80)
        let centre = Point(60, 40)
        // The expected scene: the turned text's items, scaled 1.6 about the view's centre.
        let scaled = HaloCore.Layer(
            items: inner.layers[0].items,
            transform: DrawTransform(
                translate: Point(centre.x * (1 - 1.6), centre.y * (1 - 1.6)), scale: 1.6, anchor: .zero))
        var expectedScene = inner
        expectedScene.layers = [HaloCore.Layer(items: [.layer(scaled)])]
        let renderer = CPURenderer(threads: 1)
        let expected = try renderer.render(try EffectLibrary.resolve(expectedScene, at: 0))
        let actual = try renderer.render(try ViewScene.scene(of: both, width: 120, height: 80))
        // The control: the modifiers composed the other way round (the text scaled, then turned).
        let reversed = Text("Halo").font(.system(size: 18)).scaleEffect(1.6)
            .rotationEffect(.degrees(40), anchor: .topLeading)
        let wrongOrder = try renderer.render(try ViewScene.scene(of: reversed, width: 120, height: 80))
        ImageCheck.match(expected: expected, actual: actual, control: wrongOrder, tolerance: ImageCheck.within(1))
    }
}
