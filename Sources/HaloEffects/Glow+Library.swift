import HaloCore

extension Glow: TimedEffect {
    public var warnings: [String] { [] }

    public func items(at t: Double) -> [LayerItem] { items() }

    static let entry = EffectLibrary.Entry(
        name: "glow", commandName: "glow",
        summary: "Seed 001: a stroke at half width under two blurred full-width strokes (radius r and r/2)",
        parameters: [("shape", "capsule 240 x 72 in the middle"), ("paint", "the seed's angular palette"),
                     ("lineWidth", "4"), ("blurRadius", "8"), ("lineCap", "round")],
        make: { c in
            try c.only(["shape", "paint", "lineWidth", "blurRadius", "lineCap"])
            let g = Glow(shape: try c.get("shape"), paint: try c.get("paint", default: Glow.palette),
                         lineWidth: try c.get("lineWidth", default: 4), blurRadius: try c.get("blurRadius", default: 8),
                         lineCap: try c.get("lineCap", default: .round))
            try g.shape.validate("shape")
            try g.paint.validate("paint")
            try checkFinite(g.lineWidth, "lineWidth", min: 0, max: 1e4)
            try checkFinite(g.blurRadius, "blurRadius", min: 0, max: Layer.maxBlurPixels)
            return g
        },
        defaultSize: (360, 200),
        scene: { w, h in
            let shape = Shape(kind: .capsule, frame: Rect(x: w * 0.25, y: h * 0.4, width: w * 0.5, height: h * 0.2))
            return Scene(canvas: Canvas(width: w, height: h, background: .black),
                         layers: [Layer(items: [.effect(EffectItem(name: "glow", parameters: ["shape": try! JSONValue.from(shape)]))])])
        })
}
