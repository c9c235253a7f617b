extension GLSLShaderEmitter {
    /// An expression as GLSL.
    mutating func expression(_ e: ShaderExpression, locals: [ShaderLocal]) -> String {
        switch e {
        case .constant(let t, let v): return constant(t, v)
        case .local(let slot, _): return localName(slot, locals)
        case .global(let i, _): return globalName(i)
        case .swizzle(let x, let c, _): return "\(operand(x, locals: locals)).\(Self.swizzle(c))"
        case .element(let x, let i, _):
            let n = Self.columns(x.type)
            return "\(operand(x, locals: locals))[\(index(i, count: n, locals: locals))]"
        case .arrayElement(let a, let i) where a.type == .colorArray:
            return "hs_colorArray(\(expression(a, locals: locals)), \(expression(i, locals: locals)))"
        case .arrayCount(let a) where a.type == .colorArray:
            return "(hs_arrayCount(\(expression(a, locals: locals))) / 4)"
        case .arrayElement(let a, let i):
            return "hs_array(\(expression(a, locals: locals)), \(expression(i, locals: locals)))"
        case .arrayCount(let a): return "hs_arrayCount(\(expression(a, locals: locals)))"
        case .unary(let op, let x, let t):
            if op == .not, !t.isScalar { return "not(\(expression(x, locals: locals)))" }
            return "(\(op.rawValue)\(operand(x, locals: locals)))"
        case .binary(let op, let a, let b, let t): return binary(op, a, b, t, locals: locals)
        case .product(let a, let b, _):
            return "(\(operand(a, locals: locals)) * \(operand(b, locals: locals)))"
        case .splat(let x, let t):
            if case .matrix = t { return expression(x, locals: locals) }
            return "\(Self.glsl(t))(\(expression(x, locals: locals)))"
        case .convert(let x, let t):
            if x.type.scalar == .float, t.scalar == .int || t.scalar == .uint {
                return "\(helper(t.scalar == .int ? "toInt" : "toUint", x.type))(\(expression(x, locals: locals)))"
            }
            return "\(Self.glsl(t))(\(expression(x, locals: locals)))"
        case .construct(let t, let parts):
            return "\(Self.glsl(t))(\(parts.map { expression($0, locals: locals) }.joined(separator: ", ")))"
        case .select(let c, let a, let b, _):
            let x = expression(c, locals: locals), y = expression(a, locals: locals)
            return "(\(x) ? \(y) : \(expression(b, locals: locals)))"
        case .call(let f, let args, _):
            return "\(functionName(f))(\(args.map { expression($0, locals: locals) }.joined(separator: ", ")))"
        case .builtin(let f, let args, _): return builtin(f, args, locals: locals)
        case .sample(let layer, let p):
            return "hs_sample(\(expression(layer, locals: locals)), \(expression(p, locals: locals)))"
        case .texture(let access, let texture, let p):
            let t = expression(texture, locals: locals)
            switch access {
            case .width: return "hs_textureSize(\(t), 0)"
            case .height: return "hs_textureSize(\(t), 1)"
            case .read: return "hs_textureRead(\(t), \(expression(p!, locals: locals)))"
            case .sample(let s):
                return "hs_textureSample(\(t), \(expression(p!, locals: locals)), \(s.code))"
            }
        }
    }

    /// An expression safe to follow with `.xy`, `[i]` or an operator.
    mutating func operand(_ e: ShaderExpression, locals: [ShaderLocal]) -> String {
        let s = expression(e, locals: locals)
        switch e {
        case .constant(let t, _) where t.isScalar: return s.hasPrefix("-") ? "(\(s))" : s
        default: return s
        }
    }

    mutating func binary(
        _ op: ShaderBinary, _ a: ShaderExpression, _ b: ShaderExpression, _ t: ShaderType, locals: [ShaderLocal]
    ) -> String {
        let x = operand(a, locals: locals), y = operand(b, locals: locals)
        let scalar = a.type.scalar
        switch op {
        case .divide where scalar == .int || scalar == .uint: return "\(helper("div", a.type))(\(x), \(y))"
        case .remainder: return "\(helper("mod", a.type))(\(x), \(y))"
        case .shiftLeft, .shiftRight:
            let mask = scalar == .uint ? "31u" : "31"
            return "(\(x) \(op.rawValue) (\(y) & \(mask)))"
        case .less, .lessEqual, .greater, .greaterEqual, .equal, .notEqual:
            guard !t.isScalar else { return "(\(x) \(op.rawValue) \(y))" }
            let name: [ShaderBinary: String] = [
                .less: "lessThan", .lessEqual: "lessThanEqual", .greater: "greaterThan",
                .greaterEqual: "greaterThanEqual", .equal: "equal", .notEqual: "notEqual",
            ]
            return "\(name[op]!)(\(x), \(y))"
        default:
            return "(\(x) \(op.rawValue) \(y))"
        }
    }

    mutating func builtin(_ f: ShaderBuiltin, _ args: [ShaderExpression], locals: [ShaderLocal]) -> String {
        let xs = args.map { expression($0, locals: locals) }
        let list = xs.joined(separator: ", ")
        let type = args[0].type
        switch f {
        case .atan2: return "atan(\(list))"
        case .rsqrt: return "(1.0 / sqrt(\(list)))"
        case .saturate: return "clamp(\(list), 0.0, 1.0)"
        case .fmod, .mix, .smoothstep, .round, .normalize, .length, .distance, .reflect:
            return "\(helper(f.rawValue, type))(\(list))"
        case .any, .all:
            return type.isScalar ? xs[0] : "\(f.rawValue)(\(list))"
        case .isfinite:
            // Neither NaN nor infinite: the two tests agree (both false).
            return type.isScalar ? "(isnan(\(list)) == isinf(\(list)))" : "equal(isnan(\(list)), isinf(\(list)))"
        case .signbit:
            let bits = "floatBitsToUint(\(list))"
            return type.isScalar
                ? "(\(bits) >= 0x80000000u)" : "greaterThanEqual(\(bits), \(Self.glsl(type.with(.uint)))(0x80000000u))"
        case .popcount:
            return "\(Self.glsl(type))(bitCount(\(list)))"
        case .clz:
            // findMSB(0u) is -1: 32 leading zeros.
            return "\(Self.glsl(type))(31 - findMSB(\(Self.glsl(type.with(.uint)))(\(list))))"
        case .ctz:
            // findLSB(0) is -1, 0xffffffffu as a uint: 32 trailing zeros.
            let u = Self.glsl(type.with(.uint))
            return "\(Self.glsl(type))(min(\(u)(findLSB(\(list))), \(u)(32u)))"
        case .reverse_bits:
            return "bitfieldReverse(\(list))"
        case .rint:
            return "roundEven(\(list))"
        default:
            return "\(f.rawValue)(\(list))"
        }
    }

    /// A constant of `t` as GLSL.
    func constant(_ t: ShaderType, _ v: [Double]) -> String {
        if case .array(let e, let n) = t {
            let k = e.components
            let parts = (0..<n).map { constant(e, Array(v[$0 * k..<($0 + 1) * k])) }
            return "\(Self.glsl(t))(\(parts.joined(separator: ", ")))"
        }
        let parts = v.map { Self.literal($0, t.scalar ?? .float) }
        if parts.count == 1 { return parts[0] }
        if case .vector = t, Set(parts).count == 1 { return "\(Self.glsl(t))(\(parts[0]))" }
        return "\(Self.glsl(t))(\(parts.joined(separator: ", ")))"
    }

    /// One component written so that GLSL reads the same value.
    static func literal(_ v: Double, _ s: ShaderScalar) -> String {
        switch s {
        case .bool: return v != 0 ? "true" : "false"
        case .uint: return "\(UInt32(v))u"
        case .int:
            let i = Int32(v)
            if i == .min { return "(-2147483647 - 1)" }
            return i < 0 ? "(\(i))" : "\(i)"
        case .float:
            let f = Float(v)
            guard f.isFinite else {
                return f.isNaN
                    ? "uintBitsToFloat(0x7fc00000u)"
                    : f > 0 ? "uintBitsToFloat(0x7f800000u)" : "uintBitsToFloat(0xff800000u)"
            }
            var text = "\(f)"
            if !text.contains(".") && !text.contains("e") { text += ".0" }
            return f < 0 || text.hasPrefix("-") ? "(\(text))" : text
        }
    }

    /// The name of helper `name` for operands of type `t`, its text added once.
    mutating func helper(_ name: String, _ t: ShaderType) -> String {
        let g = Self.glsl(t)
        let full = "hs_\(name)_\(g)"
        if helpers[full] != nil { return full }
        let n = t.components
        var body: String
        switch name {
        case "toInt":
            body = "\(Self.glsl(t.with(.int))) \(full)(\(g) x) {\n"
            body += n == 1 ? "    return hs_toInt(x);\n" : componentwise("hs_toInt", t.with(.int), n, ["x"])
        case "toUint":
            body = "\(Self.glsl(t.with(.uint))) \(full)(\(g) x) {\n"
            body += n == 1 ? "    return hs_toUint(x);\n" : componentwise("hs_toUint", t.with(.uint), n, ["x"])
        case "div", "mod":
            let scalar = t.scalar == .uint ? "hs_u\(name)" : "hs_i\(name)"
            body = "\(g) \(full)(\(g) a, \(g) b) {\n"
            body += n == 1 ? "    return \(scalar)(a, b);\n" : componentwise(scalar, t, n, ["a", "b"])
        case "fmod": body = "\(g) \(full)(\(g) x, \(g) y) {\n    return x - y * trunc(x / y);\n"
        case "mix": body = "\(g) \(full)(\(g) x, \(g) y, \(g) a) {\n    return x * (1.0 - a) + y * a;\n"
        case "smoothstep":
            body = "\(g) \(full)(\(g) e0, \(g) e1, \(g) x) {\n"
            body += "    \(g) t = clamp((x - e0) / (e1 - e0), 0.0, 1.0);\n    return t * t * (3.0 - 2.0 * t);\n"
        case "round":
            body = "\(g) \(full)(\(g) x) {\n"
            body +=
                n == 1
                ? "    return trunc(x + (x < 0.0 ? -0.5 : 0.5));\n"
                : "    return trunc(x + mix(\(g)(0.5), \(g)(-0.5), lessThan(x, \(g)(0.0))));\n"
        case "normalize": body = "\(g) \(full)(\(g) v) {\n    return v / sqrt(dot(v, v));\n"
        case "length": body = "float \(full)(\(g) v) {\n    return sqrt(dot(v, v));\n"
        case "distance": body = "float \(full)(\(g) a, \(g) b) {\n    return sqrt(dot(a - b, a - b));\n"
        case "reflect": body = "\(g) \(full)(\(g) i, \(g) n) {\n    return i - 2.0 * dot(n, i) * n;\n"
        default: fatalError("no helper \(name)")
        }
        helpers[full] = body + "}\n"
        return full
    }

    /// A vector helper's body applying the scalar helper `f` to each component.
    func componentwise(_ f: String, _ result: ShaderType, _ n: Int, _ args: [String]) -> String {
        var s = "    \(Self.glsl(result)) r;\n"
        for i in 0..<n {
            s += "    r[\(i)] = \(f)(\(args.map { "\($0)[\(i)]" }.joined(separator: ", ")));\n"
        }
        return s + "    return r;\n"
    }
}
