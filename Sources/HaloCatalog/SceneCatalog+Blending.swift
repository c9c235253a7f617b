import HaloCore
import HaloEffects

extension SceneCatalog {
    /// Every blend mode in a cell of its own: a circle of a half-transparent gradient blended
    /// with a backdrop strip whose alpha varies, on a transparent canvas (so the Porter-Duff
    /// modes' alpha shows).
    static func blendCells(_ modes: [BlendMode], columns: Int) -> Scene {
        var items: [LayerItem] = []
        for (i, mode) in modes.enumerated() {
            let x = Double(i % columns) * 40, y = Double(i / columns) * 40
            items.append(
                .draw(
                    Draw(
                        shape: Shape(kind: .rect, frame: frame(x + 2, y + 2, 36, 24)),
                        paint: .linear(
                            stops: GradientStop.evenly([
                                RGBA(1, 0.2, 0.2, 1), RGBA(1, 0.9, 0.1, 0.6), RGBA(0.1, 0.8, 1, 1),
                            ]),
                            start: Point(0, 0), end: Point(1, 0)))))
            var source = Layer(items: [
                .draw(
                    Draw(
                        shape: Shape(kind: .circle, frame: frame(x + 10, y + 12, 26, 26)),
                        paint: .linear(
                            stops: GradientStop.evenly([RGBA(0.2, 0.3, 1, 0.9), RGBA(1, 0.2, 0.8, 0.5)]),
                            start: Point(0, 0), end: Point(1, 1))))
            ])
            source.blendMode = mode
            items.append(.layer(source))
        }
        let rows = (modes.count + columns - 1) / columns
        return Scene(
            canvas: Canvas(width: Double(columns) * 40, height: Double(rows) * 40, background: .clear),
            layers: [Layer(items: items)])
    }

    /// A layer of `items` kept where `mask` is opaque.
    static func masked(_ items: [LayerItem], by mask: Layer, background: RGBA = dark) -> Scene {
        var layer = Layer(items: items)
        layer.mask = mask
        return Scene(
            canvas: Canvas(width: 160, height: 120, background: background), layers: [Layer(items: [.layer(layer)])])
    }

    /// The colour filters of SwiftUI's `hueRotation`, `saturation`, `brightness`, `contrast`,
    /// `grayscale`, `colorMultiply`, `colorInvert` and `luminanceToAlpha`, each over a cell of a
    /// rainbow strip and a half-transparent disc, on a light backdrop.
    static let colorFilterCells: Scene = {
        let filters: [ColorMatrix] = [
            .hueRotation(degrees: 120), .saturation(0.3), .saturation(2), .brightness(0.3), .contrast(1.8),
            .contrast(-0.5), .grayscale(1), .multiply(RGBA(1, 0.5, 0.2, 0.8)), .invert, .luminanceToAlpha,
        ]
        var items: [LayerItem] = []
        for (i, m) in filters.enumerated() {
            let x = Double(i % 5) * 40, y = Double(i / 5) * 40
            var cell = Layer(items: [
                .draw(
                    Draw(
                        shape: Shape(kind: .rect, frame: frame(x + 2, y + 2, 36, 20)),
                        paint: .linear(stops: GradientStop.evenly(rainbow), start: Point(0, 0), end: Point(1, 0)))),
                .draw(
                    Draw(
                        shape: Shape(kind: .circle, frame: frame(x + 8, y + 12, 24, 24)),
                        paint: .solid(RGBA(0.9, 0.3, 0.6, 0.6)))),
            ])
            cell.colorMatrix = m
            items.append(.layer(cell))
        }
        return Scene(
            canvas: Canvas(width: 200, height: 80, scale: 2, background: RGBA(0.92, 0.92, 0.95, 1)),
            layers: [Layer(items: items)])
    }()

    /// The 21 blend modes of SwiftUI's `BlendMode`, masks and colour filters.
    public static let blending: [Entry] = [
        Entry(name: "color_filters_all", scene: colorFilterCells),
        Entry(
            name: "color_filter_blurred_faded_clipped",
            scene: {
                // The filter after the blur, before the clip and the opacity (docs/semantics.md).
                var l = Layer(
                    items: [
                        .draw(
                            Draw(
                                shape: Shape(kind: .roundedRect, frame: frame(20, 15, 80, 50), cornerRadius: 12),
                                paint: .angular(
                                    stops: GradientStop.evenly(rainbow), center: Point(0.5, 0.5), startAngle: 0,
                                    endAngle: 360)))
                    ], opacity: 0.8, blur: 3, clip: Shape(kind: .ellipse, frame: frame(10, 5, 100, 70)))
                l.colorMatrix = .hueRotation(degrees: -75)
                return Scene(
                    canvas: Canvas(width: 120, height: 80, scale: 2, background: dark),
                    layers: [Layer(items: [.layer(l)])])
            }()),
        Entry(name: "blend_modes_all", scene: blendCells(BlendMode.allCases, columns: 7)),
        Entry(
            name: "canvas_metaball_threshold",
            scene: {
                // A Canvas's metaball filter (alphaThreshold added before blur): two discs and a
                // square blurred in one layer, then an alpha step at 0.5 to pink as a colour
                // matrix of slope 1024 (GraphicsContext.Filter.thresholdMatrix), the step's
                // own alpha the layer's opacity 0.9.
                let discs = Layer(
                    items: [
                        .draw(Draw(shape: Shape(kind: .circle, frame: frame(14, 14, 36, 36)), paint: .solid(.black))),
                        .draw(Draw(shape: Shape(kind: .circle, frame: frame(52, 22, 28, 28)), paint: .solid(.black))),
                        .draw(Draw(shape: Shape(kind: .rect, frame: frame(90, 10, 20, 50)), paint: .solid(.black))),
                    ], blur: 6)
                var step = Layer(items: [.layer(discs)], opacity: 0.9)
                let s = 1024.0
                step.colorMatrix = ColorMatrix([
                    0, 0, 0, 0, 1, 0, 0, 0, 0, 0.3, 0, 0, 0, 0, 0.6, 0, 0, 0, s, 1 - s * 0.5,
                ])
                return Scene(
                    canvas: Canvas(width: 120, height: 70, scale: 2, background: dark),
                    layers: [Layer(items: [.layer(step)])])
            }()),
        Entry(
            name: "blend_multiply_blurred_clipped",
            scene: {
                var s = blendCells([.multiply], columns: 1)
                s.canvas = Canvas(width: 40, height: 40, scale: 2, background: RGBA(0.9, 0.9, 0.95, 1))
                if case .layer(var l) = s.layers[0].items[1] {
                    l.blur = 1.5
                    l.clip = Shape(kind: .rect, frame: frame(12, 4, 22, 30))
                    s.layers[0].items[1] = .layer(l)
                }
                return s
            }()),
        Entry(
            name: "shadow_inner_card_offset",
            scene: {
                let card = LayerItem.draw(Draw(shape: SceneCatalog.card, paint: .solid(RGBA(0.95, 0.95, 0.97, 1))))
                let inner = Shadow(color: RGBA(0, 0, 0.2, 0.6), radius: 4, x: 3, y: 4).inner(
                    of: [card], bounds: SceneCatalog.card.frame)
                return Scene(
                    canvas: Canvas(width: 160, height: 120, background: paper),
                    layers: [Layer(items: [card, .layer(inner)])])
            }()),
        Entry(
            name: "mask_gradient_soft_circle",
            scene: masked(
                [.draw(Draw(shape: Shape(kind: .rect, frame: frame(10, 10, 140, 100)), paint: angular()))],
                by: Layer(items: [.draw(Draw(shape: disc, paint: .solid(.white)))], blur: 6))),
        Entry(
            name: "mask_image_by_star_half_opacity",
            scene: masked(
                [.draw(picture(rings, frame(10, 10, 140, 100)))],
                by: Layer(items: [
                    .draw(Draw(shape: star, paint: .solid(.black))),
                    .layer(
                        Layer(
                            items: [
                                .draw(
                                    Draw(shape: Shape(kind: .rect, frame: frame(0, 80, 160, 40)), paint: .solid(.black))
                                )
                            ],
                            opacity: 0.5)),
                ]), background: .white)),
        Entry(
            name: "mask_text_over_gradient",
            scene: try! EffectLibrary.resolve(
                masked(
                    [.draw(Draw(shape: Shape(kind: .rect, frame: frame(0, 0, 160, 120)), paint: linear(sunset)))],
                    by: Layer(items: [
                        .text(
                            TextItem(
                                spans: Emphasis.spans("**Halo**"), font: .init(size: 54), color: .black,
                                frame: Rect(x: 0, y: 25, width: 160, height: 70)))
                    ])), at: 0)),
    ]
}
