/// An `ObservableObject` a view is handed, as SwiftUI's `@ObservedObject`: the view reads it
/// and its body is evaluated again when it changes (`@Published`); `$object.property` is a
/// binding to one of its properties.
@propertyWrapper
@dynamicMemberLookup
public struct ObservedObject<ObjectType: ObservableObject> {
    /// The object.
    public let wrappedValue: ObjectType

    /// Follows `wrappedValue`.
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }

    /// Follows `initialValue` (SwiftUI's older spelling).
    public init(initialValue: ObjectType) { self.init(wrappedValue: initialValue) }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// A binding to a property of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject>
    {
        projectedValue[dynamicMember: keyPath]
    }

    /// Makes bindings to an object's properties, as SwiftUI's `ObservedObject.Wrapper`.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding to the property at `keyPath`: reads and writes go to the object.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<
            Subject
        > {
            let object = object
            nonisolated(unsafe) let keyPath = keyPath
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}
