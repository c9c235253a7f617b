/// Markdown emphasis, as CommonMark reads it: `*x*` and `_x_` italic, `**x**` and `__x__` bold, nested.
///
/// The rules are the CommonMark spec's (0.31.2, spec.commonmark.org/0.31.2/#emphasis-and-strong-emphasis):
/// a delimiter run (a run of `*`, or of `_`) can open emphasis only when it is left-flanking (not followed
/// by whitespace, and not followed by punctuation unless preceded by whitespace or punctuation), close it
/// only when right-flanking (the mirror image); a `_` run inside a word does neither. Runs are matched by
/// the spec's "process emphasis" procedure (its appendix A, "Processing emphasis"): each closer, left to
/// right, takes the nearest opener of its character, two delimiters (bold) when both have two, else one
/// (italic), and the "rule of 3" for runs that can both open and close. Runs left unmatched stay as
/// text, so `"**** **** **** 2578"` is drawn as written. Backslash escapes, code spans and links are not
/// read.
public enum Emphasis {
    /// Splits `text` into spans, bold and italic where CommonMark's emphasis rules put them; delimiters
    /// that match nothing stay as text.
    public static func spans(_ text: String, tags: [String] = []) -> [TextItem.Span] {
        var pieces = Self.pieces(Array(text.unicodeScalars))
        let ranges = match(&pieces)
        // Sweep the matched ranges (each covers the pieces strictly between its opener and closer).
        var strongDelta = [Int](repeating: 0, count: pieces.count + 1)
        var emphasisDelta = [Int](repeating: 0, count: pieces.count + 1)
        for range in ranges {
            if range.strong {
                strongDelta[range.lower + 1] += 1
                strongDelta[range.upper] -= 1
            } else {
                emphasisDelta[range.lower + 1] += 1
                emphasisDelta[range.upper] -= 1
            }
        }
        var out: [TextItem.Span] = []
        var strong = 0
        var emphasis = 0
        for (index, piece) in pieces.enumerated() {
            strong += strongDelta[index]
            emphasis += emphasisDelta[index]
            let string = piece.delimiter.map { String(repeating: String($0), count: piece.count) } ?? piece.text
            guard !string.isEmpty else { continue }
            let bold: Bool? = strong > 0 ? true : nil
            let italic: Bool? = emphasis > 0 ? true : nil
            if let last = out.last, last.bold == bold, last.italic == italic {
                out[out.count - 1].text += string
            } else {
                out.append(TextItem.Span(text: string, bold: bold, italic: italic, tags: tags))
            }
        }
        return out
    }

    /// A stretch of literal text, or a delimiter run with how many of its delimiters are still unused.
    struct Piece {
        var text = ""
        var delimiter: Unicode.Scalar? = nil
        var count = 0
        var length = 0
        var canOpen = false
        var canClose = false
    }

    /// A matched pair: the pieces strictly between `lower` and `upper` are bold (`strong`) or italic.
    struct Match {
        var lower: Int
        var upper: Int
        var strong: Bool
    }

    /// What sits beside a delimiter run, for the flanking rules (the text's ends count as whitespace).
    enum Neighbour {
        case whitespace, punctuation, other

        init(_ scalar: Unicode.Scalar?) {
            guard let scalar else {
                self = .whitespace
                return
            }
            // "A Unicode whitespace character is a character in the Unicode Zs general category, or a tab
            // (U+0009), line feed (U+000A), form feed (U+000C), or carriage return (U+000D)."
            if scalar.properties.generalCategory == .spaceSeparator || [0x09, 0x0A, 0x0C, 0x0D].contains(scalar.value) {
                self = .whitespace
                return
            }
            // "A Unicode punctuation character is a character in the Unicode P (punctuation) or S (symbol)
            // general categories."
            switch scalar.properties.generalCategory {
            case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
                .initialPunctuation, .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol,
                .modifierSymbol, .otherSymbol:
                self = .punctuation
            default:
                self = .other
            }
        }
    }

    /// The text cut into literal stretches and delimiter runs, each run with whether it can open and close.
    static func pieces(_ scalars: [Unicode.Scalar]) -> [Piece] {
        var pieces: [Piece] = []
        var literal = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "*" || scalar == "_" else {
                literal.append(scalar)
                index += 1
                continue
            }
            var end = index
            while end < scalars.count, scalars[end] == scalar { end += 1 }
            if !literal.isEmpty {
                pieces.append(Piece(text: String(literal)))
                literal = String.UnicodeScalarView()
            }
            let before = Neighbour(index > 0 ? scalars[index - 1] : nil)
            let after = Neighbour(end < scalars.count ? scalars[end] : nil)
            let left = after != .whitespace && (after != .punctuation || before != .other)
            let right = before != .whitespace && (before != .punctuation || after != .other)
            var run = Piece(delimiter: scalar, count: end - index, length: end - index)
            if scalar == "*" {
                run.canOpen = left
                run.canClose = right
            } else {
                run.canOpen = left && (!right || before == .punctuation)
                run.canClose = right && (!left || after == .punctuation)
            }
            pieces.append(run)
            index = end
        }
        if !literal.isEmpty { pieces.append(Piece(text: String(literal))) }
        return pieces
    }

    /// CommonMark's "process emphasis" over the delimiter runs of `pieces`: uses up the delimiters it
    /// matches and returns the matched ranges.
    static func match(_ pieces: inout [Piece]) -> [Match] {
        // The delimiter stack, as a doubly linked list over piece indices (-1: none).
        let runs = pieces.indices.filter { pieces[$0].delimiter != nil }
        var previous = [Int](repeating: -1, count: pieces.count)
        var next = [Int](repeating: -1, count: pieces.count)
        for (position, run) in runs.enumerated() {
            previous[run] = position > 0 ? runs[position - 1] : -1
            next[run] = position + 1 < runs.count ? runs[position + 1] : -1
        }
        func remove(_ run: Int) {
            if previous[run] >= 0 { next[previous[run]] = next[run] }
            if next[run] >= 0 { previous[next[run]] = previous[run] }
        }
        // openers_bottom: per character, closer's length mod 3 and whether it can open, the piece at or
        // below which no opener is looked for again.
        var openersBottom: [String: Int] = [:]
        var matches: [Match] = []
        var current = runs.first ?? -1
        while current >= 0 {
            let closer = pieces[current]
            guard closer.canClose, let character = closer.delimiter else {
                current = next[current]
                continue
            }
            let key = "\(character)\(closer.canOpen)\(closer.length % 3)"
            let bottom = openersBottom[key] ?? -1
            var opener = previous[current]
            while opener >= 0, opener > bottom {
                let candidate = pieces[opener]
                if candidate.delimiter == character, candidate.canOpen {
                    let eitherBoth = candidate.canClose || closer.canOpen
                    let sum = candidate.length + closer.length
                    let ruleOfThree =
                        eitherBoth && sum % 3 == 0 && !(candidate.length % 3 == 0 && closer.length % 3 == 0)
                    if !ruleOfThree { break }
                }
                opener = previous[opener]
            }
            guard opener >= 0, opener > bottom else {
                openersBottom[key] = previous[current]
                let following = next[current]
                if !closer.canOpen { remove(current) }
                current = following
                continue
            }
            let used = pieces[opener].count >= 2 && closer.count >= 2 ? 2 : 1
            pieces[opener].count -= used
            pieces[current].count -= used
            matches.append(Match(lower: opener, upper: current, strong: used == 2))
            // The delimiters between the two are text now: off the stack.
            next[opener] = current
            previous[current] = opener
            if pieces[opener].count == 0 { remove(opener) }
            if pieces[current].count == 0 {
                let following = next[current]
                remove(current)
                current = following
            }
        }
        return matches
    }
}
