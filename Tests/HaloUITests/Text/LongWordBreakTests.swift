import HaloUI
import Testing

/// A word wider than its frame breaks between characters, as Apple's word wrapping does "unless
/// the word itself doesn't fit on a single line" (docs/semantics.md, "Text"); words that fit
/// still break only at spaces.
struct LongWordBreakTests {
    /// Records each line's slices' widths (one slice a glyph) and draws nothing.
    final class Lines: TextRenderer, @unchecked Sendable {
        var widths: [[Double]] = []
        func draw(layout: Text.Layout, in context: inout GraphicsContext) {
            widths = layout.map { line in line.flatMap { run in run.map { Double($0.typographicBounds.width) } } }
        }
    }

    static func lines(_ text: String, width: Double) throws -> [[Double]] {
        let lines = Lines()
        let view = Text(text).font(.system(size: 20)).textRenderer(lines).frame(width: width)
        _ = try ViewScene.scene(of: view, width: 300, height: 400)
        return lines.widths
    }

    @Test func aWordWiderThanTheFrameBreaksBetweenCharacters() throws {
        let alphabet = "abcdefghijklmnopqrstuvwxyz"
        let lines = try Self.lines(alphabet, width: 100)
        // Every character is drawn, on several lines, none wider than the frame.
        #expect(lines.count > 2)
        #expect(lines.map(\.count).reduce(0, +) == alphabet.count)
        for line in lines { #expect(line.reduce(0, +) <= 100 + 1e-6, "\(line)") }
        // Filled greedily: each line would overflow with the next line's first character.
        for i in lines.indices.dropLast() {
            #expect(lines[i].reduce(0, +) + lines[i + 1][0] > 100, "line \(i)")
        }
    }

    @Test func aWordThatFitsIsNotBroken() throws {
        // With room, one line; 20-point letters are 5 to 13 points wide.
        let oneLine = try Self.lines("abcd efghij", width: 300)
        #expect(oneLine.count == 1)
        let narrow = try Self.lines("abcd efghij", width: 70)
        // "abcd " on one line; "efghij" (about 66 wide) on the next, whole.
        #expect(narrow.count == 2 && narrow[1].count == 6, "\(narrow)")
    }
}
