import HaloCore
import HaloRender
import Testing

@testable import HaloUI

/// `underline(_:color:)` and `strikethrough(_:color:)` (and their patterns) on a `Text`, as public
/// code writes them: lines under and through the glyphs, checked against the text's own frame
/// and the metrics docs/semantics.md gives ("Underline and strikethrough").
@Suite struct TextLineStyleTests {
    static func scene<V: View>(_ view: V) throws -> (text: Rect, lines: [Draw]) {
        let root = LayoutNode.stacked(LayoutNode.nodes(of: view, 0))
        let s = root.size(ProposedSize(width: 200, height: 100))
        let items = root.draw(Rect(x: (200 - s.width) / 2, y: (100 - s.height) / 2, width: s.width, height: s.height))
        var frame = Rect(x: 0, y: 0, width: 0, height: 0)
        for case .text(let t) in items { frame = t.frame }
        return (frame, items.compactMap { if case .draw(let d) = $0 { return d } else { return nil } })
    }

    @Test func anUnderlineRunsUnderTheWholeText() throws {
        let (text, lines) = try Self.scene(Text("Hello").underline(color: .blue))
        // One line, as wide as the text (its frame is its glyphs' advance), 17 / 17 = 1 thick.
        #expect(lines.count == 1)
        let r = try #require(lines.first).shape.frame
        #expect(abs(r.minX - text.minX) < 0.5 && abs(r.width - text.width) < 0.5)
        #expect(abs(r.height - 1) < 1e-9)
        // Below the middle of the line, inside its box (the baseline is above the descent).
        #expect(r.minY > text.midY && r.maxY <= text.maxY)
        #expect(lines.first?.paint == .solid(RGBA(0, 122 / 255, 1, 1)))
    }

    @Test func aStrikethroughCrossesTheMiddleInTheTextsColour() throws {
        let (text, lines) = try Self.scene(Text("Hello").foregroundColor(.red).strikethrough())
        let r = try #require(lines.first).shape.frame
        // Through the glyphs: in the upper part of the box but below its top.
        #expect(r.midY < text.midY + 2 && r.minY > text.minY)
        #expect(lines.first?.paint == .solid(RGBA(1, 59 / 255, 48 / 255, 1)))
        // Not active: no line.
        #expect(try Self.scene(Text("Hello").strikethrough(false)).lines.isEmpty)
        #expect(try Self.scene(Text("Hello")).lines.isEmpty)
    }

    @Test func aPatternBreaksTheLineAndAViewPassesItDown() throws {
        let dashed = try Self.scene(Text("Hello world").underline(pattern: .dash)).lines
        // Dashes 4 long and 2 apart (in thicknesses of 1 point): about width / 6 of them.
        #expect(dashed.count > 5)
        #expect(dashed.allSatisfy { $0.shape.frame.width <= 4 + 1e-9 })
        let fromView = try Self.scene(VStack { Text("Hello") }.underline())
        #expect(fromView.lines.count == 1)
    }

    @Test func theLineShowsOnThePixels() throws {
        // Blue pixels appear under black text only when it is underlined in blue.
        func bluePixels<V: View>(_ view: V) throws -> Int {
            let image = try ViewRenderer(backend: .cpu).image(of: view, width: 120, height: 40, background: .white)
            return stride(from: 0, to: image.pixels.count, by: 4).filter {
                image.pixels[$0 + 2] > 200 && image.pixels[$0] < 60
            }.count
        }
        #expect(try bluePixels(Text("Hello")) == 0)
        #expect(try bluePixels(Text("Hello").underline(color: .blue)) > 20)
    }
}
