/// SwiftUI's `Binding.init(_:)` forms: a binding seen as an optional, an optional binding
/// unwrapped, and a binding of a hashable value seen as `AnyHashable` (what a `Picker`'s
/// selection or a `List`'s tags compare).
extension Binding {
    /// A binding to `base`'s value as an optional: it reads `base`'s value; writing a value
    /// writes it to `base`, and writing nil leaves `base` as it is (it has no nil to hold).
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(
            get: { base.wrappedValue },
            set: { newValue in
                if let newValue { base.wrappedValue = newValue }
            })
    }

    /// A binding to `base`'s value unwrapped, or nil where `base` holds nil now. Should `base`
    /// become nil later, reading gives the value it held when this binding was made.
    public init?(_ base: Binding<Value?>) {
        guard let initial = base.wrappedValue else { return nil }
        self.init(get: { base.wrappedValue ?? initial }, set: { base.wrappedValue = $0 })
    }

    /// A binding to `base`'s hashable value as an `AnyHashable`: writing one that holds a `V`
    /// writes that to `base`; writing another type's value leaves `base` as it is.
    public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
        self.init(
            get: { AnyHashable(base.wrappedValue) },
            set: { newValue in
                if let value = newValue.base as? V { base.wrappedValue = value }
            })
    }
}
