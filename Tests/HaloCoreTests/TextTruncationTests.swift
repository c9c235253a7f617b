import Testing

@testable import HaloCore
@testable import HaloText

/// A line cut at its line limit loses characters from its end, not words, as SwiftUI's
/// `Text.TruncationMode.tail` ("truncate the English alphabet as “abcd…”").
@Suite struct TextTruncationTests {
    static func item(_ text: String, width: Double, limit: Int? = nil) -> TextItem {
        var item = TextItem(
            spans: [.init(text: text)], font: .init(size: 20), color: .black,
            frame: Rect(x: 0, y: 0, width: width, height: 100), alignment: .leading)
        item.lineLimit = limit
        return item
    }

    /// The width of `text` on one unbounded line.
    static func width(_ text: String) throws -> Double {
        try #require(try TextLayoutEngine.layout(Self.item(text, width: 0)).lines.first).typographicBounds.width
    }

    @Test func aTitleIsCutAtACharacter() throws {
        let title = "Custom Flip Transition"
        let frame = try Self.width("Custom Flip Tran") + 1
        // The longest start of the title that fits with an ellipsis after it, measured one by one.
        let ellipsis = try Self.width("\u{2026}")
        var kept = ""
        for n in 1...title.count {
            let start = String(title.prefix(n))
            if try Self.width(start) + ellipsis <= frame { kept = start }
        }
        #expect(kept.count > "Custom Flip ".count, "cut inside the word 'Transition': '\(kept)'")
        let layout = try TextLayoutEngine.layout(Self.item(title, width: frame, limit: 1))
        #expect(layout.lines.count == 1)
        let line = try #require(layout.lines.first)
        let glyphs = line.runs.flatMap(\.glyphs)
        // Its characters, then one ellipsis glyph; the line fits the frame.
        #expect(glyphs.count == kept.count + 1, "\(glyphs.count) glyphs for '\(kept)…'")
        #expect(Array(glyphs.dropLast().map(\.character)) == Array(0..<kept.count))
        #expect(line.typographicBounds.width <= frame + 1e-9)
        #expect(abs(line.typographicBounds.width - (try Self.width(kept + "\u{2026}"))) < 0.5)
    }

    @Test func aSpaceBeforeTheCutGivesWayToTheEllipsis() throws {
        // Room for "ab " and an ellipsis, not for "ab c" and one: "ab…", its space dropped.
        let ellipsis = try Self.width("\u{2026}")
        let frame = try Self.width("ab ") + ellipsis + 0.5
        #expect(try Self.width("ab c") + ellipsis > frame)
        let layout = try TextLayoutEngine.layout(Self.item("ab cdefgh", width: frame, limit: 1))
        let characters = try #require(layout.lines.first).runs.flatMap(\.glyphs).map(\.character)
        #expect(characters.dropLast() == [0, 1], "\(characters)")
    }

    @Test func twoLinesKeepTheFirstWholeAndCutTheSecond() throws {
        let frame = try Self.width("one two") + 1
        let layout = try TextLayoutEngine.layout(Self.item("one two three four five", width: frame, limit: 2))
        #expect(layout.lines.count == 2)
        // The first line wraps as without a limit; the second holds "three four…" cut to fit.
        let first = layout.lines[0].runs.flatMap(\.glyphs).map(\.character)
        #expect(first == Array(0..<8))
        let second = layout.lines[1].runs.flatMap(\.glyphs)
        #expect(second.first?.character == 8)
        #expect(layout.lines[1].typographicBounds.width <= frame + 1e-9)
        // As many characters of "three four five" as fit with the ellipsis, spaces at the cut dropped.
        var kept = ""
        for n in 1...15 {
            let start = String("three four five".prefix(n))
            if try Self.width(start) + Self.width("\u{2026}") <= frame, start.last != " " { kept = start }
        }
        #expect(second.count == kept.count + 1, "'\(kept)…' against \(second.count) glyphs")
    }
}
