import HaloCore

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

    /// The 21 blend modes of SwiftUI's `BlendMode`.
    public static let blending: [Entry] = [
        Entry(name: "blend_modes_all", scene: blendCells(BlendMode.allCases, columns: 7)),
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
    ]
}
