import Foundation

extension View {
    /// The view with `content` placed beside it at `edge`, the view inset by it, as SwiftUI's
    /// `safeAreaInset(edge:alignment:spacing:content:)`: a canvas has no safe area of its own, so
    /// the two are stacked, the view first for a bottom edge and second for a top one
    /// (docs/semantics.md, "Safe area insets").
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        let (inset, view) = (AnyView(content()), AnyView(self))
        return VStack(alignment: alignment, spacing: spacing) {
            edge == .top ? inset : view
            edge == .top ? view : inset
        }
    }

    /// The view with `content` beside it at a leading or trailing `edge`, as SwiftUI's
    /// `safeAreaInset(edge:alignment:spacing:content:)` for horizontal edges.
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        let (inset, view) = (AnyView(content()), AnyView(self))
        return HStack(alignment: alignment, spacing: spacing) {
            edge == .leading ? inset : view
            edge == .leading ? view : inset
        }
    }

    /// The view with `length` points (16 by default) added to its safe area on `edges`, as
    /// SwiftUI's `safeAreaPadding(_:_:)`: content inside keeps clear of it, so it draws as padding.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> PaddingView<Self> {
        padding(edges, length)
    }

    /// The view with `length` points added to its safe area on every edge (`safeAreaPadding(_:)`).
    public func safeAreaPadding(_ length: CGFloat) -> PaddingView<Self> { padding(length) }

    /// The view with `insets` added to its safe area (`safeAreaPadding(_:)` of insets).
    public func safeAreaPadding(_ insets: EdgeInsets) -> PaddingView<Self> { padding(insets) }
}
