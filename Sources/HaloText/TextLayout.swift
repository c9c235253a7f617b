import Foundation
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
}

/// Lays out a TextItem: spans shaped with HarfBuzz word by word, broken into lines at
/// newlines and, when the frame has a width, greedily at spaces; lines aligned within the
/// block, the block centred in the frame.
public enum TextLayoutEngine {
    /// - Throws: `FontFace.FontError` for a font that cannot be found or read.
    public static func layout(_ item: TextItem, fonts: FontLibrary = .shared, kerning: Bool = true) throws -> TextLayout
    {
        struct Word {
            var span: Int
            var glyphs: [TextLayout.Glyph]
            var width: Double
            var trailing: Double
        }
        var faces: [FontFace] = []
        for s in item.spans { faces.append(try fonts.face(item.font, bold: s.bold, italic: s.italic)) }
        let size = item.font.size
        // Paragraphs of words; each word keeps its trailing spaces (their advance apart).
        var paragraphs: [[Word]] = [[]]
        var character = 0
        for (si, span) in item.spans.enumerated() {
            let face = faces[si], scale = size / face.unitsPerEm
            let parts = span.text.split(separator: "\n", omittingEmptySubsequences: false)
            for (pi, part) in parts.enumerated() {
                if pi > 0 {
                    paragraphs.append([])
                    character += 1
                }
                for chunk in words(String(part)) {
                    let shaped = face.shape(chunk, kerning: kerning)
                    var x = 0.0, glyphs: [TextLayout.Glyph] = []
                    // Tracking widens each cluster's last glyph (a mark added to its base adds
                    // none), so a character's glyphs keep their places relative to each other.
                    for (k, g) in shaped.enumerated() {
                        let ends = k == shaped.count - 1 || shaped[k + 1].cluster != g.cluster
                        let advance = g.advance * scale + (ends ? item.tracking : 0)
                        glyphs.append(
                            TextLayout.Glyph(
                                id: g.glyph, position: Point(x + g.offset.x * scale, -g.offset.y * scale),
                                advance: advance, character: character + g.cluster))
                        x += advance
                    }
                    let trimmed = chunk.reversed().prefix { $0 == " " }.count
                    let trailing = glyphs.suffix(trimmed).reduce(0) { $0 + $1.advance }
                    paragraphs[paragraphs.count - 1].append(
                        Word(span: si, glyphs: glyphs, width: x, trailing: trailing))
                    character += chunk.unicodeScalars.count
                }
            }
        }
        let maxWidth = item.frame.width > 0 ? item.frame.width : .infinity
        // Greedy line filling. A line broken at a space (`wrapped`) lets its trailing spaces hang
        // past its width; the last line of a paragraph keeps them (docs/semantics.md, "Text").
        var lineWords: [[Word]] = []
        var wrapped: [Bool] = []
        for words in paragraphs {
            var line: [Word] = [], x = 0.0
            for w in words {
                if !line.isEmpty && x + w.width - w.trailing > maxWidth + 1e-9 {
                    lineWords.append(line)
                    wrapped.append(true)
                    line = []
                    x = 0
                }
                line.append(w)
                x += w.width
            }
            lineWords.append(line)
            wrapped.append(false)
        }
        if let limit = item.lineLimit, lineWords.count > max(limit, 1) {
            // SwiftUI's lineLimit: the lines past the limit go, and the last kept one ends in an
            // ellipsis, words dropped from its end until it fits (docs/semantics.md, Text).
            lineWords.removeLast(lineWords.count - max(limit, 1))
            wrapped.removeLast(wrapped.count - lineWords.count)
            var last = lineWords[lineWords.count - 1]
            let span = last.last?.span ?? 0
            let face = faces[span], scale = size / face.unitsPerEm
            let dots = face.shape("\u{2026}", kerning: kerning).map {
                TextLayout.Glyph(
                    id: $0.glyph, position: Point($0.offset.x * scale, -$0.offset.y * scale),
                    advance: $0.advance * scale + item.tracking, character: character)
            }
            let dotsWidth = dots.reduce(0) { $0 + $1.advance }
            while last.count > 1, last.reduce(0, { $0 + $1.width }) - (last.last?.trailing ?? 0) + dotsWidth > maxWidth
            {
                last.removeLast()
            }
            if var w = last.popLast() {
                // The word's trailing spaces give way to the ellipsis.
                var removed = 0.0
                while removed < w.trailing - 1e-9, let g = w.glyphs.popLast() { removed += g.advance }
                var x = w.width - w.trailing
                for var g in dots {
                    g.position = Point(g.position.x + x, g.position.y)
                    w.glyphs.append(g)
                    x += g.advance
                }
                w.width = x
                w.trailing = 0
                last.append(w)
            }
            lineWords[lineWords.count - 1] = last
            wrapped[wrapped.count - 1] = false
        }
        // Metrics: the largest of the faces used (every span shares the size).
        func metrics(_ f: FontFace) -> (Double, Double, Double) {
            let s = size / f.unitsPerEm
            return (f.ascender * s, -f.descender * s, f.lineGap * s)
        }
        let base = metrics(try faces.first ?? fonts.face(item.font))
        var lines: [TextLayout.Line] = []
        var y = 0.0
        for (li, words) in lineWords.enumerated() {
            var asc = base.0, desc = base.1, lead = base.2
            for w in words {
                let m = metrics(faces[w.span])
                asc = max(asc, m.0)
                desc = max(desc, m.1)
                lead = max(lead, m.2)
            }
            if li > 0 { y += item.lineSpacing }
            let baseline = y + asc
            var runs: [TextLayout.Run] = []
            var x = 0.0
            for w in words {
                let moved = w.glyphs.map { g -> TextLayout.Glyph in
                    var g = g
                    g.position = Point(g.position.x + x, g.position.y + baseline)
                    return g
                }
                let span = item.spans[w.span]
                if let last = runs.last, last.span == w.span {
                    runs[runs.count - 1].glyphs += moved
                } else {
                    runs.append(
                        TextLayout.Run(
                            span: w.span, face: faces[w.span], size: size, color: span.color ?? item.color,
                            tags: span.tags, glyphs: moved))
                }
                x += w.width
            }
            let width = x - (wrapped[li] ? words.last?.trailing ?? 0 : 0)
            lines.append(
                TextLayout.Line(
                    runs: runs,
                    typographicBounds: TextLayout.Bounds(
                        origin: Point(0, baseline), width: width, ascent: asc, descent: desc, leading: lead)))
            y = baseline + desc + lead
        }
        let blockWidth = lines.map(\.typographicBounds.width).max() ?? 0
        let blockHeight = y - (lines.last?.typographicBounds.leading ?? 0)
        // Centre the block in the frame; align each line within the block.
        let ox = item.frame.minX + (item.frame.width - blockWidth) / 2
        let oy = item.frame.minY + (item.frame.height - blockHeight) / 2
        for i in lines.indices {
            let w = lines[i].typographicBounds.width
            let dx: Double
            switch item.alignment {
            case .leading: dx = 0
            case .center: dx = (blockWidth - w) / 2
            case .trailing: dx = blockWidth - w
            }
            let shift = Point(ox + dx, oy)
            lines[i].typographicBounds.origin = lines[i].typographicBounds.origin + shift
            for r in lines[i].runs.indices {
                for g in lines[i].runs[r].glyphs.indices {
                    lines[i].runs[r].glyphs[g].position = lines[i].runs[r].glyphs[g].position + shift
                }
            }
        }
        return TextLayout(lines: lines, bounds: Rect(x: ox, y: oy, width: blockWidth, height: blockHeight))
    }

    /// Splits text into words, each with its trailing spaces.
    static func words(_ text: String) -> [String] {
        var out: [String] = [], current = ""
        var inSpaces = false
        for ch in text {
            if ch == " " {
                inSpaces = true
                current.append(ch)
                continue
            }
            if inSpaces {
                out.append(current)
                current = ""
                inSpaces = false
            }
            current.append(ch)
        }
        if !current.isEmpty { out.append(current) }
        return out
    }
}

extension TextLayout {
    /// The outline of a glyph of a run, in scene points.
    public func contours(of glyph: Glyph, in run: Run) -> [Contour] {
        let s = run.scale, p = glyph.position
        let t = Transform2D(a: s, b: 0, c: 0, d: s, tx: p.x, ty: p.y)
        return run.face.outline(glyph: glyph.id).map { $0.transformed(by: t) }
    }

    /// One draw per glyph (its outline filled with its run's colour): each draw's tiles then
    /// hold only that glyph's segments, so long texts stay linear in their length.
    public func draws() -> [Draw] {
        lines.flatMap { line in
            line.runs.flatMap { run in
                run.glyphs.compactMap { g in
                    let outline = self.contours(of: g, in: run)
                    return outline.isEmpty ? nil : Draw(shape: Shape(contours: outline), paint: .solid(run.color))
                }
            }
        }
    }
}
