import HaloCore

extension SceneCatalog {
    static let paper = RGBA(bytes: 236, 238, 242)

    /// Drop shadows: offset and blurred, coloured by gradients, sharp, nested, at scale 2.
    public static let compositing: [Entry] = [
        Entry(
            name: "shadow_card_offset_blurred",
            scene: shadowScene(
                [.draw(Draw(shape: card, paint: .solid(.white)))],
                Shadow(color: RGBA(0, 0, 0, 0.35), radius: 6, x: 3, y: 6))),
        Entry(
            name: "shadow_gradient_ring_coloured",
            scene: shadowScene(
                [.draw(stroke(disc, angular(), width: 10))],
                Shadow(color: .named["purple"]!, radius: 4, x: 0, y: 0), background: dark)),
        Entry(
            name: "shadow_sharp_overlapping_alpha",
            scene: shadowScene(
                [
                    .draw(
                        Draw(
                            shape: Shape(kind: .circle, frame: frame(20, 15, 60, 60)),
                            paint: .solid(RGBA(1, 0.2, 0.2, 0.5)))),
                    .draw(
                        Draw(
                            shape: Shape(kind: .circle, frame: frame(50, 15, 60, 60)),
                            paint: .solid(RGBA(0.2, 0.2, 1, 0.5)))),
                ], Shadow(color: .black, radius: 0, x: 30, y: 30))),
        Entry(
            name: "shadow_nested_twice_scale2",
            scene: shadowScene(
                [
                    .layer(
                        Layer(
                            items: [.draw(Draw(shape: pill, paint: linear(sunset, Point(0, 0.5), Point(1, 0.5))))],
                            shadow: Shadow(color: RGBA(1, 0, 0, 0.6), radius: 2, x: -4, y: 0)))
                ], Shadow(radius: 5, x: 0, y: 8), scale: 2)),
        // Neon code's shadows of 60 points on a 3x canvas: sigma 180 pixels, drawn at 1/16 of the
        // resolution (docs/semantics.md, "Layers and blur").
        Entry(
            name: "shadow_radius60_scale3_downsampled",
            scene: shadowScene(
                [.draw(Draw(shape: card, paint: .solid(.named["cyan"]!)))],
                Shadow(color: RGBA(0, 0.9, 1, 0.9), radius: 60, x: 0, y: 0), background: dark, scale: 3)),
    ]

    /// `items` in a layer casting `shadow`, on a 160 x 120 canvas.
    static func shadowScene(
        _ items: [LayerItem], _ shadow: Shadow, background: RGBA = paper, scale: Double = 1
    ) -> Scene {
        Scene(
            canvas: Canvas(width: 160, height: 120, scale: scale, background: background),
            layers: [Layer(items: [.layer(Layer(items: items, shadow: shadow))])])
    }
}
