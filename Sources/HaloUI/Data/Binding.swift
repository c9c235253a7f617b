/// A reference to a value another view owns, as SwiftUI's `@Binding`: reads and writes go to
/// the owner's `@State` (`$value`), or to a constant.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let get: () -> Value
    private let set: (Value) -> Void

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }

    /// A binding to the same value (`@Binding var x: T` is initialised with `$state`).
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding that always reads `value` and ignores writes.
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }

    /// The value.
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    /// The binding itself (`$value` passes it on).
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value.
    public subscript<Subject>(dynamicMember path: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(
            get: { self.wrappedValue[keyPath: path] },
            set: { newValue in
                var value = self.wrappedValue
                value[keyPath: path] = newValue
                self.wrappedValue = value
            })
    }
}

/// A binding of a Sendable value is Sendable by hand, as SwiftUI declares its own
/// (`@unchecked Sendable where Value: Sendable`): the closures `$state` makes reach a Sendable
/// box; one made with `init(get:set:)` is the caller's to keep safe.
extension Binding: @unchecked Sendable where Value: Sendable {}

/// A binding to an identifiable value is identifiable by the value's id, as SwiftUI's
/// (`ForEach($items) { $item in ... }` code compares `binding.id`).
extension Binding: Identifiable where Value: Identifiable {
    /// The bound value's id.
    public var id: Value.ID { wrappedValue.id }
}
