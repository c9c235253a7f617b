extension ShaderParser {
    /// A scalar condition: a bool, or a number compared with zero (as C does).
    func truth(_ e: ShaderExpression, at t: ShaderToken) throws(ShaderError) -> ShaderExpression {
        guard e.type.isScalar else {
            throw error("a condition must be one bool, not \(e.type) (use all() or any())", at: t)
        }
        return try converted(e, to: .bool, at: t, explicit: true)
    }

    /// `e` as `type`: the same, a scalar converted to another scalar kind, or a scalar widened
    /// to a vector (Halo accepts `float3 c = 0.0;`). With `explicit`, vectors convert between
    /// kinds too (a constructor or cast).
    func converted(_ e: ShaderExpression, to type: ShaderType, at t: ShaderToken, explicit: Bool = false)
        throws(ShaderError) -> ShaderExpression
    {
        let from = e.type
        if from == type { return e }
        guard let fromScalar = from.scalar, let toScalar = type.scalar else {
            throw error("cannot use a \(from) as a \(type)", at: t)
        }
        switch (from, type) {
        case (.vector(_, 1), .vector(_, let n)):
            let scalar = try converted(e, toScalar)
            return n == 1 ? scalar : splat(scalar, to: type)
        case (.vector(_, let m), .vector(_, let n)) where m == n && (explicit || fromScalar == toScalar):
            return try converted(e, toScalar)
        case (.vector(.float, 1), .matrix):
            return .construct(type, [e])
        default:
            throw error("cannot use a \(from) as a \(type)", at: t)
        }
    }

    /// `e` with each component converted to `scalar`, constants folded.
    func converted(_ e: ShaderExpression, _ scalar: ShaderScalar) throws(ShaderError) -> ShaderExpression {
        let to = e.type.with(scalar)
        if to == e.type { return e }
        if case .constant(_, let values) = e { return .constant(to, values.map { Self.fold($0, to: scalar) }) }
        return .convert(e, to)
    }

    /// A constant component converted as both back ends convert (`ShaderKernel`).
    static func fold(_ v: Double, to scalar: ShaderScalar) -> Double {
        switch scalar {
        case .float: return Double(Float(v))
        case .bool: return v != 0 ? 1 : 0
        case .int:
            if v.isNaN { return 0 }
            return Double(Int32(max(min(v, 2_147_483_647), -2_147_483_648).rounded(.towardZero)))
        case .uint:
            if v.isNaN { return 0 }
            if v < 0, v >= -2_147_483_648, v == v.rounded() { return v + 4_294_967_296 }
            return max(min(v, 4_294_967_295), 0).rounded(.towardZero)
        }
    }

    /// A scalar repeated into `type`.
    func splat(_ scalar: ShaderExpression, to type: ShaderType) -> ShaderExpression {
        if case .constant(_, let v) = scalar { return .constant(type, Array(repeating: v[0], count: type.components)) }
        return .splat(scalar, type)
    }

    /// The type two operands meet at: floats over uints over ints (bools count as ints), a
    /// scalar widened to the other's vector.
    func commonType(_ a: ShaderType, _ b: ShaderType, at t: ShaderToken) throws(ShaderError) -> ShaderType {
        if a == b { return a }
        guard case .vector(let sa, let na) = a, case .vector(let sb, let nb) = b else {
            if case .matrix = a, b.isScalar, b != .bool { return a }
            if case .matrix = b, a.isScalar, a != .bool { return b }
            throw error("\(a) and \(b) do not combine", at: t)
        }
        guard na == nb || na == 1 || nb == 1 else { throw error("\(a) and \(b) differ in size", at: t) }
        let n = max(na, nb)
        let s: ShaderScalar =
            sa == .float || sb == .float ? .float : sa == .uint || sb == .uint ? .uint : sa == sb ? sa : .int
        return .vector(s, n)
    }

    /// A binary operation, its operands converted to their common type.
    func binary(_ op: ShaderBinary, _ a: ShaderExpression, _ b: ShaderExpression, at t: ShaderToken)
        throws(ShaderError) -> ShaderExpression
    {
        guard a.type.isNumeric, b.type.isNumeric else {
            throw error("'\(op.rawValue)' needs numbers, not \(a.type) and \(b.type)", at: t)
        }
        switch op {
        case .and, .or:
            return .binary(op, try truth(a, at: t), try truth(b, at: t), .bool)
        default: break
        }
        // Linear algebra and matrix arithmetic.
        if case .matrix(let c, let r) = a.type {
            if op == .multiply, case .matrix(let c2, let r2) = b.type {
                guard c == r2 else { throw error("\(a.type) * \(b.type) do not multiply", at: t) }
                return .product(a, b, .matrix(columns: c2, rows: r))
            }
            if op == .multiply, case .vector(.float, let n) = b.type, n == c {
                return .product(a, b, .float(r))
            }
        }
        if case .matrix(let c, let r) = b.type, op == .multiply, case .vector(.float, let n) = a.type, n == r,
            n > 1
        {
            return .product(a, b, .float(c))
        }
        if case .matrix = a.type, case .matrix = b.type, a.type != b.type {
            throw error("\(a.type) and \(b.type) do not combine", at: t)
        }
        let type = try commonType(a.type, b.type, at: t)
        if case .matrix = type, ![.add, .subtract, .multiply, .divide].contains(op) {
            throw error("'\(op.rawValue)' does not apply to matrices", at: t)
        }
        if case .matrix = type {
            // A scalar meets a matrix component by component.
            let x = a.type == type ? a : .splat(try converted(a, to: .float, at: t), type)
            let y = b.type == type ? b : .splat(try converted(b, to: .float, at: t), type)
            return .binary(op, x, y, type)
        }
        let x = try converted(a, to: type, at: t), y = try converted(b, to: type, at: t)
        let scalar = type.scalar!
        switch op {
        case .remainder, .bitAnd, .bitOr, .bitXor, .shiftLeft, .shiftRight:
            guard scalar == .int || scalar == .uint else {
                let hint = op == .remainder ? " (use fmod for floats)" : ""
                throw error("'\(op.rawValue)' needs ints or uints, not \(type)\(hint)", at: t)
            }
            return .binary(op, x, y, type)
        case .less, .lessEqual, .greater, .greaterEqual, .equal, .notEqual:
            guard type.components <= 4 else { throw error("matrices cannot be compared", at: t) }
            return .binary(op, x, y, type.with(.bool))
        default:
            guard scalar != .bool else {
                let x = try converted(x, .int), y = try converted(y, .int)
                return .binary(op, x, y, type.with(.int))
            }
            return .binary(op, x, y, type)
        }
    }

    /// A constructor or cast: `float3(1)`, `float4(v.xy, 0, 1)`, `int(x)`, `float2x2(1)`.
    func construct(_ type: ShaderType, _ arguments: [ShaderExpression], at t: ShaderToken) throws(ShaderError)
        -> ShaderExpression
    {
        guard !arguments.isEmpty else {
            return .constant(type, Array(repeating: 0, count: type.components))
        }
        for a in arguments where !a.type.isNumeric {
            throw error("\(type)(...) takes numbers, not a \(a.type)", at: t)
        }
        if arguments.count == 1 {
            let a = arguments[0]
            if case .matrix = type, a.type.isScalar { return .construct(type, [try converted(a, .float)]) }
            if a.type.isScalar { return try converted(a, to: type, at: t, explicit: true) }
            if a.type.components == type.components, case .vector = type, case .vector = a.type {
                return try converted(a, to: type, at: t, explicit: true)
            }
            if a.type == type { return a }
        }
        let total = arguments.reduce(0) { $0 + $1.type.components }
        guard total == type.components else {
            throw error("\(type)(...) needs \(type.components) components, got \(total)", at: t)
        }
        var parts: [ShaderExpression] = []
        for a in arguments { parts.append(try converted(a, type.scalar!)) }
        if case .matrix = type {
            for a in parts where a.type.scalar != .float { throw error("a matrix is made of floats", at: t) }
        }
        return .construct(type, parts)
    }

    /// A `metal_stdlib` call, its arguments converted to the overload's types.
    func builtin(_ f: ShaderBuiltin, _ arguments: [ShaderExpression], at t: ShaderToken) throws(ShaderError)
        -> ShaderExpression
    {
        guard arguments.count == f.arity else {
            throw error(
                "\(f.rawValue) takes \(f.arity) argument\(f.arity == 1 ? "" : "s"), got \(arguments.count)", at: t)
        }
        var n = 1
        for a in arguments {
            guard case .vector(_, let m) = a.type else {
                throw error("\(f.rawValue) takes scalars or vectors, not a \(a.type)", at: t)
            }
            guard m == 1 || n == 1 || m == n else { throw error("\(f.rawValue)'s arguments differ in size", at: t) }
            n = max(n, m)
        }
        switch f {
        case .any, .all:
            let b = try converted(arguments[0], .bool)
            return .builtin(f, [b], .bool)
        case .isnan, .isinf, .isfinite, .signbit:
            let x = try converted(arguments[0], .float)
            return .builtin(f, [x], x.type.with(.bool))
        case .popcount, .clz, .ctz, .reverse_bits:
            guard let s = arguments[0].type.scalar, s != .float else {
                throw error("\(f.rawValue) takes ints or uints, not \(arguments[0].type)", at: t)
            }
            let x = try converted(arguments[0], s == .uint ? .uint : .int)
            return .builtin(f, [x], x.type)
        case .length, .normalize:
            let v = try converted(arguments[0], .float)
            return .builtin(f, [v], f == .length ? .float : v.type)
        case .distance, .dot, .reflect:
            let type = ShaderType.float(n)
            let xs = try arguments.map { (a) throws(ShaderError) in try converted(a, to: type, at: t) }
            return .builtin(f, xs, f == .reflect ? type : .float)
        case .cross:
            let xs = try arguments.map { (a) throws(ShaderError) in try converted(a, to: .float(3), at: t) }
            return .builtin(f, xs, .float(3))
        default:
            let scalars = arguments.map { $0.type.scalar! }
            var scalar = ShaderScalar.float
            if f.takesIntegers, scalars.allSatisfy({ $0 == .int }) { scalar = .int }
            if f.takesIntegers, scalars.allSatisfy({ $0 == .uint }) { scalar = .uint }
            let type = ShaderType.vector(scalar, n)
            let xs = try arguments.map { (a) throws(ShaderError) in try converted(a, to: type, at: t) }
            return .builtin(f, xs, type)
        }
    }
}
