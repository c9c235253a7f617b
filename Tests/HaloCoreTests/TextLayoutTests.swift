import Foundation
import Testing
@testable import HaloCore
@testable import HaloEffects
@testable import HaloText

/// Layout into lines, runs and glyphs, with DejaVu Sans (fonts-dejavu-core).
@Suite struct TextLayoutTests {
    static func item(_ text: String, width: Double = 0, size: Double = 20, markdown: Bool = true) -> TextItem {
        TextItem(
            spans: markdown ? Emphasis.spans(text) : [.init(text: text)], font: .init(size: size), color: .black,
            frame: Rect(x: 0, y: 0, width: width, height: 100), alignment: .leading)
    }

    /// A weight the family has no face of is drawn with fontconfig's nearest, and the scene's
    /// warnings say which (DejaVu Sans has Book and Bold, no semibold).
    @Test func aMissingWeightIsNamedWithTheFaceUsed() throws {
        let semibold = TextItem.FontSpec(family: "DejaVu Sans", weight: "semibold")
        let face = try FontLibrary.shared.face(semibold)
        let note = try FontLibrary.shared.substitution(semibold)
        if face.path.hasSuffix("DejaVuSans-Bold.ttf") {
            #expect(note == "DejaVu Sans has no semibold face: using its Bold (DejaVuSans-Bold.ttf)")
        } else {
            #expect(note == nil || note!.contains(URL(fileURLWithPath: face.path).lastPathComponent))
        }
        #expect(try FontLibrary.shared.substitution(TextItem.FontSpec(family: "DejaVu Sans")) == nil)
        #expect(try FontLibrary.shared.substitution(TextItem.FontSpec(family: "DejaVu Sans", weight: "bold")) == nil)

        // In a scene, the warning names the item.
        var item = Self.item("Semibold?")
        item.font = semibold
        let scene = Scene(canvas: Canvas(width: 200, height: 100), layers: [Layer(items: [.text(item)])])
        let warnings = try EffectLibrary.validate(scene)
        #expect(warnings == (note.map { ["layers[0].items[0].font: \($0)"] } ?? []))
    }

    @Test func newlinesAndWrappingMakeLines() throws {
        #expect(try TextLayoutEngine.layout(Self.item("one\ntwo\nthree")).lines.count == 3)
        #expect(try TextLayoutEngine.layout(Self.item("one two three four five six", width: 0)).lines.count == 1)
        let wrapped = try TextLayoutEngine.layout(Self.item("one two three four five six", width: 120))
        #expect(wrapped.lines.count > 1)
        for line in wrapped.lines { #expect(line.typographicBounds.width <= 120 + 1e-9) }
        // A word longer than the width gets a line of its own, not split.
        #expect(try TextLayoutEngine.layout(Self.item("a extraordinarily b", width: 30)).lines.count == 3)
    }

    /// Spaces have their advance: a text of spaces alone is as wide as they are (per-letter
    /// effects lay out `Text(" ")` between letters), and spaces that end a paragraph count in
    /// its width. Spaces where a line wraps hang past it (its width stops at the last letter).
    @Test func spacesHaveTheirAdvanceExceptWhereALineWraps() throws {
        func width(_ text: String, _ frame: Double = 0) throws -> [Double] {
            try TextLayoutEngine.layout(Self.item(text, width: frame, markdown: false)).lines
                .map(\.typographicBounds.width)
        }
        let space = try #require(try TextLayoutEngine.layout(Self.item(" ")).lines.first?.runs.first?.glyphs.first)
        #expect(space.advance > 3 && space.advance < 10, "a 20-pt space is \(space.advance) pt")
        #expect(try width(" ") == [space.advance])
        #expect(try width("   ") == [3 * space.advance])
        let a = try width("a")[0]
        #expect(abs(try width("a ")[0] - (a + space.advance)) < 1e-9)
        #expect(abs(try width(" a")[0] - (a + space.advance)) < 1e-9)
        // "one two" wrapped after "one ": the first line ends at "one", the last keeps nothing.
        let one = try width("one")[0]
        let wrapped = try width("one two", one + 1)
        #expect(wrapped.count == 2 && abs(wrapped[0] - one) < 1e-9, "\(wrapped)")
    }

    @Test func runsSplitAtStyleAndTags() throws {
        let layout = try TextLayoutEngine.layout(Self.item("This text is ***bouncing***!"))
        let runs = layout.lines[0].runs
        #expect(runs.count == 3)
        #expect(runs[1].face.path.contains("BoldOblique"))
        #expect(runs[0].glyphs.count == "This text is ".count && runs[1].glyphs.count == 8 && runs[2].glyphs.count == 1)
        let tagged = TextItem(
            spans: [.init(text: "a "), .init(text: "b", tags: ["floating"]), .init(text: " c")],
            frame: Rect(x: 0, y: 0, width: 0, height: 0))
        #expect(try TextLayoutEngine.layout(tagged).lines[0].runs.map(\.tags) == [[], ["floating"], []])
    }

    @Test func boundsFollowTheFontMetrics() throws {
        let layout = try TextLayoutEngine.layout(Self.item("Hg", size: 100))
        let b = layout.lines[0].typographicBounds
        // DejaVu Sans: 2048 units per em, ascender 1901, descender -483.
        #expect(abs(b.ascent - 100 * 1901 / 2048) < 1e-9 && abs(b.descent - 100 * 483 / 2048) < 1e-9)
        #expect(b.width > 100 && b.width < 200)
        let two = try TextLayoutEngine.layout(
            TextItem(
                spans: [.init(text: "a\nb")], font: .init(size: 10), frame: Rect(x: 0, y: 0, width: 0, height: 0),
                lineSpacing: 15))
        let l0 = two.lines[0].typographicBounds, l1 = two.lines[1].typographicBounds
        #expect(abs((l1.origin.y - l0.origin.y) - (l0.descent + l0.leading + 15 + l1.ascent)) < 1e-9)
    }

    @Test func kerningNarrowsAV() throws {
        let kerned = try TextLayoutEngine.layout(Self.item("AV", size: 100))
        let plain = try TextLayoutEngine.layout(Self.item("AV", size: 100), kerning: false)
        #expect(kerned.lines[0].typographicBounds.width < plain.lines[0].typographicBounds.width - 1)
    }

    @Test func missingFontNamesWhatWasTried() throws {
        let item = TextItem(
            spans: [.init(text: "x")], font: .init(family: "No Such Family"),
            frame: Rect(x: 0, y: 0, width: 10, height: 10))
        #expect { try TextLayoutEngine.layout(item) } throws: {
            "\($0)".contains("font family 'No Such Family' not found: fontconfig (fc-match 'No Such Family') offered")
        }
        let file = TextItem(
            spans: [.init(text: "x")], font: .init(file: "/nonexistent.ttf"),
            frame: Rect(x: 0, y: 0, width: 10, height: 10))
        #expect { try TextLayoutEngine.layout(file) } throws: { "\($0)".contains("/nonexistent.ttf does not exist") }
    }

    @Test func badTextInScenesIsNamed() throws {
        func load(_ draw: String) throws -> Scene {
            try Scene.load(
                json: Data(#"{"canvas": {"width": 100, "height": 50}, "layers": [{"items": [\#(draw)]}]}"#.utf8))
        }
        #expect { try load(#"{"text": "", "frame": [0, 0, 100, 50]}"#) } throws: {
            "\($0)".contains("layers[0].items[0].text: is empty")
        }
        #expect {
            try load(#"{"text": "abc", "frame": [0, 0, 100, 50], "ranges": [{"range": [1, 9], "bold": true}]}"#)
        } throws: {
            "\($0)".contains("range [1, 9] is outside the text's 3 characters")
        }
        let s = try load(
            #"{"text": "abcdef", "frame": [0, 0, 100, 50], "ranges": [{"range": [2, 4], "tags": ["floating"]}]}"#)
        guard case .text(let t) = s.layers[0].items[0] else {
            Issue.record("not text")
            return
        }
        #expect(t.spans.map(\.text) == ["ab", "cd", "ef"] && t.spans[1].tags == ["floating"])
        let missing = try load(#"{"text": "x", "font": {"family": "Nope Sans"}, "frame": [0, 0, 100, 50]}"#)
        #expect { try EffectLibrary.validate(missing) } throws: {
            "\($0)".hasPrefix("layers[0].items[0].font: font family 'Nope Sans' not found")
        }
    }

    @Test func tenThousandCharactersLayOut() throws {
        let text = String(repeating: "lorem ipsum dolor sit amet ", count: 371).prefix(10_000)
        let layout = try TextLayoutEngine.layout(Self.item(String(text), width: 1000, size: 12, markdown: false))
        #expect(layout.lines.count > 50)
        #expect(layout.lines.flatMap(\.runs).flatMap(\.glyphs).count == 10_000)
        #expect(layout.draws().count == 10_000 - text.filter { $0 == " " }.count)
    }

    @Test func effectsMoveTheRightGlyphs() throws {
        let frame = Rect(x: 0, y: 0, width: 800, height: 160)
        let bounce = TextEffects(renderer: .bounce, text: TextEffects.seedText(.bounce, frame: frame))
        let layout = try TextLayoutEngine.layout(bounce.text)
        #expect(bounce.amount(at: 0) == 0 && bounce.amount(at: 0.8) == 10 && bounce.amount(at: 1.6) == 0)
        let items = bounce.items(layout: layout, at: 0.8)
        let offsets = items.compactMap { item -> Double? in
            if case .draw(let d) = item { return d.transform.translate.y } else { return nil }
        }
        // Index restarts per run: "This text is " starts at +10, "bouncing" at +10 again.
        #expect(offsets.first == 10 && offsets[1] == -10)
        let fade = TextEffects(renderer: .fade, text: TextEffects.seedText(.fade, frame: frame))
        let opacities = fade.items(layout: try TextLayoutEngine.layout(fade.text), at: 0).compactMap {
            item -> Double? in
            if case .draw(let d) = item { return d.opacity } else { return nil }
        }
        #expect(Set(opacities) == [1, 0.7, 0.4])
    }
}
