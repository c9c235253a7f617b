/// A checked shader source: its functions in order (each calls only earlier ones, never
/// itself), its constants, and its `[[ stitchable ]]` entry points. One parse serves both back
/// ends: `GLSLShaderEmitter` writes it as GLSL ES 3.10 and HaloCPU evaluates it.
public struct ShaderProgram: Sendable, Hashable {
    /// The file as named to Halo (in messages).
    public var file: String
    /// Every function, callees before callers.
    public var functions: [ShaderFunction]
    /// Program-wide `constant` values, each a constant expression of its type.
    public var globals: [ShaderGlobal]
    /// A hash of the source it was read from (FNV-1a, 64 bits; 0: made by hand): programs read
    /// from the same text compare equal by it, without walking their functions.
    public var fingerprint: UInt64 = 0

    /// The same source (by fingerprint), or the same functions and constants.
    public static func == (a: ShaderProgram, b: ShaderProgram) -> Bool {
        if a.fingerprint != 0 || b.fingerprint != 0 { return a.fingerprint == b.fingerprint && a.file == b.file }
        return a.file == b.file && a.functions == b.functions && a.globals == b.globals
    }

    /// Hashes the file and the fingerprint.
    public func hash(into h: inout Hasher) {
        h.combine(file)
        h.combine(fingerprint)
    }

    /// The FNV-1a hash of `text`'s bytes.
    static func fingerprint(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in text.utf8 { hash = (hash ^ UInt64(b)) &* 0x100_0000_01b3 }
        return hash | 1
    }

    /// Loop passes one invocation of a shader may make in all, over every loop: once they are
    /// spent, every loop ends as if its condition were false, so any shader ends (the same on
    /// both back ends).
    public static let loopBudget = 4096

    /// The function named `name`, if the source defines it.
    public func function(named name: String) -> Int? {
        functions.lastIndex { $0.name == name }
    }

    /// Function `index`'s signature as Halo reads it (`half` as `float`): "float4 glow(float2, float4, float)".
    public func signature(of index: Int) -> String {
        let f = functions[index]
        return "\(f.result) \(f.name)(" + f.parameters.map { "\($0.type)" }.joined(separator: ", ") + ")"
    }
}

/// A function of a shader program.
public struct ShaderFunction: Sendable, Hashable {
    /// Its name in the source.
    public var name: String
    /// Its return type (`void` for none).
    public var result: ShaderType
    /// How many of `locals` are parameters (the first ones).
    public var parameterCount: Int
    /// Its parameters then its local variables, each a slot (a name in a scope, unique).
    public var locals: [ShaderLocal]
    /// Its statements.
    public var body: [ShaderStatement]
    /// Whether it carries `[[ stitchable ]]`: SwiftUI can call it.
    public var stitchable: Bool
    /// Where it is declared (line, column).
    public var line: Int
    /// See `line`.
    public var column: Int

    /// Its parameters' types.
    public var parameters: ArraySlice<ShaderLocal> { locals[0..<parameterCount] }
}

/// A parameter or local variable.
public struct ShaderLocal: Sendable, Hashable {
    /// Its name in the source.
    public var name: String
    /// Its type.
    public var type: ShaderType
}

/// A `constant` (or `constexpr`) program-wide value.
public struct ShaderGlobal: Sendable, Hashable {
    /// Its name in the source.
    public var name: String
    /// Its type.
    public var type: ShaderType
    /// Its value, a constant expression.
    public var value: ShaderExpression
}
