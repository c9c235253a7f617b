import HaloCore

/// A view drawn rotated and scaled about an anchor of its frame, its place in the layout
/// unchanged, as SwiftUI's `rotationEffect(_:anchor:)` and `scaleEffect(_:anchor:)`.
///
/// The turn is carried down to each draw's own transform (composed with one it has), so a
/// rotated shape lowers to the draw a scene file would write (`"transform": {"rotate": 180}`);
/// stroke widths scale with the view.
public struct TransformView<Content: View>: View, PrimitiveView {
    let content: Content
    let rotation: Angle
    let scale: Double
    let anchor: UnitPoint

    /// None: a transform is a primitive.
    public var body: Never { fatalError("TransformView has no body") }

    func nodes(_ time: Double) -> [LayoutNode] {
        let child = LayoutNode.of(content, time)
        let (rotation, scale, anchor) = (self.rotation, self.scale, self.anchor)
        return [
            LayoutNode(
                size: child.size,
                draw: { rect in
                    let pivot = rect.point(unit: Point(anchor.x, anchor.y))
                    return child.draw(rect).map {
                        TransformView.apply(rotation.degrees, scale, about: pivot, to: $0)
                    }
                })
        ]
    }

    /// `item` turned by `degrees` and scaled by `scale` about `pivot` (canvas points).
    static func apply(_ degrees: Double, _ scale: Double, about pivot: Point, to item: LayerItem) -> LayerItem {
        switch item {
        case .draw(var d):
            // The draw's own map fixes its anchor A and moves it by its translation; the view's
            // turn then moves A + t about the pivot. The result is one rotation and scale about
            // A followed by the translation that lands A where the two together put it.
            let a = d.shape.frame.point(unit: d.transform.anchor)
            let moved = a + d.transform.translate
            let turn = Transform2D.translation(pivot.x, pivot.y)
                .concatenating(after: .rotation(degrees * Double.pi / 180))
                .concatenating(after: .scale(scale))
                .concatenating(after: .translation(-pivot.x, -pivot.y))
            d.transform.rotate += degrees
            d.transform.scale *= scale
            d.transform.translate = turn.apply(moved) - a
            return .draw(d)
        case .layer(var l):
            l.items = l.items.map { apply(degrees, scale, about: pivot, to: $0) }
            return .layer(l)
        case .effect, .text:
            return item
        }
    }
}
