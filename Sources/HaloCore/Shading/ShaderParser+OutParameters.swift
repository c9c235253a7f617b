/// `metal_stdlib`'s functions that hand back a second value through a `thread` reference (Metal Shading Language
/// Specification, 6.5 "Math Functions"): `modf(x, whole)`, `frexp(x, exponent)` and `sincos(x, cosine)`.
///
/// Halo's expressions do not assign, so the call becomes statements run before the statement it is in
/// (`hoisted`): `x` into a local of its own, then the reference's variable, and the call's value reads the
/// local. Both back ends run those statements as they run any other, so they agree by construction. The
/// reference is written before the rest of the statement reads it: C++ leaves that order unspecified, and this
/// is one order Metal may take. A call in an operand that runs only sometimes (`?:`, `&&`, `||`) is refused:
/// hoisted, its write would happen always.
extension ShaderParser {
    /// The functions read here.
    static let outParameterFunctions: Set<String> = ["modf", "frexp", "sincos"]

    /// `modf(x, whole)`, `frexp(x, exponent)` or `sincos(x, cosine)` after its `(`: the value, with the
    /// reference's write added to `hoisted`.
    mutating func outParameterCall(_ name: String, at t: ShaderToken) throws(ShaderError) -> ShaderExpression {
        try enter()
        defer { depth -= 1 }
        let x = try expression()
        try expect(",", "after \(name)'s first argument (\(name) writes its second, a variable)")
        let referenceToken = current
        guard case .identifier = current.kind else {
            throw error("\(name)'s second argument is the variable it writes", at: referenceToken)
        }
        let reference = try place()
        try expect(")", "after the arguments of \(name)")
        guard conditionalDepth == 0 else {
            throw error(
                "\(name) writes its second argument; call it in a statement of its own, not in a branch of "
                    + "'?:', '&&' or '||'", at: t)
        }
        let out = reference.valueType
        guard case .vector(let scalar, let n) = out else {
            throw error("\(name)'s second argument must be a scalar or vector variable, not a \(out)", at: t)
        }
        let wanted: ShaderScalar = name == "frexp" ? .int : .float
        guard scalar == wanted else {
            let kind = name == "frexp" ? "an int (or int vector) for the exponent" : "a float of x's type"
            throw error("\(name)'s second argument must be \(kind), not a \(out)", at: referenceToken)
        }
        guard x.type.isNumeric, x.type.components == 1 || x.type.components == n else {
            throw error("\(name)'s arguments differ in type: \(x.type) and \(out)", at: t)
        }
        let type = ShaderType.vector(.float, n)
        size += 8
        let v = temporary("\(name)_x", try converted(try converted(x, .float), to: type, at: t))
        func call(_ f: ShaderBuiltin, _ args: ShaderExpression...) throws(ShaderError) -> ShaderExpression {
            try builtin(f, args, at: t)
        }
        func op(_ o: ShaderBinary, _ a: ShaderExpression, _ b: ShaderExpression) throws(ShaderError)
            -> ShaderExpression
        {
            try binary(o, a, b, at: t)
        }
        func number(_ value: Double) -> ShaderExpression {
            n == 1 ? .constant(.float, [value]) : .splat(.constant(.float, [value]), type)
        }
        switch name {
        case "modf":
            // The whole part and the fraction, each with x's sign: trunc(x) and x - trunc(x).
            let whole = try call(.trunc, v)
            hoisted.append(.assign(reference, whole))
            return try op(.subtract, v, whole)
        case "sincos":
            hoisted.append(.assign(reference, try call(.cos, v)))
            return try call(.sin, v)
        default:
            // frexp: x = m 2^e with |m| in [1/2, 1), both 0 for x = 0. e from log2, m = x 2^-e in two halves (so
            // neither power leaves float's range), then one step either way where log2 rounded across a power.
            let magnitude = try call(.abs, v)
            let least = number(Double(Float.leastNormalMagnitude))
            let guess = try op(.add, try call(.floor, try call(.log2, try call(.max, magnitude, least))), number(1))
            let e0 = temporary("frexp_e", guess)
            let half = try call(.floor, try op(.multiply, e0, number(0.5)))
            let scaled = try op(
                .multiply, try op(.multiply, v, try call(.exp2, .unary(.negate, half, type))),
                try call(.exp2, try op(.subtract, half, e0)))
            let m0 = temporary("frexp_m", scaled)
            let m0Magnitude = try call(.abs, m0)
            let big = try call(.step, number(1), m0Magnitude)
            let small = try op(.subtract, number(1), try call(.step, number(0.5), m0Magnitude))
            let nonzero = try op(.subtract, number(1), try call(.step, magnitude, number(0)))
            let e = try op(.multiply, try op(.subtract, try op(.add, e0, big), small), nonzero)
            hoisted.append(.assign(reference, try converted(e, to: out, at: t, explicit: true)))
            return try op(.multiply, m0, try call(.exp2, try op(.subtract, small, big)))
        }
    }

    /// A new local of the function, not in any scope, set to `value` before the statement being read.
    mutating func temporary(_ name: String, _ value: ShaderExpression) -> ShaderExpression {
        locals.append(ShaderLocal(name: name, type: value.type))
        let slot = locals.count - 1
        hoisted.append(.assign(ShaderPlace(slot: slot, type: value.type), value))
        return .local(slot, value.type)
    }

    /// The statements `hoisted` holds, which it then no longer does.
    mutating func takeHoisted() -> [ShaderStatement] {
        defer { hoisted = [] }
        return hoisted
    }
}
