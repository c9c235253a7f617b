/// A class whose changes views follow, as Combine's `ObservableObject` (which `import SwiftUI`
/// brings): its `@Published` properties, or a call of `objectWillChange.send()`, tell the render
/// that the views reading it are to be evaluated again, at the virtual time of the change. Held
/// by `@StateObject`, `@ObservedObject` or `@EnvironmentObject`. Declared in HaloUI, which the
/// `Combine` module re-exports, so files importing either have it.
public protocol ObservableObject: AnyObject {
    /// What announces a change.
    associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
    /// Announces that the object is about to change.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher whose `send()` tells the render the object changed.
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// What announces an `ObservableObject`'s change, as Combine's `ObservableObjectPublisher`:
/// `send()` marks the render's views to be evaluated again after the running event (no effect
/// outside a render).
public final class ObservableObjectPublisher: Sendable {
    /// A publisher.
    public init() {}

    /// Announces a change: the views are evaluated again when the running event ends.
    public func send() { Ambient.runtime?.invalidate() }
}

/// A property of an `ObservableObject` whose changes views follow, as Combine's `@Published`:
/// setting it marks the render's views to be evaluated again after the running event (as
/// `objectWillChange.send()` does). Its publisher (`$value`) is not provided.
@propertyWrapper
public struct Published<Value> {
    private var value: Value

    /// A property starting at `wrappedValue`.
    public init(wrappedValue: Value) { value = wrappedValue }

    /// A property starting at `value` (Combine's older spelling).
    public init(initialValue value: Value) { self.init(wrappedValue: value) }

    /// The value; setting it announces the change.
    public var wrappedValue: Value {
        get { value }
        set {
            value = newValue
            Ambient.runtime?.invalidate()
        }
    }
}

extension Published: Sendable where Value: Sendable {}
