import CFriBidi
import HaloCore

/// The Unicode Bidirectional Algorithm (UAX #9) through GNU FriBidi: the embedding level of each
/// character of a paragraph (even: left to right, odd: right to left), and the visual order of a
/// line's pieces from their levels.
enum Bidi {
    /// The levels of a paragraph's characters (Unicode scalars) and the paragraph's own level: 0 or 1 as
    /// `rightToLeft` says, or from its first strong character where it is nil (rules P2 and P3; left to
    /// right when it has none).
    /// The corresponding calls are fribidi_get_bidi_types, fribidi_get_bracket_types and
    /// fribidi_get_par_embedding_levels_ex.
    ///
    /// `lineEnd` marks the characters rule L1 resets to the paragraph's level where they end a line:
    /// whitespace, isolate formatting characters, and the explicit formatting characters and boundary
    /// neutrals rule X9 removes among them (FriBidi leaves that part of L1, its part 4, to the line).
    static func levels(
        _ scalars: [UInt32], rightToLeft rtl: Bool?
    ) -> (levels: [UInt8], paragraph: UInt8, lineEnd: [Bool]) {
        let n = scalars.count
        var base = rtl.map { $0 ? FRIBIDI_PAR_RTL : FRIBIDI_PAR_LTR } ?? FRIBIDI_PAR_ON
        guard n > 0, n < Int(Int32.max) else {
            return (
                [UInt8](repeating: rtl == true ? 1 : 0, count: n), rtl == true ? 1 : 0,
                [Bool](repeating: false, count: n)
            )
        }
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: n)
        var brackets = [FriBidiBracketType](repeating: 0, count: n)
        var levels = [FriBidiLevel](repeating: 0, count: n)
        let count = FriBidiStrIndex(n)
        let result = scalars.withUnsafeBufferPointer { s in
            fribidi_get_bidi_types(s.baseAddress, count, &types)
            fribidi_get_bracket_types(s.baseAddress, count, types, &brackets)
            return fribidi_get_par_embedding_levels_ex(types, brackets, count, &base, &levels)
        }
        let paragraph: UInt8 = base.rawValue & 1 == 1 ? 1 : 0
        let reset = UInt32(FRIBIDI_MASK_SPACE | FRIBIDI_MASK_EXPLICIT | FRIBIDI_MASK_ISOLATE)
        let lineEnd = types.map { $0.rawValue & reset != 0 }
        // FriBidi fails only on memory; the paragraph's level then stands for every character.
        guard result > 0 else { return ([UInt8](repeating: paragraph, count: n), paragraph, lineEnd) }
        return (levels.map { UInt8(bitPattern: $0) }, paragraph, lineEnd)
    }

    /// The visual order of a line's pieces, left to right, from their levels in logical order (rule L2: from
    /// the highest level down to the lowest odd one, each stretch of pieces at that level or above reversed).
    static func visualOrder(_ levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), let lowestOdd = levels.filter({ $0 & 1 == 1 }).min() else { return order }
        var level = highest
        while level >= lowestOdd {
            var i = 0
            while i < order.count {
                guard levels[order[i]] >= level else {
                    i += 1
                    continue
                }
                var j = i
                while j < order.count && levels[order[j]] >= level { j += 1 }
                order[i..<j].reverse()
                i = j
            }
            if level == 0 { break }
            level -= 1
        }
        return order
    }
}
