import Foundation

/// A value kept under a key in the app's settings, as SwiftUI's `@AppStorage("key")`: in a
/// render, the settings are in memory and start empty, so every key reads its default value
/// until a view writes it; views that name the same key share its value for the rest of the
/// render (each render starts from the defaults again; nothing is read from or written to
/// `UserDefaults`). Writes evaluate the views again, as `@State`'s do.
@propertyWrapper
public struct AppStorage<Value>: StateProperty {
    let state: State<Value>
    let key: String

    /// The value under `key`, `wrappedValue` until a view writes one (`store` is not read).
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        state = State(wrappedValue: wrappedValue)
        self.key = key
    }

    /// The value now.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> { state.projectedValue }

    func bind(key _: UInt64, in runtime: ViewRuntime) {
        state.bind(key: SharedStorageKey.key(for: "AppStorage", key), in: runtime)
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// The optional value under `key`, nil until a view writes one.
    public init(_ key: String, store: UserDefaults? = nil) { self.init(wrappedValue: nil, key, store: store) }
}

extension AppStorage: Sendable where Value: Sendable {}

/// A value kept for a scene's restoration, as SwiftUI's `@SceneStorage("key")`: in a render, in
/// memory, starting at its default, shared by the views that name the same key for the rest of
/// the render, as `@AppStorage`'s values are (nothing is restored).
@propertyWrapper
public struct SceneStorage<Value>: StateProperty {
    let state: State<Value>
    let key: String

    /// The value under `key`, `wrappedValue` until a view writes one.
    public init(wrappedValue: Value, _ key: String) {
        state = State(wrappedValue: wrappedValue)
        self.key = key
    }

    /// The value now.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> { state.projectedValue }

    func bind(key _: UInt64, in runtime: ViewRuntime) {
        state.bind(key: SharedStorageKey.key(for: "SceneStorage", key), in: runtime)
    }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
    /// The optional value under `key`, nil until a view writes one.
    public init(_ key: String) { self.init(wrappedValue: nil, key) }
}

extension SceneStorage: Sendable where Value: Sendable {}

/// The runtime's storage keys of `@AppStorage` and `@SceneStorage`: by the key's name, not the
/// view's place, so views naming one key share it.
enum SharedStorageKey {
    /// FNV-1a of the kind and the name, never 0 (an unbound state's key).
    static func key(for kind: String, _ name: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in (kind + "\u{0}" + name).utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return hash | 1
    }
}
