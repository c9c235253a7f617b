import HaloCPU
import HaloCore
import HaloUI
import Testing

/// HaloUI's `blendMode(_:)` lowers to the scene's layer with that mode, blended with what the
/// view's container drew before it.
struct BlendModeViewTests {
    @Test func aBlendedViewIsALayerWithItsModeOverItsSiblings() throws {
        let view = ZStack {
            Rectangle().fill(Color.red)
            Rectangle().fill(Color.blue).blendMode(.screen)
        }.frame(width: 4, height: 4)
        let scene = try ViewScene.scene(of: view, width: 4, height: 4)
        let items = scene.layers[0].items
        #expect(items.count == 2)
        guard case .layer(let layer) = items.last else {
            Issue.record("not a layer: \(items)")
            return
        }
        #expect(layer.blendMode == .screen)
        // Red screened with blue: 1 + 0 - 0 = 1 in red and blue, 0 in green (SwiftUI's red and
        // blue are not pure: the formula's result, per channel, within a code).
        let pixel = try CPURenderer(threads: 1).render(scene)[2, 2]
        let (r, b) = (Color.red.rgba, Color.blue.rgba)
        let want = [r.r + b.r - r.r * b.r, r.g + b.g - r.g * b.g, r.b + b.b - r.b * b.b].map {
            Int(($0 * 255).rounded())
        }
        for (c, w) in zip([pixel.x, pixel.y, pixel.z], want) { #expect(abs(Int(c) - w) <= 1, "\(pixel) vs \(want)") }
        // .normal adds no layer.
        let plain = try ViewScene.scene(of: Rectangle().fill(Color.blue).blendMode(.normal), width: 4, height: 4)
        #expect(plain.layers[0].items.allSatisfy { if case .draw = $0 { true } else { false } })
    }
}
