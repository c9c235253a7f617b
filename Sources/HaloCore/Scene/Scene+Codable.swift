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

    /// The field `key`, read as a scene file writes that type (`SceneReader`), not animated.
    /// - Throws: `SceneError` with the path below this container (the caller adds its own).
    package func value<T: SceneValue>(_ key: String, _ type: T.Type = T.self) throws -> T {
        try SceneNode(try get(key, JSONValue.self), path: key).constant(T.self)
    }

    /// The field `key` read as a scene file writes that type, or `value` when it is absent.
    /// - Throws: `SceneError` with the path below this container.
    package func value<T: SceneValue>(_ key: String, default value: T) throws -> T {
        has(key) ? try self.value(key, T.self) : value
    }
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

extension Scene: Encodable {
    /// Encodes the `Scene` as scene files write it.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: FieldKey.self)
        try c.encode(canvas, forKey: FieldKey("canvas"))
        try c.encode(layers, forKey: FieldKey("layers"))
    }
}

extension Canvas: Encodable {
    /// Encodes the `Canvas` as scene files write it.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: FieldKey.self)
        try c.encode(width, forKey: FieldKey("width"))
        try c.encode(height, forKey: FieldKey("height"))
        try c.encode(scale, forKey: FieldKey("scale"))
        try c.encode(ColorCoding(background), forKey: FieldKey("background"))
    }
}

extension Layer: Encodable {
    /// Encodes the `Layer` as scene files write it.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: FieldKey.self)
        try c.encode(items, forKey: FieldKey("items"))
        if opacity != 1 { try c.encode(opacity, forKey: FieldKey("opacity")) }
        if blur != 0 { try c.encode(blur, forKey: FieldKey("blur")) }
        try c.encodeIfPresent(clip, forKey: FieldKey("clip"))
        if transform != DrawTransform() { try c.encode(transform, forKey: FieldKey("transform")) }
        try c.encodeIfPresent(shadow, forKey: FieldKey("shadow"))
        if blendMode != .normal { try c.encode(blendMode, forKey: FieldKey("blendMode")) }
        try c.encodeIfPresent(mask, forKey: FieldKey("mask"))
        try c.encodeIfPresent(projection, forKey: FieldKey("projection"))
        try c.encodeIfPresent(colorMatrix?.values, forKey: FieldKey("colorMatrix"))
        if isGroup { try c.encode(true, forKey: FieldKey("group")) }
        if let e = shaderEffect { try c.encode(e, forKey: FieldKey(e.entry.kind.rawValue)) }
    }
}

extension Shadow: Encodable {
    /// Encodes the `Shadow` as scene files write it.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: FieldKey.self)
        try c.encode(ColorCoding(color), forKey: FieldKey("color"))
        try c.encode(radius, forKey: FieldKey("radius"))
        try c.encode(x, forKey: FieldKey("x"))
        try c.encode(y, forKey: FieldKey("y"))
    }
}

extension LayerItem: Encodable {
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

extension Shape: Encodable {
    /// Encodes the `Shape` as scene files write it.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: FieldKey.self)
        try c.encode(kind.rawValue, forKey: FieldKey("type"))
        try c.encode([frame.x, frame.y, frame.width, frame.height], forKey: FieldKey("frame"))
        if kind == .path {
            try c.encode(contours.map(ContourCoding.init), forKey: FieldKey("contours"))
            if let glyph { try c.encode(GlyphCoding(glyph), forKey: FieldKey("glyph")) }
            return
        }
        if kind == .roundedRect { try c.encode(cornerRadius, forKey: FieldKey("cornerRadius")) }
        try c.encode(style.rawValue, forKey: FieldKey("style"))
    }
}

/// A glyph placement as `{"name", "outline": [contours in font units], "scale", "origin": [x, y]}`.
struct GlyphCoding: Encodable {
    var glyph: GlyphPlacement
    init(_ g: GlyphPlacement) { glyph = g }
    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: FieldKey.self)
        try c.encode(glyph.outline.name, forKey: FieldKey("name"))
        try c.encode(glyph.outline.contours.map(ContourCoding.init), forKey: FieldKey("outline"))
        try c.encode(glyph.scale, forKey: FieldKey("scale"))
        try c.encode(PointCoding(glyph.origin), forKey: FieldKey("origin"))
    }
}

/// A contour as `{"start": [x, y], "elements": [["L", x, y], ["C", x1, y1, x2, y2, x, y],
/// ["A", cx, cy, rx, ry, startRadians, endRadians]], "closed": true}`.
struct ContourCoding: Encodable {
    var contour: Contour
    init(_ c: Contour) { contour = c }
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

extension StrokeStyle: Encodable {
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

extension DrawTransform: Encodable {
    /// Encodes the `DrawTransform` as scene files write it.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: FieldKey.self)
        try c.encode(PointCoding(translate), forKey: FieldKey("translate"))
        try c.encode(rotate, forKey: FieldKey("rotate"))
        if let scaleY {
            try c.encode([scale, scaleY], forKey: FieldKey("scale"))
        } else {
            try c.encode(scale, forKey: FieldKey("scale"))
        }
        try c.encode(PointCoding(anchor), forKey: FieldKey("anchor"))
    }
}

extension Draw: Encodable {
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
struct StopCoding: Encodable {
    var stop: GradientStop
    init(_ s: GradientStop) { stop = s }
    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: FieldKey.self)
        try c.encode(ColorCoding(stop.color), forKey: FieldKey("color"))
        try c.encode(stop.location, forKey: FieldKey("location"))
    }
}

extension Paint: Encodable {

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
        case .shader(let e):
            // Written for reading by people (a scene file cannot name a `Shader` as a paint).
            try c.encode("shader", forKey: FieldKey("type"))
            try c.encode(e, forKey: FieldKey("colorEffect"))
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
        case let .radial(stops, center, r0, r1):
            try encodeRadial(&c, "radialGradient", stops, center, ("startRadius", r0), ("endRadius", r1))
        case let .elliptical(stops, center, r0, r1):
            try encodeRadial(
                &c, "ellipticalGradient", stops, center, ("startRadiusFraction", r0), ("endRadiusFraction", r1))
        case .image(let i):
            try c.encode("image", forKey: FieldKey("type"))
            try c.encode(i.source.name, forKey: FieldKey("image"))
            try c.encode(i.interpolation, forKey: FieldKey("interpolation"))
            if let tint = i.tint { try c.encode(ColorCoding(tint), forKey: FieldKey("tint")) }
        case .mesh(let m):
            try c.encode("meshGradient", forKey: FieldKey("type"))
            try c.encode(m.width, forKey: FieldKey("width"))
            try c.encode(m.height, forKey: FieldKey("height"))
            if let controls = m.controls {
                try c.encode(
                    zip(m.points, controls).map { p, k in
                        [p, k.leading, k.top, k.trailing, k.bottom].map(PointCoding.init)
                    }, forKey: FieldKey("bezierPoints"))
            } else {
                try c.encode(m.points.map(PointCoding.init), forKey: FieldKey("points"))
            }
            try c.encode(m.colors.map(ColorCoding.init), forKey: FieldKey("colors"))
            try c.encode(ColorCoding(m.background), forKey: FieldKey("background"))
            try c.encode(m.smoothsColors, forKey: FieldKey("smoothsColors"))
        }
    }
}

extension Paint {
    /// A radial or elliptical gradient's fields: its type, stops, centre and two named radii.
    private func encodeRadial(
        _ c: inout KeyedEncodingContainer<FieldKey>, _ type: String, _ stops: [GradientStop], _ center: Point,
        _ start: (String, Double), _ end: (String, Double)
    ) throws {
        try c.encode(type, forKey: FieldKey("type"))
        try c.encode(stops.map(StopCoding.init), forKey: FieldKey("stops"))
        try c.encode(PointCoding(center), forKey: FieldKey("center"))
        try c.encode(start.1, forKey: FieldKey(start.0))
        try c.encode(end.1, forKey: FieldKey(end.0))
    }
}

extension TextItem: Encodable {
    /// Encodes the `TextItem` as scene files write it.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: FieldKey.self)
        try c.encode(spans.map(SpanCoding.init), forKey: FieldKey("runs"))
        try c.encode(font, forKey: FieldKey("font"))
        try c.encode(ColorCoding(color), forKey: FieldKey("color"))
        try c.encode([frame.x, frame.y, frame.width, frame.height], forKey: FieldKey("frame"))
        try c.encode(alignment, forKey: FieldKey("alignment"))
        if lineSpacing != 0 { try c.encode(lineSpacing, forKey: FieldKey("lineSpacing")) }
        if tracking != 0 { try c.encode(tracking, forKey: FieldKey("tracking")) }
        try c.encodeIfPresent(lineLimit, forKey: FieldKey("lineLimit"))
        try c.encodeIfPresent(direction, forKey: FieldKey("layoutDirection"))
    }
}

/// `{"text": "...", "bold": true, "italic": false, "color": "red", "tags": ["bounce"]}`.
package struct SpanCoding: Encodable, Sendable {
    package var span: TextItem.Span
    package init(_ s: TextItem.Span) { span = s }
    package func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: FieldKey.self)
        try c.encode(span.text, forKey: FieldKey("text"))
        try c.encodeIfPresent(span.bold, forKey: FieldKey("bold"))
        try c.encodeIfPresent(span.italic, forKey: FieldKey("italic"))
        try c.encodeIfPresent(span.color.map(ColorCoding.init), forKey: FieldKey("color"))
        if !span.tags.isEmpty { try c.encode(span.tags, forKey: FieldKey("tags")) }
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

extension ShaderEffect: Encodable {
    /// Encodes the effect as scene files write it: the source by its file name.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: FieldKey.self)
        try c.encode(entry.program.file, forKey: FieldKey("source"))
        try c.encode(entry.program.functions[entry.function].name, forKey: FieldKey("function"))
        try c.encode(arguments, forKey: FieldKey("arguments"))
        if let b = bounds { try c.encode([b.x, b.y, b.width, b.height], forKey: FieldKey("bounds")) }
        if maxSampleOffset != .zero {
            try c.encode([maxSampleOffset.x, maxSampleOffset.y], forKey: FieldKey("maxSampleOffset"))
        }
    }
}

extension ShaderArgument: Encodable {
    /// A number, an array of 2 to 4, "boundingRect", {"floatArray": [...]}, {"colorArray": [...]} or
    /// {"image": name}.
    public func encode(to encoder: Encoder) throws {
        switch self {
        case .float(let v) where v.count == 1:
            var c = encoder.singleValueContainer()
            try c.encode(v[0])
        case .float(let v):
            var c = encoder.singleValueContainer()
            try c.encode(v)
        case .boundingRect:
            var c = encoder.singleValueContainer()
            try c.encode("boundingRect")
        case .floatArray(let v):
            var c = encoder.container(keyedBy: FieldKey.self)
            try c.encode(v, forKey: FieldKey("floatArray"))
        case .colorArray(let v):
            var c = encoder.container(keyedBy: FieldKey.self)
            try c.encode(v, forKey: FieldKey("colorArray"))
        case .image(let source):
            var c = encoder.container(keyedBy: FieldKey.self)
            try c.encode(source.name, forKey: FieldKey("image"))
        }
    }
}
