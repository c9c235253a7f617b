/// A view at its ideal size in one or both dimensions, as SwiftUI's `fixedSize(horizontal:vertical:)`:
/// the view is offered nothing there (it takes its ideal size) whatever its parent offers, and
/// placed centred in the parent's rectangle.
public struct FixedSizeView<Content: View>: View, PrimitiveView {
    let content: Content
    let horizontal: Bool
    let vertical: Bool

    func nodes(_ time: Double) -> [LayoutNode] {
        let child = LayoutNode.of(content, time)
        let (horizontal, vertical) = (self.horizontal, self.vertical)
        func offer(_ p: ProposedSize) -> ProposedSize {
            ProposedSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
        }
        return [
            LayoutNode(
                size: { child.size(offer($0)) },
                draw: { rect in
                    let s = child.size(offer(ProposedSize(width: rect.width, height: rect.height)))
                    return child.draw(rect.centered(width: s.width, height: s.height))
                })
        ]
    }
}

extension View {
    /// The view at its ideal size in both dimensions.
    public func fixedSize() -> FixedSizeView<Self> { fixedSize(horizontal: true, vertical: true) }

    /// The view at its ideal size in the dimensions asked.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> FixedSizeView<Self> {
        FixedSizeView(content: self, horizontal: horizontal, vertical: vertical)
    }
}
