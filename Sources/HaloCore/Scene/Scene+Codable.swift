import Foundation

/// A coding key for any field name, so decoders can reject fields they do not know.
package struct FieldKey: CodingKey, Hashable {
    package var stringValue: String
    package var intValue: Int? { nil }
    package init(_ s: String) { stringValue = s }
    package init?(stringValue: String) { self.stringValue = stringValue }
    package init?(intValue: Int) { return nil }
}

extension Decoder {
    /// A keyed container that throws on any field not in `allowed` (typos are errors, not silence).
    package func fields(_ allowed: [String]) throws -> KeyedDecodingContainer<FieldKey> {
        let c = try container(keyedBy: FieldKey.self)
        for k in c.allKeys where !allowed.contains(k.stringValue) {
            throw DecodingError.dataCorruptedError(
                forKey: k, in: c,
                debugDescription:
                    "unknown field '\(k.stringValue)' (expected one of \(allowed.joined(separator: ", ")))")
        }
        return c
    }
}

extension KeyedDecodingContainer where K == FieldKey {
    /// The field `key`, which must be there.
    package func get<T: Decodable>(_ key: String, _ type: T.Type = T.self) throws -> T {
        try decode(T.self, forKey: FieldKey(key))
    }
    /// The field `key`, or `value` when it is absent.
    package func get<T: Decodable>(_ key: String, default value: T) throws -> T {
        try decodeIfPresent(T.self, forKey: FieldKey(key)) ?? value
    }
    /// Whether the field `key` is there.
    package func has(_ key: String) -> Bool { contains(FieldKey(key)) }
}

/// Decodes `[x, y]`.
package struct PointCoding: Codable, Sendable {
    package var point: Point
    package init(_ p: Point) { point = p }
    package init(from decoder: Decoder) throws {
        var c = try decoder.unkeyedContainer()
        let x = try c.decode(Double.self), y = try c.decode(Double.self)
        guard c.isAtEnd else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "expected [x, y]"))
        }
        point = Point(x, y)
    }
    package func encode(to encoder: Encoder) throws {
        var c = encoder.unkeyedContainer()
        try c.encode(point.x)
        try c.encode(point.y)
    }
}

/// Decodes a colour: "#RRGGBB", "#RRGGBBAA", a SwiftUI name, or [r, g, b(, a)] in 0...1.
package struct ColorCoding: Codable, Sendable {
    package var color: RGBA
    package init(_ c: RGBA) { color = c }
    package init(from decoder: Decoder) throws {
        if let text = try? decoder.singleValueContainer().decode(String.self) {
            guard let c = RGBA(parsing: text) else {
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: decoder.codingPath,
                        debugDescription:
                            "unknown colour '\(text)' (use #RRGGBB, #RRGGBBAA, [r, g, b, a] or one of "
                            + "\(RGBA.named.keys.sorted().joined(separator: ", ")))"
                    ))
            }
            color = c
            return
        }
        let v = try decoder.singleValueContainer().decode([Double].self)
        guard v.count == 3 || v.count == 4 else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "a colour array needs 3 or 4 numbers, got \(v.count)"))
        }
        color = RGBA(v[0], v[1], v[2], v.count == 4 ? v[3] : 1)
    }
    package func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode([color.r, color.g, color.b, color.a])
    }
}

extension Scene: Codable {
    /// Decodes a `Scene` as scene files write it (docs/scene-format.md).
    public init(from decoder: Decoder) throws {
        let c = try decoder.fields(["canvas", "layers"])
        canvas = try c.get("canvas")
        layers = try c.get("layers")
    }
    /// Encodes the `Scene` as scene files write it.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: FieldKey.self)
        try c.encode(canvas, forKey: FieldKey("canvas"))
        try c.encode(layers, forKey: FieldKey("layers"))
    }
}

extension Canvas: Codable {
    /// Decodes a `Canvas` as scene files write it (docs/scene-format.md).
    public init(from decoder: Decoder) throws {
        let c = try decoder.fields(["width", "height", "scale", "background"])
        width = try c.get("width")
        height = try c.get("height")
        scale = try c.get("scale", default: 1)
        background = try c.get("background", default: ColorCoding(.clear)).color
    }
    /// Encodes the `Canvas` as scene files write it.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: FieldKey.self)
        try c.encode(width, forKey: FieldKey("width"))
        try c.encode(height, forKey: FieldKey("height"))
        try c.encode(scale, forKey: FieldKey("scale"))
        try c.encode(ColorCoding(background), forKey: FieldKey("background"))
    }
}

extension Layer: Codable {
    /// Decodes a `Layer` as scene files write it (docs/scene-format.md).
    public init(from decoder: Decoder) throws {
        let c = try decoder.fields(["items", "draws", "opacity", "blur", "clip", "transform"])
        // `items` (the name `Layer.items` has), or `draws`, its earlier spelling; not both.
        if c.has("items") && c.has("draws") {
            throw DecodingError.dataCorruptedError(
                forKey: FieldKey("draws"), in: c,
                debugDescription: "a layer has both items and draws: two spellings of one list, give one")
        }
        self.init(
            items: try c.get(c.has("draws") ? "draws" : "items"), opacity: try c.get("opacity", default: 1),
            blur: try c.get("blur", default: 0), clip: try c.decodeIfPresent(Shape.self, forKey: FieldKey("clip")),
            transform: try c.get("transform", default: DrawTransform()))
    }
    /// Encodes the `Layer` as scene files write it.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: FieldKey.self)
        try c.encode(items, forKey: FieldKey("items"))
        if opacity != 1 { try c.encode(opacity, forKey: FieldKey("opacity")) }
        if blur != 0 { try c.encode(blur, forKey: FieldKey("blur")) }
        try c.encodeIfPresent(clip, forKey: FieldKey("clip"))
        if transform != DrawTransform() { try c.encode(transform, forKey: FieldKey("transform")) }
    }
}

extension LayerItem: Codable {
    /// A draw, `{"layer": {...}}`, `{"effect": "name", ...parameters}` or a text item.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: FieldKey.self)
        if c.contains(FieldKey("layer")) {
            _ = try decoder.fields(["layer"])
            self = .layer(try c.get("layer"))
        } else if c.contains(FieldKey("effect")) {
            // Before text: an effect's parameters may be called text or runs (textEffects).
            let name: String = try c.get("effect")
            var parameters = try decoder.singleValueContainer().decode([String: JSONValue].self)
            parameters["effect"] = nil
            self = .effect(EffectItem(name: name, parameters: parameters))
        } else if c.contains(FieldKey("text")) || c.contains(FieldKey("runs")) {
            self = .text(try TextItem(from: decoder))
        } else {
            self = .draw(try Draw(from: decoder))
        }
    }
    /// Encodes the `LayerItem` as scene files write it.
    public func encode(to encoder: Encoder) throws {
        switch self {
        case .draw(let d): try d.encode(to: encoder)
        case .layer(let l):
            var c = encoder.container(keyedBy: FieldKey.self)
            try c.encode(l, forKey: FieldKey("layer"))
        case .effect(let e):
            var all = e.parameters
            all["effect"] = .string(e.name)
            try all.encode(to: encoder)
        case .text(let t):
            try t.encode(to: encoder)
        }
    }
}

extension Shape: Codable {
    /// Decodes a `Shape` as scene files write it (docs/scene-format.md).
    public init(from decoder: Decoder) throws {
        let c = try decoder.fields(["type", "frame", "cornerRadius", "style", "contours"])
        let name: String = try c.get("type")
        guard let k = ShapeKind(rawValue: name) else {
            throw DecodingError.dataCorruptedError(
                forKey: FieldKey("type"), in: c,
                debugDescription:
                    "unknown shape kind '\(name)' (expected one of "
                    + "\(ShapeKind.allCases.map(\.rawValue).joined(separator: ", ")))"
            )
        }
        if k == .path {
            let contours = try c.get("contours", [ContourCoding].self).map(\.contour)
            var frame: Rect? = nil
            if c.has("frame") {
                let f: [Double] = try c.get("frame")
                guard f.count == 4 else {
                    throw DecodingError.dataCorruptedError(
                        forKey: FieldKey("frame"), in: c,
                        debugDescription: "expected [x, y, width, height], got \(f.count) numbers")
                }
                frame = Rect(x: f[0], y: f[1], width: f[2], height: f[3])
            }
            self.init(contours: contours, frame: frame)
            return
        }
        let f: [Double] = try c.get("frame")
        guard f.count == 4 else {
            throw DecodingError.dataCorruptedError(
                forKey: FieldKey("frame"), in: c,
                debugDescription: "expected [x, y, width, height], got \(f.count) numbers")
        }
        let styleName: String = try c.get("style", default: CornerStyle.continuous.rawValue)
        guard let s = CornerStyle(rawValue: styleName) else {
            throw DecodingError.dataCorruptedError(
                forKey: FieldKey("style"), in: c,
                debugDescription: "unknown corner style '\(styleName)' (expected continuous or circular)")
        }
        self.init(
            kind: k, frame: Rect(x: f[0], y: f[1], width: f[2], height: f[3]),
            cornerRadius: try c.get("cornerRadius", default: 0), style: s)
    }
    /// Encodes the `Shape` as scene files write it.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: FieldKey.self)
        try c.encode(kind.rawValue, forKey: FieldKey("type"))
        try c.encode([frame.x, frame.y, frame.width, frame.height], forKey: FieldKey("frame"))
        if kind == .path {
            try c.encode(contours.map(ContourCoding.init), forKey: FieldKey("contours"))
            return
        }
        if kind == .roundedRect { try c.encode(cornerRadius, forKey: FieldKey("cornerRadius")) }
        try c.encode(style.rawValue, forKey: FieldKey("style"))
    }
}

/// A contour as `{"start": [x, y], "elements": [["L", x, y], ["C", x1, y1, x2, y2, x, y],
/// ["A", cx, cy, rx, ry, startRadians, endRadians]], "closed": true}`.
struct ContourCoding: Codable {
    var contour: Contour
    init(_ c: Contour) { contour = c }
    init(from decoder: Decoder) throws {
        let c = try decoder.fields(["start", "elements", "closed"])
        var out = Contour(start: try c.get("start", PointCoding.self).point, closed: try c.get("closed", default: true))
        let elements: [[JSONValue]] = try c.get("elements", default: [])
        for (i, e) in elements.enumerated() {
            let nums = e.dropFirst().compactMap { v -> Double? in
                if case .number(let n) = v, n.isFinite { return n } else { return nil }
            }
            guard case .string(let op)? = e.first, nums.count == e.count - 1 else {
                throw DecodingError.dataCorruptedError(
                    forKey: FieldKey("elements"), in: c,
                    debugDescription: "element \(i): expected [\"L\"|\"C\"|\"A\", numbers...]")
            }
            switch (op, nums.count) {
            case ("L", 2): out.elements.append(.line(Point(nums[0], nums[1])))
            case ("C", 6):
                out.elements.append(.cubic(Point(nums[0], nums[1]), Point(nums[2], nums[3]), Point(nums[4], nums[5])))
            case ("A", 6):
                out.elements.append(
                    .arc(center: Point(nums[0], nums[1]), rx: nums[2], ry: nums[3], start: nums[4], end: nums[5]))
            default:
                throw DecodingError.dataCorruptedError(
                    forKey: FieldKey("elements"), in: c,
                    debugDescription: "element \(i): \(op) with \(nums.count) numbers (L takes 2, C 6, A 6)")
            }
        }
        contour = out
    }
    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: FieldKey.self)
        try c.encode(PointCoding(contour.start), forKey: FieldKey("start"))
        let elements: [[JSONValue]] = contour.elements.map { e in
            switch e {
            case .line(let p): return [.string("L"), .number(p.x), .number(p.y)]
            case let .cubic(a, b, p): return [.string("C")] + [a.x, a.y, b.x, b.y, p.x, p.y].map(JSONValue.number)
            case let .arc(ctr, rx, ry, s, e):
                return [.string("A")] + [ctr.x, ctr.y, rx, ry, s, e].map(JSONValue.number)
            }
        }
        try c.encode(elements, forKey: FieldKey("elements"))
        try c.encode(contour.closed, forKey: FieldKey("closed"))
    }
}

extension StrokeStyle: Codable {
    /// Decodes a `StrokeStyle` as scene files write it (docs/scene-format.md).
    public init(from decoder: Decoder) throws {
        let c = try decoder.fields(["lineWidth", "lineCap", "lineJoin", "miterLimit", "dash", "dashPhase"])
        let d = StrokeStyle()
        self.init(
            lineWidth: try c.get("lineWidth", default: d.lineWidth),
            lineCap: try c.get("lineCap", default: d.lineCap),
            lineJoin: try c.get("lineJoin", default: d.lineJoin),
            miterLimit: try c.get("miterLimit", default: d.miterLimit),
            dash: try c.get("dash", default: d.dash),
            dashPhase: try c.get("dashPhase", default: d.dashPhase))
    }
    /// Encodes the `StrokeStyle` as scene files write it.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: FieldKey.self)
        try c.encode(lineWidth, forKey: FieldKey("lineWidth"))
        try c.encode(lineCap, forKey: FieldKey("lineCap"))
        try c.encode(lineJoin, forKey: FieldKey("lineJoin"))
        try c.encode(miterLimit, forKey: FieldKey("miterLimit"))
        if !dash.isEmpty { try c.encode(dash, forKey: FieldKey("dash")) }
        if dashPhase != 0 { try c.encode(dashPhase, forKey: FieldKey("dashPhase")) }
    }
}

extension DrawTransform: Codable {
    /// Decodes a `DrawTransform` as scene files write it (docs/scene-format.md).
    public init(from decoder: Decoder) throws {
        let c = try decoder.fields(["translate", "rotate", "scale", "anchor"])
        self.init(
            translate: try c.get("translate", default: PointCoding(.zero)).point,
            rotate: try c.get("rotate", default: 0),
            scale: try c.get("scale", default: 1),
            anchor: try c.get("anchor", default: PointCoding(Point(0.5, 0.5))).point)
    }
    /// Encodes the `DrawTransform` as scene files write it.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: FieldKey.self)
        try c.encode(PointCoding(translate), forKey: FieldKey("translate"))
        try c.encode(rotate, forKey: FieldKey("rotate"))
        try c.encode(scale, forKey: FieldKey("scale"))
        try c.encode(PointCoding(anchor), forKey: FieldKey("anchor"))
    }
}

extension Draw: Codable {
    /// Decodes a `Draw` as scene files write it (docs/scene-format.md).
    public init(from decoder: Decoder) throws {
        let c = try decoder.fields(["shape", "operation", "style", "paint", "transform", "opacity", "trim"])
        let opName: String = try c.get("operation", default: Operation.fill.rawValue)
        guard let op = Operation(rawValue: opName) else {
            throw DecodingError.dataCorruptedError(
                forKey: FieldKey("operation"), in: c,
                debugDescription: "unknown operation '\(opName)' (expected fill, stroke or strokeBorder)")
        }
        self.init(
            shape: try c.get("shape"), operation: op,
            style: try c.get("style", default: StrokeStyle()),
            paint: try c.get("paint"),
            transform: try c.get("transform", default: DrawTransform()),
            opacity: try c.get("opacity", default: 1))
        let trim: [Double] = try c.get("trim", default: [0, 1])
        guard trim.count == 2 else {
            throw DecodingError.dataCorruptedError(
                forKey: FieldKey("trim"), in: c, debugDescription: "expected [from, to], got \(trim.count) numbers")
        }
        trimFrom = trim[0]
        trimTo = trim[1]
    }
    /// Encodes the `Draw` as scene files write it.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: FieldKey.self)
        try c.encode(shape, forKey: FieldKey("shape"))
        try c.encode(operation.rawValue, forKey: FieldKey("operation"))
        if operation != .fill { try c.encode(style, forKey: FieldKey("style")) }
        try c.encode(paint, forKey: FieldKey("paint"))
        if transform != DrawTransform() { try c.encode(transform, forKey: FieldKey("transform")) }
        if opacity != 1 { try c.encode(opacity, forKey: FieldKey("opacity")) }
        if isTrimmed { try c.encode([trimFrom, trimTo], forKey: FieldKey("trim")) }
    }
}

/// Decodes `{"color": ..., "location": ...}`.
struct StopCoding: Codable {
    var stop: GradientStop
    init(_ s: GradientStop) { stop = s }
    init(from decoder: Decoder) throws {
        let c = try decoder.fields(["color", "location"])
        stop = GradientStop(color: try c.get("color", ColorCoding.self).color, location: try c.get("location"))
    }
    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: FieldKey.self)
        try c.encode(ColorCoding(stop.color), forKey: FieldKey("color"))
        try c.encode(stop.location, forKey: FieldKey("location"))
    }
}

extension Paint: Codable {
    /// Decodes a `Paint` as scene files write it (docs/scene-format.md).
    public init(from decoder: Decoder) throws {
        if (try? decoder.singleValueContainer().decode(String.self)) != nil
            || (try? decoder.singleValueContainer().decode([Double].self)) != nil
        {
            self = .solid(try ColorCoding(from: decoder).color)
            return
        }
        let c = try decoder.fields([
            "type", "color", "colors", "stops", "startPoint", "endPoint",
            "center", "angle", "startAngle", "endAngle",
            "waves", "time", "amplitude", "press", "palette",
        ])
        let type: String = try c.get("type")
        func stops() throws -> [GradientStop] {
            if c.has("stops") && c.has("colors") {
                throw DecodingError.dataCorruptedError(
                    forKey: FieldKey("stops"), in: c, debugDescription: "give either stops or colors, not both")
            }
            if c.has("stops") { return try c.get("stops", [StopCoding].self).map(\.stop) }
            return GradientStop.evenly(try c.get("colors", [ColorCoding].self).map(\.color))
        }
        switch type {
        case "color":
            self = .solid(try c.get("color", ColorCoding.self).color)
        case "linearGradient":
            self = .linear(
                stops: try stops(),
                start: try c.get("startPoint", default: PointCoding(Point(0.5, 0))).point,
                end: try c.get("endPoint", default: PointCoding(Point(0.5, 1))).point)
        case "harmonic":
            let d = HarmonicPaint()
            self = .harmonic(
                HarmonicPaint(
                    waves: try c.get("waves", default: d.waves), time: try c.get("time", default: d.time),
                    amplitude: try c.get("amplitude", default: d.amplitude),
                    press: try c.get("press", default: d.press), palette: try c.get("palette", default: d.palette)))
        case "angularGradient":
            let center = try c.get("center", default: PointCoding(Point(0.5, 0.5))).point
            if c.has("angle") && (c.has("startAngle") || c.has("endAngle")) {
                throw DecodingError.dataCorruptedError(
                    forKey: FieldKey("angle"), in: c,
                    debugDescription: "give either angle or startAngle/endAngle, not both")
            }
            let start: Double, end: Double
            if c.has("angle") {
                start = try c.get("angle")
                end = start + 360
            } else {
                start = try c.get("startAngle", default: 0)
                end = try c.get("endAngle", default: start + 360)
            }
            self = .angular(stops: try stops(), center: center, startAngle: start, endAngle: end)
        default:
            throw DecodingError.dataCorruptedError(
                forKey: FieldKey("type"), in: c,
                debugDescription:
                    "unknown paint type '\(type)' (expected color, linearGradient, angularGradient or harmonic)")
        }
    }

    /// Encodes the `Paint` as scene files write it.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: FieldKey.self)
        switch self {
        case .solid(let color):
            try c.encode("color", forKey: FieldKey("type"))
            try c.encode(ColorCoding(color), forKey: FieldKey("color"))
        case let .linear(stops, start, end):
            try c.encode("linearGradient", forKey: FieldKey("type"))
            try c.encode(stops.map(StopCoding.init), forKey: FieldKey("stops"))
            try c.encode(PointCoding(start), forKey: FieldKey("startPoint"))
            try c.encode(PointCoding(end), forKey: FieldKey("endPoint"))
        case .harmonic(let h):
            try c.encode("harmonic", forKey: FieldKey("type"))
            try c.encode(h.waves, forKey: FieldKey("waves"))
            try c.encode(h.time, forKey: FieldKey("time"))
            try c.encode(h.amplitude, forKey: FieldKey("amplitude"))
            try c.encode(h.press, forKey: FieldKey("press"))
            try c.encode(h.palette, forKey: FieldKey("palette"))
        case let .angular(stops, center, s, e):
            try c.encode("angularGradient", forKey: FieldKey("type"))
            try c.encode(stops.map(StopCoding.init), forKey: FieldKey("stops"))
            try c.encode(PointCoding(center), forKey: FieldKey("center"))
            try c.encode(s, forKey: FieldKey("startAngle"))
            try c.encode(e, forKey: FieldKey("endAngle"))
        }
    }
}

extension TextItem: Codable {
    /// `"text"` (with the seed's Markdown emphasis) or `"runs"` (explicit spans).
    public init(from decoder: Decoder) throws {
        let c = try decoder.fields([
            "text", "runs", "font", "color", "frame", "alignment", "lineSpacing", "tags", "markdown", "ranges",
        ])
        let tags: [String] = try c.get("tags", default: [])
        var spans: [Span]
        if c.has("runs") {
            if c.has("text") {
                throw DecodingError.dataCorruptedError(
                    forKey: FieldKey("runs"), in: c, debugDescription: "give either text or runs, not both")
            }
            spans = try c.get("runs", [SpanCoding].self).map(\.span)
        } else {
            let text: String = try c.get("text")
            spans = try c.get("markdown", default: true) ? Emphasis.spans(text) : [Span(text: text)]
        }
        spans = spans.map {
            var s = $0
            s.tags += tags
            return s
        }
        for r in try c.get("ranges", default: [RangeCoding]()) {
            let length = spans.reduce(0) { $0 + $1.text.count }
            guard r.start >= 0, r.start < r.end, r.end <= length else {
                throw DecodingError.dataCorruptedError(
                    forKey: FieldKey("ranges"), in: c,
                    debugDescription:
                        "range [\(r.start), \(r.end)] is outside the text's \(length) characters (or empty)")
            }
            spans = TextItem.applying(r.span, from: r.start, to: r.end, to: spans)
        }
        let f: [Double] = try c.get("frame")
        guard f.count == 4 else {
            throw DecodingError.dataCorruptedError(
                forKey: FieldKey("frame"), in: c,
                debugDescription: "expected [x, y, width, height], got \(f.count) numbers")
        }
        self.init(
            spans: spans, font: try c.get("font", default: FontSpec()),
            color: try c.get("color", default: ColorCoding(.black)).color,
            frame: Rect(x: f[0], y: f[1], width: f[2], height: f[3]),
            alignment: try c.get("alignment", default: .center),
            lineSpacing: try c.get("lineSpacing", default: 0), tags: [])
    }
    /// Encodes the `TextItem` as scene files write it.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: FieldKey.self)
        try c.encode(spans.map(SpanCoding.init), forKey: FieldKey("runs"))
        try c.encode(font, forKey: FieldKey("font"))
        try c.encode(ColorCoding(color), forKey: FieldKey("color"))
        try c.encode([frame.x, frame.y, frame.width, frame.height], forKey: FieldKey("frame"))
        try c.encode(alignment, forKey: FieldKey("alignment"))
        if lineSpacing != 0 { try c.encode(lineSpacing, forKey: FieldKey("lineSpacing")) }
    }
}

/// `{"text": "...", "bold": true, "italic": false, "color": "red", "tags": ["bounce"]}`.
package struct SpanCoding: Codable, Sendable {
    package var span: TextItem.Span
    package init(_ s: TextItem.Span) { span = s }
    package init(from decoder: Decoder) throws {
        let c = try decoder.fields(["text", "bold", "italic", "color", "tags"])
        span = TextItem.Span(
            text: try c.get("text"), bold: try c.decodeIfPresent(Bool.self, forKey: FieldKey("bold")),
            italic: try c.decodeIfPresent(Bool.self, forKey: FieldKey("italic")),
            color: try c.decodeIfPresent(ColorCoding.self, forKey: FieldKey("color"))?.color,
            tags: try c.get("tags", default: []))
    }
    package func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: FieldKey.self)
        try c.encode(span.text, forKey: FieldKey("text"))
        try c.encodeIfPresent(span.bold, forKey: FieldKey("bold"))
        try c.encodeIfPresent(span.italic, forKey: FieldKey("italic"))
        try c.encodeIfPresent(span.color.map(ColorCoding.init), forKey: FieldKey("color"))
        if !span.tags.isEmpty { try c.encode(span.tags, forKey: FieldKey("tags")) }
    }
}

extension TextItem.FontSpec {
    /// Decodes a `TextItem.FontSpec` as scene files write it (docs/scene-format.md).
    public init(from decoder: Decoder) throws {
        let c = try decoder.fields(["family", "file", "size", "weight", "italic"])
        let d = TextItem.FontSpec()
        self.init(
            family: try c.get("family", default: d.family),
            file: try c.decodeIfPresent(String.self, forKey: FieldKey("file")),
            size: try c.get("size", default: d.size), weight: try c.get("weight", default: d.weight),
            italic: try c.get("italic", default: d.italic))
    }
}

/// `{"range": [start, end], "bold": ..., "italic": ..., "color": ..., "tags": [...]}` over a
/// text's characters (end exclusive).
struct RangeCoding: Decodable {
    var start: Int, end: Int
    var span: TextItem.Span
    init(from decoder: Decoder) throws {
        let c = try decoder.fields(["range", "bold", "italic", "color", "tags"])
        let r: [Int] = try c.get("range")
        guard r.count == 2 else {
            throw DecodingError.dataCorruptedError(
                forKey: FieldKey("range"), in: c, debugDescription: "expected [start, end]")
        }
        start = r[0]
        end = r[1]
        span = TextItem.Span(
            text: "", bold: try c.decodeIfPresent(Bool.self, forKey: FieldKey("bold")),
            italic: try c.decodeIfPresent(Bool.self, forKey: FieldKey("italic")),
            color: try c.decodeIfPresent(ColorCoding.self, forKey: FieldKey("color"))?.color,
            tags: try c.get("tags", default: []))
    }
}

extension TextItem {
    /// Spans with the attributes of `attributes` applied to characters start..<end (split as needed).
    static func applying(_ attributes: Span, from start: Int, to end: Int, to spans: [Span]) -> [Span] {
        var out: [Span] = []
        var offset = 0
        for s in spans {
            let chars = Array(s.text)
            let a = max(start - offset, 0), b = min(end - offset, chars.count)
            if a >= b {
                out.append(s)
            } else {
                if a > 0 {
                    var head = s
                    head.text = String(chars[..<a])
                    out.append(head)
                }
                var mid = s
                mid.text = String(chars[a..<b])
                mid.bold = attributes.bold ?? s.bold
                mid.italic = attributes.italic ?? s.italic
                mid.color = attributes.color ?? s.color
                mid.tags = s.tags + attributes.tags
                out.append(mid)
                if b < chars.count {
                    var tail = s
                    tail.text = String(chars[b...])
                    out.append(tail)
                }
            }
            offset += chars.count
        }
        return out
    }
}
