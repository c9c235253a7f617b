import Observation

/// Bindings to an `@Observable` object's properties, as SwiftUI's `@Bindable`
/// (`@Bindable var model: Model`, then `$model.name`; or `Bindable(model).name`).
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
    /// The object.
    public var wrappedValue: Value

    /// Bindings to the object's properties.
    public var projectedValue: Bindable<Value> { self }

    /// Bindings to the properties of `wrappedValue`.
    public init(wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }

    /// Bindings to the properties of `wrappedValue`.
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }

    /// Bindings to the properties of another `Bindable`'s object.
    public init(projectedValue: Bindable<Value>) { self = projectedValue }

    /// A binding to the property at `keyPath`: reads and writes go to the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        nonisolated(unsafe) let keyPath = keyPath
        nonisolated(unsafe) let target = wrappedValue
        return Binding(get: { target[keyPath: keyPath] }, set: { target[keyPath: keyPath] = $0 })
    }
}
