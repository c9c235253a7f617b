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
    /// The view's frame in the layer's points: the origin of positions, and `.boundingRect`.
    public var bounds: Rect
    /// How far a distortion or layer effect may read from the pixel it colours, in points:
    /// the region shaded grows by this much.
    public var maxSampleOffset: Point

    /// An effect running `entry` with `arguments` over `bounds`.
    public init(entry: ShaderEntry, arguments: [ShaderArgument], bounds: Rect, maxSampleOffset: Point = .zero) {
        self.entry = entry
        self.arguments = arguments
        self.bounds = bounds
        self.maxSampleOffset = maxSampleOffset
    }

    /// The arguments as the shader reads them: each float vector's components (`boundingRect`
    /// is (0, 0, width, height): the bounds in the shader's positions), or an array's values.
    public var values: [[Float]] {
        arguments.map { a in
            switch a {
            case .float(let v): v.map(Float.init)
            case .floatArray(let v): v.map(Float.init)
            case .boundingRect: [0, 0, Float(bounds.width), Float(bounds.height)]
            }
        }
    }

    /// Each argument's problem against the entry's parameters, nil when they fit.
    public func mismatch() -> String? {
        let types = entry.arguments
        let name = entry.program.functions[entry.function].name
        guard types.count == arguments.count else {
            return "\(name) takes \(types.count) arguments after SwiftUI's, got \(arguments.count)"
        }
        for (i, (a, t)) in zip(arguments, types).enumerated() {
            switch (a, t) {
            case (.float(let v), .vector(.float, let n)) where v.count == n: continue
            case (.boundingRect, .vector(.float, 4)), (.floatArray, .floatArray): continue
            default: return "argument \(i) of \(name) is a \(t), got \(a.kindName)"
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
    /// `.boundingRect`: the view's bounds.
    case boundingRect

    /// What it is, in messages.
    var kindName: String {
        switch self {
        case .float(let v): v.count == 1 ? "a float" : "a float\(v.count)"
        case .floatArray: "a float array"
        case .boundingRect: "boundingRect (a float4)"
        }
    }

    /// Blended component by component where both have the same shape, else the end one.
    public func interpolated(to o: ShaderArgument, _ f: Double) -> ShaderArgument {
        switch (self, o) {
        case let (.float(a), .float(b)) where a.count == b.count:
            return .float(zip(a, b).map { $0 + ($1 - $0) * f })
        case let (.floatArray(a), .floatArray(b)) where a.count == b.count:
            return .floatArray(zip(a, b).map { $0 + ($1 - $0) * f })
        default:
            return f < 1 ? self : o
        }
    }
}
