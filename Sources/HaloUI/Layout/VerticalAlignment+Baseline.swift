/// SwiftUI's text-baseline alignments, as Halo places them: at the views' bottom edges, which is
/// where the baselines meet for single lines of one font (their descents are equal); lines of
/// different fonts sit a descent's difference apart (docs/semantics.md, "Everyday modifiers").
extension VerticalAlignment {
    /// The first line's baseline (placed as `.bottom`).
    public static let firstTextBaseline = VerticalAlignment.bottom
    /// The last line's baseline (placed as `.bottom`).
    public static let lastTextBaseline = VerticalAlignment.bottom
}

extension Alignment {
    /// Leading, on the first baseline (placed as `.bottomLeading`).
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// Centred, on the first baseline (placed as `.bottom`).
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// Trailing, on the first baseline (placed as `.bottomTrailing`).
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    /// Leading, on the last baseline (placed as `.bottomLeading`).
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    /// Centred, on the last baseline (placed as `.bottom`).
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// Trailing, on the last baseline (placed as `.bottomTrailing`).
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}
