/// SwiftUI's `truncationMode(_:)`: where text cut at its line limit loses characters. Halo cuts
/// at the end (`.tail`, SwiftUI's default) whatever the mode (docs/semantics.md, "Text").
extension Text {
    /// Where cut text loses characters, as SwiftUI's `Text.TruncationMode`.
    public enum TruncationMode: Hashable, Sendable {
        /// At the start.
        case head
        /// At the end (the default).
        case tail
        /// In the middle.
        case middle
    }

    /// The text, cut at its end where it does not fit (accepted: every mode is drawn `.tail`).
    public func truncationMode(_ mode: TruncationMode) -> Text { self }
}

extension View {
    /// The view, its text cut at the end where it does not fit (accepted: every mode is drawn
    /// `.tail`, SwiftUI's default).
    public func truncationMode(_ mode: Text.TruncationMode) -> Self { self }
}
