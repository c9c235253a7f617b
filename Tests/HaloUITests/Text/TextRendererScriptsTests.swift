import HaloCPU
import HaloCore
import HaloText
import HaloUI
import Testing

/// A `TextRenderer` walks every script's glyphs as SwiftUI's `Text.Layout` gives them: an Arabic word is one
/// slice per shaped glyph (its letters joined), an emoji sequence one slice, and each slice drawn alone moves
/// its own glyph, whatever its face.
@Suite struct TextRendererScriptsTests {
    /// Counts the slices it meets and draws each one moved down by 4 points times its index.
    final class Staircase: TextRenderer, @unchecked Sendable {
        var slices = 0
        func draw(layout: Text.Layout, in context: inout GraphicsContext) {
            slices = 0
            for line in layout {
                for run in line {
                    for slice in run {
                        var copy = context
                        copy.translateBy(x: 0, y: 4 * Double(slices))
                        copy.draw(slice)
                        slices += 1
                    }
                }
            }
        }
    }

    static let text = "مرحبا 👋🏽 中文"

    @Test func everyScriptsGlyphIsOneSlice() throws {
        let staircase = Staircase()
        let view = Text(Self.text).font(.system(size: 24)).textRenderer(staircase)
        let scene = try ViewScene.scene(of: view, width: 320, height: 120, background: .white, at: 0)
        // The glyphs the layout engine shapes for the same text: the Arabic word's five letters, joined, the
        // waving hand with its skin tone as one, two ideographs and the spaces.
        let item = TextItem(
            spans: [.init(text: Self.text)], font: .init(size: 24), frame: Rect(x: 0, y: 0, width: 320, height: 120))
        let glyphs = try TextLayoutEngine.layout(item).lines.flatMap(\.runs).flatMap(\.glyphs)
        #expect(staircase.slices == glyphs.count)
        #expect(glyphs.count == 10, "\(glyphs.count) glyphs")
        // Each slice moved alone: the frame differs from the text drawn whole.
        let whole = try ViewScene.scene(
            of: Text(Self.text).font(.system(size: 24)), width: 320, height: 120, background: .white, at: 0)
        let cpu = CPURenderer(threads: 2)
        #expect(try cpu.render(scene) != (try cpu.render(whole)))
    }
}
