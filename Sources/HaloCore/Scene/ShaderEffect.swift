/// A layer's shader effect: SwiftUI's `colorEffect`, `distortionEffect` or `layerEffect` with
/// a `[[ stitchable ]]` function and its arguments.
///
/// The shader runs over the layer's pixels after its blur, before its colour filter, clip,
/// opacity and mask: at each pixel of the effect's region (`bounds`, and the layer's content,
/// grown by `maxSampleOffset`) it gets the pixel centre's position in points from the
/// bounds' origin (docs/library.md, "Shader effects").
public struct ShaderEffect: Equatable, Sendable {
    /// The function, checked against the modifier.
    public var entry: ShaderEntry
    /// Its arguments after the ones SwiftUI passes, in order.
    public var arguments: [ShaderArgument]
    /// The view's frame in the layer's points: the origin of positions, and `.boundingRect`
    /// (nil: the canvas, for scene files).
    public var bounds: Rect?
    /// How far a distortion or layer effect may read from the pixel it colours, in points:
    /// the region shaded grows by this much.
    public var maxSampleOffset: Point

    /// An effect running `entry` with `arguments` over `bounds`.
    public init(entry: ShaderEntry, arguments: [ShaderArgument], bounds: Rect?, maxSampleOffset: Point = .zero) {
        self.entry = entry
        self.arguments = arguments
        self.bounds = bounds
        self.maxSampleOffset = maxSampleOffset
    }

    /// The arguments as the shader reads them over `bounds`: each float vector's components
    /// (`boundingRect` is (0, 0, width, height): the bounds in the shader's positions), or an
    /// array's values (none for an image: see `image`).
    public func values(bounds: Rect) -> [[Float]] {
        arguments.map { a in
            switch a {
            case .float(let v): v.map(Float.init)
            case .floatArray(let v), .colorArray(let v): v.map(Float.init)
            case .boundingRect: [0, 0, Float(bounds.width), Float(bounds.height)]
            case .image: []
            }
        }
    }

    /// The image argument's image, if it has one (SwiftUI passes one at most).
    public var image: ImageSource? {
        for case .image(let source) in arguments { return source }
        return nil
    }

    /// Each argument's problem against the entry's parameters, nil when they fit.
    public func mismatch() -> String? {
        let types = entry.arguments
        var name = entry.program.functions[entry.function].name
        // A shape style's wrapper (`ShaderEntry.fill`) by the user's name.
        if name.hasPrefix(ShaderEntry.fillPrefix) { name.removeFirst(ShaderEntry.fillPrefix.count) }
        let declared = types.map { "\($0)" }.joined(separator: ", ")
        let given = arguments.map(\.kindName).joined(separator: ", ")
        guard types.count == arguments.count else {
            return "\(name) takes \(types.count) arguments after SwiftUI's (\(declared)), got \(arguments.count)"
                + " (\(given))"
        }
        for (i, (a, t)) in zip(arguments, types).enumerated() {
            switch (a, t) {
            case (.float(let v), .vector(.float, let n)) where v.count == n: continue
            case (.boundingRect, .vector(.float, 4)), (.floatArray, .floatArray), (.colorArray, .colorArray),
                (.image, .texture):
                continue
            default:
                return "argument \(i) of \(name) is a \(t), got \(a.kindName) (declares \(declared); given \(given))"
            }
        }
        return nil
    }
}

/// One argument of a shader effect, as SwiftUI's `Shader.Argument`.
public enum ShaderArgument: Equatable, Sendable {
    /// `.float`, `.float2`, `.float3`, `.float4` and `.color` (premultiplied components).
    case float([Double])
    /// `.floatArray`.
    case floatArray([Double])
    /// `.colorArray`: each colour's premultiplied components (r, g, b, a), one colour after another.
    case colorArray([Double])
    /// `.boundingRect`: the view's bounds.
    case boundingRect
    /// `.image`: a `texture2d<half>` of the image's own pixels, premultiplied.
    case image(ImageSource)

    /// What it is, in messages.
    var kindName: String {
        switch self {
        case .float(let v): v.count == 1 ? "a float" : "a float\(v.count)"
        case .floatArray: "a float array"
        case .colorArray: "a colour array"
        case .boundingRect: "boundingRect (a float4)"
        case .image: "an image"
        }
    }

    /// Blended component by component where both have the same shape, else the end one.
    public func interpolated(to o: ShaderArgument, _ f: Double) -> ShaderArgument {
        switch (self, o) {
        case let (.float(a), .float(b)) where a.count == b.count:
            return .float(zip(a, b).map { $0 + ($1 - $0) * f })
        case let (.floatArray(a), .floatArray(b)) where a.count == b.count:
            return .floatArray(zip(a, b).map { $0 + ($1 - $0) * f })
        case let (.colorArray(a), .colorArray(b)) where a.count == b.count:
            return .colorArray(zip(a, b).map { $0 + ($1 - $0) * f })
        default:
            return f < 1 ? self : o
        }
    }
}

extension ShaderEffect {
    /// A layer's `{"source": "ripple.metal", "function", "arguments": [...], "bounds": [x, y,
    /// width, height], "maxSampleOffset": [x, y]}` under `kind`'s key: the source one of Halo's
    /// shaders or a file relative to the scene's folder, the function named after the file when
    /// not given, the bounds the canvas when not given; arguments and bounds may be animated.
    static func parts(_ node: SceneNode, kind: ShaderEffectKind) throws -> Varying<ShaderEffect> {
        let c = try node.fields(["source", "function", "arguments", "bounds", "maxSampleOffset"])
        let sourceNode = try c.node("source")
        let file = try sourceNode.string()
        let program: ShaderProgram
        do {
            program = try ShaderSourceCache.shared.program(file: file, relativeTo: SceneDocument.imageDirectory)
        } catch {
            throw sourceNode.error("\(error)")
        }
        let name =
            try c.optionalNode("function").map { try $0.string() }
            ?? String(
                file.split(separator: "/").last!
                    .split(separator: ".").first ?? "")
        let entry: ShaderEntry
        do {
            entry = try ShaderEntry(program, function: name, kind: kind)
        } catch {
            throw (c.optionalNode("function") ?? sourceNode).error("\(error)")
        }
        let arguments = try c.varying("arguments", default: [ShaderArgument]())
        let bounds = try c.optionalNode("bounds").map(Rect.varying)
        let offset = try c.varying("maxSampleOffset", default: Point.zero)
        let probe = ShaderEffect(entry: entry, arguments: try arguments.value(at: 0), bounds: nil)
        if let problem = probe.mismatch() { throw (c.optionalNode("arguments") ?? node).error(problem) }
        return try .combining([arguments, offset] + (bounds.map { [$0] } ?? [])) { t in
            ShaderEffect(
                entry: entry, arguments: try arguments.value(at: t), bounds: try bounds?.value(at: t),
                maxSampleOffset: try offset.value(at: t))
        }
    }

    /// Arguments and bounds blended; the rest is the end's.
    public func interpolated(to o: ShaderEffect, _ f: Double) -> ShaderEffect {
        guard entry == o.entry, arguments.count == o.arguments.count else { return f < 1 ? self : o }
        var e = o
        e.arguments = zip(arguments, o.arguments).map { $0.interpolated(to: $1, f) }
        return e
    }
}

extension ShaderArgument: SceneValue {
    /// A number (`.float`), 2 to 4 numbers (`.float2` ... `.float4`), `"boundingRect"`,
    /// `{"color": colour}` (premultiplied, as SwiftUI passes `.color`), `{"floatArray": [...]}` or
    /// `{"colorArray": [r, g, b, a, ...]}` (premultiplied components, four a colour).
    public static func parts(_ node: SceneNode) throws -> Varying<ShaderArgument> {
        switch node.value {
        case .number: return try Double.varying(node).map { .float([$0]) }
        case .array(let a):
            guard (2...4).contains(a.count) else {
                throw node.error("a vector argument has 2 to 4 numbers, got \(a.count)")
            }
            return try [Double].varying(node).map { .float($0) }
        case .string("boundingRect"): return .constant(.boundingRect)
        case .object(let o) where o.keys.count == 1 && o["color"] != nil:
            let c = try node.fields(["color"])
            return try c.varying("color", RGBA.self).map { rgba in
                .float([rgba.r * rgba.a, rgba.g * rgba.a, rgba.b * rgba.a, rgba.a])
            }
        case .object(let o) where o.keys.count == 1 && o["floatArray"] != nil:
            let c = try node.fields(["floatArray"])
            return try c.varying("floatArray", [Double].self).map { .floatArray($0) }
        case .object(let o) where o.keys.count == 1 && o["colorArray"] != nil:
            let c = try node.fields(["colorArray"])
            let values = try c.varying("colorArray", [Double].self)
            guard try values.value(at: 0).count % 4 == 0 else {
                throw node.error("a colorArray has four numbers a colour (premultiplied r, g, b, a)")
            }
            return values.map { .colorArray($0) }
        case .object(let o) where o.keys.count == 1 && o["image"] != nil:
            let c = try node.fields(["image"])
            return .constant(.image(try SceneDocument.imageSource(c.node("image"))))
        default:
            throw node.expected(
                "a shader argument: a number, [x, y(, z(, w))], \"boundingRect\", {\"color\": ...}, "
                    + "{\"floatArray\": [...]}, {\"colorArray\": [...]} or {\"image\": \"file.png\"}")
        }
    }
}
