import CHarfBuzz
import Foundation
import Synchronization
import HaloCore

/// Text laid out as SwiftUI's `Text.Layout`: lines, each a list of runs (stretches of equal
/// font, colour and tags), each a list of glyphs with positions. Coordinates are points in
/// the scene, y down; a line's origin is the left end of its baseline.
public struct TextLayout: Sendable {
    /// One glyph of a run, placed.
    public struct Glyph: Sendable {
        /// The glyph's index in its font.
        public var id: UInt32
        /// Where the glyph's origin sits (on the baseline).
        public var position: Point
        /// How far the pen moves after it, in points.
        public var advance: Double
        /// Index of the glyph's first character in the whole text (Unicode scalars).
        public var character: Int
    }

    /// A stretch of a line in one font, size, colour and set of tags.
    public struct Run: Sendable {
        /// The span of the TextItem this run comes from.
        public var span: Int
        /// The font face.
        public var face: FontFace
        /// The font size, points.
        public var size: Double
        /// The run's colour.
        public var color: RGBA
        /// Its custom attributes (`bounce`, `floating` ...), for text effects.
        public var tags: [String]
        /// Its glyphs, in visual order.
        public var glyphs: [Glyph]

        /// Points per font unit.
        public var scale: Double { size / face.unitsPerEm }
    }

    /// SwiftUI's typographic bounds of a line.
    public struct Bounds: Sendable, Equatable {
        /// The left end of the baseline.
        public var origin: Point
        /// The line's advance width.
        public var width: Double
        /// Above the baseline, points.
        public var ascent: Double
        /// Below the baseline, points (positive).
        public var descent: Double
        /// The line gap, points.
        public var leading: Double

        /// Bounds of these measures.
        public init(origin: Point, width: Double, ascent: Double, descent: Double, leading: Double) {
            self.origin = origin
            self.width = width
            self.ascent = ascent
            self.descent = descent
            self.leading = leading
        }
    }

    /// One line of the text.
    public struct Line: Sendable {
        /// Its runs, left to right.
        public var runs: [Run]
        /// Its typographic bounds, as SwiftUI's `Text.Layout.Line`.
        public var typographicBounds: Bounds
    }

    /// The lines, top to bottom.
    public var lines: [Line]
    /// The block the lines fill (the widest line by the lines' height), placed in the frame.
    public var bounds: Rect
    /// The characters no installed font has (drawn as their font's `.notdef`), in text order.
    public var missing: [Unicode.Scalar] = []
}

/// Lays out a TextItem as Core Text and pango do: each paragraph (text between newlines) analysed by
/// `Paragraph` (each character's face, with fontconfig's fallback where its span's face lacks it; its script;
/// its bidirectional level by UAX #9; break opportunities by UAX #14) and shaped with HarfBuzz piece by
/// piece; lines filled greedily at the break opportunities when the frame has a width, each line's pieces
/// put in visual order (UAX #9's rule L2); lines aligned within the block (leading: the paragraph's start
/// edge), the block centred in the frame.
public enum TextLayoutEngine {
    /// - Throws: `FontFace.FontError` for a font that cannot be found or read.
    public static func layout(_ item: TextItem, fonts: FontLibrary = .shared, kerning: Bool = true) throws -> TextLayout
    {
        // A text that stays the same from frame to frame is laid out once (the shared library's fonts only:
        // another library's may differ).
        guard fonts === FontLibrary.shared, kerning else { return try laidOut(item, fonts: fonts, kerning: kerning) }
        return try kept(item).layout
    }

    /// A text laid out with the shared library and its glyphs' draws (`TextLayout.draws()`), made once for a
    /// text that stays the same from frame to frame.
    /// - Throws: `FontFace.FontError` as `layout(_:fonts:kerning:)`.
    public static func draws(_ item: TextItem) throws -> (layout: TextLayout, draws: [Draw]) {
        let k = try kept(item)
        if let d = k.draws { return (k.layout, d) }
        let made = k.layout.draws()
        recent.withLock { list in
            if let i = list.firstIndex(where: { $0.item == item }) { list[i].draws = made }
        }
        return (k.layout, made)
    }

    /// The last texts laid out with the shared library (and their draws, once asked for), newest first.
    private static let recent = Mutex<[(item: TextItem, layout: TextLayout, draws: [Draw]?)]>([])

    /// `item`'s entry in `recent`, laid out now if it is not there.
    private static func kept(_ item: TextItem) throws -> (item: TextItem, layout: TextLayout, draws: [Draw]?) {
        if let hit = recent.withLock({ $0.first { $0.item == item } }) { return hit }
        let made = (item: item, layout: try laidOut(item, fonts: .shared, kerning: true), draws: [Draw]?.none)
        recent.withLock { list in
            list.insert(made, at: 0)
            if list.count > 16 { list.removeLast() }
        }
        return made
    }

    /// `layout(_:fonts:kerning:)` without the cache.
    static func laidOut(_ item: TextItem, fonts: FontLibrary, kerning: Bool) throws -> TextLayout {
        typealias Word = Paragraph.Word
        var faces: [FontFace] = []
        for s in item.spans { faces.append(try fonts.face(item.font, bold: s.bold, italic: s.italic)) }
        let size = item.font.size
        // The paragraphs: every span's characters, cut at newlines (each counts as a character).
        var paragraphs: [Paragraph] = []
        var scalars: [Unicode.Scalar] = [], spanOf: [Int] = []
        var character = 0, start = 0
        func close() throws {
            paragraphs.append(
                try Paragraph(
                    scalars, spans: spanOf, start: start, item: item, spanFaces: faces, fonts: fonts,
                    kerning: kerning))
            scalars = []
            spanOf = []
        }
        for (si, span) in item.spans.enumerated() {
            for u in span.text.unicodeScalars {
                character += 1
                if u == "\n" {
                    try close()
                    start = character
                    continue
                }
                scalars.append(u)
                spanOf.append(si)
            }
        }
        try close()
        let maxWidth = item.frame.width > 0 ? item.frame.width : .infinity
        // Greedy line filling. A line broken at a space (`wrapped`) lets its trailing spaces hang
        // past its width; the last line of a paragraph keeps them (docs/semantics.md, "Text").
        var lineWords: [[Word]] = []
        var wrapped: [Bool] = []
        var lineLevel: [UInt8] = []
        for paragraph in paragraphs {
            var line: [Word] = [], x = 0.0
            for w in paragraph.words {
                if !line.isEmpty && x + w.width - w.trailing > maxWidth + 1e-9 {
                    lineWords.append(line)
                    wrapped.append(true)
                    lineLevel.append(paragraph.level)
                    line = []
                    x = 0
                }
                line.append(w)
                x += w.width
                if w.mandatory {
                    lineWords.append(line)
                    wrapped.append(false)
                    lineLevel.append(paragraph.level)
                    line = []
                    x = 0
                }
            }
            lineWords.append(line)
            wrapped.append(false)
            lineLevel.append(paragraph.level)
        }
        if let limit = item.lineLimit {
            // SwiftUI's lineLimit: the lines past the limit go, and the last kept one, with the rest of its
            // paragraph, is cut at its end to fit with an ellipsis, by characters (docs/semantics.md, Text).
            // A last line wider than the frame (one long word) is cut the same way.
            let keep = min(max(limit, 1), lineWords.count)
            let lastWidth = lineWords[keep - 1].reduce(0) { $0 + $1.width } - (lineWords[keep - 1].last?.trailing ?? 0)
            if !faces.isEmpty, lineWords.count > keep || lastWidth > maxWidth + 1e-9 {
                var line = lineWords[keep - 1]
                var k = keep - 1
                while k + 1 < lineWords.count, wrapped[k] {
                    k += 1
                    line += lineWords[k]
                }
                lineWords.removeLast(lineWords.count - keep)
                wrapped.removeLast(wrapped.count - keep)
                lineLevel.removeLast(lineLevel.count - keep)
                let scalars = item.spans.flatMap { Array($0.text.unicodeScalars) }
                var shaped: [Int: (glyphs: [TextLayout.Glyph], width: Double, face: FontFace)] = [:]
                func ellipsis(_ span: Int) -> (glyphs: [TextLayout.Glyph], width: Double, face: FontFace) {
                    if let hit = shaped[span] { return hit }
                    let face = faces[min(max(span, 0), faces.count - 1)], scale = size / face.unitsPerEm
                    let dots = face.shape("\u{2026}", kerning: kerning).map {
                        TextLayout.Glyph(
                            id: $0.glyph, position: Point($0.offset.x * scale, -$0.offset.y * scale),
                            advance: $0.advance * scale + item.tracking, character: character)
                    }
                    var x = 0.0
                    let placed = dots.map { g -> TextLayout.Glyph in
                        var g = g
                        g.position.x += x
                        x += g.advance
                        return g
                    }
                    shaped[span] = (placed, x, face)
                    return (placed, x, face)
                }
                lineWords[keep - 1] = TextLayout.truncated(
                    line, maxWidth: maxWidth, scalars: scalars, level: lineLevel[keep - 1], ellipsis: ellipsis)
                wrapped[keep - 1] = false
            }
        }
        // Rule L1 at each line's end: its trailing whitespace at the paragraph's level, so it sits at the
        // line's visual end (and hangs there when the line wrapped) whatever the direction of the text before.
        for li in lineWords.indices where !lineWords[li].isEmpty {
            let k = lineWords[li].count - 1
            lineWords[li][k] = lineWords[li][k].endingLine(at: lineLevel[li])
        }
        // Metrics: the largest of the faces a line uses (its spans' faces, and fallback faces).
        func metrics(_ f: FontFace) -> (Double, Double, Double) {
            let s = size / f.unitsPerEm
            return (f.ascender * s, -f.descender * s, f.lineGap * s)
        }
        let base = metrics(try faces.first ?? fonts.face(item.font))
        var lines: [TextLayout.Line] = []
        var rightToLeft: [Bool] = []
        var y = 0.0
        for (li, words) in lineWords.enumerated() {
            var asc = base.0, desc = base.1, lead = base.2
            let pieces = words.flatMap(\.pieces)
            for p in pieces {
                let m = metrics(p.face)
                asc = max(asc, m.0)
                desc = max(desc, m.1)
                lead = max(lead, m.2)
            }
            if li > 0 { y += item.lineSpacing }
            let baseline = y + asc
            var runs: [TextLayout.Run] = []
            // A wrapped right-to-left line's trailing spaces end up at its left: they hang past its start.
            let hang = wrapped[li] ? words.last?.trailing ?? 0 : 0
            let rtl = lineLevel[li] & 1 == 1
            var x = rtl ? -hang : 0
            for k in Bidi.visualOrder(pieces.map(\.level)) {
                let p = pieces[k]
                let moved = p.glyphs.map { g -> TextLayout.Glyph in
                    var g = g
                    g.position = Point(g.position.x + x, g.position.y + baseline)
                    return g
                }
                let span = item.spans[p.span]
                if let last = runs.last, last.span == p.span, last.face === p.face {
                    runs[runs.count - 1].glyphs += moved
                } else {
                    runs.append(
                        TextLayout.Run(
                            span: p.span, face: p.face, size: size, color: span.color ?? item.color,
                            tags: span.tags, glyphs: moved))
                }
                x += p.width
            }
            let width = words.reduce(0) { $0 + $1.width } - hang
            lines.append(
                TextLayout.Line(
                    runs: runs,
                    typographicBounds: TextLayout.Bounds(
                        origin: Point(0, baseline), width: width, ascent: asc, descent: desc, leading: lead)))
            rightToLeft.append(rtl)
            y = baseline + desc + lead
        }
        let blockWidth = lines.map(\.typographicBounds.width).max() ?? 0
        let blockHeight = y - (lines.last?.typographicBounds.leading ?? 0)
        // Centre the block in the frame; align each line within the block, leading and trailing by the
        // line's paragraph direction.
        let ox = item.frame.minX + (item.frame.width - blockWidth) / 2
        let oy = item.frame.minY + (item.frame.height - blockHeight) / 2
        for i in lines.indices {
            let w = lines[i].typographicBounds.width
            let dx: Double
            switch (item.alignment, rightToLeft[i]) {
            case (.leading, false), (.trailing, true): dx = 0
            case (.center, _): dx = (blockWidth - w) / 2
            case (.trailing, false), (.leading, true): dx = blockWidth - w
            }
            let shift = Point(ox + dx, oy)
            lines[i].typographicBounds.origin = lines[i].typographicBounds.origin + shift
            for r in lines[i].runs.indices {
                for g in lines[i].runs[r].glyphs.indices {
                    lines[i].runs[r].glyphs[g].position = lines[i].runs[r].glyphs[g].position + shift
                }
            }
        }
        return TextLayout(
            lines: lines, bounds: Rect(x: ox, y: oy, width: blockWidth, height: blockHeight),
            missing: paragraphs.flatMap(\.missing))
    }
}

extension TextLayout {
    /// The outline of a glyph of a run, in scene points.
    public func contours(of glyph: Glyph, in run: Run) -> [Contour] {
        contours(of: glyph.id, at: glyph.position, in: run)
    }

    /// Glyph `id`'s outline, placed at `position` in the run's size.
    func contours(of id: UInt32, at position: Point, in run: Run) -> [Contour] {
        placed(id, at: position, in: run).contours
    }

    /// Glyph `id` placed at `position` in the run's size: its outline's contours so placed, and
    /// the placement they are (what a shape of them carries as its `glyph`).
    package func placed(_ id: UInt32, at position: Point, in run: Run) -> (contours: [Contour], glyph: GlyphPlacement) {
        let outline = run.face.glyphOutline(glyph: id), s = run.scale
        let t = Transform2D(a: s, b: 0, c: 0, d: s, tx: position.x, ty: position.y)
        return (
            outline.contours.map { $0.transformed(by: t) }, GlyphPlacement(outline: outline, scale: s, origin: position)
        )
    }

    /// One draw per glyph (its outline filled with its run's colour): each draw's tiles then
    /// hold only that glyph's segments, so long texts stay linear in their length. A colour glyph is its
    /// layers (`layerDraws`: a COLR font's) or its bitmap (`colorDraw`: an emoji of a bitmap font).
    /// Long texts make their draws on every core (`ParallelMap`), in order.
    public func draws() -> [Draw] {
        let glyphs = lines.flatMap { line in line.runs.flatMap { run in run.glyphs.map { (run, $0) } } }
        return ParallelMap.map(glyphs.count, grain: 256) { i -> [Draw] in
            let (run, g) = glyphs[i]
            if let layers = self.layerDraws(of: g, in: run) { return layers }
            let (outline, glyph) = self.placed(g.id, at: g.position, in: run)
            if outline.isEmpty { return Self.colorDraw(of: g, in: run).map { [$0] } ?? [] }
            return [Draw(shape: Shape(contours: outline, glyph: glyph), paint: .solid(run.color))]
        }.flatMap { $0 }
    }

    /// A colour glyph of a COLR (version 0) font as its layers, bottom first: each layer glyph's outline
    /// placed as the glyph is, filled with the layer's palette colour (the run's colour where the font says
    /// so); nil for a glyph without layers. Vector outlines, so both backends cover them exactly.
    public func layerDraws(of glyph: Glyph, in run: Run) -> [Draw]? {
        guard let layers = run.face.colorLayers(glyph: glyph.id) else { return nil }
        return layers.compactMap { layer in
            let (outline, placed) = self.placed(layer.glyph, at: glyph.position, in: run)
            guard !outline.isEmpty else { return nil }
            return Draw(shape: Shape(contours: outline, glyph: placed), paint: .solid(layer.color ?? run.color))
        }
    }

    /// A colour glyph's draw: its bitmap stretched over its box in scene points (a bitmap pixel is the run's
    /// size over the strike's pixels per em), sampled with the image filter; nil for a glyph without one
    /// (a space).
    public static func colorDraw(of glyph: Glyph, in run: Run) -> Draw? {
        guard let bitmap = run.face.colorBitmap(glyph: glyph.id) else { return nil }
        let s = run.size / bitmap.ppem, p = glyph.position
        let box = Rect(
            x: p.x + bitmap.left * s, y: p.y - bitmap.top * s, width: Double(bitmap.image.width) * s,
            height: Double(bitmap.image.height) * s)
        return Draw(shape: Shape(kind: .rect, frame: box), paint: .image(ImagePaint(source: bitmap.image)))
    }
}

extension TextLayout {
    /// The warning for characters no installed font has, or nil: the first by code point, script and the
    /// Debian package with fonts for it, and how many others ("no installed font covers U+4E2D (Hani): install
    /// fonts-noto-cjk").
    public var missingFontWarning: String? {
        guard let first = missing.first else { return nil }
        let tag = hb_script_to_iso15924_tag(hb_unicode_script(hb_unicode_funcs_get_default(), first.value))
        let script = String(
            [24, 16, 8, 0].compactMap { Unicode.Scalar((tag >> UInt32($0)) & 0xFF).map(Character.init) })
        let package: String =
            switch script {
            case "Hani", "Hira", "Kana", "Hang", "Bopo": "fonts-noto-cjk"
            case _ where first.properties.isEmoji: "fonts-noto-color-emoji"
            default: "fonts-noto-core (or fonts-noto-extra)"
            }
        let code = String(first.value, radix: 16, uppercase: true)
        let others = Set(missing).count - 1
        return "no installed font covers U+\(String(repeating: "0", count: max(0, 4 - code.count)))\(code) (\(script))"
            + (others > 0 ? " nor \(others) other character\(others == 1 ? "" : "s")" : "")
            + ": install \(package); drawn as the font's missing-glyph box"
    }
}
