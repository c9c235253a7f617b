import HaloCore
import HaloText

/// Seed 004's TextRenderer effects, drawn from the text's layout (lines, runs, glyphs):
/// - `fade`: line i at opacity max(1 - 0.3 i, 0.3);
/// - `pulse`: every line scaled 1 -> 1.3 (easeInOut 1 s, autoreversing forever) about its
///   centre (width / 2, -(ascent - descent) / 2 from its origin);
/// - `bounce`: glyphs of runs tagged "bounce" moved by +-offset, alternating by glyph index
///   (restarting in each run), offset 0 -> 10 (easeInOut 0.8 s, autoreversing), each blurred
///   by offset / 3 with `blur`;
/// - `floating`: runs tagged "floating" moved up by 0 -> 10 (easeInOut 1 s, autoreversing).
public struct TextEffects: Equatable, Sendable {
    /// The seed's four TextRenderers.
    public enum Renderer: String, Codable, CaseIterable, Sendable { case fade, pulse, bounce, floating }

    /// Which renderer draws the text.
    public var renderer: Renderer
    /// The text, with its runs' tags (`bounce`, `floating`) from Markdown emphasis or `runs`.
    public var text: TextItem
    /// `bounce` only: the seed's "Add Blur" toggle.
    public var blur = false

    /// A text effect of `text` drawn by `renderer`.
    public init(renderer: Renderer, text: TextItem, blur: Bool = false) {
        self.renderer = renderer
        self.text = text
        self.blur = blur
    }

    /// The seed's text, font and colour for a renderer, in a frame.
    public static func seedText(_ r: Renderer, frame: Rect) -> TextItem {
        switch r {
        case .fade:
            return TextItem(
                spans: Emphasis.spans("This is a sample text\nshowing how a renderer\ncan gradually fade out."),
                font: .init(size: 34, weight: "bold"), color: RGBA.named["red"]!, frame: frame,
                alignment: .leading, lineSpacing: 15)
        case .pulse:
            return TextItem(
                spans: Emphasis.spans("Pulsing animation!"), font: .init(size: 34), color: .black, frame: frame)
        case .bounce:
            return TextItem(
                spans: Emphasis.spans("This text is ***bouncing***!", tags: ["bounce"]),
                font: .init(size: 60), color: .black, frame: frame)
        case .floating:
            return TextItem(
                spans: [
                    .init(text: "This word is "), .init(text: "floating", tags: ["floating"]),
                    .init(text: " in the sentence."),
                ],
                font: .init(size: 28), color: .black, frame: frame)
        }
    }

    /// The animated amount at time t: pulse scale, bounce offset or floating offset.
    public func amount(at t: Double) -> Double {
        switch renderer {
        case .fade: return 0
        case .pulse: return Animation.easeInOut(1).repeatForever(autoreverses: true).value(from: 1.0, to: 1.3, at: t)
        case .bounce:
            return Animation.easeInOut(0.8).repeatForever(autoreverses: true).value(from: 0.0, to: 10.0, at: t)
        case .floating:
            return Animation.easeInOut(1).repeatForever(autoreverses: true).value(from: 0.0, to: -10.0, at: t)
        }
    }

    /// The draws of a laid-out text at time t, as the seed's renderers move, fade and blur its
    /// lines, runs and glyphs (their own code, on a `TextPen`).
    public func items(layout: TextLayout, at t: Double) -> [LayerItem] {
        let v = amount(at: t)
        var out: [LayerItem] = []
        let context = TextPen()
        for (index, line) in layout.lines.enumerated() {
            switch renderer {
            case .fade:
                var copy = context
                copy.opacity = max(1.0 - Double(index) * 0.3, 0.3)
                for run in line.runs { out += copy.items(run.glyphs, of: run, in: layout) }
            case .pulse:
                // Scaled about the line's centre: its origin plus the seed's offsets.
                let bounds = line.typographicBounds
                let centerX = bounds.origin.x + bounds.width / 2
                let centerY = bounds.origin.y - (bounds.ascent - bounds.descent) / 2
                var copy = context
                copy.translateBy(x: centerX, y: centerY)
                copy.scaleBy(v)
                copy.translateBy(x: -centerX, y: -centerY)
                for run in line.runs { out += copy.items(run.glyphs, of: run, in: layout) }
            case .bounce:
                for run in line.runs {
                    for (i, glyph) in run.glyphs.enumerated() {
                        guard run.tags.contains("bounce") else {
                            out += context.items([glyph], of: run, in: layout)
                            continue
                        }
                        var copy = context
                        copy.translateBy(x: 0, y: (i.isMultiple(of: 2) ? 1.0 : -1.0) * v)
                        if blur { copy.blurs.append(v / 3) }
                        out += copy.items([glyph], of: run, in: layout)
                    }
                }
            case .floating:
                for run in line.runs {
                    guard run.tags.contains("floating") else {
                        out += context.items(run.glyphs, of: run, in: layout)
                        continue
                    }
                    var copy = context
                    copy.translateBy(x: 0, y: v)
                    out += copy.items(run.glyphs, of: run, in: layout)
                }
            }
        }
        return out
    }
}

/// The effect with its layout done once (layout does not change with time).
struct LaidOutTextEffect: TimedEffect {
    let effect: TextEffects
    let layout: TextLayout
    /// A character no installed font has.
    var warnings: [String] {
        layout.missingFontWarning.flatMap { TextWarnings.first($0) ? ["text: \($0)"] : nil } ?? []
    }
    func items(at t: Double) -> [LayerItem] { effect.items(layout: layout, at: t) }
}

extension TextEffects {
    static let entry = EffectLibrary.Entry(
        name: "textEffects", commandName: "text",
        summary:
            "Seed 004: TextRenderer effects: fade by line, pulse by line, bounce by glyph (optionally blurred), "
            + "floating marked runs",
        parameters: [
            ("renderer", "bounce (fade, pulse, bounce, floating)"),
            ("text", "the seed's text for the renderer (Markdown emphasis; tags via runs)"),
            ("runs", "explicit runs with tags, instead of text"), ("font", "the seed's font"),
            ("color", "the seed's colour"),
            ("frame", "required in scene files; the whole canvas in the default scene"),
            ("alignment", "center (fade: leading)"), ("lineSpacing", "0 (fade: 15)"),
            ("tags", "tags for the whole text (bounce: [\"bounce\"])"), ("blur", "false"),
        ],
        make: { c in
            try c.only([
                "renderer", "text", "runs", "font", "color", "frame", "alignment", "lineSpacing", "tags", "blur",
            ])
            let r: Renderer = try c.get("renderer", default: .bounce)
            let f: [Double] = try c.get("frame")
            try check(f.count == 4, "frame", "expected [x, y, width, height], got \(f.count) numbers")
            let frame = Rect(x: f[0], y: f[1], width: f[2], height: f[3])
            var text = seedText(r, frame: frame)
            let tags: [String]? = try c.decodeIfPresent([String].self, forKey: FieldKey("tags"))
            if c.has("runs") {
                text.spans = try SceneNode(try c.get("runs", JSONValue.self), path: "runs").elements().map(
                    TextItem.Span.read)
            } else if c.has("text") {
                text.spans = Emphasis.spans(try c.get("text"), tags: tags ?? (r == .bounce ? ["bounce"] : []))
            }
            if let tags, c.has("runs") {
                text.spans = text.spans.map {
                    var s = $0
                    s.tags += tags
                    return s
                }
            }
            text.font = try c.value("font", default: text.font)
            text.color = try c.get("color", default: ColorCoding(text.color)).color
            text.alignment = try c.get("alignment", default: text.alignment)
            text.lineSpacing = try c.get("lineSpacing", default: text.lineSpacing)
            let effect = TextEffects(renderer: r, text: text, blur: try c.get("blur", default: false))
            try check(!text.string.isEmpty, "text", "is empty: there is nothing to draw")
            try check(
                text.string.count <= TextItem.maxLength, "text",
                "at most \(TextItem.maxLength) characters, got \(text.string.count)")
            try checkFinite(text.font.size, "font.size", above: 0, max: 2000)
            do {
                return LaidOutTextEffect(effect: effect, layout: try TextLayoutEngine.layout(text))
            } catch let e as FontFace.FontError {
                throw SceneError(path: "font", message: e.description)
            }
        },
        defaultSize: (900, 200),
        scene: { w, h in
            Scene(
                canvas: Canvas(width: w, height: h, background: .white),
                layers: [
                    Layer(items: [
                        .effect(
                            EffectItem(
                                name: "textEffects",
                                parameters: [
                                    "renderer": .string("bounce"), "frame": .array([0, 0, w, h].map(JSONValue.number)),
                                ]))
                    ])
                ])
        })
}
