import HaloCore

/// A view drawn rotated and scaled about an anchor of its frame, its place in the layout
/// unchanged, as SwiftUI's `rotationEffect(_:anchor:)`, `scaleEffect(_:anchor:)` and
/// `scaleEffect(x:y:anchor:)`.
///
/// A scale that differs across and down is a plain layer's transform around the view's items
/// (the planner strokes and dashes under it in the shapes' own points, as SwiftUI scales the
/// drawn view): it cannot join each draw's own turn.
///
/// The turn is carried down to each draw's own transform (composed with one it has), so a
/// rotated shape lowers to the draw a scene file would write (`"transform": {"rotate": 180}`);
/// stroke widths scale with the view. A blurred or clipped layer turns whole, through its layer
/// transform (its blur and clip turn with it), as do text and effects.
public struct TransformView<Content: View>: View, PrimitiveView {
    let content: Content
    let rotation: Angle
    let scale: Double
    /// The scale down, where it differs from `scale` across (`scaleEffect(x:y:)`).
    var scaleY: Double? = nil
    let anchor: UnitPoint

    func nodes(_ time: Double) -> [LayoutNode] {
        let child = LayoutNode.of(content, time)
        let rotation = Angle(degrees: ViewRuntime.animated(self.rotation.degrees, .rotation))
        let scale = ViewRuntime.animated(self.scale, .scale)
        let scaleY = self.scaleY.map { ViewRuntime.animated($0, .scaleY) }
        let anchor = self.anchor
        return [
            LayoutNode(
                size: child.size,
                draw: { rect in
                    let pivot = rect.point(unit: Point(anchor.x, anchor.y))
                    if let scaleY, scaleY != scale {
                        // p' = pivot + S (p - pivot), as a plain layer's transform about the origin.
                        let stretch = DrawTransform(
                            translate: Point(pivot.x * (1 - scale), pivot.y * (1 - scaleY)), scale: scale,
                            scaleY: scaleY,
                            anchor: .zero)
                        return [.layer(Layer(items: child.draw(rect), transform: stretch))]
                    }
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
            let t = l.transform
            let identity = t.translate == .zero && t.rotate == 0 && t.scale == 1 && t.scaleY == nil
            let wholeLayer = l.blur > 0 || l.clip != nil
            // A plain layer with no transform of its own is its items, each turned.
            if identity && !wholeLayer {
                l.items = l.items.map { apply(degrees, scale, about: pivot, to: $0) }
                return .layer(l)
            }
            // A layer turned or scaled about the canvas's origin takes the turn after its own
            // (a blurred or clipped layer turns whole, its blur and clip with it).
            if t.scaleY == nil && (identity || t.anchor == .zero) {
                l.transform = turned(identity ? DrawTransform(anchor: .zero) : t, degrees, scale, about: pivot)
                return .layer(l)
            }
            // Any other (a stretched layer, one anchored elsewhere): inside a layer of the turn,
            // which comes after its own transform.
            return .layer(
                Layer(items: [item], transform: turned(DrawTransform(anchor: .zero), degrees, scale, about: pivot)))
        case .effect, .text:
            // Resolved later: turned whole, in a layer of their own.
            return .layer(
                Layer(items: [item], transform: turned(DrawTransform(anchor: .zero), degrees, scale, about: pivot)))
        }
    }

    /// A layer transform (anchor at the canvas origin) followed by a turn and scale about `pivot`.
    static func turned(_ t: DrawTransform, _ degrees: Double, _ scale: Double, about pivot: Point) -> DrawTransform {
        var t = t
        if t == DrawTransform(anchor: .zero) && degrees == 0 {
            // A plain scale about the pivot: p' = s p + pivot (1 - s).
            t.translate = Point(pivot.x * (1 - scale), pivot.y * (1 - scale))
            t.scale = scale
            return t
        }
        let turn = Transform2D.translation(pivot.x, pivot.y)
            .concatenating(after: .rotation(degrees * Double.pi / 180))
            .concatenating(after: .scale(scale))
            .concatenating(after: .translation(-pivot.x, -pivot.y))
        t.rotate += degrees
        t.scale *= scale
        t.translate = turn.apply(t.translate)
        return t
    }
}
