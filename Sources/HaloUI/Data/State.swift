import Synchronization

/// A value a view owns and changes, as SwiftUI's `@State`: kept by the runtime at the view's
/// place in the tree (`IdentityPath`), from its first value, for as long as the view stays;
/// changed by the view's handlers (`onAppear`, timers, taps), and read by its `body` at every
/// frame. Changes made inside `withAnimation` animate what they move on screen.
///
/// Outside a render (no runtime), it reads its first value and ignores writes, as SwiftUI's
/// state does before its view is installed.
@propertyWrapper
public struct State<Value>: StateProperty {
    let box: StateBox<Value>

    /// State starting at `wrappedValue`.
    public init(wrappedValue: Value) { box = StateBox(wrappedValue) }

    /// State starting at `value` (SwiftUI's older spelling).
    public init(initialValue value: Value) { self.init(wrappedValue: value) }

    /// The value now: the frame's, in a body; the latest, in a handler.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the value, for a child view's `@Binding`.
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }

    func bind(key: UInt64, in runtime: ViewRuntime) {
        box.key.store(key, ordering: .relaxed)
        runtime.bind(key, initial: box.initial)
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// State starting at nil.
    public init() { self.init(wrappedValue: nil) }
}

/// A view property the runtime binds to its storage before the view's body runs.
protocol StateProperty {
    /// Binds it to the storage at `key`.
    func bind(key: UInt64, in runtime: ViewRuntime)
}

extension StateProperty {
    /// Binds the property stored at `address` (a field of a view being evaluated).
    static func bind(at address: UnsafeRawPointer, key: UInt64, in runtime: ViewRuntime) {
        address.assumingMemoryBound(to: Self.self).pointee.bind(key: key, in: runtime)
    }
}

/// Where one `State` reads and writes: the key its view was met at, in the runtime in force.
///
/// Sendable by hand: `key` is atomic. A view value made outside a render (the root) is bound
/// by every runtime that renders it, each to the same key (its place is the same), so a box
/// shared by threads only ever holds that key.
final class StateBox<Value>: @unchecked Sendable {
    let initial: Value
    /// 0 until the view is met.
    let key = Atomic<UInt64>(0)

    init(_ initial: Value) { self.initial = initial }

    var value: Value {
        get {
            let key = key.load(ordering: .relaxed)
            guard key != 0, let runtime = Ambient.runtime else { return initial }
            return runtime.read(key) as? Value ?? initial
        }
        set {
            let key = key.load(ordering: .relaxed)
            guard key != 0 else { return }
            Ambient.runtime?.write(key, newValue)
        }
    }
}

/// State of a Sendable value is Sendable, as SwiftUI's is: its storage is the runtime's, reached
/// through a Sendable box. So a view whose stored properties are all Sendable is itself
/// Sendable (Swift infers it for a non-public struct), and the Swift 6 language mode lets its
/// `task`, `asyncAfter` and timer closures capture it, as SwiftUI's main-actor views are.
extension State: Sendable where Value: Sendable {}
