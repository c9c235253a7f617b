extension ShaderParser {
    /// Metal's constants by name: the float ones and their `half` spellings.
    static let namedConstants: [String: Double] = floatConstants.merging(halfConstants) { own, _ in own }

    /// Metal's float constants (`M_PI_F` ...), as Floats.
    static let floatConstants: [String: Double] = [
        "M_PI_F": Double(Float(Double.pi)), "M_PI_2_F": Double(Float(Double.pi / 2)),
        "M_PI_4_F": Double(Float(Double.pi / 4)),
        "M_1_PI_F": Double(Float(1 / Double.pi)), "M_2_PI_F": Double(Float(2 / Double.pi)),
        "M_2_SQRTPI_F": Double(Float(2 / Double.pi.squareRoot())), "M_E_F": Double(Float(2.718281828459045)),
        "M_LOG2E_F": Double(Float(1.4426950408889634)), "M_LOG10E_F": Double(Float(0.4342944819032518)),
        "M_LN2_F": Double(Float(0.6931471805599453)), "M_LN10_F": Double(Float(2.302585092994046)),
        "M_SQRT2_F": Double(Float(2.0.squareRoot())), "M_SQRT1_2_F": Double(Float(0.5.squareRoot())),
        "FLT_MAX": Double(Float.greatestFiniteMagnitude), "MAXFLOAT": Double(Float.greatestFiniteMagnitude),
        "FLT_MIN": Double(Float.leastNormalMagnitude), "FLT_EPSILON": Double(Float.ulpOfOne),
        "HALF_MAX": 65504, "INT_MAX": Double(Int32.max), "INT_MIN": Double(Int32.min),
    ]

    /// The `half` spellings (`M_PI_H` ...): the float values, as `half` computes in 32 bits here.
    static let halfConstants: [String: Double] = [
        "M_PI_H": Double(Float(Double.pi)), "M_PI_2_H": Double(Float(Double.pi / 2)),
        "M_PI_4_H": Double(Float(Double.pi / 4)), "M_1_PI_H": Double(Float(1 / Double.pi)),
        "M_2_PI_H": Double(Float(2 / Double.pi)), "M_2_SQRTPI_H": Double(Float(2 / Double.pi.squareRoot())),
        "M_E_H": Double(Float(2.718281828459045)), "M_LOG2E_H": Double(Float(1.4426950408889634)),
        "M_LOG10E_H": Double(Float(0.4342944819032518)), "M_LN2_H": Double(Float(0.6931471805599453)),
        "M_LN10_H": Double(Float(2.302585092994046)), "M_SQRT2_H": Double(Float(2.0.squareRoot())),
        "M_SQRT1_2_H": Double(Float(0.5.squareRoot())),
    ]

    /// Binary operators by precedence, loosest first (C's table).
    static let precedence: [[String]] = [
        ["||"], ["&&"], ["|"], ["^"], ["&"], ["==", "!="], ["<", ">", "<=", ">="], ["<<", ">>"], ["+", "-"],
        ["*", "/", "%"],
    ]

    /// An expression: `c ? a : b` and everything tighter.
    mutating func expression() throws(ShaderError) -> ShaderExpression {
        try enter()
        defer { depth -= 1 }
        let t = current
        let condition = try binaryLevel(0)
        guard take("?") else { return condition }
        let c = try truth(condition, at: t)
        conditionalDepth += 1
        defer { conditionalDepth -= 1 }
        let a = try expression()
        try expect(":", "in '?:'")
        let b = try expression()
        let type = try commonType(a.type, b.type, at: t)
        size += 1
        return .select(c, try converted(a, to: type, at: t), try converted(b, to: type, at: t), type)
    }

    /// Operators of precedence `level` and tighter, left to right.
    mutating func binaryLevel(_ level: Int) throws(ShaderError) -> ShaderExpression {
        guard level < Self.precedence.count else { return try unary() }
        var left = try binaryLevel(level + 1)
        while case .symbol(let s) = current.kind, Self.precedence[level].contains(s) {
            let t = current
            position += 1
            let sometimes = s == "&&" || s == "||"
            if sometimes { conditionalDepth += 1 }
            defer { if sometimes { conditionalDepth -= 1 } }
            let right = try binaryLevel(level + 1)
            left = try binary(ShaderBinary(rawValue: s)!, left, right, at: t)
        }
        return left
    }

    /// `-x`, `+x`, `!x`, `~x`, a C cast `(float)x`, or a postfix expression.
    mutating func unary() throws(ShaderError) -> ShaderExpression {
        let t = current
        if at("++") || at("--") { throw error("'++' and '--' are statements here, not values") }
        if take("-") || take("+") || take("!") || take("~") {
            try enter()
            defer { depth -= 1 }
            guard case .symbol(let op) = t.kind else { fatalError("unreachable") }
            let operand = try unary()
            if op == "+" { return operand }
            return try unaryOperation(ShaderUnary(rawValue: op)!, operand, at: t)
        }
        if at("("), position + 2 < tokens.count, case .identifier(let name) = tokens[position + 1].kind,
            Self.type(named: name) != nil, tokens[position + 2].kind == .symbol(")")
        {
            position += 3
            let type = Self.type(named: name)!
            let operand = try unary()
            return try construct(type, [operand], at: t)
        }
        return try postfix(try primary())
    }

    /// `-x`, `!x` or `~x`, checked.
    mutating func unaryOperation(_ op: ShaderUnary, _ x: ShaderExpression, at t: ShaderToken) throws(ShaderError)
        -> ShaderExpression
    {
        guard let scalar = x.type.scalar else { throw error("'\(op.rawValue)' needs a number", at: t) }
        size += 1
        switch op {
        case .negate:
            guard scalar != .bool else { throw error("'-' needs a number, not a bool", at: t) }
            if case .constant(let type, let values) = x, scalar == .float {
                return .constant(type, values.map { -$0 })
            }
            return .unary(.negate, x, x.type)
        case .not:
            return .unary(.not, try truth(x, at: t), .bool)
        case .bitNot:
            guard scalar == .int || scalar == .uint else { throw error("'~' needs an int or uint", at: t) }
            return .unary(.bitNot, x, x.type)
        }
    }

    /// Swizzles, indices and `layer.sample(p)` after a primary expression.
    mutating func postfix(_ base: ShaderExpression) throws(ShaderError) -> ShaderExpression {
        var e = base
        while true {
            let t = current
            if take(".") {
                let fieldToken = current
                let field = try identifier("a swizzle or method")
                if e.type == .layer {
                    guard field == "sample" else {
                        throw error("a SwiftUI::Layer has only sample(position)", at: fieldToken)
                    }
                    try expect("(", "after sample")
                    let p = try converted(try expression(), to: .float(2), at: fieldToken)
                    try expect(")", "after sample's position")
                    size += 1
                    e = .sample(e, p)
                    continue
                }
                if e.type == .texture {
                    e = try textureAccess(e, field, at: fieldToken)
                    size += 1
                    continue
                }
                if case .array(_, let n) = e.type {
                    // metal_stdlib's array<T, N>::size(), a constant.
                    guard field == "size" else { throw error("an array has only size()", at: fieldToken) }
                    try expect("(", "after size")
                    try expect(")", "after size(")
                    e = .constant(.uint, [Double(n)])
                    continue
                }
                let c = try swizzle(field, of: e.type, at: fieldToken)
                size += 1
                e = .swizzle(e, c, .vector(e.type.scalar!, c.count))
            } else if take("[") {
                let index = try indexExpression(at: t)
                try expect("]", "after the index")
                size += 1
                if e.type.isDeviceArray {
                    e = .arrayElement(e, index)
                } else if let part = e.type.indexing?.part {
                    e = .element(e, index, part)
                } else {
                    throw error("only vectors, matrices and arrays can be indexed", at: t)
                }
            } else if at("++") || at("--") {
                throw error("'++' and '--' are statements here, not values")
            } else {
                return e
            }
        }
    }

    /// An index: an int (a uint or a float is converted).
    mutating func indexExpression(at t: ShaderToken) throws(ShaderError) -> ShaderExpression {
        let i = try expression()
        guard i.type.isScalar, i.type != .bool else { throw error("an index must be an int", at: t) }
        return try converted(i, to: .int, at: t, explicit: true)
    }

    /// The components a swizzle names (`xyzw` or `rgba`, not mixed), checked against `type`.
    func swizzle(_ field: String, of type: ShaderType, at t: ShaderToken) throws(ShaderError) -> [Int] {
        guard case .vector(_, let n) = type, n > 1 else {
            throw error("'.\(field)' needs a vector, not \(type)", at: t)
        }
        let sets = ["xyzw", "rgba"]
        for set in sets {
            let letters = Array(set)
            let c = field.compactMap { letters.firstIndex(of: $0) }
            guard c.count == field.count else { continue }
            guard (1...4).contains(c.count) else { throw error("a swizzle has 1 to 4 components", at: t) }
            guard c.allSatisfy({ $0 < n }) else { throw error("'.\(field)' reaches past a \(type)", at: t) }
            return c
        }
        throw error("'\(field)' is not a swizzle of \(type) (use xyzw or rgba)", at: t)
    }

    /// A literal, a name, a call, a constructor or a parenthesised expression.
    mutating func primary() throws(ShaderError) -> ShaderExpression {
        let t = current
        switch t.kind {
        case .number(let v, let isFloat, let isUnsigned):
            position += 1
            if isFloat { return .constant(.float, [Double(Float(v))]) }
            if isUnsigned { return .constant(.uint, [v]) }
            guard v <= Double(Int32.max) else { return .constant(.uint, [v]) }
            return .constant(.int, [v])
        case .symbol("("):
            position += 1
            let e = try expression()
            try expect(")", "to close '('")
            return e
        case .identifier(let name):
            if let message = Self.unsupportedWords[name] { throw error(message) }
            if name == "true" || name == "false" {
                position += 1
                return .constant(.bool, [name == "true" ? 1 : 0])
            }
            if name == "sizeof", position + 1 < tokens.count, tokens[position + 1].kind == .symbol("(") {
                position += 2
                return try sizeOf(at: t)
            }
            if Self.castWords.contains(name), position + 1 < tokens.count, tokens[position + 1].kind == .symbol("<") {
                position += 2
                return try namedCast(name, at: t)
            }
            if at("(") == false, position + 1 < tokens.count, tokens[position + 1].kind == .symbol("(") {
                position += 2
                return try call(name, at: t)
            }
            // `metal::fmax(...)`, `precise::sqrt(...)`, `fast::sin(...)`, `metal::precise::cos(...)`: the
            // function itself (Halo computes every function one way, in 32-bit floats).
            if Self.functionNamespaces.contains(name), position + 3 < tokens.count,
                tokens[position + 1].kind == .symbol("::")
            {
                var p = position
                while p + 1 < tokens.count, case .identifier(let n) = tokens[p].kind,
                    Self.functionNamespaces.contains(n),
                    tokens[p + 1].kind == .symbol("::")
                {
                    p += 2
                }
                if p + 1 < tokens.count, case .identifier(let f) = tokens[p].kind, tokens[p + 1].kind == .symbol("("),
                    Self.type(named: f) == nil
                {
                    position = p + 2
                    return try call(f, at: tokens[p])
                }
            }
            if name == "metal" || name == "SwiftUI" {
                throw error("'\(name)::' names a type here; call functions without a namespace", at: t)
            }
            position += 1
            if let found = lookupLocal(name) {
                if found.slot < 0 {
                    let array = -1 - found.slot
                    return .arrayCount(.local(array, locals[array].type))
                }
                return .local(found.slot, locals[found.slot].type)
            }
            if let g = lookupGlobal(name) { return .global(g, globals[g].type) }
            if let computed = computedConstants[name] {
                size += computed.size
                return computed.value
            }
            if let v = Self.namedConstants[name] {
                return .constant(name.hasPrefix("INT_") ? .int : .float, [v])
            }
            if functions.contains(where: { $0.name == name }) || ShaderBuiltin(rawValue: name) != nil {
                throw error("'\(name)' is a function; call it with (...)", at: t)
            }
            throw error("unknown name '\(name)'", at: t)
        default:
            throw error("expected a value, found \(describe(t))")
        }
    }

    /// C++'s named casts.
    static let castWords: Set<String> = ["static_cast", "const_cast", "reinterpret_cast", "dynamic_cast"]

    /// `static_cast<T>(x)` (after its `<`): the explicit conversion `T(x)` is ([expr.static.cast]: it
    /// initialises a `T` from `x`), so a scalar converts or fills a vector, and a vector converts component
    /// by component. `const_cast<T>(x)` of a value of type `T` is the value; `reinterpret_cast` and
    /// `dynamic_cast` act on pointers, references and classes, which Halo's shaders do not have.
    mutating func namedCast(_ name: String, at t: ShaderToken) throws(ShaderError) -> ShaderExpression {
        guard name == "static_cast" || name == "const_cast" else {
            throw error(
                "\(name) is not supported: it converts pointers, references or classes, which Halo's shaders do "
                    + "not have (static_cast<T>(x) and T(x) convert values)", at: t)
        }
        let typeToken = current
        let type = try typeName(allowVoid: false)
        guard type.isNumeric else { throw error("\(name) converts numbers here, not a \(type)", at: typeToken) }
        try expect(">", "after \(name)'s type")
        try expect("(", "after \(name)<\(type)>")
        try enter()
        defer { depth -= 1 }
        let operand = try expression()
        try expect(")", "after \(name)'s operand")
        size += 1
        if name == "const_cast" {
            guard operand.type == type else {
                throw error("const_cast<\(type)> cannot change a \(operand.type)'s type (use static_cast)", at: t)
            }
            return operand
        }
        return try construct(type, [operand], at: t)
    }

    /// `sizeof(type)` or `sizeof(value)` (after its `(`): the bytes Metal stores it in, a uint constant (the MSL
    /// specification's "Data Types" sizes and alignments: a 3-component vector as 4; `half` counts as `float`, as Halo
    /// computes it, so only ratios such as `sizeof(a) / sizeof(a[0])` match Metal for half types).
    mutating func sizeOf(at t: ShaderToken) throws(ShaderError) -> ShaderExpression {
        let start = position
        var type: ShaderType
        if atType(), !isConstructorCall(), let named = try? typeName(allowVoid: false), at(")") {
            type = try arraySuffix(named)
        } else {
            position = start
            type = try expression().type
        }
        try expect(")", "after sizeof's operand")
        guard let bytes = Self.byteSize(type) else {
            throw error("sizeof takes a number, vector, matrix or array", at: t)
        }
        return .constant(.uint, [Double(bytes)])
    }

    /// The bytes Metal stores a value of `type` in (nil for what has no size here).
    static func byteSize(_ type: ShaderType) -> Int? {
        switch type {
        case .vector(let s, let n):
            let scalar = s == .bool ? 1 : 4
            return scalar * (n == 3 ? 4 : n)
        case .matrix(let c, let r): return c * 4 * (r == 3 ? 4 : r)
        case .array(let e, let n): return byteSize(e).map { $0 * n }
        default: return nil
        }
    }

    /// A call of `name` (after its `(`): a constructor, a builtin or one of the program's
    /// functions (overloads chosen by `overload`).
    mutating func call(_ name: String, at t: ShaderToken) throws(ShaderError) -> ShaderExpression {
        if Self.outParameterFunctions.contains(name), !functions.contains(where: { $0.name == name }) {
            return try outParameterCall(name, at: t)
        }
        var arguments: [ShaderExpression] = []
        try enter()
        defer { depth -= 1 }
        if !at(")") {
            repeat {
                arguments.append(try expression())
            } while take(",")
        }
        try expect(")", "after the arguments of \(name)")
        size += 1
        if let type = Self.type(named: name) { return try construct(type, arguments, at: t) }
        if functions.contains(where: { $0.name == name }) {
            let f = try overload(name, arguments, at: t)
            let function = functions[f]
            // Parameters left out take their default arguments.
            let defaults = defaultArguments[f]
            let required = defaults.prefix { $0 == nil }.count
            guard (required...function.parameterCount).contains(arguments.count) else {
                let count =
                    required == function.parameterCount ? "\(required)" : "\(required) to \(function.parameterCount)"
                throw error("\(name) takes \(count) arguments, got \(arguments.count)", at: t)
            }
            for k in arguments.count..<function.parameterCount {
                guard let value = defaults[k] else { break }
                arguments.append(value)
            }
            var converted: [ShaderExpression] = []
            for (a, p) in zip(arguments, function.parameters) {
                if p.type == .layer || p.type.isDeviceArray || p.type == .texture {
                    guard a.type == p.type, case .local = a else {
                        throw error("\(name)'s '\(p.name)' takes a \(p.type) parameter as it is", at: t)
                    }
                    converted.append(a)
                } else {
                    converted.append(try self.converted(a, to: p.type, at: t))
                }
            }
            size += expandedSizes[f]
            return .call(f, converted, function.result)
        }
        if let builtin = ShaderBuiltin(rawValue: name) { return try self.builtin(builtin, arguments, at: t) }
        if let written = try library(name, arguments, at: t) { return written }
        if lookupLocal(name) != nil || lookupGlobal(name) != nil { throw error("'\(name)' is not a function", at: t) }
        throw error("unknown function '\(name)' (functions must be defined before they are called)", at: t)
    }

    /// `texture.sample(s, p)`, `.read(p)`, `.get_width()` or `.get_height()` on a `texture2d<half>`.
    mutating func textureAccess(_ texture: ShaderExpression, _ method: String, at t: ShaderToken) throws(ShaderError)
        -> ShaderExpression
    {
        try expect("(", "after \(method)")
        switch method {
        case "get_width", "get_height":
            // Metal's optional mip level: only level 0 exists.
            if case .number(0, _, _) = current.kind { position += 1 }
            try expect(")", "after \(method)(")
            return .texture(method == "get_width" ? .width : .height, texture, nil)
        case "sample":
            let sampler = try samplerArgument()
            try expect(",", "after the sampler")
            var p = try converted(try expression(), to: .float(2), at: t)
            while take(",") {
                if let offset = try sampleOption(at: t) {
                    p = try offsetCoordinate(p, by: offset, texture, sampler, at: t)
                }
            }
            try expect(")", "after sample's coordinate")
            return .texture(.sample(sampler), texture, p)
        case "read":
            let a = current
            let p = try expression()
            guard case .vector(let scalar, 2) = p.type, scalar == .uint || scalar == .int else {
                throw error("read takes whole texel coordinates (uint2)", at: a)
            }
            try expect(")", "after read's coordinate")
            return .texture(.read, texture, scalar == .int ? p : .convert(p, .vector(.int, 2)))
        default:
            throw error(
                "a texture2d has sample(sampler, coord), read(coord), get_width() and get_height()", at: t)
        }
    }
}
