/// A proxy for scrolling the scroll views inside a `ScrollViewReader` to a view, as SwiftUI's
/// `ScrollViewProxy`.
///
/// Accepted with no visible effect: HaloUI's `ScrollView` has no scroll position to move (it
/// draws its content at its first position, docs/semantics.md "Scroll views"), so a call, from a
/// handler or `onChange`, leaves the frame as it is.
public struct ScrollViewProxy: Sendable {
    /// A proxy; `ScrollViewReader` makes it.
    init() {}

    /// Scrolls the scroll views inside the reader to the view with identifier `id` (`id(_:)`),
    /// aligning `anchor` of the view with that of the scroll view, as SwiftUI's
    /// `scrollTo(_:anchor:)`.
    ///
    /// Accepted with no visible effect: a HaloUI scroll view stays at its first position.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}
