import HaloCore

extension SceneCatalog {
    /// The shader catalog (Shaders/metal/): each effect over the same card, disc and label
    /// strokes, with SwiftUI's arguments; the harmonic strings idle and pressed.
    public static let shaders: [Entry] = [
        shaderEntry(
            "ripple", .layer,
            [.float([70, 50]), .float([0.25]), .float([12]), .float([15]), .float([8]), .float([300])], offset: 12),
        shaderEntry("wave", .distortion, [.float([0.3]), .float([8]), .float([60])], offset: 8),
        shaderEntry("pixellate", .distortion, [.float([8])], offset: 4),
        shaderEntry("chromaticAberration", .layer, [.float([4, 1])], offset: 4),
        shaderEntry("grain", .color, [.float([1.5]), .float([0.15])]),
        shaderEntry("vignette", .color, [.boundingRect, .float([0.7]), .float([0.4])]),
        shaderEntry("gradientMap", .color, [.float([0.1, 0.05, 0.3, 1]), .float([1, 0.6, 0.2, 1])]),
        shaderEntry("glowThreshold", .layer, [.float([0.6]), .float([8])], offset: 8),
        shaderEntry("swirl", .distortion, [.boundingRect, .float([2]), .float([50])], offset: 50),
        shaderEntry("shimmer", .color, [.boundingRect, .float([0.6]), .float([40])]),
        shaderEntry("dissolve", .color, [.float([0.45]), .float([20])]),
        shaderEntry("sepia", .color, [.float([0.8])]),
        // Overloads, local and constant arrays, and a colour and a float array (Shaders/metal/palette.metal).
        shaderEntry(
            "palette", .color,
            [
                .colorArray([0.9, 0.2, 0.1, 1, 0.1, 0.6, 0.3, 1, 0.1, 0.2, 0.8, 1, 0.45, 0.4, 0, 0.5]),
                .floatArray([1, 0.8, 0.9, 1]),
            ]),
        // metal_stdlib's functions, a column each (Shaders/metal/stdlib.metal).
        shaderEntry("stdlib", .color, []),
        shaderEntry("textureOverlay", .color, [.boundingRect, .image(pattern), .float([0.6])]),
        shaderEntry(
            "harmonicColorEffect", .color, [.boundingRect, .float([6]), .float([1.3]), .float([0.5]), .float([0])]),
        shaderEntry(
            "harmonicColorEffect", .color, [.boundingRect, .float([6]), .float([2.1]), .float([2]), .float([1])],
            suffix: "_pressed"),
    ]

    /// The image `textureOverlay` tiles: 6 x 4 texels, opaque and half-transparent colours (premultiplied).
    static let pattern: ImageSource = {
        let colors: [[UInt8]] = [[230, 40, 40, 255], [40, 200, 60, 255], [30, 30, 120, 128], [250, 220, 0, 255]]
        let pixels = (0..<24).flatMap { i in colors[(i % 6 + i / 6) % colors.count] }
        return registered(ImageSource(name: "catalog-pattern", image: Image(width: 6, height: 4, pixels: pixels)))
    }()

    /// The content every shader scene runs its effect over: a gradient card, a disc and
    /// strokes, inside the effect's bounds (10, 10, 140, 100) on a 160 x 120 canvas.
    static let shaderContent: [LayerItem] = [
        .draw(
            Draw(
                shape: Shape(kind: .roundedRect, frame: frame(14, 16, 132, 88), cornerRadius: 14),
                paint: .linear(
                    stops: GradientStop.evenly([RGBA(0.15, 0.35, 0.95, 1), RGBA(0.95, 0.3, 0.55, 1)]),
                    start: Point(0, 0), end: Point(1, 1)))),
        .draw(Draw(shape: Shape(kind: .circle, frame: frame(88, 30, 46, 46)), paint: .solid(RGBA(1, 0.85, 0.2, 1)))),
        .draw(
            Draw(
                shape: Shape(kind: .capsule, frame: frame(26, 70, 70, 18)), operation: .stroke,
                style: StrokeStyle(lineWidth: 3), paint: .solid(.white))),
    ]

    /// The scene `shader_<name><suffix>`: the built-in shader `name` as `kind` with `arguments`.
    static func shaderEntry(
        _ name: String, _ kind: ShaderEffectKind, _ arguments: [ShaderArgument], offset: Double = 0,
        suffix: String = ""
    ) -> Entry {
        // Built-in sources parse (ShaderParserTests reads every one), so the force is safe.
        let program = try! ShaderSourceCache.shared.builtIn(name + ".metal")!
        let entry = try! ShaderEntry(program, function: name, kind: kind)
        var layer = Layer(items: shaderContent)
        layer.shaderEffect = ShaderEffect(
            entry: entry, arguments: arguments, bounds: frame(10, 10, 140, 100),
            maxSampleOffset: Point(offset, offset))
        let scene = Scene(
            canvas: Canvas(width: 160, height: 120, background: dark), layers: [Layer(items: [.layer(layer)])])
        return Entry(name: "shader_\(name)\(suffix)", scene: scene)
    }
}
