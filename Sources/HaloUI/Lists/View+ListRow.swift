extension View {
    /// The row drawn on `view` instead of the list's white (an `EmptyView` or `Color.clear`
    /// leaves the list's background showing), as SwiftUI's `listRowBackground(_:)`.
    public func listRowBackground<V: View>(_ view: V?) -> TraitView<Self> {
        let background = view.map { AnyView($0) }
        return TraitView(content: self) {
            $0.hasRowBackground = true
            $0.rowBackground = background
        }
    }

    /// The row's content inset by `insets` (nil: the list's, 11 above and below, 20 at the sides),
    /// as SwiftUI's `listRowInsets(_:)`.
    public func listRowInsets(_ insets: EdgeInsets?) -> TraitView<Self> {
        TraitView(content: self) { if let insets { $0.rowInsets = insets } }
    }

    /// The row's separators hidden or shown, as SwiftUI's `listRowSeparator(_:edges:)`.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> TraitView<Self> {
        TraitView(content: self) { $0.rowSeparatorHidden = visibility == .hidden }
    }

    /// Accepted: the row's swipe actions (`swipeActions(edge:allowsFullSwipe:content:)`), which
    /// show only while a row is swiped.
    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> Self { self }

    /// Accepted: the separators' colour (`listRowSeparatorTint(_:edges:)`); Halo draws iOS's.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> Self { self }

    /// Accepted: a section's separators (`listSectionSeparator(_:edges:)`), which the inset
    /// grouped style does not draw.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> Self { self }

    /// Accepted: the space between sections (`listSectionSpacing`); Halo keeps iOS's 35 points.
    public func listSectionSpacing(_ spacing: CGFloat) -> Self { self }

    /// The space between the rows of the lists inside, as SwiftUI's `listRowSpacing(_:)`.
    public func listRowSpacing(_ spacing: CGFloat?) -> EnvironmentView<Self> {
        let spacing = spacing.map { Double($0) }
        return EnvironmentView(content: self) { $0.listRowSpacing = spacing }
    }

    /// The lists and forms inside drawn without their grouped background (`.hidden`), as
    /// SwiftUI's `scrollContentBackground(_:)`.
    public func scrollContentBackground(_ visibility: Visibility) -> EnvironmentView<Self> {
        EnvironmentView(content: self) { $0.listBackgroundHidden = visibility == .hidden }
    }
}
