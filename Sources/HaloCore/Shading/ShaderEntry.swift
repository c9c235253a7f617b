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
        func fail(_ message: String) -> ShaderError {
            ShaderError(file: program.file, line: f.line, column: f.column, message: "\(name): \(message)")
        }
        guard f.stitchable else { throw fail("a shader SwiftUI calls must be [[ stitchable ]]") }
        let signature =
            "\(kind.rawValue) calls \(kind.result) \(name)("
            + (kind.leading.map(\.description) + ["args..."]).joined(separator: ", ") + ")"
        guard f.result == kind.result, f.parameterCount >= kind.leading.count,
            zip(f.parameters, kind.leading).allSatisfy({ $0.type == $1 })
        else { throw fail("the signature does not fit: \(signature)") }
        for p in f.parameters.dropFirst(kind.leading.count) {
            switch p.type {
            case .vector(.float, _), .floatArray: continue
            default:
                throw fail(
                    "argument '\(p.name)' is a \(p.type); SwiftUI passes floats (float ... float4, half4 for "
                        + ".color) and float arrays")
            }
        }
        self.program = program
        self.function = index
        self.kind = kind
    }
}
