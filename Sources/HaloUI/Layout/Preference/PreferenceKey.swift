import HaloCore

/// A value views pass up to their ancestors, as SwiftUI's `PreferenceKey`: set with
/// `preference(key:value:)` or `anchorPreference`, combined by `reduce` in the order the views
/// are met, read with `onPreferenceChange`, `overlayPreferenceValue` and
/// `backgroundPreferenceValue` (docs/semantics.md, "Preferences").
public protocol PreferenceKey {
    /// The value's type.
    associatedtype Value
    /// The value where no view below sets one.
    static var defaultValue: Value { get }
    /// Combines `value` (the values so far) with the next view's.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey {
    /// The next view's value replaces the ones before (what a key that does not say takes).
    public static func reduce(value: inout Value, nextValue: () -> Value) { value = nextValue() }
}

/// The preference values the views being lowered set, in the order they are met (read while
/// `Ambient.preferences` is this sink). Sendable by hand: it is filled and read on the thread
/// that lowers the views, as `ProblemLog` is.
final class PreferenceSink: @unchecked Sendable {
    private(set) var values: [(key: ObjectIdentifier, value: Any)] = []

    /// Records `value` for `key`.
    func add<K: PreferenceKey>(_ key: K.Type, _ value: K.Value) { values.append((ObjectIdentifier(key), value)) }

    /// Records every value of another sink (a nested reader's), after these.
    func add(contentsOf other: PreferenceSink) { values += other.values }

    /// `key`'s values reduced from its default, in order.
    func value<K: PreferenceKey>(_ key: K.Type) -> K.Value {
        var result = K.defaultValue
        for entry in values where entry.key == ObjectIdentifier(key) {
            guard let next = entry.value as? K.Value else { continue }
            K.reduce(value: &result, nextValue: { next })
        }
        return result
    }

    /// `content`'s nodes and the values it sets (passed on to the sink around, if any).
    static func collecting<V: View>(_ content: V, _ time: Double) -> ([LayoutNode], PreferenceSink) {
        let sink = PreferenceSink()
        let nodes = Ambient.$preferences.withValue(sink) { LayoutNode.nodes(of: content, time) }
        Ambient.preferences?.add(contentsOf: sink)
        return (nodes, sink)
    }
}
