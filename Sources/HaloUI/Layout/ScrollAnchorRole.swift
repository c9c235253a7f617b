/// What a scroll view's default anchor is for, as SwiftUI's `ScrollAnchorRole`
/// (`defaultScrollAnchor(_:for:)`): where content smaller than the scroll view sits
/// (`alignment`), where larger content starts (`initialOffset`), and what stays put when sizes
/// change (`sizeChanges`, nothing in a render: docs/semantics.md, "Scroll anchors").
public struct ScrollAnchorRole: Hashable, Sendable {
    let rawValue: Int

    /// Where content smaller than the scroll view sits along its scrolling axes.
    public static var alignment: ScrollAnchorRole { ScrollAnchorRole(rawValue: 0) }
    /// Where content larger than the scroll view is first scrolled to.
    public static var initialOffset: ScrollAnchorRole { ScrollAnchorRole(rawValue: 1) }
    /// What the scroll view keeps in place when its content or its own size changes (accepted:
    /// a render's scroll views never scroll, so it has no visible effect).
    public static var sizeChanges: ScrollAnchorRole { ScrollAnchorRole(rawValue: 2) }
}

/// The anchors scroll views place their content by, set with `defaultScrollAnchor`.
struct ScrollAnchors: Sendable {
    /// For content smaller than the scroll view (nil: the start).
    var alignment: UnitPoint?
    /// For content larger than the scroll view (nil: the start).
    var initialOffset: UnitPoint?

    /// The key that carries them in the environment.
    struct Key: EnvironmentKey {
        static let defaultValue = ScrollAnchors()
    }

    /// The content's start along an axis: `start` plus, where an anchor applies, the anchor's
    /// share of the difference between the visible `length` and the content's (`unit`: the
    /// anchor's x or y).
    func start(_ start: Double, length: Double, content: Double, unit: (UnitPoint) -> Double) -> Double {
        let anchor = content <= length ? alignment : initialOffset
        guard let anchor else { return start }
        let share = unit(anchor)
        guard share.isFinite else { return start }
        return start + (length - content) * share
    }
}
