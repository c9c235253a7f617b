/// The edits a list lets people make to a collection's rows, as SwiftUI's `EditActions`:
/// moving and deleting. A still shows no edit controls (they appear in edit mode or on a swipe),
/// so they have no visible effect.
public struct EditActions<Data>: OptionSet, Sendable {
    /// The actions' bits.
    public let rawValue: Int

    /// The actions of `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }
}

extension EditActions where Data: RangeReplaceableCollection {
    /// Deleting rows.
    public static var delete: EditActions { EditActions(rawValue: 1 << 1) }
}

extension EditActions where Data: MutableCollection {
    /// Moving rows.
    public static var move: EditActions { EditActions(rawValue: 1 << 0) }
}

extension EditActions where Data: MutableCollection & RangeReplaceableCollection {
    /// Moving and deleting rows.
    public static var all: EditActions { EditActions(rawValue: 1 << 0 | 1 << 1) }
}
