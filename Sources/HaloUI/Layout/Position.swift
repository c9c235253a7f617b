import Foundation
import HaloCore

/// A view whose centre is placed at a point of its parent's space, as SwiftUI's
/// `position(x:y:)`: it takes all the space it is offered (its child's size where an offer
/// leaves a dimension open) and draws its child, at its own size, centred on the point.
public struct PositionView<Content: View>: View, PrimitiveView {
    let content: Content
    let x: Double
    let y: Double

    func nodes(_ time: Double) -> [LayoutNode] {
        let child = LayoutNode.of(content, time)
        let point = ViewRuntime.animated(AnimatablePair(x, y), .position)
        return [
            LayoutNode(
                size: { p in
                    let s = child.size(p)
                    return (p.width ?? s.width, p.height ?? s.height)
                },
                draw: { rect in
                    let s = child.size(ProposedSize(width: rect.width, height: rect.height))
                    let centre = (x: rect.minX + point.first, y: rect.minY + point.second)
                    return child.draw(
                        Rect(x: centre.x - s.width / 2, y: centre.y - s.height / 2, width: s.width, height: s.height))
                })
        ]
    }
}

extension View {
    /// The view centred at (x, y) in its parent's space.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> PositionView<Self> {
        PositionView(content: self, x: Double(x), y: Double(y))
    }

    /// The view centred at `position` in its parent's space.
    public func position(_ position: CGPoint) -> PositionView<Self> { self.position(x: position.x, y: position.y) }
}
