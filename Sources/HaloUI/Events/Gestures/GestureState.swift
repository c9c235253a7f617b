/// A value a gesture writes while it is under way and resets when it ends, as SwiftUI's
/// `@GestureState`: with no touch in a render, it always reads its initial value.
@propertyWrapper
public struct GestureState<Value> {
    private let initial: Value

    /// A gesture state starting at `wrappedValue`.
    public init(wrappedValue: Value) { initial = wrappedValue }

    /// A gesture state starting at `initialValue`.
    public init(initialValue: Value) { initial = initialValue }

    /// A gesture state that resets in `resetTransaction` (accepted).
    public init(wrappedValue: Value, resetTransaction: Transaction) { initial = wrappedValue }

    /// A gesture state that resets through `reset` (accepted).
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) { initial = wrappedValue }

    /// A gesture state starting at `initialValue` that resets in `resetTransaction` (accepted).
    public init(initialValue: Value, resetTransaction: Transaction) { initial = initialValue }

    /// A gesture state starting at `initialValue` that resets through `reset` (accepted: it never
    /// runs, as no gesture ends in a render).
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) { initial = initialValue }

    /// The value: its initial one.
    public var wrappedValue: Value { initial }

    /// The state itself, for `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// A gesture state starting at nil.
    public init(resetTransaction: Transaction = Transaction()) { initial = nil }

    /// A gesture state starting at nil that resets through `reset` (accepted: it never runs).
    public init(reset: @escaping (Value, inout Transaction) -> Void) { initial = nil }
}
