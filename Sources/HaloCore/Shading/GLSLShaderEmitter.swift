/// Writes a checked `ShaderProgram` as GLSL ES 3.10 for the fine stage: the same functions
/// in the same order, each operation spelled so that it computes what the CPU back end
/// (HaloCPU's `ShaderKernel`) computes. Integer division, conversions from float, indices,
/// `fmod`, `mix`, `smoothstep`, `round` and the geometric functions go through helpers
/// (`hs_...`) that pin Metal's results where GLSL leaves them open, and every loop spends the
/// invocation's loop budget (`hs_spend`).
///
/// Names are prefixed (`p0_name` for program 0's functions, locals `v3_name`), so a shader's
/// names never meet GLSL's or another program's.
public struct GLSLShaderEmitter {
    /// The programs' prefix: `p` + its index in the frame.
    let prefix: String
    let program: ShaderProgram
    /// Helpers the program needs, by name, with their text (written once for all programs).
    var helpers: [String: String] = [:]

    /// An emitter for `program`, its names prefixed with `prefix`.
    public init(program: ShaderProgram, prefix: String) {
        self.program = program
        self.prefix = prefix
    }

    /// The program's constants and functions as GLSL.
    public mutating func emit() -> String {
        var out = "// \(program.file), as GLSL (Sources/HaloCore/Shading/GLSLShaderEmitter.swift).\n"
        for (i, g) in program.globals.enumerated() {
            out += "const \(Self.glsl(g.type)) \(globalName(i)) = \(expression(g.value, locals: []));\n"
        }
        for (i, f) in program.functions.enumerated() {
            out += function(f, index: i)
        }
        return out
    }

    /// The GLSL name of function `i`: `p0_name`, or `p0o3_name` for function 3 where overloads share its
    /// name (each overload its own GLSL function, so GLSL's own overload rules never choose).
    public func functionName(_ i: Int) -> String {
        let name = program.functions[i].name
        let overloaded = program.functions.indices.contains { $0 != i && program.functions[$0].name == name }
        return overloaded ? "\(prefix)o\(i)_\(name)" : "\(prefix)_\(name)"
    }

    func globalName(_ i: Int) -> String { "\(prefix)c_\(program.globals[i].name)" }

    func localName(_ slot: Int, _ locals: [ShaderLocal]) -> String { "v\(slot)_\(locals[slot].name)" }

    /// A GLSL type name.
    public static func glsl(_ t: ShaderType) -> String {
        switch t {
        case .vector(.float, 1): "float"
        case .vector(.int, 1): "int"
        case .vector(.uint, 1): "uint"
        case .vector(.bool, 1): "bool"
        case .vector(.float, let n): "vec\(n)"
        case .vector(.int, let n): "ivec\(n)"
        case .vector(.uint, let n): "uvec\(n)"
        case .vector(.bool, let n): "bvec\(n)"
        case .matrix(let c, _): "mat\(c)"
        case .layer: "ShaderLayer"
        case .floatArray, .colorArray, .texture: "int"
        case .void: "void"
        case .array(let e, let n): "\(glsl(e))[\(n)]"
        }
    }

    mutating func function(_ f: ShaderFunction, index: Int) -> String {
        let parameters = f.parameters.indices.map { "\(Self.glsl(f.locals[$0].type)) \(localName($0, f.locals))" }
        var out = "\(Self.glsl(f.result)) \(functionName(index))(\(parameters.joined(separator: ", "))) {\n"
        for slot in f.parameterCount..<f.locals.count {
            out += "    \(Self.glsl(f.locals[slot].type)) \(localName(slot, f.locals));\n"
        }
        out += statements(f.body, locals: f.locals, indent: "    ")
        if f.result != .void {
            out += "    return \(zero(f.result));\n"
        }
        return out + "}\n"
    }

    func zero(_ t: ShaderType) -> String {
        constant(t, Array(repeating: 0, count: t.components))
    }

    mutating func statements(_ body: [ShaderStatement], locals: [ShaderLocal], indent: String) -> String {
        var out = ""
        for s in body { out += statement(s, locals: locals, indent: indent) }
        return out
    }

    mutating func statement(_ s: ShaderStatement, locals: [ShaderLocal], indent: String) -> String {
        switch s {
        case .assign(let place, let value):
            return indent + assignment(place, value, locals: locals) + ";\n"
        case .branch(let c, let then, let otherwise):
            var out = "\(indent)if (\(expression(c, locals: locals))) {\n"
            out += statements(then, locals: locals, indent: indent + "    ")
            if !otherwise.isEmpty {
                out += "\(indent)} else {\n" + statements(otherwise, locals: locals, indent: indent + "    ")
            }
            return out + "\(indent)}\n"
        case .loop(let c, let body, let step):
            let condition = c.map { "(\(expression($0, locals: locals))) && hs_spend()" } ?? "hs_spend()"
            let steps = step.compactMap { s -> String? in
                guard case .assign(let p, let v) = s else { return nil }
                return assignment(p, v, locals: locals)
            }
            var out = "\(indent)for (; \(condition); \(steps.joined(separator: ", "))) {\n"
            out += statements(body, locals: locals, indent: indent + "    ")
            return out + "\(indent)}\n"
        case .breakLoop: return "\(indent)break;\n"
        case .continueLoop: return "\(indent)continue;\n"
        case .returnValue(let v):
            return "\(indent)return\(v.map { " " + expression($0, locals: locals) } ?? "");\n"
        }
    }

    mutating func assignment(_ place: ShaderPlace, _ value: ShaderExpression, locals: [ShaderLocal]) -> String {
        var target = localName(place.slot, locals)
        var type = place.type
        for a in place.path {
            switch a {
            case .swizzle(let c):
                target += "." + Self.swizzle(c)
                type = .vector(type.scalar ?? .float, c.count)
            case .element(let i):
                target += "[\(index(i, count: Self.columns(type), locals: locals))]"
                type = type.indexing?.part ?? .vector(type.scalar ?? .float, 1)
            }
        }
        return "\(target) = \(expression(value, locals: locals))"
    }

    static func swizzle(_ c: [Int]) -> String {
        String(c.map { Array("xyzw")[$0] })
    }

    /// Columns of a matrix, components of a vector, elements of an array.
    static func columns(_ t: ShaderType) -> Int {
        t.indexing?.count ?? t.components
    }

    /// An index clamped into 0..<count.
    mutating func index(_ i: ShaderExpression, count: Int, locals: [ShaderLocal]) -> String {
        if case .constant(_, let v) = i { return "\(Int(max(0, min(Double(count - 1), v[0]))))" }
        return "clamp(\(expression(i, locals: locals)), 0, \(count - 1))"
    }
}
