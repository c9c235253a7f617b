import Foundation
import HaloCore

extension IntelligenceGlow: TimedEffect {
    static let parameterNames = [
        "shape", "lineWidths", "blurs", "updateInterval", "animationDurations",
        "palette", "seed", "reduceMotion", "placement", "content",
    ]

    /// Arrays of different lengths: the shortest sets how many layers are drawn.
    public var warnings: [String] {
        let counts = [lineWidths.count, blurs.count, animationDurations.count]
        guard Set(counts).count > 1 else { return [] }
        return [
            "lineWidths, blurs and animationDurations have \(counts[0]), \(counts[1]) and \(counts[2]) entries; "
                + "drawing \(layerCount) layers (the shortest), as the seed does"
        ]
    }

    static let entry = EffectLibrary.Entry(
        name: "intelligenceGlow", commandName: "intelligence-glow",
        summary: "Seed 000: layered blurred angular-gradient strokeBorders whose stops drift every 0.4 s",
        parameters: [
            ("shape", "a capsule 0.6 x 0.25 of the canvas, centred"), ("lineWidths", "[6, 9, 11, 15]"),
            ("blurs", "[0, 4, 12, 15]"),
            ("updateInterval", "0.4"), ("animationDurations", "[0.5, 0.6, 0.8, 1.0]"),
            ("palette", "the seed's 6 colours"), ("seed", "1"), ("reduceMotion", "false"),
            ("placement", "background"), ("content", "none (a paint fills the shape)"),
        ],
        make: { c in try PlacedIntelligenceGlow(c) },
        defaultSize: (360, 200),
        scene: { w, h in
            // The capsule of the peers' scene: 0.6 x 0.25 of the canvas, centred. No content: the
            // seed puts the glow behind the caller's view (text), so the 6-pt inner stroke shows.
            let shape = Shape(kind: .capsule, frame: Rect(x: w * 0.2, y: h * 0.375, width: w * 0.6, height: h * 0.25))
            let item = EffectItem(name: "intelligenceGlow", parameters: ["shape": try! JSONValue.from(shape)])
            return Scene(
                canvas: Canvas(width: w, height: h, background: RGBA(bytes: 10, 10, 14)),
                layers: [Layer(items: [.effect(item)])])
        })
}

/// The intelligence glow placed around content: behind a filled shape (background) or above it.
struct PlacedIntelligenceGlow: TimedEffect {
    var glow: IntelligenceGlow
    var overlay: Bool
    var content: Paint?

    init(_ c: KeyedDecodingContainer<FieldKey>) throws {
        try c.only(IntelligenceGlow.parameterNames)
        glow = IntelligenceGlow(shape: try c.value("shape", Shape.self))
        glow.lineWidths = try c.get("lineWidths", default: glow.lineWidths)
        glow.blurs = try c.get("blurs", default: glow.blurs)
        glow.updateInterval = try c.get("updateInterval", default: glow.updateInterval)
        glow.animationDurations = try c.get("animationDurations", default: glow.animationDurations)
        glow.palette = try c.get("palette", default: glow.palette.map(ColorCoding.init)).map(\.color)
        glow.seed = try c.get("seed", default: glow.seed)
        glow.reduceMotion = try c.get("reduceMotion", default: false)
        let placement: String = try c.get("placement", default: "background")
        guard ["background", "overlay"].contains(placement) else {
            throw SceneError(path: "placement", message: "must be background or overlay, got '\(placement)'")
        }
        overlay = placement == "overlay"
        content = c.has("content") ? try c.value("content", Paint.self) : nil
        try glow.shape.validate("shape")
        try checkFinite(glow.updateInterval, "updateInterval", above: 0)
        try check(
            glow.layerCount > 0, "lineWidths", "lineWidths, blurs and animationDurations need at least one entry each")
        for (i, w) in glow.lineWidths.enumerated() { try checkFinite(w, "lineWidths[\(i)]", min: 0, max: 1e4) }
        for (i, b) in glow.blurs.enumerated() { try checkFinite(b, "blurs[\(i)]", min: 0) }
        for (i, d) in glow.animationDurations.enumerated() {
            try checkFinite(d, "animationDurations[\(i)]", min: 0, max: 3600)
        }
        try check(
            !glow.palette.isEmpty && glow.palette.count <= Paint.maxStops, "palette",
            "needs 1 to \(Paint.maxStops) colours, got \(glow.palette.count)")
        try content?.validate("content")
    }

    var warnings: [String] { glow.warnings }

    func items(at t: Double) -> [LayerItem] {
        let fill = content.map { [LayerItem.draw(Draw(shape: glow.shape, paint: $0))] } ?? []
        let layers = glow.items(at: t)
        return overlay ? fill + layers : layers + fill
    }
}

extension JSONValue {
    /// Any encodable value as JSON.
    static func from<T: Encodable>(_ value: T) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: try JSONEncoder().encode(value))
    }
}
