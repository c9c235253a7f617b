/// Which view has the keyboard's focus, as SwiftUI's `@FocusState`: a render types nothing, so
/// focus moves only where the view sets it, and drawing does not change with it.
@propertyWrapper
public struct FocusState<Value: Hashable> {
    private let box: FocusBox<Value>

    /// A focus state of whether a view is focused (false at first).
    public init() where Value == Bool { box = FocusBox(false) }

    /// A focus state of which field is focused (none at first).
    public init<T: Hashable>() where Value == T? { box = FocusBox(nil) }

    /// The focused value.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// The binding a view's `focused(_:)` takes.
    public var projectedValue: Binding { Binding(box: box) }

    /// A binding to a focus state, as SwiftUI's `FocusState.Binding`.
    public struct Binding {
        fileprivate let box: FocusBox<Value>

        /// The focused value.
        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.value = newValue }
        }
    }
}

/// A focus state's value.
final class FocusBox<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

extension View {
    /// Accepted: the view takes focus while `condition` is true (`focused(_:)`).
    public func focused(_ condition: FocusState<Bool>.Binding) -> Self { self }

    /// Accepted: the view takes focus while `binding` is `value` (`focused(_:equals:)`).
    public func focused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> Self { self }

    /// Accepted: whether the view can take focus (`focusable(_:)`).
    public func focusable(_ isFocusable: Bool = true) -> Self { self }
}
