import Observation

// Objects in the environment: an `@Observable` object placed with `environment(_:)` and read
// with `@Environment(Model.self)`, and an `ObservableObject` placed with
// `environmentObject(_:)` and read with `@EnvironmentObject`. Both are found by their type, the
// nearest view's above.

extension Environment {
    /// The `@Observable` object of type `objectType` a view above placed with
    /// `environment(_:)`. None placed is an error the frame reports naming the type, and the
    /// view's body is not run (SwiftUI stops the app: there is no object to give it).
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        self.init(reading: { EnvironmentValues.object(of: objectType, in: $0) }, requiring: objectType)
    }

    /// The `@Observable` object of type `objectType` a view above placed, or nil.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        self.init(reading: { $0.objects[ObjectIdentifier(objectType)] as? T })
    }
}

extension EnvironmentValues {
    /// The object of `type` in `values`. A view whose object is missing never runs its body (the
    /// runtime checks its `@EnvironmentObject` and `@Environment(Model.self)` first: `require`),
    /// so none is found only where code reads one outside a render; that stops the program with
    /// a message naming the type, as there is no value of a caller's class to return.
    static func object<T: AnyObject>(of type: T.Type, in values: EnvironmentValues) -> T {
        if let object = values.objects[ObjectIdentifier(type)] as? T { return object }
        let message =
            "no \(type) in the environment: a view above must place one (environment(_:) or environmentObject(_:))"
        Ambient.report("\(type)", message)
        fatalError("halo: error: \(message)")
    }
}

/// An `ObservableObject` a view above placed with `environmentObject(_:)`, as SwiftUI's
/// `@EnvironmentObject`: the nearest one of its type. None placed is an error the frame reports
/// naming the type, and the view's body is not run (SwiftUI stops the app).
@propertyWrapper
@dynamicMemberLookup
public struct EnvironmentObject<ObjectType: ObservableObject>: StateProperty {
    /// Reads the object of its type from the environment.
    public init() {}

    /// Checks, before the view's body runs, that its object is in the environment.
    func bind(key: UInt64, in runtime: ViewRuntime) {
        runtime.require(object: ObjectIdentifier(ObjectType.self), named: "\(ObjectType.self)")
    }

    /// The object.
    public var wrappedValue: ObjectType { EnvironmentValues.object(of: ObjectType.self, in: Ambient.environment) }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }

    /// A binding to a property of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject>
    {
        projectedValue[dynamicMember: keyPath]
    }
}

extension View {
    /// The view with `object` in its environment, for `@Environment(Model.self)` below (nil
    /// removes one placed above).
    public func environment<T: AnyObject & Observable>(_ object: T?) -> EnvironmentView<Self> {
        nonisolated(unsafe) let object = object
        return EnvironmentView(content: self) { $0.objects[ObjectIdentifier(T.self)] = object }
    }

    /// The view with `object` in its environment, for `@EnvironmentObject` below.
    public func environmentObject<T: ObservableObject>(_ object: T) -> EnvironmentView<Self> {
        nonisolated(unsafe) let object = object
        return EnvironmentView(content: self) { $0.objects[ObjectIdentifier(T.self)] = object }
    }
}
