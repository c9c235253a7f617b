/// Which of SwiftUI's three shader modifiers runs a function, and so its signature.
public enum ShaderEffectKind: String, Sendable, Hashable, CaseIterable {
    /// `colorEffect`: `half4 f(float2 position, half4 color, args...)`, the colour out.
    case color = "colorEffect"
    /// `distortionEffect`: `float2 f(float2 position, args...)`, where to sample the view.
    case distortion = "distortionEffect"
    /// `layerEffect`: `half4 f(float2 position, SwiftUI::Layer layer, args...)`.
    case layer = "layerEffect"

    /// The parameters SwiftUI passes before the user's arguments.
    public var leading: [ShaderType] {
        switch self {
        case .color: [.float(2), .float(4)]
        case .distortion: [.float(2)]
        case .layer: [.float(2), .layer]
        }
    }

    /// The function's result type.
    public var result: ShaderType { self == .distortion ? .float(2) : .float(4) }

    /// The signature SwiftUI calls, in Metal's spelling: "half4 name(float2 position, half4 color, args...)".
    public func signature(_ name: String) -> String {
        switch self {
        case .color: "half4 \(name)(float2 position, half4 color, args...)"
        case .distortion: "float2 \(name)(float2 position, args...)"
        case .layer: "half4 \(name)(float2 position, SwiftUI::Layer layer, args...)"
        }
    }
}

/// A `[[ stitchable ]]` function checked against the modifier that runs it: what its
/// arguments are after the ones SwiftUI passes.
public struct ShaderEntry: Sendable, Hashable {
    /// The program and the function's index in it.
    public let program: ShaderProgram
    /// The function's index in `program.functions`.
    public let function: Int
    /// The modifier that runs it.
    public let kind: ShaderEffectKind

    /// The user's arguments: each a float vector (1 to 4 components: `.float` ... `.float4`,
    /// `.color`, `.boundingRect`) or a float array.
    public var arguments: [ShaderType] {
        Array(program.functions[function].parameters.dropFirst(kind.leading.count).map(\.type))
    }

    /// The function `name` of `program` as `kind` runs it.
    /// - Throws: `ShaderError` at the function when it is missing, not `[[ stitchable ]]`, or
    ///   its signature is not the one `kind` calls.
    public init(_ program: ShaderProgram, function name: String, kind: ShaderEffectKind) throws(ShaderError) {
        guard let index = program.function(named: name) else {
            let names = program.functions.filter(\.stitchable).map(\.name)
            let known = names.isEmpty ? "none is [[ stitchable ]]" : "it has \(names.joined(separator: ", "))"
            throw ShaderError(
                file: program.file, line: 0, column: 0, message: "no function '\(name)' in the source (\(known))")
        }
        let f = program.functions[index]
        func fail(_ message: String, mismatch: Bool = true) -> ShaderError {
            var e = ShaderError(file: program.file, line: f.line, column: f.column, message: "\(name): \(message)")
            e.isSignatureMismatch = mismatch
            return e
        }
        guard f.stitchable else { throw fail("a shader SwiftUI calls must be [[ stitchable ]]", mismatch: false) }
        // `half` is `float` here, so a float4 result or colour fits where SwiftUI's signature says half4.
        guard f.result == kind.result, f.parameterCount >= kind.leading.count,
            zip(f.parameters, kind.leading).allSatisfy({ $0.type == $1 })
        else {
            throw fail(
                "the signature does not fit: it is \(program.signature(of: index)); \(kind.rawValue) calls "
                    + kind.signature(name))
        }
        let textures = f.parameters.dropFirst(kind.leading.count).filter { $0.type == .texture }
        if textures.count > 1 {
            throw fail(
                "SwiftUI passes one image a shader; '\(textures[textures.startIndex + 1].name)' is a second",
                mismatch: false)
        }
        for p in f.parameters.dropFirst(kind.leading.count) {
            switch p.type {
            case .vector(.float, _), .floatArray, .colorArray, .texture: continue
            default:
                throw fail(
                    "argument '\(p.name)' is a \(p.type); SwiftUI passes floats (float ... float4, half4 for "
                        + ".color), float and colour arrays and an image (texture2d<half>)")
            }
        }
        self.program = program
        self.function = index
        self.kind = kind
    }
}

extension ShaderEntry {
    /// Whether the function can read the view's pixels: a distortion always samples them, a colour effect
    /// where its body names its colour, a layer effect where the program samples a layer. Where it cannot,
    /// the view's content does not change the frame and need not be drawn.
    package var readsLayer: Bool {
        switch kind {
        case .distortion: return true
        case .color:
            return program.functions[function].body.contains {
                $0.contains { e in
                    if case .local(1, _) = e { true } else { false }
                }
            }
        case .layer:
            return program.functions.contains { f in
                f.body.contains { $0.contains { e in if case .sample = e { true } else { false } } }
            }
        }
    }
}

extension ShaderStatement {
    /// Whether an expression in the statement, or inside one, satisfies `test`.
    package func contains(where test: (ShaderExpression) -> Bool) -> Bool {
        switch self {
        case .assign(let place, let value):
            return value.contains(where: test)
                || place.path.contains { if case .element(let e) = $0 { e.contains(where: test) } else { false } }
        case .branch(let c, let a, let b):
            return c.contains(where: test) || a.contains { $0.contains(where: test) }
                || b.contains { $0.contains(where: test) }
        case .loop(let c, let body, let step):
            return (c?.contains(where: test) ?? false) || body.contains { $0.contains(where: test) }
                || step.contains { $0.contains(where: test) }
        case .returnValue(let e): return e?.contains(where: test) ?? false
        case .breakLoop, .continueLoop: return false
        }
    }
}

extension ShaderExpression {
    /// Whether the expression, or one inside it, satisfies `test`.
    package func contains(where test: (ShaderExpression) -> Bool) -> Bool {
        if test(self) { return true }
        switch self {
        case .constant, .local, .global: return false
        case .swizzle(let a, _, _), .arrayCount(let a), .unary(_, let a, _), .splat(let a, _), .convert(let a, _):
            return a.contains(where: test)
        case .element(let a, let b, _), .arrayElement(let a, let b), .binary(_, let a, let b, _),
            .product(let a, let b, _), .sample(let a, let b):
            return a.contains(where: test) || b.contains(where: test)
        case .texture(_, let a, let b):
            return a.contains(where: test) || (b?.contains(where: test) ?? false)
        case .select(let c, let a, let b, _):
            return c.contains(where: test) || a.contains(where: test) || b.contains(where: test)
        case .construct(_, let args), .builtin(_, let args, _), .call(_, let args, _):
            return args.contains { $0.contains(where: test) }
        }
    }
}
