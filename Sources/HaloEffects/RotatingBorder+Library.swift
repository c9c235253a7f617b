import HaloCore

extension RotatingBorder: TimedEffect {
    /// None: every parameter stands alone.
    public var warnings: [String] { [] }

    static let entry = EffectLibrary.Entry(
        name: "rotatingBorder", commandName: "rotating-border",
        summary:
            "Seed 002: a black 250 x 150 card whose rainbow border turns once per 3 s; dashed: [10, 5], twice as fast",
        parameters: [
            ("frame", "[0, 0, 250, 150] (the card; any size, the label centred)"),
            ("origin", "[0, 0] (the top-left of a 250 x 150 card; instead of frame)"), ("dashed", "false"),
            ("cornerRadius", "20"), ("lineWidth", "3"), ("period", "3"),
            ("colors", "rainbow (dashed: cyan, blue, purple, cyan)"), ("fill", "black"),
            ("label", "Animated Border (dashed: Dashed Border); null for none"),
        ],
        make: { c in
            try c.only(["frame", "origin", "dashed", "cornerRadius", "lineWidth", "period", "colors", "fill", "label"])
            try check(!(c.has("frame") && c.has("origin")), "origin", "give frame or origin, not both")
            var b = RotatingBorder(
                origin: try c.get("origin", default: PointCoding(.zero)).point,
                dashed: try c.get("dashed", default: false))
            if c.has("frame") {
                let f: [Double] = try c.get("frame")
                try check(f.count == 4, "frame", "expected [x, y, width, height], got \(f.count) numbers")
                for v in f { try checkFinite(v, "frame") }
                b.frame = Rect(x: f[0], y: f[1], width: f[2], height: f[3])
                try b.frame.validate("frame")
            }
            b.cornerRadius = try c.get("cornerRadius", default: 20)
            b.lineWidth = try c.get("lineWidth", default: 3)
            b.period = try c.get("period", default: 3)
            b.colors = try c.get("colors", default: b.colors.map(ColorCoding.init)).map(\.color)
            b.fill = try c.get("fill", default: ColorCoding(.black)).color
            if c.has("label") { b.label = try c.decodeIfPresent(String.self, forKey: FieldKey("label")) }
            try checkFinite(b.frame.x, c.has("frame") ? "frame" : "origin")
            try checkFinite(b.frame.y, c.has("frame") ? "frame" : "origin")
            try checkFinite(b.cornerRadius, "cornerRadius", min: 0)
            try checkFinite(b.lineWidth, "lineWidth", min: 0, max: 1e4)
            try checkFinite(b.period, "period", above: 0)
            try check(
                (1...Paint.maxStops).contains(b.colors.count), "colors",
                "needs 1 to \(Paint.maxStops) colours, got \(b.colors.count)")
            return b
        },
        defaultSize: (330, 420),
        scene: { w, h in
            // The seed's VStack(spacing: 40) of the two cards, centred.
            let x = (w - 250) / 2, y = (h - 340) / 2
            let solid = EffectItem(name: "rotatingBorder", parameters: ["origin": .array([.number(x), .number(y)])])
            let dashed = EffectItem(
                name: "rotatingBorder",
                parameters: ["origin": .array([.number(x), .number(y + 190)]), "dashed": .bool(true)])
            return Scene(
                canvas: Canvas(width: w, height: h, background: .white),
                layers: [Layer(items: [.effect(solid), .effect(dashed)])])
        })
}
