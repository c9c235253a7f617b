import Foundation

// How each scene type reads itself from a document (docs/scene-format.md), once: every field
// that may change with time as a `Varying`, combined into the type's own value of time.

/// An enumeration written as one of its names.
public protocol SceneKeyword: SceneValue, RawRepresentable, CaseIterable where RawValue == String {
    /// What the keyword names, in messages ("operation", "line cap").
    static var keywordName: String { get }
}

extension SceneKeyword {
    /// One of the names.
    public static func parts(_ node: SceneNode) throws -> Varying<Self> {
        let name = try node.string()
        guard let value = Self(rawValue: name) else {
            let names = allCases.map(\.rawValue)
            let list = names.count == 3 ? "\(names[0]), \(names[1]) or \(names[2])" : names.joined(separator: ", ")
            throw node.error("unknown \(keywordName) '\(name)' (expected \(list))")
        }
        return .constant(value)
    }
}

extension Operation: SceneKeyword {
    /// "operation".
    public static var keywordName: String { "operation" }
}
extension LineCap: SceneKeyword {
    /// "line cap".
    public static var keywordName: String { "line cap" }
}
extension LineJoin: SceneKeyword {
    /// "line join".
    public static var keywordName: String { "line join" }
}
extension CornerStyle: SceneKeyword {
    /// "corner style".
    public static var keywordName: String { "corner style" }
}
extension HarmonicPaint.Palette: SceneKeyword {
    /// "palette".
    public static var keywordName: String { "palette" }
}
extension TextItem.Alignment: SceneKeyword {
    /// "alignment".
    public static var keywordName: String { "alignment" }
}

extension TextItem.Direction: SceneKeyword {
    /// "layout direction".
    public static var keywordName: String { "layout direction" }
}

extension Scene: SceneValue {
    /// `{"canvas": ..., "layers": [...]}`.
    public static func parts(_ node: SceneNode) throws -> Varying<Scene> {
        let c = try node.fields(["canvas", "layers"])
        let canvas = try c.varying("canvas", Canvas.self), layers = try c.varying("layers", [Layer].self)
        let reach: VaryingReach = canvas.isConstant && layers.changesOnlyDrawOpacities ? .drawOpacities : .anything
        return try .combining([canvas, layers], reach: reach) { t in
            Scene(canvas: try canvas.value(at: t), layers: try layers.value(at: t))
        }
    }
}

extension Canvas: SceneValue {
    /// `{"width", "height", "scale", "background"}`.
    public static func parts(_ node: SceneNode) throws -> Varying<Canvas> {
        let c = try node.fields(["width", "height", "scale", "background"])
        let w = try c.varying("width", Double.self), h = try c.varying("height", Double.self)
        let scale = try c.varying("scale", default: 1.0), background = try c.varying("background", default: RGBA.clear)
        return try .combining([w, h, scale, background]) { t in
            Canvas(
                width: try w.value(at: t), height: try h.value(at: t), scale: try scale.value(at: t),
                background: try background.value(at: t))
        }
    }
}

extension Layer: SceneValue {
    /// `{"items": [...], "opacity", "blur", "clip", "transform", "shadow", "blendMode", "mask",
    /// "projection", "colorMatrix", "group", "colorEffect" | "distortionEffect" | "layerEffect"}` (`draws`,
    /// the list's earlier name, still read; never both; `mask` a layer; `colorMatrix` 20
    /// numbers, row by row, which may be animated; a shader effect, `ShaderEffect.parts`).
    public static func parts(_ node: SceneNode) throws -> Varying<Layer> {
        let c = try node.fields([
            "items", "draws", "opacity", "blur", "clip", "transform", "shadow", "blendMode", "mask", "projection",
            "colorMatrix", "group", "colorEffect", "distortionEffect", "layerEffect",
        ])
        let blendMode = try c.constant("blendMode", default: BlendMode.normal)
        let isGroup = try c.constant("group", default: false)
        let mask = try c.optionalNode("mask").map(Layer.varying)
        if c.has("items") && c.has("draws") {
            throw SceneError(
                path: node.path("draws"),
                message: "a layer has both items and draws: two spellings of one list, give one")
        }
        let items = try c.varying(c.has("draws") ? "draws" : "items", [LayerItem].self)
        let opacity = try c.fraction("opacity", default: 1), blur = try c.varying("blur", default: 0.0)
        let clip = try c.optionalNode("clip").map(Shape.varying)
        let transform = try c.varying("transform", default: DrawTransform())
        let shadow = try c.optionalNode("shadow").map(Shadow.varying)
        let projection = try c.optionalNode("projection").map(Projection.varying)
        let matrix = try c.optionalNode("colorMatrix").map([Double].varying)
        let effects = try ShaderEffectKind.allCases.compactMap { kind in
            try c.optionalNode(kind.rawValue).map { try ShaderEffect.parts($0, kind: kind) }
        }
        guard effects.count <= 1 else {
            throw node.error("a layer has one shader effect at most (nest layers for more)")
        }
        let effect = effects.first
        // Every part but the items.
        let others: [any VaryingPart] =
            [opacity, blur, transform] + (clip.map { [$0] } ?? []) + (mask.map { [$0] } ?? [])
            + (projection.map { [$0] } ?? []) + (matrix.map { [$0] } ?? []) + (effect.map { [$0] } ?? [])
            + (shadow.map { [$0] } ?? [])
        // Only the items' draws' opacities changing (a grid of fading cards): so do the layer's.
        let reach: VaryingReach =
            items.changesOnlyDrawOpacities && others.allSatisfy(\.isConstant) ? .drawOpacities : .anything
        return try .combining([items] + others, reach: reach) { t in
            var layer = Layer(
                items: try items.value(at: t), opacity: try opacity.value(at: t), blur: try blur.value(at: t),
                clip: try clip?.value(at: t), transform: try transform.value(at: t), shadow: try shadow?.value(at: t))
            layer.blendMode = blendMode
            layer.isGroup = isGroup
            layer.mask = try mask?.value(at: t)
            layer.projection = try projection?.value(at: t)
            layer.colorMatrix = try matrix.map { ColorMatrix(try $0.value(at: t)) }
            layer.shaderEffect = try effect?.value(at: t)
            return layer
        }
    }
}

extension Shadow: SceneValue {
    /// `{"color" (default black at 0.33), "radius", "x", "y"}`.
    public static func parts(_ node: SceneNode) throws -> Varying<Shadow> {
        let c = try node.fields(["color", "radius", "x", "y"])
        let color = try c.varying("color", default: Shadow.defaultColor), radius = try c.varying("radius", Double.self)
        let x = try c.varying("x", default: 0.0), y = try c.varying("y", default: 0.0)
        return try .combining([color, radius, x, y]) { t in
            Shadow(
                color: try color.value(at: t), radius: try radius.value(at: t), x: try x.value(at: t),
                y: try y.value(at: t))
        }
    }

    /// Every part blended.
    public func interpolated(to o: Shadow, _ f: Double) -> Shadow {
        Shadow(
            color: color.interpolated(to: o.color, f), radius: radius.interpolated(to: o.radius, f),
            x: x.interpolated(to: o.x, f), y: y.interpolated(to: o.y, f))
    }

    /// The colour kept to 0...1 and the radius to 0 and above.
    public func clamped() -> Shadow { Shadow(color: color.clamped(), radius: max(0, radius), x: x, y: y) }
}

extension LayerItem: SceneValue {
    /// A draw, `{"layer": {...}}`, `{"effect": "name", ...parameters}` or a text item.
    public static func parts(_ node: SceneNode) throws -> Varying<LayerItem> {
        guard case .object(let o) = node.value else { throw node.expected("an object") }
        if o["layer"] != nil {
            return try node.fields(["layer"]).varying("layer", Layer.self).wrapped { .layer($0) }
        }
        if o["effect"] != nil {
            // Before text: an effect's parameters may be called text or runs (textEffects).
            let name = try SceneNode(o["effect"]!, path: node.path("effect")).string()
            var parameters = o
            parameters["effect"] = nil
            for (key, value) in parameters.sorted(by: { $0.key < $1.key }) where value.containsAnimation {
                throw SceneError(
                    path: node.path(key),
                    message: "an effect's parameters cannot be animated (the effect is a function of time itself)")
            }
            return .constant(.effect(EffectItem(name: name, parameters: parameters)))
        }
        if o["text"] != nil || o["runs"] != nil { return try TextItem.varying(node).map { .text($0) } }
        if o["image"] != nil { return try Draw.image(node).map { .draw($0) } }
        if let whole = try Draw.animation(node) { return whole.wrapped { .draw($0) } }
        switch try Draw.reading(node) {
        case .fading(let still, let opacity):
            // Made into its item in the same step (no draw handed from one closure to another).
            return .changing(.drawOpacities) { t in
                var d = still
                d.opacity = try opacity(t)
                return .draw(d)
            }
        case .changing(let draw):
            return draw.wrapped { .draw($0) }
        }
    }
}

extension JSONValue {
    /// Whether an animated value (`from`/`to` or `keyframes`) is written anywhere inside.
    var containsAnimation: Bool {
        switch self {
        case .object(let o): return AnimationSpec.isAnimated(o) || o.values.contains { $0.containsAnimation }
        case .array(let a): return a.contains { $0.containsAnimation }
        default: return false
        }
    }
}

extension Shape: SceneValue {
    /// `{"type", "frame", "cornerRadius", "style"}`, or a path's `{"type": "path", "contours",
    /// "frame", "glyph"}` (`glyph`: the glyph the constant contours are, `GlyphPlacement`).
    public static func parts(_ node: SceneNode) throws -> Varying<Shape> {
        let c = try node.fields(["type", "frame", "cornerRadius", "style", "contours", "glyph"])
        let typeNode = try c.node("type")
        let name = try typeNode.string()
        guard let kind = ShapeKind(rawValue: name) else {
            throw typeNode.error(
                "unknown shape kind '\(name)' (expected one of "
                    + "\(ShapeKind.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        if kind == .path {
            let contours = try c.varying("contours", [Contour].self)
            let frame = try c.optionalNode("frame").map(Rect.varying)
            let glyph = try c.optionalNode("glyph").map(GlyphPlacement.read)
            if glyph != nil, !contours.isConstant || frame?.isConstant == false {
                throw try c.node("glyph").error("a glyph's contours and frame cannot be animated")
            }
            return try .combining([contours] + (frame.map { [$0] } ?? [])) { t in
                Shape(contours: try contours.value(at: t), frame: try frame?.value(at: t), glyph: glyph)
            }
        }
        let frame = try c.varying("frame", Rect.self)
        let style = try c.constant("style", default: CornerStyle.continuous)
        let radius = try c.varying("cornerRadius", default: 0.0)
        return try .combining([frame, radius]) { t in
            Shape(kind: kind, frame: try frame.value(at: t), cornerRadius: try radius.value(at: t), style: style)
        }
    }

    /// Frame and corner radius blended between shapes of one kind; anything else switches.
    public func interpolated(to o: Shape, _ f: Double) -> Shape {
        guard kind == o.kind, kind != .path, style == o.style else { return f < 1 ? self : o }
        return Shape(
            kind: kind, frame: frame.interpolated(to: o.frame, f),
            cornerRadius: cornerRadius.interpolated(to: o.cornerRadius, f), style: style)
    }
}

extension Contour: SceneValue {
    /// `{"start": [x, y], "elements": [["L", x, y], ["C", x1, y1, x2, y2, x, y],
    /// ["A", cx, cy, rx, ry, startRadians, endRadians]], "closed": true}`.
    public static func parts(_ node: SceneNode) throws -> Varying<Contour> {
        let c = try node.fields(["start", "elements", "closed"])
        let start = try c.varying("start", Point.self), closed = try c.constant("closed", default: true)
        let elementsNode = c.optionalNode("elements")
        var elements: [(String, [Varying<Double>])] = []
        for (i, e) in try (elementsNode?.elements() ?? []).enumerated() {
            let parts = (try? e.elements()) ?? []
            let numbers = parts.dropFirst().compactMap { try? Double.varying($0) }
            guard case .string(let op)? = parts.first?.value, numbers.count == parts.count - 1 else {
                throw elementsNode!.error("element \(i): expected [\"L\"|\"C\"|\"A\", numbers...]")
            }
            guard ["L": 2, "C": 6, "A": 6][op] == numbers.count else {
                throw elementsNode!.error(
                    "element \(i): \(op) with \(numbers.count) numbers (L takes 2, C 6, A 6)")
            }
            elements.append((op, numbers))
        }
        let parts: [any VaryingPart] = [start] + elements.flatMap(\.1)
        let written = elements
        return try .combining(parts) { t in
            var out = Contour(start: try start.value(at: t), closed: closed)
            for (op, numbers) in written {
                let n = try numbers.values(at: t)
                switch op {
                case "L": out.elements.append(.line(Point(n[0], n[1])))
                case "C": out.elements.append(.cubic(Point(n[0], n[1]), Point(n[2], n[3]), Point(n[4], n[5])))
                default:
                    out.elements.append(.arc(center: Point(n[0], n[1]), rx: n[2], ry: n[3], start: n[4], end: n[5]))
                }
            }
            return out
        }
    }
}

extension StrokeStyle: SceneValue {
    /// `{"lineWidth", "lineCap", "lineJoin", "miterLimit", "dash", "dashPhase"}`.
    public static func parts(_ node: SceneNode) throws -> Varying<StrokeStyle> {
        let c = try node.fields(["lineWidth", "lineCap", "lineJoin", "miterLimit", "dash", "dashPhase"])
        let d = StrokeStyle()
        let width = try c.varying("lineWidth", default: d.lineWidth)
        let cap = try c.constant("lineCap", default: d.lineCap), join = try c.constant("lineJoin", default: d.lineJoin)
        let miter = try c.varying("miterLimit", default: d.miterLimit)
        let dash = try c.varying("dash", default: d.dash), phase = try c.varying("dashPhase", default: d.dashPhase)
        return try .combining([width, miter, dash, phase]) { t in
            StrokeStyle(
                lineWidth: try width.value(at: t), lineCap: cap, lineJoin: join, miterLimit: try miter.value(at: t),
                dash: try dash.value(at: t), dashPhase: try phase.value(at: t))
        }
    }

    /// Widths, miter limit, dashes (of one length) and phase blended; caps and joins switch.
    public func interpolated(to o: StrokeStyle, _ f: Double) -> StrokeStyle {
        var s = f < 1 ? self : o
        s.lineWidth = lineWidth.interpolated(to: o.lineWidth, f)
        s.miterLimit = miterLimit.interpolated(to: o.miterLimit, f)
        s.dash = dash.interpolated(to: o.dash, f)
        s.dashPhase = dashPhase.interpolated(to: o.dashPhase, f)
        return s
    }
}

extension DrawTransform: SceneValue {
    /// `{"translate": [x, y], "rotate": degrees, "scale": s or [sx, sy], "anchor": [x, y]}`.
    public static func parts(_ node: SceneNode) throws -> Varying<DrawTransform> {
        let c = try node.fields(["translate", "rotate", "scale", "anchor"])
        let translate = try c.varying("translate", default: Point.zero), rotate = try c.varying("rotate", default: 0.0)
        let anchor = try c.varying("anchor", default: Point(0.5, 0.5))
        // A number scales both ways; [sx, sy] each its own (SwiftUI's scaleEffect(x:y:)).
        var scaling: Varying<[Double]> = .constant([1])
        if let n = c.optionalNode("scale") {
            // A number, or [x, y]; either may be animated (`from`/`to` numbers or pairs).
            if let uniform = try? Double.varying(n) {
                scaling = uniform.map { [$0] }
            } else {
                scaling = try [Double].varying(n)
                if let fixed = scaling.constantValue, fixed.count != 2 {
                    throw n.error("expected a number or [x, y], got \(fixed.count) numbers")
                }
            }
        }
        let scalePath = node.path("scale"), scales = scaling
        return try .combining([translate, rotate, scales, anchor]) { t in
            let s = try scales.value(at: t)
            guard s.count == 1 || s.count == 2 else {
                throw SceneError(path: scalePath, message: "expected a number or [x, y], got \(s.count) numbers")
            }
            return DrawTransform(
                translate: try translate.value(at: t), rotate: try rotate.value(at: t), scale: s[0],
                scaleY: s.count > 1 ? s[1] : nil, anchor: try anchor.value(at: t))
        }
    }

    /// Every part blended (a uniform scale blends with a non-uniform one as [s, s]).
    public func interpolated(to o: DrawTransform, _ f: Double) -> DrawTransform {
        DrawTransform(
            translate: translate.interpolated(to: o.translate, f), rotate: rotate.interpolated(to: o.rotate, f),
            scale: scale.interpolated(to: o.scale, f),
            scaleY: scaleY == nil && o.scaleY == nil ? nil : verticalScale.interpolated(to: o.verticalScale, f),
            anchor: anchor.interpolated(to: o.anchor, f))
    }
}

extension Draw: SceneValue {
    /// `{"shape", "operation", "style", "paint", "transform", "opacity", "trim": [from, to]}`.
    public static func parts(_ node: SceneNode) throws -> Varying<Draw> {
        switch try reading(node) {
        case .fading(let still, let opacity):
            return .changing(.drawOpacities) { t in
                var d = still
                d.opacity = try opacity(t)
                return d
            }
        case .changing(let draw):
            return draw
        }
    }

    /// A draw as a document gives it: made once with only its opacity animated (a fade), or its parts.
    enum Reading {
        case fading(Draw, opacity: @Sendable (Double) throws -> Double)
        case changing(Varying<Draw>)
    }

    /// The draw at `node` (`parts(_:)`), a fade kept apart so a layer's item can be made from it in one step.
    static func reading(_ node: SceneNode) throws -> Reading {
        let c = try node.fields(["shape", "operation", "style", "paint", "transform", "opacity", "trim"])
        let shape = try c.varying("shape", Shape.self)
        let operation = try c.constant("operation", default: Operation.fill)
        let style = try c.varying("style", default: StrokeStyle()), paint = try c.varying("paint", Paint.self)
        let transform = try c.varying("transform", default: DrawTransform())
        let opacity = try c.fraction("opacity", default: 1)
        let trim: Varying<[Double]> =
            try c.optionalNode("trim").map { n in
                let parts = try n.elements()
                guard parts.count == 2 else { throw n.error("expected [from, to], got \(parts.count) numbers") }
                return try [Double].varying(n)
            } ?? .constant([0, 1])
        let path = node.path
        if let shape = shape.constantValue, let style = style.constantValue, let paint = paint.constantValue,
            let transform = transform.constantValue, let ends = trim.constantValue, case .changing(let f) = opacity.form
        {
            // Only the opacity changes (a fade): the rest made once (and checked with the
            // document at t = 0, as below).
            let still = Draw(
                shape: shape, operation: operation, style: style, paint: paint, transform: transform, opacity: 1,
                trimFrom: ends[0], trimTo: ends[1])
            return .fading(still, opacity: f)
        }
        let draw: Varying<Draw> = try .combining([shape, style, paint, transform, opacity, trim]) { t in
            let ends = try trim.value(at: t)
            return Draw(
                shape: try shape.value(at: t), operation: operation, style: try style.value(at: t),
                paint: try paint.value(at: t), transform: try transform.value(at: t), opacity: try opacity.value(at: t),
                trimFrom: ends[0], trimTo: ends[1])
        }
        // A changing draw checks itself at every time (`Scene.validateLayers`), unless only
        // its opacity changes: an animated fraction is kept finite and within 0...1 already.
        let checked = ([shape, style, paint, transform, trim] as [any VaryingPart]).contains { !$0.isConstant }
        return .changing(
            !checked
                ? draw
                : try draw.map { d in
                    try d.validate(path: path)
                    return d
                })
    }
}

extension GradientStop: SceneValue {
    /// `{"color": ..., "location": ...}`.
    public static func parts(_ node: SceneNode) throws -> Varying<GradientStop> {
        let c = try node.fields(["color", "location"])
        let color = try c.varying("color", RGBA.self), location = try Double.fraction(try c.node("location"))
        return try .combining([color, location]) { t in
            GradientStop(color: try color.value(at: t), location: try location.value(at: t))
        }
    }

    /// Colour and location kept to 0...1.
    public func clamped() -> GradientStop {
        GradientStop(color: color.clamped(), location: min(max(location, 0), 1))
    }
}

extension HarmonicPaint: Interpolatable {
    /// The shader's numbers blended; the palette switches.
    public func interpolated(to o: HarmonicPaint, _ f: Double) -> HarmonicPaint {
        HarmonicPaint(
            waves: waves.interpolated(to: o.waves, f), time: time.interpolated(to: o.time, f),
            amplitude: amplitude.interpolated(to: o.amplitude, f), press: press.interpolated(to: o.press, f),
            palette: f < 1 ? palette : o.palette)
    }
}

extension Paint: SceneValue {
    /// A colour, or `{"type": "color" | "linearGradient" | "angularGradient" | "radialGradient" |
    /// "ellipticalGradient" | "harmonic", ...}`.
    public static func parts(_ node: SceneNode) throws -> Varying<Paint> {
        switch node.value {
        case .string, .array: return try RGBA.varying(node).map { .solid($0) }
        default: break
        }
        let c = try node.fields([
            "type", "color", "colors", "stops", "startPoint", "endPoint",
            "center", "angle", "startAngle", "endAngle", "startRadius", "endRadius", "startRadiusFraction",
            "endRadiusFraction",
            "waves", "time", "amplitude", "press", "palette", "image", "interpolation", "tint",
            "width", "height", "points", "bezierPoints", "background", "smoothsColors",
        ])
        let typeNode = try c.node("type")
        func stops() throws -> Varying<[GradientStop]> {
            if c.has("stops") && c.has("colors") {
                throw SceneError(path: node.path("stops"), message: "give either stops or colors, not both")
            }
            if c.has("stops") { return try c.varying("stops", [GradientStop].self) }
            return try c.varying("colors", [RGBA].self).map { GradientStop.evenly($0) }
        }
        // A radial or elliptical gradient: stops, centre (default the middle), two named radii (the
        // start 0 by default; the end required without a default).
        func radial(
            _ names: (String, String), endDefault: Double?,
            _ make: @escaping @Sendable ([GradientStop], Point, Double, Double) -> Paint
        ) throws -> Varying<Paint> {
            let s = try stops(), center = try c.varying("center", default: Point(0.5, 0.5))
            let r0 = try c.varying(names.0, default: 0.0)
            let r1 = try endDefault.map { try c.varying(names.1, default: $0) } ?? c.varying(names.1, Double.self)
            return try .combining([s, center, r0, r1]) { t in
                make(try s.value(at: t), try center.value(at: t), try r0.value(at: t), try r1.value(at: t))
            }
        }
        switch try typeNode.string() {
        case "color":
            return try c.varying("color", RGBA.self).map { .solid($0) }
        case "linearGradient":
            let s = try stops(), start = try c.varying("startPoint", default: Point(0.5, 0))
            let end = try c.varying("endPoint", default: Point(0.5, 1))
            return try .combining([s, start, end]) { t in
                .linear(stops: try s.value(at: t), start: try start.value(at: t), end: try end.value(at: t))
            }
        case "harmonic":
            let d = HarmonicPaint()
            let waves = try c.varying("waves", default: d.waves), time = try c.varying("time", default: d.time)
            let amplitude = try c.varying("amplitude", default: d.amplitude)
            let press = try c.varying("press", default: d.press),
                palette = try c.constant("palette", default: d.palette)
            return try .combining([waves, time, amplitude, press]) { t in
                .harmonic(
                    HarmonicPaint(
                        waves: try waves.value(at: t), time: try time.value(at: t),
                        amplitude: try amplitude.value(at: t), press: try press.value(at: t), palette: palette))
            }
        case "angularGradient":
            let center = try c.varying("center", default: Point(0.5, 0.5))
            if c.has("angle") && (c.has("startAngle") || c.has("endAngle")) {
                throw SceneError(
                    path: node.path("angle"), message: "give either angle or startAngle/endAngle, not both")
            }
            let s = try stops()
            let start = try c.varying(c.has("angle") ? "angle" : "startAngle", default: 0.0)
            // `angle`: a full turn from it; an absent endAngle likewise.
            let end = c.has("angle") ? nil : try c.optionalNode("endAngle").map(Double.varying)
            return try .combining([s, center, start] + (end.map { [$0] } ?? [])) { t in
                let a = try start.value(at: t)
                return .angular(
                    stops: try s.value(at: t), center: try center.value(at: t), startAngle: a,
                    endAngle: try end?.value(at: t) ?? a + 360)
            }
        case "radialGradient":
            return try radial(("startRadius", "endRadius"), endDefault: nil) {
                .radial(stops: $0, center: $1, startRadius: $2, endRadius: $3)
            }
        case "ellipticalGradient":
            return try radial(("startRadiusFraction", "endRadiusFraction"), endDefault: 0.5) {
                .elliptical(stops: $0, center: $1, startRadiusFraction: $2, endRadiusFraction: $3)
            }
        case "image":
            return try ImagePaint.parts(c, node)
        case "meshGradient":
            return try MeshPaint.parts(c, node)
        case let type:
            throw typeNode.error(
                "unknown paint type '\(type)' (expected color, linearGradient, angularGradient, radialGradient, "
                    + "ellipticalGradient, meshGradient, image or harmonic)")
        }
    }

    /// Paints of one kind blended part by part (stops of one count, points, angles, the
    /// shader's numbers); paints of different kinds switch at the end.
    public func interpolated(to o: Paint, _ f: Double) -> Paint {
        switch (self, o) {
        case let (.solid(a), .solid(b)): return .solid(a.interpolated(to: b, f))
        case let (.linear(s1, a1, b1), .linear(s2, a2, b2)):
            return .linear(
                stops: s1.interpolated(to: s2, f), start: a1.interpolated(to: a2, f), end: b1.interpolated(to: b2, f))
        case let (.angular(s1, c1, a1, e1), .angular(s2, c2, a2, e2)):
            return .angular(
                stops: s1.interpolated(to: s2, f), center: c1.interpolated(to: c2, f),
                startAngle: a1.interpolated(to: a2, f), endAngle: e1.interpolated(to: e2, f))
        case let (.radial(s1, c1, a1, b1), .radial(s2, c2, a2, b2)):
            return .radial(
                stops: s1.interpolated(to: s2, f), center: c1.interpolated(to: c2, f),
                startRadius: a1.interpolated(to: a2, f), endRadius: b1.interpolated(to: b2, f))
        case let (.elliptical(s1, c1, a1, b1), .elliptical(s2, c2, a2, b2)):
            return .elliptical(
                stops: s1.interpolated(to: s2, f), center: c1.interpolated(to: c2, f),
                startRadiusFraction: a1.interpolated(to: a2, f), endRadiusFraction: b1.interpolated(to: b2, f))
        case let (.harmonic(a), .harmonic(b)): return .harmonic(a.interpolated(to: b, f))
        case let (.mesh(a), .mesh(b)): return .mesh(a.interpolated(to: b, f))
        default: return f < 1 ? self : o
        }
    }

    /// Colours and stop locations kept to 0...1, radii to 0 and above.
    public func clamped() -> Paint {
        switch self {
        case .solid(let c): return .solid(c.clamped())
        case .harmonic: return self
        case .mesh(var m):
            m.colors = m.colors.map { $0.clamped() }
            m.background = m.background.clamped()
            return .mesh(m)
        case let .radial(s, c, r0, r1):
            // A spring may carry a radius past 0; SwiftUI draws no negative radius.
            return .radial(stops: s.clamped(), center: c, startRadius: max(0, r0), endRadius: max(0, r1))
        case let .elliptical(s, c, r0, r1):
            return .elliptical(
                stops: s.clamped(), center: c, startRadiusFraction: max(0, r0), endRadiusFraction: max(0, r1))
        default: return replacingStops(gradientStops?.clamped() ?? [])
        }
    }
}

extension TextItem: SceneValue {
    /// `"text"` (with the seed's Markdown emphasis) or `"runs"` (explicit spans), with font,
    /// colour, frame, alignment, line spacing, tags and ranges; the colour, frame and line
    /// spacing may be animated.
    public static func parts(_ node: SceneNode) throws -> Varying<TextItem> {
        let c = try node.fields([
            "text", "runs", "font", "color", "frame", "alignment", "lineSpacing", "tags", "markdown", "ranges",
            "tracking", "lineLimit", "layoutDirection",
        ])
        let tags = try c.constant("tags", default: [String]())
        var spans: [Span]
        if c.has("runs") {
            if c.has("text") {
                throw SceneError(path: node.path("runs"), message: "give either text or runs, not both")
            }
            spans = try c.node("runs").elements().map(Span.read)
        } else {
            let text = try c.constant("text", String.self)
            spans = try c.constant("markdown", default: true) ? Emphasis.spans(text) : [Span(text: text)]
        }
        spans = spans.map {
            var s = $0
            s.tags += tags
            return s
        }
        if let ranges = c.optionalNode("ranges") {
            for r in try ranges.elements() {
                let (start, end, attributes) = try Span.readRange(r)
                let length = spans.reduce(0) { $0 + $1.text.count }
                guard start >= 0, start < end, end <= length else {
                    throw ranges.error(
                        "range [\(start), \(end)] is outside the text's \(length) characters (or empty)")
                }
                spans = TextItem.applying(attributes, from: start, to: end, to: spans)
            }
        }
        let font = try c.optionalNode("font").map(FontSpec.read) ?? FontSpec()
        let alignment = try c.constant("alignment", default: Alignment.center)
        let color = try c.varying("color", default: RGBA.black), frame = try c.varying("frame", Rect.self)
        let spacing = try c.varying("lineSpacing", default: 0.0)
        let tracking = try c.varying("tracking", default: 0.0)
        let lineLimit = try c.constant("lineLimit", default: 0.0)
        let direction = try c.optionalNode("layoutDirection").map { try $0.constant(Direction.self) }
        guard lineLimit == lineLimit.rounded(), lineLimit >= 0, lineLimit <= 100_000 else {
            throw SceneError(
                path: node.path("lineLimit"), message: "a whole number of lines, 1 or more, got \(lineLimit)")
        }
        let finalSpans = spans, path = node.path
        let text: Varying<TextItem> = try .combining([color, frame, spacing, tracking]) { t in
            var item = TextItem(
                spans: finalSpans, font: font, color: try color.value(at: t), frame: try frame.value(at: t),
                alignment: alignment, lineSpacing: try spacing.value(at: t), tags: [],
                tracking: try tracking.value(at: t))
            item.lineLimit = lineLimit > 0 ? Int(lineLimit) : nil
            item.direction = direction
            return item
        }
        // Changing text checks itself at every time (`Scene.validateLayers`).
        return text.isConstant
            ? text
            : try text.map { item in
                try item.validate(path)
                return item
            }
    }
}

extension TextItem.Span {
    /// `{"text": "...", "bold": true, "italic": false, "color": "red", "tags": ["bounce"]}`.
    /// - Throws: `SceneError` naming the field.
    package static func read(_ node: SceneNode) throws -> TextItem.Span {
        let c = try node.fields(["text", "bold", "italic", "color", "tags"])
        return TextItem.Span(
            text: try c.constant("text", String.self), bold: try c.optionalNode("bold")?.constant(Bool.self),
            italic: try c.optionalNode("italic")?.constant(Bool.self),
            color: try c.optionalNode("color")?.constant(RGBA.self), tags: try c.constant("tags", default: []))
    }

    /// `{"range": [start, end], "bold": ..., "italic": ..., "color": ..., "tags": [...]}` over a
    /// text's characters (end exclusive): the range and the attributes it applies.
    /// - Throws: `SceneError` naming the field.
    static func readRange(_ node: SceneNode) throws -> (start: Int, end: Int, attributes: TextItem.Span) {
        let c = try node.fields(["range", "bold", "italic", "color", "tags"])
        let rangeNode = try c.node("range")
        let r = try rangeNode.elements().map { try $0.number() }
        guard r.count == 2, r.allSatisfy({ $0 == $0.rounded() && abs($0) < 1e9 }) else {
            throw rangeNode.error("expected [start, end]")
        }
        let attributes = TextItem.Span(
            text: "", bold: try c.optionalNode("bold")?.constant(Bool.self),
            italic: try c.optionalNode("italic")?.constant(Bool.self),
            color: try c.optionalNode("color")?.constant(RGBA.self), tags: try c.constant("tags", default: []))
        return (Int(r[0]), Int(r[1]), attributes)
    }
}

extension TextItem.FontSpec: SceneValue {
    /// A font, not animated.
    public static func parts(_ node: SceneNode) throws -> Varying<TextItem.FontSpec> { .constant(try read(node)) }

    /// `{"family", "file", "size", "weight", "italic"}`.
    /// - Throws: `SceneError` naming the field.
    static func read(_ node: SceneNode) throws -> TextItem.FontSpec {
        let c = try node.fields(["family", "file", "size", "weight", "italic"])
        let d = TextItem.FontSpec()
        return TextItem.FontSpec(
            family: try c.constant("family", default: d.family),
            file: try c.optionalNode("file")?.constant(String.self),
            size: try c.constant("size", default: d.size), weight: try c.constant("weight", default: d.weight),
            italic: try c.constant("italic", default: d.italic))
    }
}

extension GlyphPlacement {
    /// `{"name", "outline": [contours in font units], "scale", "origin": [x, y]}`: a path shape's
    /// contours are this glyph's outline scaled by `scale` with its origin at `origin`.
    static func read(_ node: SceneNode) throws -> GlyphPlacement {
        let g = try node.fields(["name", "outline", "scale", "origin"])
        let scale = try g.constant("scale", Double.self)
        guard scale.isFinite, scale > 0 else { throw try g.node("scale").error("must be > 0, got \(scale)") }
        let origin = try g.constant("origin", Point.self)
        guard origin.x.isFinite, origin.y.isFinite else { throw try g.node("origin").error("must be finite") }
        let outline = GlyphOutline(
            contours: try g.constant("outline", [Contour].self), name: try g.constant("name", default: "glyph"))
        return GlyphPlacement(outline: outline, scale: scale, origin: origin)
    }
}
