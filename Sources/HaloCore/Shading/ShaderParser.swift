/// Reads the `[[ stitchable ]]` subset of Metal Shading Language into a checked
/// `ShaderProgram`: one pass, recursive descent, types resolved as it goes (a function or
/// constant is used only after its declaration, as in C++).
///
/// What it accepts is listed in docs/library.md ("Shader effects"); anything else is refused
/// with the file, line and column and what is not supported.
public struct ShaderParser {
    /// The deepest nesting of expressions and blocks read.
    public static let maxDepth = 64
    /// The most operations a function may hold with its calls expanded (the CPU back end
    /// expands calls).
    public static let maxExpandedSize = 200_000

    let file: String
    var tokens: [ShaderToken]
    var position = 0
    var depth = 0
    /// The program so far.
    var functions: [ShaderFunction] = []
    var globals: [ShaderGlobal] = []
    /// Per function, its size with calls expanded.
    var expandedSizes: [Int] = []
    /// Per function, each parameter's default argument (C++'s `float smoothness = 0.0`), nil where it has none.
    var defaultArguments: [[ShaderExpression?]] = []
    /// The defaults of the function being read, parameter by parameter.
    var defaults: [ShaderExpression?] = []
    /// Program-wide constants whose values call functions (`constant half4 orange = makeRGB(237, 172, 76);`),
    /// by name: each use is the value, with its size in operations.
    var computedConstants: [String: (value: ShaderExpression, size: Int)] = [:]

    /// The function being read.
    var locals: [ShaderLocal] = []
    /// Its scopes, innermost last: names to slots, with whether each is `const`.
    var scopes: [[String: (slot: Int, isConstant: Bool)]] = []
    var result: ShaderType = .void
    var loopDepth = 0
    var size = 0
    /// The `constexpr sampler`s in scope by name: the program's, then the function's.
    var samplers: [String: ShaderSampler] = [:]
    var globalSamplers: [String: ShaderSampler] = [:]
    /// Increments an assignment's index makes (`p[i++] = v`), run after the assignment.
    var deferred: [ShaderStatement] = []
    /// What out-parameter calls (`modf(x, whole)`) in the statement being read write, run before it
    /// (`ShaderParser+OutParameters.swift`).
    var hoisted: [ShaderStatement] = []
    /// How many operands that run only sometimes (`?:`'s branches, `&&`'s and `||`'s right side) enclose the
    /// expression being read: an out-parameter call may not write from there.
    var conditionalDepth = 0

    /// Parses and checks `source`.
    /// - Parameters:
    ///   - source: Metal Shading Language text.
    ///   - file: its name, for messages.
    ///   - path: where `source` was read from: `#include "..."` looks in its folder first.
    ///   - includePaths: the folders `#include "..."` searches next.
    /// - Throws: `ShaderError` with the line and column of the first problem.
    public static func parse(_ source: String, file: String, path: String? = nil, includePaths: [String] = [])
        throws(ShaderError) -> ShaderProgram
    {
        // Directives and macros first (ShaderPreprocessor), so the parser reads plain tokens.
        var preprocessor = ShaderPreprocessor(includePaths: includePaths)
        var parser = ShaderParser(file: file, tokens: try preprocessor.run(source, file: file, path: path))
        try parser.program()
        var program = ShaderProgram(file: file, functions: parser.functions, globals: parser.globals)
        program.fingerprint = ShaderProgram.fingerprint(preprocessor.texts.joined(separator: "\u{0}"))
        return program
    }

    // MARK: - Tokens

    var current: ShaderToken { tokens[position] }

    /// An error at the current token.
    func error(_ message: String) -> ShaderError { error(message, at: current) }

    /// An error at `token`, in the file it was read from, naming the macro it came from.
    func error(_ message: String, at token: ShaderToken) -> ShaderError {
        let note = token.expansion.map { " (\($0))" } ?? ""
        return ShaderError(file: token.file ?? file, line: token.line, column: token.column, message: message + note)
    }

    /// Whether the current token is the symbol `s`.
    func at(_ s: String) -> Bool { current.kind == .symbol(s) }

    /// Whether the current token is the identifier `s`.
    func atWord(_ s: String) -> Bool { current.kind == .identifier(s) }

    /// Consumes the symbol `s` if it is next.
    mutating func take(_ s: String) -> Bool {
        guard at(s) else { return false }
        position += 1
        return true
    }

    /// Consumes the identifier `s` if it is next.
    mutating func takeWord(_ s: String) -> Bool {
        guard atWord(s) else { return false }
        position += 1
        return true
    }

    /// Consumes the symbol `s`, or fails naming what was expected.
    mutating func expect(_ s: String, _ context: String) throws(ShaderError) {
        guard take(s) else { throw error("expected '\(s)' \(context), found \(describe(current))") }
    }

    /// An identifier, or fails.
    mutating func identifier(_ what: String) throws(ShaderError) -> String {
        guard case .identifier(let name) = current.kind else {
            throw error("expected \(what), found \(describe(current))")
        }
        position += 1
        return name
    }

    /// A token as shown in messages.
    func describe(_ t: ShaderToken) -> String {
        switch t.kind {
        case .identifier(let s): "'\(s)'"
        case .number(let v, let isFloat, _): isFloat ? "the number \(v)" : "the number \(Int64(v))"
        case .symbol(let s): "'\(s)'"
        case .end: "the end of the source"
        }
    }

    /// Enters one level of nesting, refusing sources nested deeper than `maxDepth`.
    mutating func enter() throws(ShaderError) {
        depth += 1
        guard depth <= Self.maxDepth else {
            throw error("the source nests deeper than \(Self.maxDepth) levels (expressions and blocks)")
        }
    }

    // MARK: - Declarations

    /// Words Metal reserves that the subset does not support, with what to say.
    static let unsupportedWords: [String: String] = [
        "struct": "structs are not supported; pass values as separate arguments",
        "class": "classes are not supported", "union": "unions are not supported",
        "enum": "enums are not supported; use int constants", "typedef": "typedef is not supported",
        "template": "templates are not supported", "switch": "switch is not supported; use if / else",
        "do": "do / while is not supported; use while", "goto": "goto is not supported",
        "texture1d": "only texture2d<half> (SwiftUI's .image) is supported",
        "texture3d": "only texture2d<half> (SwiftUI's .image) is supported",
        "texturecube": "only texture2d<half> (SwiftUI's .image) is supported",
        "depth2d": "only texture2d<half> (SwiftUI's .image) is supported",
        "thread": "address spaces other than device are not supported",
        "threadgroup": "threadgroup memory is not supported", "kernel": "kernel functions are not supported",
        "vertex": "vertex functions are not supported", "fragment": "fragment functions are not supported",
        "namespace": "namespaces are not supported", "auto": "auto is not supported; name the type",
        "double": "double is not supported in Metal", "short": "short is not supported; use int",
        "ushort": "ushort is not supported; use uint", "char": "char is not supported; use int",
        "uchar": "uchar is not supported; use uint", "long": "long is not supported; use int",
    ]

    mutating func program() throws(ShaderError) {
        while current.kind != .end {
            if take(";") { continue }
            if takeWord("using") {
                guard takeWord("namespace"), takeWord("metal") else {
                    throw error("only 'using namespace metal;' is supported")
                }
                try expect(";", "after 'using namespace metal'")
                continue
            }
            try declaration()
        }
    }

    /// A function or a program-wide constant.
    mutating func declaration() throws(ShaderError) {
        let start = current
        var stitchable = false, isConstant = false
        while true {
            if at("[") {
                try expect("[", "")
                try expect("[", "to open an attribute")
                let name = try identifier("an attribute")
                guard name == "stitchable" else {
                    throw error("the attribute [[ \(name) ]] is not supported (only [[ stitchable ]])", at: start)
                }
                try expect("]", "after the attribute")
                try expect("]", "to close the attribute")
                stitchable = true
            } else if takeWord("constant") || takeWord("constexpr") || takeWord("const") {
                isConstant = true
            } else if takeWord("static") || takeWord("inline") {
                continue
            } else {
                break
            }
        }
        if atWord("sampler") {
            let t = current
            position += 1
            // With or without constexpr alike (see `samplerDeclaration`).
            let (name, sampler) = try samplerDeclaration()
            try expect(";", "after the sampler")
            globalSamplers[name] = sampler
            return
        }
        let typeToken = current
        let type = try typeName(allowVoid: true)
        let nameToken = current
        let name = try identifier("a name after the type \(type)")
        if at("(") {
            guard !isConstant else { throw error("a function cannot be constant", at: typeToken) }
            return try function(name, result: type, stitchable: stitchable, at: nameToken)
        }
        guard !stitchable else { throw error("[[ stitchable ]] applies to functions only", at: start) }
        guard isConstant else {
            throw error(
                "a program-wide variable must be 'constant' (Metal has no mutable globals)", at: nameToken)
        }
        guard type.isStorable else {
            throw error("a constant must be a number, a vector, a matrix or an array of them", at: typeToken)
        }
        guard lookupGlobal(name) == nil, computedConstants[name] == nil, functions.allSatisfy({ $0.name != name })
        else {
            throw error("'\(name)' is already defined", at: nameToken)
        }
        scopes = []
        locals = []
        let declared = try arraySuffix(type)
        guard take("=") || at("{") else {
            throw error("expected '=' after the constant's name (a constant needs a value), found \(describe(current))")
        }
        let sizeBefore = size
        let value = try initializer(declared, at: nameToken)
        try expect(";", "after the constant")
        if isConstantExpression(value) {
            globals.append(ShaderGlobal(name: name, type: value.type, value: value))
        } else if isConstantExpression(value, callsAllowed: true) {
            // A value the functions compute from constants: the same wherever it is used, as functions read
            // nothing else, so each use is the value itself.
            computedConstants[name] = (value, max(size - sizeBefore, 1))
        } else {
            throw error("the value of '\(name)' is not a constant expression", at: nameToken)
        }
    }

    /// Whether `e` depends only on literals and constants (with `callsAllowed`, and calls of the program's
    /// functions with such arguments).
    func isConstantExpression(_ e: ShaderExpression, callsAllowed: Bool = false) -> Bool {
        func constant(_ e: ShaderExpression) -> Bool { isConstantExpression(e, callsAllowed: callsAllowed) }
        switch e {
        case .constant, .global: return true
        case .call(_, let xs, _): return callsAllowed && xs.allSatisfy(constant)
        case .local, .sample, .texture, .arrayElement, .arrayCount: return false
        case .swizzle(let a, _, _), .unary(_, let a, _), .splat(let a, _), .convert(let a, _):
            return constant(a)
        case .element(let a, let b, _), .binary(_, let a, let b, _), .product(let a, let b, _):
            return constant(a) && constant(b)
        case .construct(_, let xs), .builtin(_, let xs, _): return xs.allSatisfy(constant)
        case .select(let a, let b, let c, _):
            return constant(a) && constant(b) && constant(c)
        }
    }

    /// The global named `name`.
    func lookupGlobal(_ name: String) -> Int? { globals.lastIndex { $0.name == name } }

    /// A function's parameters and body.
    mutating func function(_ name: String, result: ShaderType, stitchable: Bool, at token: ShaderToken)
        throws(ShaderError)
    {
        guard lookupGlobal(name) == nil, computedConstants[name] == nil else {
            throw error("'\(name)' is already a constant", at: token)
        }
        locals = []
        scopes = [[:]]
        samplers = globalSamplers
        self.result = result
        size = 0
        loopDepth = 0
        defaults = []
        try expect("(", "")
        if !at(")") {
            repeat {
                try parameter()
            } while take(",")
        }
        try expect(")", "after the parameters")
        hoisted = []
        let parameterCount = locals.count
        // C++ [dcl.fct.default]: after a parameter with a default argument, each one has one.
        if let first = defaults.firstIndex(where: { $0 != nil }),
            let bare = defaults[first...].firstIndex(where: { $0 == nil })
        {
            throw error(
                "'\(locals[bare].name)' needs a default argument: it follows '\(locals[first].name)', which has one",
                at: token)
        }
        try checkOverload(name, locals.map(\.type), stitchable: stitchable, at: token)
        guard at("{") else {
            throw error("expected the function's body '{' (declarations without a body are not supported)")
        }
        let bodyStart = position
        let body = try block(newScope: false)
        size += position - bodyStart
        // Metal leaves a value-returning function that runs off its end undefined (a warning);
        // both backends would make up a value, differently.
        guard result == .void || Self.alwaysReturns(body) else {
            throw error(
                "'\(name)' must return a \(result) on every path (end it with 'return', or an 'if' and "
                    + "'else' that both return)", at: token)
        }
        functions.append(
            ShaderFunction(
                name: name, result: result, parameterCount: parameterCount, locals: locals, body: body,
                stitchable: stitchable, line: token.line, column: token.column))
        expandedSizes.append(size)
        defaultArguments.append(defaults)
        guard size <= Self.maxExpandedSize else {
            throw error(
                "'\(name)' is too large with its calls expanded (\(size) operations; at most "
                    + "\(Self.maxExpandedSize))", at: token)
        }
    }

    /// Whether `body` returns on every path: it ends with a `return`, or with an `if` and `else`
    /// that both do (a loop is not followed: its condition may fail first).
    static func alwaysReturns(_ body: [ShaderStatement]) -> Bool {
        switch body.last {
        case .returnValue: true
        case .branch(_, let a, let b): alwaysReturns(a) && alwaysReturns(b)
        default: false
        }
    }

    /// One parameter: `float2 position`, `half4 color`, `SwiftUI::Layer layer`,
    /// `device const float *values` (SwiftUI's float array, with the `int count` after it).
    mutating func parameter() throws(ShaderError) {
        let start = current
        if takeWord("device") {
            _ = takeWord("const")
            let t = current
            let type: ShaderType
            if takeWord("float") || takeWord("half") {
                type = .floatArray
            } else if takeWord("half4") || takeWord("float4") {
                type = .colorArray
            } else {
                throw error(
                    "only 'device const float *' (SwiftUI's floatArray) and 'device const half4 *' (its colorArray) "
                        + "parameters are supported", at: t)
            }
            try expect("*", "in 'device const \(type == .floatArray ? "float" : "half4") *'")
            let name = try identifier("the array's name")
            declare(name, type, isConstant: true)
            // SwiftUI passes the array's count next.
            try expect(",", "after a float array: SwiftUI passes 'int count' after it")
            let countToken = current
            guard takeWord("int") else { throw error("expected 'int' for the float array's count", at: countToken) }
            let countName = try identifier("the count's name")
            scopes[scopes.count - 1][countName] = (slot: -1 - (locals.count - 1), isConstant: true)
            defaults.append(nil)
            return
        }
        while takeWord("const") || takeWord("thread") {}
        if atWord("sampler") {
            throw error(
                "a sampler parameter is not supported: SwiftUI passes a shader no sampler (Shader.Argument has "
                    + "none), and Halo's samplers are known when the shader is read; declare "
                    + "'constexpr sampler s(...)' where it is used", at: start)
        }
        let type = try typeName(allowVoid: false)
        guard !at("&"), !at("*") else {
            throw error("references and pointers are not supported (except device const float *)", at: start)
        }
        let name = try identifier("the parameter's name")
        if at("[") {
            throw error("array parameters are not supported (pass an array<T, N>, which Metal copies)")
        }
        defaults.append(take("=") ? try defaultArgument(for: name, type) : nil)
        declare(name, type, isConstant: false)
    }

    /// A parameter's default argument (after its `=`), converted to its type: a value of literals, constants
    /// and calls, which C++ evaluates at each call that leaves the parameter out ([dcl.fct.default]; the
    /// function's own parameters are not in scope there).
    mutating func defaultArgument(for name: String, _ type: ShaderType) throws(ShaderError) -> ShaderExpression {
        let t = current
        let value = try converted(try expression(), to: type, at: t)
        let readsParameter = value.contains {
            switch $0 {
            case .local, .arrayCount: true
            default: false
            }
        }
        guard !readsParameter else {
            throw error("the default argument of '\(name)' reads a parameter, which C++ does not allow", at: t)
        }
        return value
    }

    /// Adds a local named `name` to the innermost scope.
    @discardableResult
    mutating func declare(_ name: String, _ type: ShaderType, isConstant: Bool) -> Int {
        locals.append(ShaderLocal(name: name, type: type))
        scopes[scopes.count - 1][name] = (slot: locals.count - 1, isConstant: isConstant)
        return locals.count - 1
    }

    // MARK: - Types

    /// Whether a type name starts here.
    func atType() -> Bool {
        guard case .identifier(let name) = current.kind else { return false }
        if ["SwiftUI", "void", "const", "constexpr", "sampler", "texture2d", "array"].contains(name) { return true }
        return Self.type(named: name) != nil
    }

    /// The type spelled `name`: `float`, `half3`, `int2`, `float3x3`, ... (half is float), or one of the
    /// simd library's names for them that Metal also accepts: `vector_float3`, `simd_half4`, `vector_int2`,
    /// `matrix_float3x3`, `simd_float4x4`, and the `packed_` vectors (`packed_float3`: the same values, stored
    /// without padding).
    static func type(named name: String) -> ShaderType? {
        for (prefix, kind) in aliasPrefixes where name.hasPrefix(prefix) {
            guard let type = builtinType(named: String(name.dropFirst(prefix.count))), type.scalar != .bool else {
                return nil
            }
            switch (type, kind) {
            case (.vector(_, let n), .vectors), (.vector(_, let n), .both): return n > 1 ? type : nil
            case (.matrix, .matrices), (.matrix, .both): return type
            default: return nil
            }
        }
        return builtinType(named: name)
    }

    /// What an alias prefix names.
    enum AliasKind { case vectors, matrices, both }

    /// The simd library's prefixes (`<simd/simd.h>`, which Metal's headers include) and what each names.
    static let aliasPrefixes: [(String, AliasKind)] = [
        ("vector_", .vectors), ("packed_", .vectors), ("matrix_", .matrices), ("simd_", .both),
    ]

    /// Metal's own spelling of a scalar, vector or matrix type.
    static func builtinType(named name: String) -> ShaderType? {
        let scalars: [(String, ShaderScalar)] = [
            ("float", .float), ("half", .float), ("int", .int), ("uint", .uint), ("bool", .bool),
        ]
        for (prefix, scalar) in scalars where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            if rest.isEmpty { return .vector(scalar, 1) }
            if rest.count == 1, let n = Int(rest), (2...4).contains(n) { return .vector(scalar, n) }
            if scalar == .float, rest.count == 3, let c = Int(rest.prefix(1)), rest.dropFirst().first == "x",
                let r = Int(rest.suffix(1)), c == r, (2...4).contains(c)
            {
                return .matrix(columns: c, rows: r)
            }
        }
        return nil
    }

    /// A type name.
    mutating func typeName(allowVoid: Bool) throws(ShaderError) -> ShaderType {
        let t = current
        guard case .identifier(var name) = t.kind else { throw error("expected a type, found \(describe(t))") }
        if let message = Self.unsupportedWords[name] { throw error(message, at: t) }
        position += 1
        if name == "SwiftUI" || name == "metal" {
            try expect("::", "after \(name)")
            let inner = try identifier("a type")
            name = name == "SwiftUI" ? "SwiftUI::" + inner : inner
        }
        if name == "SwiftUI::Layer" { return .layer }
        if name == "array" { return try arrayType(at: t) }
        if name == "texture2d" { return try textureType(at: t) }
        if name == "void" {
            guard allowVoid else { throw error("void is only a function's result type", at: t) }
            return .void
        }
        if let type = Self.type(named: name) { return type }
        if name.hasPrefix("packed_") || name.hasSuffix("x3") || name.hasSuffix("x4") || name.hasSuffix("x2")
            || Self.aliasPrefixes.contains(where: { name.hasPrefix($0.0) })
        {
            throw error("the type '\(name)' is not supported (float2x2, float3x3 and float4x4 are)", at: t)
        }
        throw error("unknown type '\(name)'", at: t)
    }

    /// The rest of `array<T, N>` (metal_stdlib's fixed-size array; MSL, "Arrays and Structs"): N elements of a
    /// scalar or vector type.
    mutating func arrayType(at t: ShaderToken) throws(ShaderError) -> ShaderType {
        try expect("<", "after array (array<float, 4>)")
        let elementToken = current
        let element = try typeName(allowVoid: false)
        try expect(",", "after the array's element type")
        let count = try arrayCount(tight: true)
        try expect(">", "after the array's size")
        return try arrayOf(element, count, at: elementToken)
    }

    /// An array's size: a whole number 1 to `maxArrayCount`, or a constant expression of one (`tight`: a
    /// literal or a name only, as in `array<float, N>`, where `>` closes the type).
    mutating func arrayCount(tight: Bool = false) throws(ShaderError) -> Int {
        let t = current
        let e = tight ? try unary() : try expression()
        guard e.type.isScalar, e.type.scalar == .int || e.type.scalar == .uint,
            let v = foldedScalar(e), v >= 1, v <= Double(Self.maxArrayCount)
        else {
            throw error("an array's size must be a constant whole number 1 to \(Self.maxArrayCount)", at: t)
        }
        return Int(v)
    }

    /// The most elements an array may have.
    public static let maxArrayCount = 1024

    /// An array of `count` `element`s, checked: elements are scalars or vectors.
    func arrayOf(_ element: ShaderType, _ count: Int, at t: ShaderToken) throws(ShaderError) -> ShaderType {
        guard case .vector = element else {
            throw error("an array's elements must be scalars or vectors, not \(element)", at: t)
        }
        return .array(element, count)
    }

    /// The value of a constant scalar expression made of literals, constants and integer arithmetic.
    func foldedScalar(_ e: ShaderExpression) -> Double? {
        switch e {
        case .constant(let t, let v) where t.isScalar: return v[0]
        case .global(let i, _): return foldedScalar(globals[i].value)
        case .convert(let a, let t):
            return foldedScalar(a).map { Self.fold($0, to: t.scalar ?? .int) }
        case .binary(let op, let a, let b, let t) where t.scalar == .int || t.scalar == .uint:
            guard let x = foldedScalar(a), let y = foldedScalar(b) else { return nil }
            switch op {
            case .add: return x + y
            case .subtract: return x - y
            case .multiply: return x * y
            case .divide: return y == 0 ? nil : (x / y).rounded(.towardZero)
            default: return nil
            }
        default: return nil
        }
    }

    /// The rest of `texture2d<half>` (or `<float>`, with `access::sample` or `access::read`): SwiftUI's `.image`.
    mutating func textureType(at t: ShaderToken) throws(ShaderError) -> ShaderType {
        try expect("<", "after texture2d (texture2d<half>)")
        let element = current
        guard takeWord("half") || takeWord("float") else {
            throw error("a texture's texels are half or float (SwiftUI passes texture2d<half>)", at: element)
        }
        if take(",") {
            let access = current
            guard takeWord("access") else { throw error("expected access::sample or access::read", at: access) }
            try expect("::", "after access")
            guard takeWord("sample") || takeWord("read") else {
                throw error("a texture is read, not written: access::sample or access::read", at: access)
            }
        }
        try expect(">", "after texture2d's texel type")
        return .texture
    }

    /// `sampler name(args)` (or `sampler name;`, Metal's default) after `constexpr`: `address::`,
    /// `filter::`, `mag_filter::`, `min_filter::`, `mip_filter::` (no mipmaps: any) and `coord::` settings.
    ///
    /// Written with or without `constexpr` (`sampler textureSampler;` at program scope, as public shaders write it):
    /// the specification declares samplers in a shader's source `constexpr`; Halo reads both alike (a choice),
    /// Metal's default settings where none are given (docs/semantics.md, "Shader samplers and sample options").
    mutating func samplerDeclaration() throws(ShaderError) -> (String, ShaderSampler) {
        let nameToken = current
        let name = try identifier("the sampler's name")
        guard lookupLocal(name) == nil, lookupGlobal(name) == nil else {
            throw error("'\(name)' is already declared", at: nameToken)
        }
        // Settings in ShaderParser+Samplers.swift, shared with samplers made in a call.
        let sampler = at("(") ? try samplerSettings() : ShaderSampler()
        return (name, sampler)
    }
}
