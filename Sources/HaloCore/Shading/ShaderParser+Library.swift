/// The rest of `metal_stdlib`'s math, common, geometric, relational and integer functions (Metal Shading
/// Language Specification, 6.2 to 6.5 and 6.7), written with the functions and operators both back ends
/// already run (`ShaderBuiltin`, `ShaderBinary`), so they run the same on both by construction. Each is
/// component-wise over scalars and vectors unless said otherwise; `docs/library.md` lists them.
extension ShaderParser {
    /// The functions written here, for messages and `docs/library.md`.
    static let libraryFunctions: [String] = [
        "fmin", "fmax", "fdim", "fma", "mad", "powr", "exp10", "log10", "sinpi", "cospi", "tanpi", "copysign",
        "ldexp", "length_squared", "distance_squared", "faceforward", "refract", "select", "mul24", "mad24", "hadd",
        "rhadd", "absdiff", "addsat", "subsat", "rotate", "extract_bits", "insert_bits",
    ]

    /// The namespaces a function may be called through: `metal::`, and Metal's `precise::` and `fast::` math
    /// (Halo has one precision: `precise::` and `fast::` name the same function).
    static let functionNamespaces: Set<String> = ["metal", "precise", "fast"]

    /// The call of `name` with `xs` as the functions above write it; nil for another name.
    func library(_ name: String, _ xs: [ShaderExpression], at t: ShaderToken) throws(ShaderError)
        -> ShaderExpression?
    {
        typealias E = ShaderExpression
        func arity(_ n: Int) throws(ShaderError) {
            guard xs.count == n else {
                throw error("\(name) takes \(n) argument\(n == 1 ? "" : "s"), got \(xs.count)", at: t)
            }
        }
        func op(_ o: ShaderBinary, _ a: E, _ b: E) throws(ShaderError) -> E { try binary(o, a, b, at: t) }
        func call(_ f: ShaderBuiltin, _ args: E...) throws(ShaderError) -> E { try builtin(f, args, at: t) }
        func number(_ v: Double) -> E { .constant(.float, [v]) }
        /// The arguments as floats of one shape.
        func floats(_ args: [E]) throws(ShaderError) -> [E] {
            var type = ShaderType.float
            for a in args {
                guard a.type.isNumeric else { throw error("\(name) takes numbers, not \(a.type)", at: t) }
                type = try commonType(type, a.type.with(.float), at: t)
            }
            var out: [E] = []
            for a in args { out.append(try converted(try converted(a, .float), to: type, at: t)) }
            return out
        }
        /// The arguments as ints or uints of one shape (uint if any is).
        func integers(_ args: [E]) throws(ShaderError) -> [E] {
            guard let first = args.first?.type, var type = first.scalar.map({ first.with($0 == .uint ? .uint : .int) })
            else { return args }
            for a in args {
                guard let s = a.type.scalar, s != .float, a.type.components <= 4 else {
                    throw error("\(name) takes ints or uints, not \(a.type)", at: t)
                }
                type = try commonType(type, a.type.with(s == .uint ? .uint : .int), at: t)
            }
            var out: [E] = []
            for a in args {
                out.append(try converted(try converted(a, type.scalar!), to: type, at: t, explicit: true))
            }
            return out
        }
        /// Component `i` of `e` (a scalar is its own every component).
        func part(_ e: E, _ i: Int) -> E {
            e.type.components == 1 ? e : .swizzle(e, [i], .vector(e.type.scalar!, 1))
        }
        /// `make` of each component of `args` (all of one shape), gathered into a vector of `scalar`s.
        func each(_ args: [E], _ make: ([E]) throws(ShaderError) -> E) throws(ShaderError) -> E {
            let n = args.map(\.type.components).max() ?? 1
            var parts: [E] = []
            for i in 0..<n { parts.append(try make(args.map { part($0, i) })) }
            if n == 1 { return parts[0] }
            return .construct(.vector(parts[0].type.scalar!, n), parts)
        }
        func pick(_ c: E, _ a: E, _ b: E) -> E { .select(c, a, b, a.type) }

        switch name {
        case "fmin", "fmax":
            try arity(2)
            let v = try floats(xs)
            return try call(name == "fmin" ? .min : .max, v[0], v[1])
        case "fdim":
            // x - y where x > y, else +0 (NaN for a NaN).
            try arity(2)
            let v = try floats(xs)
            return try call(.max, try op(.subtract, v[0], v[1]), number(0))
        case "fma", "mad":
            // Not fused: a x b rounded, then + c.
            try arity(3)
            let v = try floats(xs)
            return try op(.add, try op(.multiply, v[0], v[1]), v[2])
        case "powr":
            try arity(2)
            let v = try floats(xs)
            return try call(.pow, v[0], v[1])
        case "exp10":
            try arity(1)
            return try call(.exp2, try op(.multiply, try floats(xs)[0], number(3.321928094887362)))
        case "log10":
            try arity(1)
            return try op(.multiply, try call(.log2, try floats(xs)[0]), number(0.30102999566398120))
        case "sinpi", "cospi", "tanpi":
            try arity(1)
            let x = try op(.multiply, try floats(xs)[0], number(Double.pi))
            return try call(name == "sinpi" ? .sin : name == "cospi" ? .cos : .tan, x)
        case "copysign":
            // |x| with y's sign bit.
            try arity(2)
            let v = try floats(xs)
            let negative = try call(.signbit, v[1])
            let magnitude = try call(.abs, v[0])
            let flipped = ShaderExpression.unary(.negate, magnitude, magnitude.type)
            return try each([negative, magnitude, flipped]) { c throws(ShaderError) in pick(c[0], c[2], c[1]) }
        case "ldexp":
            // x 2^k.
            try arity(2)
            let x = try floats([xs[0]])[0]
            let k = try floats([xs[1]])[0]
            return try op(.multiply, x, try call(.exp2, k))
        case "length_squared":
            try arity(1)
            let v = try floats(xs)[0]
            return try call(.dot, v, v)
        case "distance_squared":
            try arity(2)
            let v = try floats(xs)
            let d = try op(.subtract, v[0], v[1])
            return try call(.dot, d, d)
        case "faceforward":
            // dot(nref, i) < 0 ? n : -n.
            try arity(3)
            let v = try floats(xs)
            let facing = try op(.less, try call(.dot, v[2], v[1]), number(0))
            return pick(facing, v[0], .unary(.negate, v[0], v[0].type))
        case "refract":
            // k = 1 - eta^2 (1 - dot(n, i)^2); k < 0 ? 0 : eta i - (eta dot(n, i) + sqrt(k)) n.
            try arity(3)
            let v = try floats([xs[0], xs[1]])
            let eta = try floats([xs[2]])[0]
            guard eta.type.isScalar else { throw error("refract's eta is one float", at: t) }
            let d = try call(.dot, v[1], v[0])
            let k = try op(
                .subtract, number(1),
                try op(.multiply, try op(.multiply, eta, eta), try op(.subtract, number(1), try op(.multiply, d, d))))
            let bent = try op(
                .subtract, try op(.multiply, eta, v[0]),
                try op(.multiply, try op(.add, try op(.multiply, eta, d), try call(.sqrt, k)), v[1]))
            return pick(try op(.less, k, number(0)), try converted(number(0), to: v[0].type, at: t), bent)
        case "select":
            // c ? b : a, component by component.
            try arity(3)
            let type = try commonType(xs[0].type, xs[1].type, at: t)
            let a = try converted(xs[0], to: type, at: t), b = try converted(xs[1], to: type, at: t)
            let c = try converted(xs[2], .bool)
            guard c.type.components == 1 || c.type.components == type.components else {
                throw error("select's condition and values differ in size", at: t)
            }
            if c.type.isScalar { return pick(c, b, a) }
            return try each([c, a, b]) { p throws(ShaderError) in pick(p[0], p[2], p[1]) }
        case "mul24":
            try arity(2)
            let v = try integers(xs)
            return try op(.multiply, v[0], v[1])
        case "mad24":
            try arity(3)
            let v = try integers(xs)
            return try op(.add, try op(.multiply, v[0], v[1]), v[2])
        case "hadd", "rhadd":
            // (x + y) >> 1 (rhadd: (x + y + 1) >> 1) without overflow: the halves, and the bit they drop.
            try arity(2)
            let v = try integers(xs)
            let one = try converted(.constant(.int, [1]), to: v[0].type, at: t)
            let halves = try op(.add, try op(.shiftRight, v[0], one), try op(.shiftRight, v[1], one))
            let low = try op(.bitAnd, try op(name == "hadd" ? .bitAnd : .bitOr, v[0], v[1]), one)
            return try op(.add, halves, low)
        case "absdiff":
            // |x - y| as a uint: max - min, wrapping.
            try arity(2)
            let v = try integers(xs)
            let u = v[0].type.with(.uint)
            let hi = try converted(try call(.max, v[0], v[1]), to: u, at: t, explicit: true)
            let lo = try converted(try call(.min, v[0], v[1]), to: u, at: t, explicit: true)
            return try op(.subtract, hi, lo)
        case "addsat", "subsat":
            try arity(2)
            let v = try integers(xs)
            return try each(v) { p throws(ShaderError) in try saturated(name == "addsat", p[0], p[1], at: t) }
        case "rotate":
            // Left by k mod 32, on the bits.
            try arity(2)
            let v = try integers(xs)
            let u = v[0].type.with(.uint)
            let x = try converted(v[0], to: u, at: t, explicit: true)
            let k = try converted(v[1], to: u, at: t, explicit: true)
            let back = try op(.subtract, try converted(.constant(.uint, [32]), to: u, at: t), k)
            let r = try op(.bitOr, try op(.shiftLeft, x, k), try op(.shiftRight, x, back))
            return try converted(r, to: v[0].type, at: t, explicit: true)
        case "extract_bits":
            // bits from offset, to the low bits, sign-extended for ints: (x << (32 - offset - bits)) >> (32 - bits).
            try arity(3)
            let x = try integers([xs[0]])[0]
            let s = x.type.with(x.type.scalar!)
            let offset = try converted(try integers([xs[1]])[0], to: s, at: t, explicit: true)
            let bits = try converted(try integers([xs[2]])[0], to: s, at: t, explicit: true)
            let width = try converted(.constant(.int, [32]), to: s, at: t)
            let up = try op(.shiftLeft, x, try op(.subtract, try op(.subtract, width, offset), bits))
            let down = try op(.shiftRight, up, try op(.subtract, width, bits))
            let zero = try converted(.constant(.int, [0]), to: s, at: t)
            let none = try op(.equal, bits, zero)
            return try each([none, zero, down]) { p throws(ShaderError) in pick(p[0], p[1], p[2]) }
        case "insert_bits":
            // base with bits offset..offset + bits replaced by insert's low bits.
            try arity(4)
            let v = try integers([xs[0], xs[1]])
            let u = v[0].type.with(.uint)
            let base = try converted(v[0], to: u, at: t, explicit: true)
            let insert = try converted(v[1], to: u, at: t, explicit: true)
            let offset = try converted(try integers([xs[2]])[0], to: u, at: t, explicit: true)
            let bits = try converted(try integers([xs[3]])[0], to: u, at: t, explicit: true)
            let ones = try converted(.constant(.uint, [4_294_967_295]), to: u, at: t)
            let zero = try converted(.constant(.uint, [0]), to: u, at: t)
            let width = try converted(.constant(.uint, [32]), to: u, at: t)
            let field = try op(.shiftLeft, try op(.shiftRight, ones, try op(.subtract, width, bits)), offset)
            let none = try op(.equal, bits, zero)
            let mask = try each([none, zero, field]) { p throws(ShaderError) in pick(p[0], p[1], p[2]) }
            let kept = try op(.bitAnd, base, .unary(.bitNot, mask, mask.type))
            let put = try op(.bitAnd, try op(.shiftLeft, insert, offset), mask)
            return try converted(try op(.bitOr, kept, put), to: v[0].type, at: t, explicit: true)
        default:
            return nil
        }
    }

    /// x + y (or x - y) of two int or uint scalars, held at the type's ends instead of wrapping.
    func saturated(_ add: Bool, _ x: ShaderExpression, _ y: ShaderExpression, at t: ShaderToken) throws(ShaderError)
        -> ShaderExpression
    {
        let r = try binary(add ? .add : .subtract, x, y, at: t)
        let type = x.type
        if type.scalar == .uint {
            // Unsigned: past the top when the sum is below x; below 0 when x < y.
            let over = try binary(.less, add ? r : x, add ? x : y, at: t)
            return .select(over, .constant(type, [add ? 4_294_967_295 : 0]), r, type)
        }
        // Signed: y's sign says which end an overflow passes (y > 0 up for a sum, down for a difference);
        // it overflowed where the result moved the other way from x.
        let zero = ShaderExpression.constant(type, [0])
        let up = try binary(.greater, y, zero, at: t), down = try binary(.less, y, zero, at: t)
        let fell = try binary(.less, r, x, at: t), rose = try binary(.greater, r, x, at: t)
        let high = try binary(.and, add ? up : down, fell, at: t)
        let low = try binary(.and, add ? down : up, rose, at: t)
        let top = ShaderExpression.constant(type, [2_147_483_647])
        let bottom = ShaderExpression.constant(type, [-2_147_483_648])
        return .select(high, top, .select(low, bottom, r, type), type)
    }
}
