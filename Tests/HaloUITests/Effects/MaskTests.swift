import Foundation
import HaloCPU
import HaloCore
import HaloUI
import Testing

/// Masks against values worked out from SwiftUI's definition ("Masks this view using the alpha
/// channel of the given view"): the content times the mask's alpha, its colour ignored.
struct MaskTests {
    static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ c: RGBA) -> LayerItem {
        .draw(Draw(shape: HaloCore.Shape(kind: .rect, frame: Rect(x: x, y: y, width: w, height: h)), paint: .solid(c)))
    }

    static func render(_ items: [LayerItem], mask: HaloCore.Layer?) throws -> HaloCore.Image {
        var layer = HaloCore.Layer(items: items)
        layer.mask = mask
        let scene = Scene(
            canvas: Canvas(width: 40, height: 20, background: .clear), layers: [HaloCore.Layer(items: [.layer(layer)])])
        return try CPURenderer(threads: 1).render(scene)
    }

    @Test func theContentIsKeptInProportionToTheMasksAlphaNotItsColour() throws {
        let red = RGBA(1, 0, 0, 1)
        // A black mask at alpha 0.5 over the left half: red at 0.5 there (128 premultiplied), nothing right.
        let half = try Self.render(
            [Self.rect(0, 0, 40, 20, red)], mask: HaloCore.Layer(items: [Self.rect(0, 0, 20, 20, RGBA(0, 0, 0, 0.5))]))
        #expect(half[5, 5] == SIMD4(128, 0, 0, 128))
        #expect(half[30, 5] == SIMD4(0, 0, 0, 0))
        // The same through the mask's own opacity, with an opaque mask.
        let faded = try Self.render(
            [Self.rect(0, 0, 40, 20, red)],
            mask: HaloCore.Layer(items: [.layer(HaloCore.Layer(items: [Self.rect(0, 0, 20, 20, .black)], opacity: 0.5))]
            ))
        #expect(faded[5, 5] == SIMD4(128, 0, 0, 128))
        // An opaque black mask keeps all (a rule reading the mask's luminance would keep nothing).
        let black = try Self.render(
            [Self.rect(0, 0, 40, 20, red)], mask: HaloCore.Layer(items: [Self.rect(0, 0, 40, 20, .black)]))
        #expect(black[30, 10] == SIMD4(255, 0, 0, 255))
    }

    /// A blurred mask keeps white content exactly at the alpha the mask has drawn alone.
    @Test func aSoftMaskKeepsWhatTheMaskAloneCovers() throws {
        let circle = HaloCore.Layer(
            items: [
                .draw(
                    Draw(
                        shape: HaloCore.Shape(kind: .circle, frame: Rect(x: 8, y: 2, width: 16, height: 16)),
                        paint: .solid(.black)))
            ],
            blur: 2)
        let masked = try Self.render([Self.rect(0, 0, 40, 20, .white)], mask: circle)
        let alone = try CPURenderer(threads: 1).render(
            Scene(canvas: Canvas(width: 40, height: 20, background: .clear), layers: [circle]))
        for y in 0..<20 {
            for x in 0..<40 { #expect(abs(Int(masked[x, y].w) - Int(alone[x, y].w)) <= 1, "\(x), \(y)") }
        }
    }

    @Test func sceneFilesReadAMaskAndRefuseAMasksOwnMask() throws {
        let json = #"""
            {"canvas": {"width": 40, "height": 20, "background": "clear"}, "layers": [{"items": [{"layer": {
              "items": [{"shape": {"type": "rect", "frame": [0, 0, 40, 20]}, "paint": "#ff0000"}],
              "mask": {"items": [{"shape": {"type": "rect", "frame": [0, 0, 20, 20]}, "paint": "black"}]}}}]}]}
            """#
        let image = try CPURenderer(threads: 1).render(try SceneDocument(json: Data(json.utf8)).scene(at: 0))
        #expect(image[5, 5] == SIMD4(255, 0, 0, 255) && image[30, 5] == SIMD4(0, 0, 0, 0))
        let nested = json.replacingOccurrences(
            of: #""paint": "black"}]}"#, with: #""paint": "black"}], "mask": {"items": []}}"#)
        #expect {
            _ = try SceneDocument(json: Data(nested.utf8))
        } throws: { e in
            "\(e)".hasPrefix("layers[0].items[0].layer.mask.mask: a mask cannot have a mask of its own")
        }
    }

    @Test func haloUIsMaskIsPlacedByAlignmentInTheViewsFrame() throws {
        let view = Rectangle().fill(Color.red).frame(width: 40, height: 20)
            .mask(alignment: .leading) { Rectangle().frame(width: 10) }
        let scene = try ViewScene.scene(of: view, width: 40, height: 20)
        guard case .layer(let layer) = scene.layers[0].items.first, let mask = layer.mask else {
            Issue.record("no masked layer: \(scene.layers[0].items)")
            return
        }
        #expect(mask.allDraws.first?.shape.frame == Rect(x: 0, y: 0, width: 10, height: 20))
        let image = try CPURenderer(threads: 1).render(scene)
        #expect(image[5, 10].w == 255 && image[15, 10].w == 0)
    }
}
