import HaloCore

/// How a text's lines line up, as SwiftUI's `TextAlignment`.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing

    /// The scene's alignment.
    var item: TextItem.Alignment {
        switch self {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
    }
}
