import CHarfBuzz
import Foundation
import HaloCore

/// One paragraph of a text item (the text between newlines) analysed for layout: each character's span,
/// face, script and bidirectional level, and where lines may break; cut into words (the stretches between
/// break opportunities) of pieces, each piece one span, face, script and level, shaped.
struct Paragraph {
    /// A stretch of a word in one span, face, script and level, shaped (in visual order).
    struct Piece {
        var span: Int
        var face: FontFace
        var level: UInt8
        /// Its glyphs, placed from x = 0 on the baseline; `character` counts in the whole text.
        var glyphs: [TextLayout.Glyph]
        /// The pen's advance over it.
        var width: Double
    }

    /// The text between two break opportunities: its pieces in logical order.
    struct Word {
        var pieces: [Piece]
        /// The pieces' advance.
        var width: Double
        /// The advance of the whitespace it ends with (it may hang past a line's end).
        var trailing: Double
        /// Whether a line must end after it (a line separator inside the paragraph).
        var mandatory: Bool
        /// Where (a character of the whole text) the characters it ends with that rule L1 resets at a line's
        /// end begin: whitespace and isolates (its end when there are none).
        var lineEndFrom: Int

        /// The word ending a line (UAX #9 rule L1, part 4): its characters from `lineEndFrom` on at the
        /// paragraph's `level`, split from their pieces where those are at another level. A split keeps the
        /// glyphs' places within each part (spaces shape alone, so no shaping crosses the cut).
        func endingLine(at level: UInt8) -> Word {
            var out: [Piece] = []
            for p in pieces {
                let moved = p.glyphs.filter { $0.character >= lineEndFrom }
                guard !moved.isEmpty, p.level != level else {
                    out.append(p)
                    continue
                }
                let kept = p.glyphs.filter { $0.character < lineEndFrom }
                // A piece's glyphs are in visual order: a right-to-left piece's last characters come first.
                let parts = p.level & 1 == 1 ? [(moved, level), (kept, p.level)] : [(kept, p.level), (moved, level)]
                var split: [Piece] = []
                var x = 0.0
                for (glyphs, partLevel) in parts where !glyphs.isEmpty {
                    let width = glyphs.reduce(0) { $0 + $1.advance }
                    split.append(
                        Piece(
                            span: p.span, face: p.face, level: partLevel,
                            glyphs: glyphs.map { g in
                                var g = g
                                g.position.x -= x
                                return g
                            }, width: width))
                    x += width
                }
                // In logical order: the kept characters, then the reset ones.
                out += p.level & 1 == 1 ? split.reversed() : split
            }
            var word = self
            word.pieces = out
            return word
        }
    }

    /// The paragraph's level: 0 left to right, 1 right to left (from its first strong character, or set).
    let level: UInt8
    /// Its words in logical order.
    let words: [Word]
    /// The characters no installed font has, drawn as their font's `.notdef`.
    let missing: [Unicode.Scalar]

    /// Analyses characters `scalars` (their spans `spans`), the first of which is character `start` of the
    /// text, with `spanFaces` (each span's own face) and the item's font, and shapes them.
    /// - Throws: `FontFace.FontError` for a fallback font that cannot be read.
    init(
        _ scalars: [Unicode.Scalar], spans: [Int], start: Int, item: TextItem, spanFaces: [FontFace],
        fonts: FontLibrary, kerning: Bool
    ) throws {
        let codes = scalars.map(\.value)
        let (levels, level, lineEnd) = Bidi.levels(codes, rightToLeft: item.rightToLeft)
        self.level = level
        var breaks = LineBreaks.opportunities(codes)
        let scripts = Self.scripts(codes)
        var missing: [Unicode.Scalar] = []
        var clusterEnds: [Bool] = []
        let faces = try Self.faces(
            scalars, spans: spans, item: item, spanFaces: spanFaces, fonts: fonts, missing: &missing,
            clusterEnds: &clusterEnds)
        self.missing = missing
        // No line ends inside a grapheme (an emoji sequence, a base and its marks), whatever the line breaking
        // data of the installed libunibreak says about its parts.
        for i in breaks.indices where !clusterEnds[i] { breaks[i] = .none }
        // Items: the stretches of one span, face, script and level, each shaped whole (as pango does), so
        // kerning and contextual forms cross the break opportunities inside them.
        var items: [(range: Range<Int>, shaped: Piece)] = []
        var p = 0
        while p < codes.count {
            var q = p + 1
            while q < codes.count && spans[q] == spans[p] && faces[q] === faces[p] && scripts[q] == scripts[p]
                && levels[q] == levels[p]
            {
                q += 1
            }
            items.append(
                (
                    p..<q,
                    Self.shape(
                        scalars[p..<q], span: spans[p], face: faces[p], script: scripts[p], level: levels[p],
                        first: start + p, item: item, kerning: kerning)
                ))
            p = q
        }
        // Words end after each break opportunity; a word's pieces are its parts of the items, cut from them.
        var words: [Word] = []
        var wordStart = 0
        var k = 0
        for i in codes.indices where breaks[i] != .none || i == codes.count - 1 {
            var pieces: [Piece] = []
            while k < items.count && items[k].range.upperBound <= wordStart { k += 1 }
            var j = k
            while j < items.count && items[j].range.lowerBound <= i {
                let r = items[j].range.clamped(to: wordStart..<(i + 1))
                let characters = (start + r.lowerBound)..<(start + r.upperBound)
                pieces.append(Self.part(of: items[j].shaped, characters: characters))
                j += 1
            }
            // The whitespace the word ends with, by character.
            var spaceFrom = i + 1
            while spaceFrom > wordStart && scalars[spaceFrom - 1].properties.isWhitespace
                && scalars[spaceFrom - 1] != "\u{2028}"
            {
                spaceFrom -= 1
            }
            let trailing = pieces.flatMap(\.glyphs).filter { $0.character >= start + spaceFrom }.reduce(0) {
                $0 + $1.advance
            }
            var resetFrom = i + 1
            while resetFrom > wordStart && lineEnd[resetFrom - 1] { resetFrom -= 1 }
            words.append(
                Word(
                    pieces: pieces, width: pieces.reduce(0) { $0 + $1.width }, trailing: trailing,
                    mandatory: breaks[i] == .mandatory && i < codes.count - 1, lineEndFrom: start + resetFrom))
            wordStart = i + 1
        }
        self.words = words
    }

    /// Shapes characters of one span, face, script and level; tracking widens each cluster's last glyph (a
    /// mark added to its base adds none), so a character's glyphs keep their places relative to each other.
    static func shape(
        _ scalars: ArraySlice<Unicode.Scalar>, span: Int, face: FontFace, script: hb_script_t, level: UInt8,
        first: Int, item: TextItem, kerning: Bool
    ) -> Piece {
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars)
        let shaped = face.shape(
            String(text), kerning: kerning, rightToLeft: level & 1 == 1, script: isSpecific(script) ? script : nil)
        let scale = item.font.size / face.unitsPerEm
        var x = 0.0, glyphs: [TextLayout.Glyph] = []
        glyphs.reserveCapacity(shaped.count)
        for (k, g) in shaped.enumerated() {
            let ends = k == shaped.count - 1 || shaped[k + 1].cluster != g.cluster
            let advance = g.advance * scale + (ends ? item.tracking : 0)
            glyphs.append(
                TextLayout.Glyph(
                    id: g.glyph, position: Point(x + g.offset.x * scale, -g.offset.y * scale), advance: advance,
                    character: first + g.cluster))
            x += advance
        }
        return Piece(span: span, face: face, level: level, glyphs: glyphs, width: x)
    }

    /// The glyphs of a shaped item whose characters (their clusters' first) are in `characters`, placed from
    /// x = 0: a word's part of the item. Clusters run one way along an item, so they are one stretch of it.
    static func part(of shaped: Piece, characters: Range<Int>) -> Piece {
        var pen = 0.0, origin: Double? = nil
        var glyphs: [TextLayout.Glyph] = []
        for g in shaped.glyphs {
            if characters.contains(g.character) {
                if origin == nil { origin = pen }
                var moved = g
                moved.position.x -= origin!
                glyphs.append(moved)
            }
            pen += g.advance
        }
        var piece = shaped
        piece.glyphs = glyphs
        piece.width = glyphs.reduce(0) { $0 + $1.advance }
        return piece
    }

    /// Each character's script (HarfBuzz's, from Unicode's Scripts property); a common or inherited one
    /// (spaces, punctuation, digits, marks, emoji) takes the script before it, or after it at the start.
    static func scripts(_ codes: [UInt32]) -> [hb_script_t] {
        let funcs = hb_unicode_funcs_get_default()
        var out = codes.map { hb_unicode_script(funcs, $0) }
        // Without a script of its own (emoji, digits, punctuation), the paragraph is one common stretch.
        guard let firstReal = out.firstIndex(where: isSpecific) else { return out.map { _ in HB_SCRIPT_COMMON } }
        for i in 0..<firstReal { out[i] = out[firstReal] }
        for i in out.indices.dropFirst() where !isSpecific(out[i]) { out[i] = out[i - 1] }
        return out
    }

    /// Whether a script is a writing system's own, not common, inherited or unknown.
    static func isSpecific(_ s: hb_script_t) -> Bool {
        s != HB_SCRIPT_COMMON && s != HB_SCRIPT_INHERITED && s != HB_SCRIPT_UNKNOWN
    }

    /// Each character's face: its span's own face where that has every character of the character's cluster
    /// (a grapheme: a base with its marks, an emoji sequence), else fontconfig's fallback for the cluster
    /// (`FontLibrary.fallback`); an emoji cluster looks for the emoji font first. A cluster no installed font
    /// has keeps the span's face (its `.notdef`), its first character noted in `missing`.
    static func faces(
        _ scalars: [Unicode.Scalar], spans: [Int], item: TextItem, spanFaces: [FontFace], fonts: FontLibrary,
        missing: inout [Unicode.Scalar], clusterEnds: inout [Bool]
    ) throws -> [FontFace] {
        /// A grapheme: where it starts, how many characters, its span, the face it chose (nil: none, it
        /// takes a neighbour's), whether it is an emoji.
        struct Cluster {
            var start: Int, count: Int, span: Int, face: FontFace?, emoji: Bool
        }
        var clusters: [Cluster] = []
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars)
        // A cluster's face, and the character none has, by span and cluster: asked of fontconfig once.
        var chosen: [String: (face: FontFace, missing: UInt32?)] = [:]
        var i = 0
        for cluster in String(text) where i < scalars.count {
            let n = min(cluster.unicodeScalars.count, scalars.count - i)
            let span = spans[i], primary = spanFaces[span]
            defer { i += n }
            if Self.choosesNoFace(cluster) {
                clusters.append(Cluster(start: i, count: n, span: span, face: nil, emoji: false))
                continue
            }
            let needed = cluster.unicodeScalars.filter { $0.isASCII || !$0.properties.isDefaultIgnorableCodePoint }
                .map(\.value)
            let emoji = isEmoji(cluster)
            var face = primary
            if emoji || !needed.allSatisfy(primary.covers) {
                let key = "\(span)\u{0}\(cluster)"
                var choice = chosen[key]
                if choice == nil {
                    let (weight, italic) = try fonts.weightAndSlant(
                        item.font, bold: item.spans[span].bold, italic: item.spans[span].italic)
                    let family = item.font.file == nil ? item.font.family : primary.family
                    let codes = needed.isEmpty ? cluster.unicodeScalars.map(\.value) : needed
                    if let found = try fonts.fallback(
                        for: codes, family: family, weight: weight, italic: italic, emoji: emoji)
                    {
                        choice = (found, nil)
                    } else {
                        choice = (primary, needed.first { !primary.covers($0) })
                    }
                    chosen[key] = choice
                }
                face = choice!.face
                if let lacking = choice!.missing { missing.append(Unicode.Scalar(lacking) ?? "\u{FFFD}") }
            }
            clusters.append(Cluster(start: i, count: n, span: span, face: face, emoji: emoji))
        }
        // A space keeps the face before it in its span (or after it, at the span's start), as pango keeps it;
        // after an emoji, where pango starts a new item, its span's own face. The cluster a space looks back to
        // (or ahead to) is the nearest one that chose a face or lies in another span: two passes, each linear.
        var neighbour = [FontFace?](repeating: nil, count: clusters.count)
        /// Whether cluster k chose no face and lies in the span of cluster c: a space passed over.
        func passedOver(_ k: Int, from c: Int) -> Bool {
            clusters[k].face == nil && clusters[k].span == clusters[c].span
        }
        var before: Int? = nil
        for c in clusters.indices {
            if c > 0 { before = passedOver(c - 1, from: c) ? before : c - 1 }
            guard clusters[c].face == nil, let b = before else { continue }
            if clusters[b].emoji {
                neighbour[c] = spanFaces[clusters[c].span]
            } else if clusters[b].span == clusters[c].span {
                neighbour[c] = clusters[b].face
            }
        }
        var after: Int? = nil
        for c in clusters.indices.reversed() {
            if c < clusters.count - 1 { after = passedOver(c + 1, from: c) ? after : c + 1 }
            if clusters[c].face == nil, neighbour[c] == nil, let a = after, clusters[a].span == clusters[c].span {
                neighbour[c] = clusters[a].face
            }
        }
        var out: [FontFace] = []
        out.reserveCapacity(scalars.count)
        clusterEnds = [Bool](repeating: true, count: scalars.count)
        for (c, cluster) in clusters.enumerated() {
            var face = cluster.face ?? spanFaces[cluster.span]
            if cluster.face == nil, let n = neighbour[c],
                n.covers(scalars[cluster.start].value) || scalars[cluster.start].properties.isDefaultIgnorableCodePoint
            {
                face = n
            }
            for k in 0..<cluster.count {
                out.append(face)
                if k < cluster.count - 1 { clusterEnds[cluster.start + k] = false }
            }
        }
        // A string whose clusters Swift counts otherwise than its scalars (never, for valid Unicode) keeps
        // the span's face for what is left.
        while out.count < scalars.count { out.append(spanFaces[spans[out.count]]) }
        return out
    }

    /// Whether a cluster leaves the face to its neighbours, as pango's itemizer does ("it's always wrong to
    /// select a font just to render a space"): whitespace, controls, default ignorables (variation selectors,
    /// joiners, bidi controls) and line or paragraph separators; not Arabic's visible format characters.
    static func choosesNoFace(_ cluster: Character) -> Bool {
        cluster.unicodeScalars.allSatisfy { u in
            if u.isASCII { return u.value <= 0x20 || u.value == 0x7F }
            let visibleFormat =
                (0x0600...0x0605).contains(u.value) || [0x06DD, 0x070F, 0x08E2, 0x110BD].contains(u.value)
            switch u.properties.generalCategory {
            case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control: return true
            case .format: return !visibleFormat
            default: return u.properties.isDefaultIgnorableCodePoint || u.properties.isWhitespace
            }
        }
    }

    /// Whether a cluster is an emoji as pango and Core Text draw one, in colour: a character shown as emoji by
    /// default, one followed by the emoji variation selector (U+FE0F) or a skin tone, a joined (ZWJ)
    /// sequence of emoji, a keycap, or a flag (regional indicators).
    static func isEmoji(_ cluster: Character) -> Bool {
        let scalars = Array(cluster.unicodeScalars)
        guard let first = scalars.first, !(first.isASCII && scalars.count == 1) else { return false }
        if first.properties.isEmojiPresentation { return true }
        if (0x1F1E6...0x1F1FF).contains(first.value) { return true }
        guard first.properties.isEmoji, scalars.count > 1 else { return false }
        return scalars.contains { $0 == "\u{FE0F}" || $0 == "\u{20E3}" || $0.properties.isEmojiModifier }
            || scalars.contains("\u{200D}")
    }
}
