import Foundation
import Testing

@testable import HaloCore
@testable import HaloEffects
@testable import HaloText

/// Text in every script: bidirectional order (UAX #9 through FriBidi), line breaks (UAX #14 through
/// libunibreak), per-character font fallback through fontconfig, and the warning for characters no font has.
@Suite struct TextScriptsTests {
    static func item(
        _ text: String, width: Double = 0, alignment: TextItem.Alignment = .leading,
        direction: TextItem.Direction? = nil
    ) -> TextItem {
        var item = TextItem(
            spans: [.init(text: text)], font: .init(size: 20), color: .black,
            frame: Rect(x: 0, y: 0, width: width, height: 100), alignment: alignment)
        item.direction = direction
        return item
    }

    /// Each glyph's x and the character it starts, in visual order along the first line.
    static func placed(_ layout: TextLayout, line: Int = 0) -> [(x: Double, character: Int)] {
        layout.lines[line].runs.flatMap { $0.glyphs.map { (x: $0.position.x, character: $0.character) } }
    }

    /// Whether fontconfig has a font for a character (a fallback test needs one installed).
    static func installed(_ scalar: UInt32) -> Bool {
        let face = try? FontLibrary.shared.fallback(
            for: [scalar], family: "DejaVu Sans", weight: 80, italic: false, emoji: false)
        return face != nil
    }

    @Test func visualOrderReversesEachRightToLeftStretch() {
        #expect(Bidi.visualOrder([0, 1, 1, 0]) == [0, 2, 1, 3])
        #expect(Bidi.visualOrder([1, 1, 1]) == [2, 1, 0])
        // A left-to-right number inside right-to-left text keeps its order: levels 1 2 2 1.
        #expect(Bidi.visualOrder([1, 2, 2, 1]) == [3, 1, 2, 0])
        #expect(Bidi.visualOrder([0, 0]) == [0, 1])
        #expect(Bidi.visualOrder([]) == [])
    }

    @Test func paragraphDirectionComesFromTheFirstStrongCharacter() {
        let arabic = Array("123 مرحبا abc".unicodeScalars.map(\.value))
        let (levels, paragraph, _) = Bidi.levels(arabic, rightToLeft: nil)
        #expect(paragraph == 1)
        #expect(levels[4] == 1)  // م
        #expect(levels[10] == 2)  // a: left to right inside a right-to-left paragraph
        #expect(Bidi.levels(Array("abc مرحبا".unicodeScalars.map(\.value)), rightToLeft: nil).paragraph == 0)
        #expect(Bidi.levels(Array("abc".unicodeScalars.map(\.value)), rightToLeft: true).paragraph == 1)
        #expect(Bidi.levels(Array("123 !".unicodeScalars.map(\.value)), rightToLeft: nil).paragraph == 0)
    }

    @Test func arabicRunsRightToLeftAndLeadsFromTheRight() throws {
        let text = "مرحبا\nمرحبا بالعالم"
        let layout = try TextLayoutEngine.layout(Self.item(text, width: 400))
        let glyphs = Self.placed(layout, line: 1)
        #expect(glyphs.count >= 10)
        // Visual order: the line's first character is drawn rightmost.
        let first = try #require(glyphs.max { $0.x < $1.x })
        #expect(first.character == 6)
        #expect(glyphs.first!.character > glyphs.last!.character)
        // Leading is the right edge of a right-to-left paragraph: the short line ends at the block's right.
        func edges(_ l: TextLayout, _ line: Int) -> (Double, Double) {
            let b = l.lines[line].typographicBounds
            return (b.origin.x - l.bounds.minX, l.bounds.maxX - (b.origin.x + b.width))
        }
        #expect(Swift.abs(edges(layout, 0).1) < 1e-6 && edges(layout, 0).0 > 10)
        // Trailing is its left edge.
        let trailing = try TextLayoutEngine.layout(Self.item(text, width: 400, alignment: .trailing))
        #expect(Swift.abs(edges(trailing, 0).0) < 1e-6 && edges(trailing, 0).1 > 10)
        // Set left to right, the same text leads from the left.
        let forced = try TextLayoutEngine.layout(Self.item(text, width: 400, direction: .leftToRight))
        #expect(Swift.abs(edges(forced, 0).0) < 1e-6)
    }

    @Test func hebrewInsideEnglishKeepsTheEnglishOrder() throws {
        let text = "abc אבג def"
        let glyphs = Self.placed(try TextLayoutEngine.layout(Self.item(text)))
        func x(_ character: Int) -> Double { glyphs.first { $0.character == character }!.x }
        #expect(x(0) < x(1) && x(1) < x(2))  // abc left to right
        #expect(x(4) > x(5) && x(5) > x(6))  // אבג right to left
        #expect(x(2) < x(6) && x(4) < x(8))  // abc, then the Hebrew word, then def
        #expect(x(8) < x(9) && x(9) < x(10))
    }

    @Test func aLinesTrailingSpaceEndsItWhateverTheTextBefore() throws {
        // UAX #9 rule L1: the space a wrapped line ends with takes the paragraph's level, so it follows the
        // Hebrew word at the line's right end instead of sitting between "abc " and that word.
        let layout = try TextLayoutEngine.layout(Self.item("abc אבג דהו", width: 110))
        #expect(layout.lines.count == 2)
        let glyphs = Self.placed(layout)
        func x(_ character: Int) -> Double { glyphs.first { $0.character == character }!.x }
        #expect(x(4) > x(5) && x(5) > x(6))  // אבג right to left
        #expect(x(7) > x(4), "the space at \(x(7)), the Hebrew word's first letter at \(x(4))")
        // The word follows "abc " directly: its leftmost letter where the space after "c" ends.
        let space = try TextLayoutEngine.layout(Self.item(" ")).lines[0].runs[0].glyphs[0].advance
        #expect(abs(x(6) - (x(3) + space)) < 1e-9)
        // In a right-to-left paragraph the space ends the line at its left.
        let rtl = Self.placed(try TextLayoutEngine.layout(Self.item("אבג abc דהו", width: 110)))
        let hebrewLeft = rtl.filter { $0.character < 3 }.map(\.x).min()!
        #expect(rtl.first { $0.character == 7 }!.x < hebrewLeft)
    }

    @Test func latinLinesBreakAsBeforeAndCJKBreaksBetweenCharacters() throws {
        // UAX #14 breaks after spaces, as before.
        let words = try TextLayoutEngine.layout(Self.item("one two three four five six", width: 120))
        #expect(words.lines.count > 1)
        for line in words.lines {
            #expect(line.typographicBounds.width <= 120 + 1e-9)
        }
        // Chinese has no spaces: it wraps between characters.
        let cjk = try TextLayoutEngine.layout(Self.item(String(repeating: "中文", count: 12), width: 100))
        #expect(cjk.lines.count > 2)
        let counts = cjk.lines.map { line in line.runs.reduce(0) { $0 + $1.glyphs.count } }
        #expect(counts.reduce(0, +) == 24)
        // A hyphen is a break opportunity too (well-known breaks after "well-").
        let hyphen = try TextLayoutEngine.layout(Self.item("well-known", width: 60))
        #expect(hyphen.lines.count == 2)
        // A line separator (U+2028) ends a line inside a paragraph.
        #expect(try TextLayoutEngine.layout(Self.item("one\u{2028}two")).lines.count == 2)
    }

    @Test(.enabled(if: installed(0x4E2D), "no installed font has U+4E2D (install fonts-noto-cjk)"))
    func aCharacterTheFontLacksTakesFontconfigsFallback() throws {
        let layout = try TextLayoutEngine.layout(Self.item("ab 中文 cd"))
        let runs = layout.lines[0].runs
        #expect(runs.count == 3)
        #expect(runs[0].face.family == "DejaVu Sans" && runs[2].face.family == "DejaVu Sans")
        #expect(runs[1].face.family != "DejaVu Sans")
        #expect(runs[1].face.covers(0x4E2D))
        #expect(runs[1].glyphs.allSatisfy { $0.id != 0 })
        #expect(layout.missing.isEmpty && layout.missingFontWarning == nil)
    }

    @Test(.enabled(if: installed(0x1F44B), "no installed font has U+1F44B (install fonts-noto-color-emoji)"))
    func anEmojiSequenceIsOneGlyphOfTheEmojiFont() throws {
        // A waving hand with a skin tone, and a family joined by ZWJs: one glyph each.
        let layout = try TextLayoutEngine.layout(Self.item("hi 👋🏽 👨‍👩‍👧"))
        let runs = layout.lines[0].runs
        // "hi " in DejaVu Sans, the hand in the emoji font, the space in DejaVu Sans (after an emoji pango
        // starts a new item, in the span's font), the family in the emoji font: pango-view's runs.
        #expect(runs.count == 4)
        #expect(runs[1].face === runs[3].face && runs[1].face.family != "DejaVu Sans")
        #expect(runs[2].face.family == "DejaVu Sans")
        #expect(runs.map { $0.glyphs.map(\.character) } == [[0, 1, 2], [3], [5], [6]])
    }

    @Test func aCharacterNoFontHasIsNamedOnce() throws {
        let layout = try TextLayoutEngine.layout(Self.item("a \u{0378} b \u{0378}"))
        #expect(layout.missing == ["\u{0378}", "\u{0378}"])
        let warning = try #require(layout.missingFontWarning)
        #expect(warning.hasPrefix("no installed font covers U+0378 (Zzzz): install fonts-noto-core"))
        // Drawn as the span's font's .notdef (glyph 0).
        #expect(Self.placed(layout).contains { $0.character == 2 })
        #expect(layout.lines[0].runs.flatMap(\.glyphs).first { $0.character == 2 }?.id == 0)
        // A scene names it once, at the item.
        let scene = Scene(
            canvas: Canvas(width: 200, height: 100), layers: [Layer(items: [.text(Self.item("x \u{0379}"))])])
        let warnings = try EffectLibrary.validate(scene)
        #expect(warnings.count == 1 && warnings[0].hasPrefix("layers[0].items[0]: no installed font covers U+0379"))
        #expect(try EffectLibrary.validate(scene).isEmpty)
    }

    @Test func hostileTextIsBoundedWork() throws {
        // 10,000 combining marks on one base, and bidi controls nested 200 deep: laid out, not trapped.
        let marks = "a" + String(repeating: "\u{0301}", count: 10_000)
        #expect(try TextLayoutEngine.layout(Self.item(marks)).lines.count == 1)
        let nested =
            String(repeating: "\u{202B}\u{2067}", count: 100) + "abc"
            + String(repeating: "\u{2069}\u{202C}", count: 100)
        #expect(try TextLayoutEngine.layout(Self.item(nested, width: 50)).lines.count >= 1)
        // A lone surrogate in a scene file's JSON is refused, named, where it is.
        let json = #"{"canvas": {"width": 100, "height": 50}, "layers": [{"items": [{"text": "a\ud800b"}]}]}"#
        #expect {
            try SceneDocument(json: Data(json.utf8))
        } throws: { "\($0)".contains("lone surrogate") && "\($0)".contains("column") }
    }
}

extension TextScriptsTests {
    /// Every Unicode scalar, beside a letter and itself, goes through line breaking without a trap (Debian's
    /// libunibreak 1.1 aborts on two of them: `LineBreaks.safe` maps those).
    @Test func everyCharacterBreaksWithoutATrap() {
        var count = 0
        var codes: [UInt32] = []
        for c in UInt32(0)..<0x11_0000 where !(0xD800..<0xE000).contains(c) {
            codes += [0x61, c, c]
            if codes.count >= 30_000 {
                count += LineBreaks.opportunities(codes).count
                codes = []
            }
        }
        count += LineBreaks.opportunities(codes).count
        #expect(count == 3 * (0x11_0000 - 0x800))
        // Flags break between each other, not inside (their halves are one grapheme).
        let flags = try? TextLayoutEngine.layout(Self.item("🇯🇵🇫🇷🇧🇷", width: 1))
        #expect(flags?.lines.count == 3)
    }
}

extension TextScriptsTests {
    /// A colour emoji is its font's bitmap, drawn as an image over the glyph's box: as tall as the strike's
    /// bitmap scaled from its pixels per em to the text's size, sitting on the baseline by its bearing.
    @Test(.enabled(if: installed(0x1F600), "no installed font has U+1F600 (install fonts-noto-color-emoji)"))
    func aColourEmojiIsItsBitmap() throws {
        let layout = try TextLayoutEngine.layout(Self.item("a😀"))
        let run = try #require(layout.lines[0].runs.last)
        let glyph = try #require(run.glyphs.first)
        let bitmap = try #require(run.face.colorBitmap(glyph: glyph.id))
        #expect(bitmap.image.width > 16 && bitmap.image.height > 16 && bitmap.ppem > 16)
        // Some of its pixels are coloured: not grey (the smiley's yellow).
        let pixels = bitmap.image.image.pixels
        let coloured = stride(from: 0, to: pixels.count, by: 4).contains { i in
            pixels[i + 3] > 200 && Int(pixels[i]) - Int(pixels[i + 2]) > 100
        }
        #expect(coloured)
        let draws = layout.draws()
        #expect(draws.count == 2)
        guard case .image(let paint) = draws[1].paint else {
            Issue.record("the emoji's draw is not an image: \(draws[1].paint)")
            return
        }
        #expect(paint.source === bitmap.image)
        let box = draws[1].shape.frame, s = 20 / bitmap.ppem
        #expect(Swift.abs(box.height - Double(bitmap.image.height) * s) < 1e-9)
        #expect(Swift.abs(box.minY - (glyph.position.y - bitmap.top * s)) < 1e-9)
        // An outline font has none.
        #expect(layout.lines[0].runs[0].face.colorBitmap(glyph: layout.lines[0].runs[0].glyphs[0].id) == nil)
    }
}

extension TextScriptsTests {
    /// A text that stays the same is laid out once and its draws kept; any change (the text, its frame, its
    /// colour) is laid out again.
    @Test func aTextThatStaysTheSameIsLaidOutOnce() throws {
        let a = Self.item("cached مرحبا 中文", width: 300)
        var b = a
        b.spans[0].text = "cached مرحبا 中文!"
        var c = a
        c.color = .white
        let first = try TextLayoutEngine.draws(a), other = try TextLayoutEngine.draws(b)
        let again = try TextLayoutEngine.draws(a), recoloured = try TextLayoutEngine.draws(c)
        #expect(first.draws == again.draws)
        #expect(first.draws.count + 1 == other.draws.count)
        #expect(recoloured.draws.map(\.paint) != first.draws.map(\.paint))
        // The cached draws are the layout's own.
        #expect(try TextLayoutEngine.layout(a).draws() == first.draws)
    }
}
