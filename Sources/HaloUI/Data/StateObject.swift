import Foundation

/// An `ObservableObject` a view owns, as SwiftUI's `@StateObject`: made the first time the view
/// is met, by each render (each of a timeline's runtimes makes its own, so frames rendered out of
/// order or on several threads do not share one), and kept at the view's place as `@State` is
/// for as long as the view stays; its changes (`@Published`) evaluate the view again. Read
/// outside a render, it is one object made on first use.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: StateProperty {
    let box: StateBox<ObjectType?>
    let maker: ObjectMaker<ObjectType>

    /// An object made by `thunk` the first time the view is met.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        box = StateBox(nil)
        maker = ObjectMaker(thunk)
    }

    /// The object.
    public var wrappedValue: ObjectType { box.value ?? maker.outsideRender }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }

    func bind(key: UInt64, in runtime: ViewRuntime) {
        box.key.store(key, ordering: .relaxed)
        let maker = self.maker
        runtime.bind(key, making: { Optional(maker.make()) })
    }
}

/// Makes a `@StateObject`'s object: for each runtime that meets the view, and once for reads
/// outside a render.
///
/// Sendable by hand: `make` is called by one runtime's thread at a time, as SwiftUI calls it on
/// the main actor; the object for reads outside a render is made under a lock.
final class ObjectMaker<ObjectType>: @unchecked Sendable {
    let make: () -> ObjectType
    private let lock = NSLock()
    private var made: ObjectType?

    init(_ make: @escaping () -> ObjectType) { self.make = make }

    /// The object read outside a render, made the first time.
    var outsideRender: ObjectType {
        lock.lock()
        defer { lock.unlock() }
        if let made { return made }
        let object = make()
        made = object
        return object
    }
}
