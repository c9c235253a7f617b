import Foundation
import HaloCore
import Testing

@testable import HaloUI

/// `Text(_: AttributedString)` with SwiftUI's `foregroundColor` attribute, `textRenderer` on a
/// view, as public code writes them, against colours and draws worked out by hand.
@Suite struct AttributedTextTests {
    static func lowered<V: View>(_ view: V) -> [LayerItem] {
        LayoutNode.stacked(LayoutNode.nodes(of: view, 0)).draw(Rect(x: 0, y: 0, width: 200, height: 100))
    }

    @Test func eachRunTakesItsForegroundColour() throws {
        var string = AttributedString("Start now and learn more")
        string.foregroundColor = .gray
        let range = try #require(string.range(of: "learn"))
        string[range].foregroundColor = .white
        var spans: [TextItem.Span] = []
        for case .text(let t) in Self.lowered(Text(string).foregroundColor(.red)) { spans = t.spans }
        // Three runs: grey, white, grey; the attribute wins over the text's red.
        #expect(spans.map(\.text) == ["Start now and ", "learn", " more"])
        let gray = RGBA(142 / 255, 142 / 255, 147 / 255, 1)
        #expect(spans.map(\.color) == [gray, RGBA(1, 1, 1, 1), gray])
        // A string literal is still a Text literal.
        #expect(Text("plain").spans.map(\.text) == ["plain"])
    }

    /// Draws each line's glyphs as one black square at the line's origin.
    struct Squares: TextRenderer {
        func draw(layout: Text.Layout, in context: inout GraphicsContext) {
            for line in layout {
                let o = line.typographicBounds.rect.origin
                context.fill(Path(CGRect(x: o.x, y: o.y, width: 4, height: 4)), with: .color(.black))
            }
        }
    }

    @Test func aRendererOnAViewDrawsTheTextInside() {
        let items = Self.lowered(VStack { Text("a\nb") }.textRenderer(Squares()))
        // Two lines: two squares, and no text item left.
        let squares = items.compactMap { if case .draw(let d) = $0 { return d } else { return nil } }
        #expect(squares.count == 2)
        #expect(!items.contains { if case .text = $0 { return true } else { return false } })
    }
}
