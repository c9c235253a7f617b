/// Where the view being lowered sits in the tree, as SwiftUI's structural identity: the types
/// of the views above it, each child's place in its builder and each `ForEach` element's id,
/// hashed into one key per view. State, animations and handlers are kept by these keys, so a
/// view keeps them while it stays at its place, and loses them when it leaves the tree.
final class IdentityPath {
    /// One step down the tree.
    enum Component {
        /// A view of a type.
        case view(Any.Type)
        /// The n-th view of a builder (or the branch of an `if`).
        case child(Int)
        /// A `ForEach` element: its offset in the data (its key hashes its id).
        case element(Int)
    }

    private var hashes: [UInt64] = [0x9E37_79B9_7F4A_7C15]
    private(set) var components: [Component] = []

    /// The key of the view being lowered.
    var current: UInt64 { hashes[hashes.count - 1] }

    /// Steps into a view of type `type`.
    func push(view type: Any.Type) {
        push(.view(type), UInt64(UInt(bitPattern: ObjectIdentifier(type).hashValue)))
    }

    /// Steps into the n-th child of a builder.
    func push(child n: Int) { push(.child(n), 0xC1_0000 &+ UInt64(UInt(bitPattern: n))) }

    /// Steps into the element at `offset` of a `ForEach`, identified by `id`.
    func push<ID: Hashable>(element offset: Int, id: ID) {
        push(.element(offset), UInt64(UInt(bitPattern: id.hashValue)))
    }

    /// A place in the tree, to come back to (`GeometryReader` lowers its content at layout).
    struct Place {
        fileprivate let hashes: [UInt64]
        fileprivate let components: [Component]
    }

    /// Where the view being lowered is.
    var place: Place { Place(hashes: hashes, components: components) }

    /// Runs `body` at `place` in the tree, then comes back.
    func at<T>(_ place: Place, _ body: () throws -> T) rethrows -> T {
        let saved = self.place
        (hashes, components) = (place.hashes, place.components)
        defer { (hashes, components) = (saved.hashes, saved.components) }
        return try body()
    }

    /// Steps back up.
    func pop() {
        hashes.removeLast()
        components.removeLast()
    }

    /// The key of the n-th child of the view being lowered (where `push(child:)` steps).
    func key(child n: Int) -> UInt64 { IdentityPath.mix(current, 0xC1_0000 &+ UInt64(UInt(bitPattern: n))) }

    /// The key of the `ForEach` element identified by `id` (where `push(element:id:)` steps).
    func key<ID: Hashable>(element id: ID) -> UInt64 {
        IdentityPath.mix(current, UInt64(UInt(bitPattern: id.hashValue)))
    }

    /// The key of the view's `@State` property at `slot` (its place among the view's fields).
    func key(stateSlot slot: Int) -> UInt64 { IdentityPath.mix(current, 0x5354_0000 &+ UInt64(slot)) }

    /// The key of one of the view's rendered attributes or watched values.
    func key(_ slot: Slot) -> UInt64 { IdentityPath.mix(current, slot.rawValue) }

    /// The attributes and values a view keeps by key.
    enum Slot: UInt64 {
        case opacity = 1, blur, offset, scale, rotation, frameWidth, frameHeight, trim, paint, padding, lineWidth
        case animatableData, cornerRadius, position, shadow, scaleY, rotation3D, colorFilter
        case transition, relativeOffset, matchedFrame
        case watchedValue = 100, changedValue, taskID, lineup, textContent, soundTrigger
    }

    private func push(_ component: Component, _ salt: UInt64) {
        hashes.append(IdentityPath.mix(current, salt))
        components.append(component)
    }

    /// A 64-bit hash of a parent key and a step (splitmix64's finaliser).
    static func mix(_ parent: UInt64, _ salt: UInt64) -> UInt64 {
        var z = parent &+ 0x9E37_79B9_7F4A_7C15 &* (salt | 1) ^ (salt << 32 | salt >> 32)
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
