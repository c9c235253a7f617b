import HaloCore

extension Glow: TimedEffect {
    /// None: every parameter stands alone.
    public var warnings: [String] { [] }

    /// The glow: it does not change with time.
    public func items(at t: Double) -> [LayerItem] { items() }

    static let entry = EffectLibrary.Entry(
        name: "glow", commandName: "glow",
        summary: "Seed 001: a stroke at half width under two blurred full-width strokes (radius r and r/2)",
        parameters: parameterDefaults,
        make: { c in
            try c.only(["shape", "paint", "lineWidth", "blurRadius", "lineCap"])
            return try Glow(parameters: c)
        },
        defaultSize: (360, 200),
        scene: { w, h in capsuleScene(effect: "glow", width: w, height: h) })

    /// The parameters the glow and the snake share, with their defaults.
    static let parameterDefaults: [(name: String, defaultValue: String)] = [
        ("shape", "a capsule 0.5 x 0.2 of the canvas, centred"), ("paint", "the seed's angular palette"),
        ("lineWidth", "4"), ("blurRadius", "8"), ("lineCap", "round"),
    ]

    /// A glow read from effect parameters (shape, paint, lineWidth, blurRadius, lineCap), checked.
    init(parameters c: KeyedDecodingContainer<FieldKey>) throws {
        self.init(
            shape: try c.value("shape", Shape.self), paint: try c.value("paint", default: Glow.palette),
            lineWidth: try c.get("lineWidth", default: Glow.defaultLineWidth),
            blurRadius: try c.get("blurRadius", default: Glow.defaultBlurRadius),
            lineCap: try c.get("lineCap", default: .round))
        try shape.validate("shape")
        try paint.validate("paint")
        try checkFinite(lineWidth, "lineWidth", min: 0, max: 1e4)
        try checkFinite(blurRadius, "blurRadius", min: 0)
    }

    /// The peers' scene for the glow and the snake: a capsule 0.5 x 0.2 of the canvas, centred, on black.
    static func capsuleScene(effect: String, width w: Double, height h: Double) -> Scene {
        let shape = Shape(kind: .capsule, frame: Rect(x: w * 0.25, y: h * 0.4, width: w * 0.5, height: h * 0.2))
        return Scene(
            canvas: Canvas(width: w, height: h, background: .black),
            layers: [
                Layer(items: [.effect(EffectItem(name: effect, parameters: ["shape": try! JSONValue.from(shape)]))])
            ])
    }
}
