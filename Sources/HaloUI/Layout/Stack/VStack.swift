import Foundation
/// Views one under another, as SwiftUI's `VStack`: spaced by `spacing` (SwiftUI's default
/// between views: 8 points), aligned across.
public struct VStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: Content

    /// A column of the views `content` builds.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    {
        self.alignment = alignment
        self.spacing = spacing.map { Double($0) }
        self.content = content()
    }

    func nodes(_ time: Double) -> [LayoutNode] {
        [
            StackLayout(
                vertical: true, spacing: spacing, alignment: alignment.fraction,
                children: StackLayout.children(of: content, vertical: true, time)
            ).node
        ]
    }
}
