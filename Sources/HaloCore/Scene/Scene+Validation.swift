import Foundation
import HaloMath

extension Scene {
    /// Reads and validates a scene from JSON.
    /// - Parameters:
    ///   - data: the JSON text.
    ///   - file: the name errors should carry.
    /// - Throws: `SceneError` naming the field (or line and column of a syntax error).
    public static func load(json data: Data, file: String? = nil) throws -> Scene {
        try load(value: try SceneDocument.parse(data, file: file), file: file)
    }

    /// Decodes and validates a scene from parsed JSON.
    /// - Throws: `SceneError` naming the field.
    public static func load(value: JSONValue, file: String? = nil) throws -> Scene {
        try SceneDocument(value: value, file: file).scene(at: 0)
    }

    /// Reads and validates a scene file.
    /// - Throws: `SceneError` for unreadable files and bad content.
    public static func load(contentsOf url: URL) throws -> Scene {
        try load(json: try SceneDocument.read(url.path), file: url.lastPathComponent)
    }

    /// The scene as pretty JSON with sorted keys.
    public func jsonData() throws -> Data {
        let e = JSONEncoder()
        e.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try e.encode(self)
    }

    /// Checks every value against its documented range.
    /// - Throws: `SceneError` for the first bad value, naming its path.
    public func validate() throws {
        try canvas.validate()
        for (li, layer) in layers.enumerated() {
            try layer.validate(path: "layers[\(li)]", scale: canvas.scale)
        }
    }

    /// Checks the canvas and every layer's own values (opacity, blur, clip, transform), not
    /// the draws and text inside: a document's frame, whose changing draws and text check
    /// themselves as they are made (`Draw.parts`, `TextItem.parts`) and whose constant ones
    /// were checked when it was read.
    func validateLayers() throws {
        try canvas.validate()
        for (li, layer) in layers.enumerated() {
            try layer.validate(path: "layers[\(li)]", scale: canvas.scale, items: false)
        }
    }
}

/// Throws a `SceneError` at `path` unless `ok`.
package func check(_ ok: Bool, _ path: @autoclosure () -> String, _ message: @autoclosure () -> String) throws {
    if !ok { throw SceneError(path: path(), message: message()) }
}

/// Throws a `SceneError` at `path` unless `v` is finite and inside the bounds given.
package func checkFinite(
    _ v: Double, _ path: @autoclosure () -> String, min: Double? = nil, above: Double? = nil, max: Double? = nil
) throws {
    try check(v.isFinite, path(), "must be a finite number, got \(v)")
    if let m = min { try check(v >= m, path(), "must be >= \(fmt(m)), got \(fmt(v))") }
    if let m = above { try check(v > m, path(), "must be > \(fmt(m)), got \(fmt(v))") }
    if let m = max { try check(v <= m, path(), "must be <= \(fmt(m)), got \(fmt(v))") }
}

/// Throws a `SceneError` at `path` unless `v` is a coordinate, translation or length within
/// `Scene.maxCoordinate` points either way.
package func checkCoordinate(_ v: Double, _ path: @autoclosure () -> String) throws {
    let m = Scene.maxCoordinate
    try check(v.isFinite, path(), "must be a finite number, got \(v)")
    try check(abs(v) <= m, path(), "must be between -\(fmt(m)) and \(fmt(m)) points, got \(fmt(v))")
}

/// A number as people write it: 3, not 3.0.
package func fmt(_ v: Double) -> String {
    v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
}

extension Canvas {
    func validate() throws {
        try checkFinite(scale, "canvas.scale", above: 0, max: 16)
        try checkFinite(width, "canvas.width", above: 0)
        try checkFinite(height, "canvas.height", above: 0)
        let m = Double(Scene.maxPixelSize)
        try check(
            width * scale <= m, "canvas.width",
            "\(fmt(width)) points x scale \(fmt(scale)) is above the \(Scene.maxPixelSize)-pixel limit")
        try check(
            height * scale <= m, "canvas.height",
            "\(fmt(height)) points x scale \(fmt(scale)) is above the \(Scene.maxPixelSize)-pixel limit")
        try check(pixelWidth >= 1, "canvas.width", "is under one pixel at scale \(fmt(scale))")
        try check(pixelHeight >= 1, "canvas.height", "is under one pixel at scale \(fmt(scale))")
        try background.validate("canvas.background")
    }
}

extension RGBA {
    /// Checks every component is in 0...1.
    public func validate(_ path: @autoclosure () -> String) throws {
        func channel(_ v: Double, _ name: String) throws {
            try check(v.isFinite && v >= 0 && v <= 1, path(), "\(name) must be in 0...1, got \(v)")
        }
        try channel(r, "red")
        try channel(g, "green")
        try channel(b, "blue")
        try channel(a, "alpha")
    }
}

extension Layer {
    /// Checks a blur's sigma in points: a finite number >= 0 (any width renders: wide ones downsampled,
    /// `Planner.downsampled`); `scale` is the pixels per point where it is drawn.
    static func validate(blur: Double, scale: Double, _ path: @autoclosure () -> String) throws {
        try checkFinite(blur, path(), min: 0)
        try checkFinite(blur * scale, path(), min: 0)
    }

    /// Checks the layer's values and, with `items`, its draws and text too (nested layers'
    /// own values always).
    func validate(path: @autoclosure () -> String, scale: Double, items checkItems: Bool = true) throws {
        try checkFinite(opacity, "\(path()).opacity", min: 0, max: 1)
        try Layer.validate(blur: blur, scale: scale * transform.meanScale, "\(path()).blur")
        try transform.validate("\(path()).transform")
        try projection?.validate("\(path()).projection")
        if let m = colorMatrix {
            try check(m.values.count == 20, "\(path()).colorMatrix", "must be 20 numbers, got \(m.values.count)")
            for (i, v) in m.values.enumerated() {
                try checkFinite(v, "\(path()).colorMatrix[\(i)]", min: -1e4, max: 1e4)
            }
        }
        if let e = shaderEffect {
            let at = "\(path()).\(e.entry.kind.rawValue)"
            if let problem = e.mismatch() { try check(false, "\(at).arguments", problem) }
            for (i, a) in e.arguments.enumerated() {
                switch a {
                case .float(let v), .floatArray(let v), .colorArray(let v):
                    try check(v.count <= 65536, "\(at).arguments[\(i)]", "at most 65536 numbers, got \(v.count)")
                    for x in v { try checkFinite(x, "\(at).arguments[\(i)]", min: -1e9, max: 1e9) }
                case .boundingRect, .image: break
                }
            }
            for v in [e.maxSampleOffset.x, e.maxSampleOffset.y] {
                try checkFinite(v, "\(at).maxSampleOffset", min: 0, max: Scene.maxCoordinate)
            }
            if let b = e.bounds {
                for v in [b.x, b.y, b.width, b.height] {
                    try checkFinite(v, "\(at).bounds", min: -Scene.maxCoordinate, max: Scene.maxCoordinate)
                }
                try check(b.width >= 0 && b.height >= 0, "\(at).bounds", "must not be negative in size")
            }
        }
        if let c = clip { try c.validate("\(path()).clip") }
        if let s = shadow { try s.validate("\(path()).shadow", scale: scale * transform.meanScale) }
        if let m = mask {
            try check(
                m.mask == nil, "\(path()).mask.mask",
                "a mask cannot have a mask of its own: put the inner mask on a layer in the mask's items")
            try m.validate(path: "\(path()).mask", scale: scale * transform.meanScale, items: checkItems)
        }
        // By index, so that a frame checking its layers alone copies no draw.
        for i in items.indices {
            // Paths are written only for a message.
            func p() -> String { "\(path()).items[\(i)]" }
            switch items[i] {
            case .draw: if checkItems, case .draw(let d) = items[i] { try d.validate(path: p()) }
            case .layer(let l):
                try l.validate(path: "\(p()).layer", scale: scale * transform.meanScale, items: checkItems)
            case .effect(let e): try check(!e.name.isEmpty, "\(p()).effect", "needs an effect name")
            case .text(let t): if checkItems { try t.validate(p()) }
            }
        }
    }
}

extension Shadow {
    /// Checks the colour, offset and radius (within the blur's pixel limit at `scale`).
    func validate(_ path: @autoclosure () -> String, scale: Double) throws {
        try color.validate("\(path()).color")
        try checkCoordinate(x, "\(path()).x")
        try checkCoordinate(y, "\(path()).y")
        try Layer.validate(blur: radius, scale: scale, "\(path()).radius")
    }
}

extension TextItem {
    func validate(_ path: @autoclosure () -> String) throws {
        try check(!string.isEmpty, "\(path()).text", "is empty: there is nothing to draw")
        try check(
            string.count <= TextItem.maxLength, "\(path()).text",
            "at most \(TextItem.maxLength) characters, got \(string.count)")
        try checkFinite(font.size, "\(path()).font.size", above: 0, max: 2000)
        try checkFinite(lineSpacing, "\(path()).lineSpacing", min: -1000, max: 1000)
        try checkFinite(tracking, "\(path()).tracking", min: -1000, max: 1000)
        try frame.validate("\(path()).frame")
        try color.validate("\(path()).color")
        for (i, s) in spans.enumerated() { try s.color?.validate("\(path()).runs[\(i)].color") }
    }
}

extension Rect {
    /// Checks the origin is within `Scene.maxCoordinate` and the size in 0...maxCoordinate;
    /// `path` names the frame itself.
    public func validate(_ path: @autoclosure () -> String) throws {
        try checkCoordinate(x, "\(path()).x")
        try checkCoordinate(y, "\(path()).y")
        try checkFinite(width, "\(path()).width", min: 0, max: Scene.maxCoordinate)
        try checkFinite(height, "\(path()).height", min: 0, max: Scene.maxCoordinate)
    }
}

extension DrawTransform {
    func validate(_ path: @autoclosure () -> String) throws {
        try checkCoordinate(translate.x, "\(path()).translate")
        try checkCoordinate(translate.y, "\(path()).translate")
        try checkFinite(rotate, "\(path()).rotate", min: -1e6, max: 1e6)
        // 0 is allowed and draws nothing, as SwiftUI's scaleEffect(0); a negative scale mirrors
        // (docs/semantics.md).
        try checkFinite(scale, "\(path()).scale", min: -1e4, max: 1e4)
        if let scaleY { try checkFinite(scaleY, "\(path()).scale[1]", min: -1e4, max: 1e4) }
        try checkCoordinate(anchor.x, "\(path()).anchor")
        try checkCoordinate(anchor.y, "\(path()).anchor")
    }
}

extension Shape {
    /// Checks the frame and corner radius (and a path's points).
    public func validate(_ path: @autoclosure () -> String) throws {
        for (i, c) in contours.enumerated() {
            func p() -> String { "\(path()).contours[\(i)]" }
            var pts = [c.start]
            for (k, e) in c.elements.enumerated() {
                switch e {
                case .line(let q): pts.append(q)
                case let .cubic(a, b, q): pts += [a, b, q]
                case let .arc(ctr, rx, ry, s, e):
                    pts.append(ctr)
                    try checkFinite(rx, "\(p()).elements[\(k)].rx", min: 0, max: Scene.maxCoordinate)
                    try checkFinite(ry, "\(p()).elements[\(k)].ry", min: 0, max: Scene.maxCoordinate)
                    try checkFinite(s, "\(p()).elements[\(k)].start", min: -1e6, max: 1e6)
                    try checkFinite(e, "\(p()).elements[\(k)].end", min: -1e6, max: 1e6)
                    try check(
                        abs(e - s) <= Scene.maxArcSweep, "\(p()).elements[\(k)]",
                        "the arc sweeps \(fmt(abs(e - s))) radians, above the limit of "
                            + String(format: "%.1f radians (16 turns)", Scene.maxArcSweep))
                }
            }
            for q in pts {
                try checkCoordinate(q.x, p())
                try checkCoordinate(q.y, p())
            }
        }
        try frame.validate("\(path()).frame")
        try checkFinite(cornerRadius, "\(path()).cornerRadius", min: 0, max: Scene.maxCoordinate)
    }

    /// An upper bound of the outline's length in points: the frame's perimeter for the built-in
    /// shapes (each lies inside its frame and is convex), the sum of the pieces for a path (a
    /// cubic by its control polygon, an arc by the line to its start and its larger radius
    /// times its sweep).
    public var outlineLengthBound: Double {
        guard kind == .path else { return 2 * (frame.width + frame.height) }
        var total = 0.0
        for c in contours {
            var at = c.start
            for e in c.elements {
                switch e {
                case .line(let q): total += (q - at).length
                case let .cubic(a, b, q): total += (a - at).length + (b - a).length + (q - b).length
                case let .arc(c, rx, ry, s, e):
                    // A line from the current point to where the arc starts, then the arc.
                    total +=
                        (Point(c.x + rx * PortableMath.cos(s), c.y + ry * PortableMath.sin(s)) - at).length + max(
                            rx, ry) * abs(e - s)
                }
                at = PathElement.endPoint(of: e)
            }
            if c.closed { total += (c.start - at).length }
        }
        return total
    }
}

extension Draw {
    func validate(path: @autoclosure () -> String) throws {
        try shape.validate("\(path()).shape")
        try check(
            !(shape.kind == .path && operation == .strokeBorder), "\(path()).operation",
            "strokeBorder needs a shape that can be inset; a path can be filled or stroked")
        try checkFinite(opacity, "\(path()).opacity", min: 0, max: 1)
        try checkFinite(trimFrom, "\(path()).trim[0]", min: -10, max: 10)
        try checkFinite(trimTo, "\(path()).trim[1]", min: -10, max: 10)
        try transform.validate("\(path()).transform")
        if operation != .fill {
            try checkFinite(style.lineWidth, "\(path()).style.lineWidth", min: 0, max: 1e5)
            try checkFinite(style.miterLimit, "\(path()).style.miterLimit", min: 1)
            try checkCoordinate(style.dashPhase, "\(path()).style.dashPhase")
            for (i, d) in style.dash.enumerated() {
                try checkFinite(d, "\(path()).style.dash[\(i)]", min: 0, max: Scene.maxCoordinate)
            }
            if !style.dash.isEmpty {
                let period = style.dash.reduce(0, +)
                try check(period > 0, "\(path()).style.dash", "needs a positive total length")
                let length = shape.outlineLengthBound, repeats = length / period
                try check(
                    repeats <= Scene.maxDashRepeats, "\(path()).style.dash",
                    "the pattern, \(fmt(period)) points long, repeats "
                        + (repeats.isFinite ? "up to \(fmt(repeats.rounded(.up))) times" : "without bound")
                        + " along the outline (up to \(fmt(length)) points), above the limit of "
                        + "\(fmt(Scene.maxDashRepeats)); make the dashes longer")
            }
        }
        try paint.validate("\(path()).paint")
    }
}

extension Paint {
    /// Checks colours, stops and gradient geometry.
    public func validate(_ path: @autoclosure () -> String) throws {
        switch self {
        case .solid(let c):
            try c.validate(path())
        case let .linear(stops, s, e):
            try Paint.validate(stops: stops, path())
            for v in [s.x, s.y, e.x, e.y] { try checkCoordinate(v, "\(path()).startPoint/endPoint") }
        case .image(let i):
            try i.tint?.validate("\(path()).tint")
        case .mesh(let m):
            try m.validate(path())
        case .shader(let e):
            for (i, a) in e.arguments.enumerated() {
                switch a {
                case .float(let v), .floatArray(let v), .colorArray(let v):
                    for x in v { try checkFinite(x, "\(path()).arguments[\(i)]", min: -1e30, max: 1e30) }
                case .boundingRect, .image: continue
                }
            }
        case .harmonic(let h):
            try checkFinite(h.waves, "\(path()).waves", min: 0, max: 64)
            try checkFinite(h.time, "\(path()).time", min: -1e6, max: 1e6)
            try checkFinite(h.amplitude, "\(path()).amplitude", min: -100, max: 100)
            try checkFinite(h.press, "\(path()).press", min: 0, max: 1)
        case let .radial(stops, c, r0, r1):
            try Paint.validate(
                stops: stops, center: c, radii: (r0, r1), names: ("startRadius", "endRadius"), limit: 1e6, path())
        case let .elliptical(stops, c, r0, r1):
            try Paint.validate(
                stops: stops, center: c, radii: (r0, r1), names: ("startRadiusFraction", "endRadiusFraction"),
                limit: 1e4, path())
        case let .angular(stops, c, s, e):
            try Paint.validate(stops: stops, path())
            try checkCoordinate(c.x, "\(path()).center")
            try checkCoordinate(c.y, "\(path()).center")
            try checkFinite(s, "\(path()).startAngle")
            try checkFinite(e, "\(path()).endAngle")
            try check(e > s, "\(path()).endAngle", "must be above startAngle (\(fmt(s))), got \(fmt(e))")
            // A full turn written as a + 360 may round past 360 by an ulp or two (a = 0.7: 360.00000000000006).
            try check(
                e - s <= 360 + 1e-9, "\(path()).endAngle",
                "the span endAngle - startAngle must be <= 360 degrees, got \(fmt(e - s))")
        }
    }

    /// Checks a radial gradient's centre and radii (points or fractions; at most `limit`).
    static func validate(
        stops: [GradientStop], center c: Point, radii: (Double, Double), names: (String, String), limit: Double,
        _ path: @autoclosure () -> String
    ) throws {
        try validate(stops: stops, path())
        try checkCoordinate(c.x, "\(path()).center")
        try checkCoordinate(c.y, "\(path()).center")
        try checkFinite(radii.0, "\(path()).\(names.0)", min: 0, max: limit)
        try checkFinite(radii.1, "\(path()).\(names.1)", min: 0, max: limit)
    }

    static func validate(stops: [GradientStop], _ path: @autoclosure () -> String) throws {
        try check(!stops.isEmpty, "\(path()).stops", "a gradient needs at least one colour")
        try check(
            stops.count <= Paint.maxStops, "\(path()).stops", "at most \(Paint.maxStops) stops, got \(stops.count)")
        for (i, s) in stops.enumerated() {
            try checkFinite(s.location, "\(path()).stops[\(i)].location")
            try s.color.validate("\(path()).stops[\(i)].color")
        }
    }
}

extension SceneError {
    /// An error for a decoding failure inside a value found at `prefix` (such as an effect's
    /// parameters at "layers[0].draws[2]").
    public static func decoding(_ error: DecodingError, at prefix: String) -> SceneError {
        var e = SceneError(decoding: error, file: nil)
        e.path = e.path.isEmpty ? prefix : (e.path.hasPrefix("[") ? prefix + e.path : "\(prefix).\(e.path)")
        return e
    }

    /// A readable error from a decoding failure, naming the field's path.
    init(decoding error: DecodingError, file: String?) {
        func path(_ keys: [CodingKey]) -> String {
            var s = ""
            for k in keys {
                if let i = k.intValue { s += "[\(i)]" } else { s += s.isEmpty ? k.stringValue : ".\(k.stringValue)" }
            }
            return s
        }
        switch error {
        case let .keyNotFound(key, ctx):
            let p = path(ctx.codingPath)
            self.init(file: file, path: p, message: "missing field '\(key.stringValue)'")
        case let .typeMismatch(type, ctx):
            self.init(file: file, path: path(ctx.codingPath), message: "expected \(SceneError.describe(type))")
        case let .valueNotFound(type, ctx):
            self.init(
                file: file, path: path(ctx.codingPath), message: "expected \(SceneError.describe(type)), got null")
        case let .dataCorrupted(ctx):
            self.init(file: file, path: path(ctx.codingPath), message: ctx.debugDescription)
        @unknown default:
            self.init(file: file, path: "", message: "\(error)")
        }
    }

    static func describe(_ type: Any.Type) -> String {
        switch type {
        case is Double.Type, is Float.Type, is Int.Type: return "a number"
        case is String.Type: return "a string"
        case is Bool.Type: return "true or false"
        default:
            let name = "\(type)"
            if name.hasPrefix("Array") { return "an array" }
            if name.hasPrefix("Dictionary") { return "an object" }
            return name
        }
    }
}
