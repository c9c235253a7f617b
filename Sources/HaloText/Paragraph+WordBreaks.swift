extension Paragraph.Word {
    /// The word cut between characters into parts that each fit `maxWidth`, where it is wider than
    /// that by itself (its trailing whitespace aside, which may hang): a line breaks at word
    /// boundaries "unless the word itself doesn't fit on a single line" (Apple, NSLineBreakMode
    /// `byWordWrapping`; docs/semantics.md, "Text"). Each part holds at least one character; a
    /// cluster (glyphs of one character) is never cut. Right-to-left words are kept whole.
    func brokenToFit(_ maxWidth: Double) -> [Paragraph.Word] {
        let content = width - trailing
        guard content > maxWidth + 1e-9, maxWidth > 0, pieces.allSatisfy({ $0.level & 1 == 0 }) else {
            return [self]
        }
        var parts: [Paragraph.Word] = []
        var current: [Paragraph.Piece] = []
        var x = 0.0  // the part's width so far
        var consumed = 0.0  // the word's width before the glyph at hand
        var last: Int? = nil
        for piece in pieces {
            var glyphs: [TextLayout.Glyph] = []
            var from = 0.0  // where the glyphs kept so far start in the piece
            var w = 0.0
            func flush() {
                guard !glyphs.isEmpty else { return }
                current.append(
                    Paragraph.Piece(
                        span: piece.span, face: piece.face, level: piece.level,
                        glyphs: glyphs.map { g in
                            var g = g
                            g.position.x -= from
                            return g
                        }, width: w))
                x += w
                from += w
                glyphs = []
                w = 0
            }
            for g in piece.glyphs {
                let inContent = consumed + g.advance <= content + 1e-9
                if g.character != last, inContent, x + w > 0, x + w + g.advance > maxWidth + 1e-9 {
                    flush()
                    parts.append(
                        Paragraph.Word(pieces: current, width: x, trailing: 0, mandatory: false, lineEndFrom: .max))
                    current = []
                    x = 0
                }
                glyphs.append(g)
                w += g.advance
                consumed += g.advance
                last = g.character
            }
            flush()
        }
        parts.append(
            Paragraph.Word(
                pieces: current, width: x, trailing: trailing, mandatory: mandatory, lineEndFrom: lineEndFrom))
        return parts
    }
}
