/// How Halo draws one SF Symbols name: a glyph (a Material icon or a character of a text font),
/// alone, or composed by rule with an enclosing shape or a slash (docs/symbols.md, "Variants by
/// rule").
///
/// Resolution, first match wins:
/// 1. a name in `SymbolNames.material` is that icon, drawn as it always was;
/// 2. a name in `SymbolNames.text` is that text, drawn in the text font's bold face;
/// 3. `X.circle.fill`, `X.square.fill`: a filled disc or rounded square with the glyph of `X.fill`
///    (else `X`) knocked out; `X.circle`, `X.square`: the glyph of `X` inside the shape's outline;
/// 4. `X.slash.fill`, `X.slash`: the glyph of `X.fill` (else `X`), or of `X`, crossed by a slash
///    with a gap cut either side of it;
/// 5. `X.fill`: the glyph of `X` (the Material font has one style, filled; where it also has an
///    outline icon, the table names the two apart).
/// The base `X` must itself resolve to a lone glyph (rules 1, 2 or 5): a rule never nests.
struct SymbolRecipe: Equatable {
    /// Where the glyph comes from.
    enum Glyph: Equatable {
        /// A Material Icons ligature name.
        case icon(String)
        /// Characters of the text font (`SymbolNames.textFamily`, bold).
        case text(String)
    }

    /// The shape drawn around the glyph.
    enum Enclosure: Equatable {
        /// None: the glyph alone.
        case none
        /// A circle's outline with the glyph inside.
        case circle
        /// A filled disc with the glyph knocked out.
        case circleFill
        /// A rounded square's outline with the glyph inside.
        case square
        /// A filled rounded square with the glyph knocked out.
        case squareFill
    }

    /// The glyph drawn.
    var glyph: Glyph
    /// The shape around it.
    var enclosure: Enclosure = .none
    /// Whether a slash crosses it.
    var slash = false

    /// Whether the recipe is a glyph alone (drawn as `Image(systemName:)` always drew icons).
    var isPlain: Bool { enclosure == .none && !slash }

    /// The suffixes the rules read, longest first, with what each makes of its base's glyph.
    private static let rules: [(suffix: String, enclosure: Enclosure, slash: Bool, preferFill: Bool)] = [
        (".circle.fill", .circleFill, false, true),
        (".square.fill", .squareFill, false, true),
        (".slash.fill", .none, true, true),
        (".circle", .circle, false, false),
        (".square", .square, false, false),
        (".slash", .none, true, false),
    ]

    /// How `name` is drawn, or nil when no table entry or rule reaches a glyph.
    static func resolve(_ name: String) -> SymbolRecipe? {
        if let glyph = plainGlyph(name) { return SymbolRecipe(glyph: glyph) }
        for rule in rules where name.hasSuffix(rule.suffix) && name.count > rule.suffix.count {
            let base = String(name.dropLast(rule.suffix.count))
            let glyph = rule.preferFill ? plainGlyph(base + ".fill") ?? plainGlyph(base) : plainGlyph(base)
            guard let glyph else { return nil }
            return SymbolRecipe(glyph: glyph, enclosure: rule.enclosure, slash: rule.slash)
        }
        return nil
    }

    /// The lone glyph a name is (rules 1, 2 and 5), or nil.
    static func plainGlyph(_ name: String) -> Glyph? {
        if let icon = SymbolNames.material[name] { return .icon(icon) }
        if let text = SymbolNames.text[name] { return .text(text) }
        if name.hasSuffix(".fill") && name.count > 5 {
            let base = String(name.dropLast(5))
            if let icon = SymbolNames.material[base] { return .icon(icon) }
            if let text = SymbolNames.text[base] { return .text(text) }
        }
        return nil
    }
}
