import HaloCore
import HaloText

/// The drawing state of a TextRenderer's graphics context (seed 004): a scale and translation
/// (p -> s p + t, canvas points), an opacity and blurs, as `translateBy`, `scaleBy`, `opacity`
/// and `addFilter(.blur)` leave it; and how a run's glyphs are drawn with it. The built-in
/// text effects and HaloUI's `GraphicsContext` both draw through it, so the same renderer code
/// gives the same draws.
package struct TextPen: Sendable {
    /// The uniform scale.
    package var scale = 1.0
    /// The translation after the scale.
    package var translate = Point.zero
    /// Multiplies every draw's alpha.
    package var opacity = 1.0
    /// Blur radii added with `addFilter(.blur(radius:))`, applied in order.
    package var blurs: [Double] = []

    /// A pen that draws as the layout lies.
    package init() {}

    /// `translateBy(x:y:)`: later drawing moved by (x, y) in the current coordinates.
    package mutating func translateBy(x: Double, y: Double) {
        translate = Point(translate.x + scale * x, translate.y + scale * y)
    }

    /// `scaleBy(x:y:)` with x = y: later drawing scaled about the current origin.
    package mutating func scaleBy(_ s: Double) { scale *= s }

    /// The draws of glyphs of a run (one shape, and each colour glyph's layers or bitmap:
    /// `TextLayout.layerDraws`, `TextLayout.colorDraw`), with this pen's transform, opacity and blurs: nothing for
    /// glyphs without outlines (spaces).
    package func items(_ glyphs: [TextLayout.Glyph], of run: TextLayout.Run, in layout: TextLayout) -> [LayerItem] {
        var contours: [Contour] = [], colours: [Draw] = [], placement: GlyphPlacement?
        for g in glyphs {
            if let layers = layout.layerDraws(of: g, in: run) {
                colours += layers
                continue
            }
            let (outline, glyph) = layout.placed(g.id, at: g.position, in: run)
            if !outline.isEmpty {
                contours += outline
                placement = glyph
            } else if let bitmap = TextLayout.colorDraw(of: g, in: run) {
                colours.append(bitmap)
            }
        }
        // One glyph is that glyph placed, which the planner may draw from its mask.
        let placed = glyphs.count == 1 ? placement : nil
        let draws =
            (contours.isEmpty ? [] : [Draw(shape: Shape(contours: contours, glyph: placed), paint: .solid(run.color))])
            + colours
        return draws.map { d in
            var d = d
            // p -> s p + t as a draw transform about the shape's top-left corner a:
            // a + s (p - a) + T, so T = t - a (1 - s).
            let a = d.shape.frame.point(unit: .zero)
            d.transform = DrawTransform(
                translate: Point(translate.x - a.x * (1 - scale), translate.y - a.y * (1 - scale)), scale: scale,
                anchor: .zero)
            // An opacity out of 0...1 is clamped (docs/semantics.md, "Opacity out of range").
            d.opacity = opacity.isNaN ? 0 : min(max(opacity, 0), 1)
            var item = LayerItem.draw(d)
            for radius in blurs where radius > 0 { item = .layer(Layer(items: [item], blur: radius)) }
            return item
        }
    }
}
