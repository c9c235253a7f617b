import HaloCore

extension GlowTrim: TimedEffect {
    public var warnings: [String] { [] }

    static let entry = EffectLibrary.Entry(
        name: "glowTrim", commandName: "snake",
        summary: "Seed 001: a glowing trimmed segment running around a shape every 2 s (two copies, the second rotated 180 degrees)",
        parameters: [("shape", "capsule 240 x 72 in the middle"), ("paint", "the seed's angular palette"), ("lineWidth", "4"),
                     ("blurRadius", "8"), ("period", "2"), ("delay", "0.2"), ("variant", "pair (or single)")],
        make: { c in
            try c.only(["shape", "paint", "lineWidth", "blurRadius", "period", "delay", "variant"])
            var g = GlowTrim(shape: try c.get("shape"))
            g.glow.paint = try c.get("paint", default: Glow.palette)
            g.glow.lineWidth = try c.get("lineWidth", default: 4)
            g.glow.blurRadius = try c.get("blurRadius", default: 8)
            g.period = try c.get("period", default: 2)
            g.delay = try c.get("delay", default: 0.2)
            g.variant = try c.get("variant", default: .pair)
            try g.glow.shape.validate("shape")
            try g.glow.paint.validate("paint")
            try checkFinite(g.glow.lineWidth, "lineWidth", min: 0, max: 1e4)
            try checkFinite(g.glow.blurRadius, "blurRadius", min: 0, max: Layer.maxBlurPixels)
            try checkFinite(g.period, "period", above: 0)
            try checkFinite(g.delay, "delay", min: 0, max: 1)
            return g
        },
        defaultSize: (360, 200),
        scene: { w, h in
            // The capsule of the peers' scene: 0.5 x 0.2 of the canvas, centred.
            let shape = Shape(kind: .capsule, frame: Rect(x: w * 0.25, y: h * 0.4, width: w * 0.5, height: h * 0.2))
            return Scene(canvas: Canvas(width: w, height: h, background: .black),
                         layers: [Layer(items: [.effect(EffectItem(name: "glowTrim", parameters: ["shape": try! JSONValue.from(shape)]))])])
        })
}

extension RotatingBorder: TimedEffect {
    public var warnings: [String] { [] }

    static let entry = EffectLibrary.Entry(
        name: "rotatingBorder", commandName: "rotating-border",
        summary: "Seed 002: a black 250 x 150 card whose rainbow border turns once per 3 s; dashed: [10, 5], twice as fast",
        parameters: [("origin", "[0, 0]"), ("dashed", "false"), ("cornerRadius", "20"), ("lineWidth", "3"), ("period", "3"),
                     ("colors", "rainbow (dashed: cyan, blue, purple, cyan)"), ("fill", "black"),
                     ("label", "Animated Border (dashed: Dashed Border); null for none")],
        make: { c in
            try c.only(["origin", "dashed", "cornerRadius", "lineWidth", "period", "colors", "fill", "label"])
            var b = RotatingBorder(origin: try c.get("origin", default: PointCoding(.zero)).point, dashed: try c.get("dashed", default: false))
            b.cornerRadius = try c.get("cornerRadius", default: 20)
            b.lineWidth = try c.get("lineWidth", default: 3)
            b.period = try c.get("period", default: 3)
            b.colors = try c.get("colors", default: b.colors.map(ColorCoding.init)).map(\.color)
            b.fill = try c.get("fill", default: ColorCoding(.black)).color
            if c.has("label") { b.label = try c.decodeIfPresent(String.self, forKey: FieldKey("label")) }
            try checkFinite(b.frame.x, "origin"); try checkFinite(b.frame.y, "origin")
            try checkFinite(b.cornerRadius, "cornerRadius", min: 0)
            try checkFinite(b.lineWidth, "lineWidth", min: 0, max: 1e4)
            try checkFinite(b.period, "period", above: 0)
            try check((1...Paint.maxStops).contains(b.colors.count), "colors", "needs 1 to \(Paint.maxStops) colours, got \(b.colors.count)")
            return b
        },
        defaultSize: (330, 420),
        scene: { w, h in
            // The seed's VStack(spacing: 40) of the two cards, centred.
            let x = (w - 250) / 2, y = (h - 340) / 2
            let solid = EffectItem(name: "rotatingBorder", parameters: ["origin": .array([.number(x), .number(y)])])
            let dashed = EffectItem(name: "rotatingBorder", parameters: ["origin": .array([.number(x), .number(y + 190)]), "dashed": .bool(true)])
            return Scene(canvas: Canvas(width: w, height: h, background: .white),
                         layers: [Layer(items: [.effect(solid), .effect(dashed)])])
        })
}
