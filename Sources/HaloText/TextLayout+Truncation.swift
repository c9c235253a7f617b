import HaloCore

/// Tail truncation: a line cut at its end, character by character, to fit with an ellipsis, as SwiftUI's
/// `Text.TruncationMode.tail` ("omit characters from the end of the string ... truncate the English
/// alphabet as “abcd…”"; developer.apple.com/documentation/swiftui/text/truncationmode/tail).
extension TextLayout {
    /// `words` (the last line kept under a line limit, and the rest of its paragraph after it) cut at their
    /// end until they fit `maxWidth` with `ellipsis` after them: whole characters (a cluster's glyphs
    /// together) go from the logical end, then whitespace the cut leaves at the end; one character stays.
    /// - Parameters:
    ///   - scalars: the whole text's characters, which `Glyph.character` counts.
    ///   - ellipsis: the ellipsis in a span's face: its glyphs (placed from x = 0), width and face.
    ///   - level: the paragraph's bidirectional level, the ellipsis's.
    static func truncated(
        _ words: [Paragraph.Word], maxWidth: Double, scalars: [Unicode.Scalar], level: UInt8,
        ellipsis: (Int) -> (glyphs: [Glyph], width: Double, face: FontFace)
    ) -> [Paragraph.Word] {
        var words = words
        func lastCharacter() -> (word: Int, piece: Int, character: Int)? {
            for w in words.indices.reversed() {
                if let p = words[w].pieces.lastIndex(where: { !$0.glyphs.isEmpty }),
                    let c = words[w].pieces[p].glyphs.map(\.character).max()
                {
                    return (w, p, c)
                }
            }
            return nil
        }
        func isSpace(_ character: Int) -> Bool {
            character >= 0 && character < scalars.count && scalars[character].properties.isWhitespace
        }
        /// Whether more than one character is left.
        func several() -> Bool {
            var seen: Int? = nil
            for w in words {
                for p in w.pieces {
                    for g in p.glyphs {
                        if let s = seen, s != g.character { return true }
                        seen = g.character
                    }
                }
            }
            return false
        }
        func span() -> Int {
            guard let last = lastCharacter() else { return words.last?.pieces.last?.span ?? 0 }
            return words[last.word].pieces[last.piece].span
        }
        // Words wholly past the width go first: the cut is in the word that crosses it, or before.
        var x = 0.0
        for i in words.indices {
            x += words[i].width
            if x > maxWidth {
                words.removeSubrange((i + 1)...)
                break
            }
        }
        while let last = lastCharacter(), several() {
            let fits = words.reduce(0) { $0 + $1.width } + ellipsis(span()).width <= maxWidth + 1e-9
            if fits, !isSpace(last.character) { break }
            remove(last.character, piece: last.piece, of: last.word, in: &words)
        }
        while let w = words.last, w.pieces.allSatisfy({ $0.glyphs.isEmpty }), words.count > 1 { words.removeLast() }
        guard var w = words.popLast() else { return [] }
        let dots = ellipsis(span())
        w.pieces.removeAll { $0.glyphs.isEmpty }
        w.pieces.append(
            Paragraph.Piece(span: span(), face: dots.face, level: level, glyphs: dots.glyphs, width: dots.width))
        w.width = w.pieces.reduce(0) { $0 + $1.width }
        w.trailing = 0
        w.mandatory = false
        words.append(w)
        return words
    }

    /// Takes `character`'s glyphs out of piece `p` of word `w`; the glyphs after them (in visual order) move
    /// back by their advance, so a right-to-left piece, which loses its leftmost glyphs, stays packed.
    private static func remove(_ character: Int, piece p: Int, of w: Int, in words: inout [Paragraph.Word]) {
        var piece = words[w].pieces[p]
        var removed = 0.0
        var kept: [Glyph] = []
        for g in piece.glyphs {
            if g.character == character {
                removed += g.advance
                continue
            }
            var moved = g
            moved.position.x -= removed
            kept.append(moved)
        }
        piece.glyphs = kept
        piece.width -= removed
        words[w].pieces[p] = piece
        words[w].width -= removed
        words[w].trailing = 0
        if words[w].pieces.allSatisfy({ $0.glyphs.isEmpty }), words.count > 1 { words.remove(at: w) }
    }
}
