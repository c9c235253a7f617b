import Foundation
/// Views side by side, as SwiftUI's `HStack`: spaced by `spacing` (SwiftUI's default between
/// views: 8 points), aligned across.
public struct HStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: Content

    /// A row of the views `content` builds.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing.map { Double($0) }
        self.content = content()
    }

    func nodes(_ time: Double) -> [LayoutNode] {
        [
            StackLayout(
                vertical: false, spacing: spacing, alignment: alignment.fraction,
                children: StackLayout.children(of: content, vertical: false, time)
            ).node
        ]
    }
}
