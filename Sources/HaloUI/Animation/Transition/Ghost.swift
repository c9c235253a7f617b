/// A view removed from its container in a transaction, drawn in its removal phase until its
/// transition ends (docs/semantics.md, "Transitions").
struct Ghost {
    /// Which child it was: a branch's number, or a `ForEach` element's or `id(_:)`'s id.
    let id: AnyHashable
    /// Its place among the container's children when it was removed.
    let index: Int
    /// When its transition ends (virtual seconds).
    let end: Double
    /// Lowers it at its old place, in its removal phase.
    let child: ContainerChild
}

/// A child of a container that inserts and removes views (`if`, `switch`, `ForEach`, `id(_:)`):
/// what identifies it and how it is lowered at its place.
struct ContainerChild {
    /// Its branch's number or its element's id.
    let id: AnyHashable
    /// Steps into its place in the tree and lowers it at a time.
    let lower: (Double) -> [LayoutNode]
    /// The key of its default (opacity) transition.
    let key: UInt64
}
