import Synchronization

/// A namespace for matched geometry, as SwiftUI's `@Namespace`: one per view that declares it,
/// kept for as long as the view stays at its place in the tree.
@propertyWrapper
public struct Namespace: StateProperty, Sendable {
    /// A namespace's identity.
    public struct ID: Hashable, Sendable {
        let value: UInt64
    }

    private let box = NamespaceBox()

    /// A namespace of its own for the view that declares it.
    public init() {}

    /// The namespace (its view's place in the tree, once the view is met).
    public var wrappedValue: ID { ID(value: box.key.load(ordering: .relaxed)) }

    func bind(key: UInt64, in runtime: ViewRuntime) { box.key.store(key, ordering: .relaxed) }
}

/// Where a namespace's view was met. Sendable: its key is atomic.
final class NamespaceBox: Sendable {
    let key = Atomic<UInt64>(0)
}
