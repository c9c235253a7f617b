import Foundation
import HaloCPU
import HaloCore
import HaloEffects
import HaloGL
import HaloTestSupport
import HaloText
import Testing

/// Colour glyphs of a COLR (version 0) font are their layers: each layer glyph's outline filled with its
/// palette colour, or the text's colour where the font says so. Tests/Fonts/HaloColrTest.ttf (made by
/// scripts/make-colr-font.py): "A" is a 600-unit red square with a 200-unit square in the text's colour
/// inside it; "B" is a plain 500-unit square.
@Suite struct ColorLayerTests {
    static let font = RepoPaths.file("Tests/Fonts/HaloColrTest.ttf").path
    static let red = RGBA(1, 0, 0), blue = RGBA(0, 0, 1)

    /// "AB" at 100 points (a unit is 0.1 point) in blue, in a 240 x 120 frame on white.
    static func scene() -> Scene {
        let text = TextItem(
            spans: [.init(text: "AB")], font: .init(file: font, size: 100), color: blue,
            frame: Rect(x: 0, y: 0, width: 240, height: 120), alignment: .leading)
        return Scene(canvas: Canvas(width: 240, height: 120, background: .white), layers: [Layer(items: [.text(text)])])
    }

    @Test func theFontsLayersAreRead() throws {
        let face = try FontFace(path: Self.font)
        let a = face.shape("A")[0].glyph, b = face.shape("B")[0].glyph
        let layers = try #require(face.colorLayers(glyph: a))
        #expect(layers.count == 2)
        #expect(layers.map(\.color) == [Self.red, nil])
        #expect(layers[0].glyph != layers[1].glyph && layers[0].glyph != a)
        #expect(face.colorLayers(glyph: b) == nil)
    }

    @Test func aLayeredGlyphIsDrawnLayerByLayer() throws {
        let item = Self.scene().layers[0].items[0]
        guard case .text(let text) = item else {
            Issue.record("not a text item")
            return
        }
        let draws = try TextLayoutEngine.draws(text).draws
        #expect(draws.map(\.paint) == [.solid(Self.red), .solid(Self.blue), .solid(Self.blue)])
        // The inner layer lies inside the outer one, 20 points in from its left edge.
        let outer = draws[0].shape.frame, inner = draws[1].shape.frame
        #expect(abs(inner.minX - outer.minX - 20) < 1e-9 && abs(inner.width - 20) < 1e-9)
    }

    @Test func theLayersRenderInTheirColours() throws {
        let scene = try SceneTimeline(scene: Self.scene(), name: "colr").scene(at: 0)
        let cpu = try CPURenderer(threads: 2).render(scene)
        // The frame's text block is centred: find the red square's left edge on the middle row.
        let row = cpu.height / 2
        let x0 = try #require((0..<cpu.width).first { cpu[$0, row] == SIMD4(255, 0, 0, 255) })
        #expect(cpu[x0 + 30, row] == SIMD4(0, 0, 255, 255), "the text-coloured layer inside the red one")
        #expect(cpu[x0 + 5, row] == SIMD4(255, 0, 0, 255))
        #expect(cpu[x0 + 95, row + 20] == SIMD4(0, 0, 255, 255), "B, a plain glyph in the text's colour")
        if SharedGPU.available {
            let gpu = try SharedGPU.renderer().render(scene)
            // The control: the CPU's frame one pixel right and down.
            ImageCheck.match(expected: cpu, actual: gpu, control: ImageCheck.shifted(cpu, dx: 1, dy: 1), "GPU vs CPU")
        }
    }

    @Test func seed004DrawsTheLayersToo() throws {
        // The TextRenderer path (TextPen): the red layer is among a run's draws, beside the blue ones.
        let layout = try TextLayoutEngine.layout(
            TextItem(
                spans: [.init(text: "AB")], font: .init(file: Self.font, size: 100), color: Self.blue,
                frame: Rect(x: 0, y: 0, width: 240, height: 120)))
        let run = layout.lines[0].runs[0]
        let items = TextPen().items(run.glyphs, of: run, in: layout)
        let paints: [Paint] = items.compactMap { if case .draw(let d) = $0 { d.paint } else { nil } }
        #expect(paints.contains(.solid(Self.red)))
        #expect(paints.filter { $0 == .solid(Self.blue) }.count == 2)
    }
}
