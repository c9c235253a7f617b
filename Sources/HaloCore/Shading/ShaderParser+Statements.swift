extension ShaderParser {
    /// `{ statements }`, in a scope of its own unless `newScope` is false (a function's body
    /// shares its parameters' scope).
    mutating func block(newScope: Bool = true) throws(ShaderError) -> [ShaderStatement] {
        try expect("{", "to open a block")
        try enter()
        defer { depth -= 1 }
        if newScope { scopes.append([:]) }
        defer { if newScope { scopes.removeLast() } }
        var body: [ShaderStatement] = []
        while !at("}") {
            guard current.kind != .end else { throw error("this block is never closed with '}'") }
            body += try statement()
        }
        position += 1
        return body
    }

    /// One statement, as zero or more checked statements (a declaration without a value is
    /// none; one with several names is several).
    mutating func statement() throws(ShaderError) -> [ShaderStatement] {
        let t = current
        if at("{") { return try block() }
        if take(";") { return [] }
        guard case .identifier(let word) = t.kind else { return try simpleStatement(";") }
        if let message = Self.unsupportedWords[word] { throw error(message) }
        switch word {
        case "if":
            position += 1
            try expect("(", "after 'if'")
            let condition = try truth(try expression(), at: t)
            let before = takeHoisted()
            try expect(")", "after the condition")
            let then = try scoped { (p: inout ShaderParser) throws(ShaderError) in try p.statement() }
            var otherwise: [ShaderStatement] = []
            if takeWord("else") {
                otherwise = try scoped { (p: inout ShaderParser) throws(ShaderError) in try p.statement() }
            }
            return before + [.branch(condition, then, otherwise)]
        case "while":
            position += 1
            try expect("(", "after 'while'")
            let condition = try truth(try expression(), at: t)
            let before = takeHoisted()
            try expect(")", "after the condition")
            loopDepth += 1
            defer { loopDepth -= 1 }
            let body = try scoped { (p: inout ShaderParser) throws(ShaderError) in try p.statement() }
            return [Self.loop(condition, before, body, step: [])]
        case "for":
            position += 1
            return try forLoop(at: t)
        case "break", "continue":
            position += 1
            guard loopDepth > 0 else { throw error("'\(word)' outside a loop", at: t) }
            try expect(";", "after '\(word)'")
            return [word == "break" ? .breakLoop : .continueLoop]
        case "return":
            position += 1
            if take(";") {
                guard result == .void else { throw error("this function must return a \(result)", at: t) }
                return [.returnValue(nil)]
            }
            guard result != .void else { throw error("a void function returns no value", at: t) }
            let value = try converted(try expression(), to: result, at: t)
            try expect(";", "after the returned value")
            return takeHoisted() + [.returnValue(value)]
        default:
            return try simpleStatement(";")
        }
    }

    /// `body` in a scope of its own (the branch of an `if`, a loop's body).
    mutating func scoped(_ body: (inout ShaderParser) throws(ShaderError) -> [ShaderStatement])
        throws(ShaderError) -> [ShaderStatement]
    {
        scopes.append([:])
        defer { scopes.removeLast() }
        return try body(&self)
    }

    /// `for (init; condition; step) body`: the init's names live in the loop's scope.
    mutating func forLoop(at t: ShaderToken) throws(ShaderError) -> [ShaderStatement] {
        try expect("(", "after 'for'")
        scopes.append([:])
        defer { scopes.removeLast() }
        let start = take(";") ? [] : try simpleStatement(";")
        var condition: ShaderExpression? = nil
        if !at(";") { condition = try truth(try expression(), at: t) }
        let before = takeHoisted()
        try expect(";", "after the loop's condition")
        var step: [ShaderStatement] = []
        if !at(")") {
            repeat {
                step += try simpleStatement(nil)
            } while take(",")
        }
        try expect(")", "after the loop's step")
        loopDepth += 1
        defer { loopDepth -= 1 }
        let body = try scoped { (p: inout ShaderParser) throws(ShaderError) in try p.statement() }
        return start + [Self.loop(condition, before, body, step: step)]
    }

    /// A loop whose condition needs `before` run first (an out-parameter call in it, as `modf`): the test moves
    /// into the body, after `before`, and leaves the loop where it fails.
    static func loop(
        _ condition: ShaderExpression?, _ before: [ShaderStatement], _ body: [ShaderStatement],
        step: [ShaderStatement]
    ) -> ShaderStatement {
        guard let condition, !before.isEmpty else { return .loop(condition, body, step: step) }
        return .loop(nil, before + [.branch(condition, [], [.breakLoop])] + body, step: step)
    }

    /// A declaration, an assignment or an increment, ended by `terminator` (nil: by whatever
    /// follows, as in a loop's step).
    mutating func simpleStatement(_ terminator: String?) throws(ShaderError) -> [ShaderStatement] {
        let t = current
        var made: [ShaderStatement]
        deferred = []
        hoisted = []
        defer {
            deferred = []
            hoisted = []
        }
        if atType() && !isConstructorCall() {
            made = try declarationStatement()
        } else if at("++") || at("--") {
            let up = at("++")
            position += 1
            let place = try self.place()
            made = [try increment(place, up: up, at: t)]
        } else {
            let target = current
            let start = position
            // An expression statement is only useful as an assignment or increment; anything
            // else (a lone call: functions have no effects) is read and dropped.
            if case .identifier = target.kind, let place = try? self.place(), assignmentAhead() {
                made = try assignment(place, at: target) + deferred
            } else {
                position = start
                deferred = []
                hoisted = []
                _ = try expression()
                if assignmentAhead() {
                    // Not a place that can be assigned: say why.
                    position = start
                    _ = try self.place()
                    throw error("this expression cannot be assigned to", at: target)
                }
                // What its out-parameter calls write (a lone `sincos(a, c);`) is kept.
                made = takeHoisted()
            }
        }
        if let terminator { try expect(terminator, "after the statement") }
        return made
    }

    /// Whether the identifier starts a constructor call (`float3(1.0)`) rather than a declaration.
    func isConstructorCall() -> Bool {
        position + 1 < tokens.count && tokens[position + 1].kind == .symbol("(")
    }

    /// Whether an assignment operator or an increment is next.
    func assignmentAhead() -> Bool {
        ["=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "++", "--"].contains { at($0) }
    }

    /// `[const] type name [= value] {, name [= value]}`.
    mutating func declarationStatement() throws(ShaderError) -> [ShaderStatement] {
        var isConstant = false
        while takeWord("const") || takeWord("constexpr") { isConstant = true }
        let typeToken = current
        if takeWord("sampler") {
            let (name, sampler) = try samplerDeclaration()
            samplers[name] = sampler
            return []
        }
        let base = try typeName(allowVoid: false)
        guard base.isStorable else {
            throw error("a local variable must be a number, vector, matrix or an array of them", at: typeToken)
        }
        var made: [ShaderStatement] = []
        repeat {
            let nameToken = current
            let name = try identifier("a variable's name")
            let declared = try arraySuffix(base)
            guard scopes[scopes.count - 1][name] == nil else {
                throw error("'\(name)' is already declared in this scope", at: nameToken)
            }
            var value: ShaderExpression
            if take("=") || at("{") {
                value = try initializer(declared, at: nameToken)
            } else if take("(") {
                // `half4 c(0.0);`: the constructor's value, as `half4 c = half4(0.0);`.
                value = try converted(try call(declared.description, at: nameToken), to: declared, at: nameToken)
            } else {
                guard !isConstant else { throw error("a const variable needs a value", at: nameToken) }
                if case .array(_, 0) = declared {
                    throw error("an array declared with '[]' takes its size from a '{ ... }' list", at: nameToken)
                }
                // Zero, so that both back ends read the same value from an unset variable (an array's
                // elements too: Metal leaves them undefined).
                value = .constant(declared, Array(repeating: 0, count: declared.components))
            }
            let type = value.type
            // Declared after its value is read: `float x = x;` reads an outer x.
            let slot = declare(name, type, isConstant: isConstant)
            made += takeHoisted()
            made.append(.assign(ShaderPlace(slot: slot, type: type), value))
        } while take(",")
        return made
    }

    /// `[N]` or `[]` after a declared name: the array of `type` (count 0: unsized, sized by its `{ ... }`
    /// list), or `type` when no `[` follows.
    mutating func arraySuffix(_ type: ShaderType) throws(ShaderError) -> ShaderType {
        let open = current
        guard take("[") else { return type }
        var count = 0
        if !take("]") {
            count = try arrayCount()
            try expect("]", "after the array's size")
        }
        if at("[") { throw error("arrays of arrays are not supported") }
        return try arrayOf(type, count, at: open)
    }

    /// A declaration's value after `=` (or a `{` list directly): an expression converted to `declared`, or an
    /// initialiser list. An unsized array (count 0) gets its size from its list.
    mutating func initializer(_ declared: ShaderType, at t: ShaderToken) throws(ShaderError) -> ShaderExpression {
        if at("{") { return try initializerList(declared) }
        let value = try expression()
        if case .array(_, 0) = declared {
            throw error("an array declared with '[]' takes its size from a '{ ... }' list", at: t)
        }
        return try converted(value, to: declared, at: t)
    }

    /// `{ a, b, ... }` (a trailing comma allowed): an array's elements in order, the ones not given zero (C's
    /// aggregate initialisation; MSL, "Arrays and Structs"), or a vector's or matrix's components as its constructor.
    mutating func initializerList(_ type: ShaderType) throws(ShaderError) -> ShaderExpression {
        let open = current
        try expect("{", "to open an initialiser list")
        try enter()
        defer { depth -= 1 }
        let element: ShaderType? = if case .array(let e, _) = type { e } else { nil }
        var items: [ShaderExpression] = []
        while !at("}") {
            let t = current
            if let element {
                items.append(
                    at("{") ? try initializerList(element) : try converted(try expression(), to: element, at: t))
            } else {
                items.append(try expression())
            }
            guard take(",") else { break }
        }
        try expect("}", "to close the initialiser list")
        size += 1
        guard case .array(let e, let n) = type else {
            return try construct(type, items, at: open)
        }
        let count = n == 0 ? items.count : n
        guard count >= 1, count <= Self.maxArrayCount else {
            throw error("an array has 1 to \(Self.maxArrayCount) elements, got \(count)", at: open)
        }
        guard items.count <= count else {
            throw error("\(items.count) values for an array of \(count)", at: open)
        }
        let zero = ShaderExpression.constant(e, Array(repeating: 0, count: e.components))
        return .construct(.array(e, count), items + Array(repeating: zero, count: count - items.count))
    }

    /// An assignment (`=` or compound) or a postfix increment of `place`.
    mutating func assignment(_ place: ShaderPlace, at t: ShaderToken) throws(ShaderError) -> [ShaderStatement] {
        if take("++") { return [try increment(place, up: true, at: t)] }
        if take("--") { return [try increment(place, up: false, at: t)] }
        guard case .symbol(let op) = current.kind else { throw error("expected an assignment") }
        position += 1
        let value = try expression()
        let before = takeHoisted()
        let target = place.valueType
        if op == "=" { return before + [.assign(place, try converted(value, to: target, at: t))] }
        guard let binary = ShaderBinary(rawValue: String(op.dropLast())) else {
            throw error("unknown assignment '\(op)'", at: t)
        }
        let combined = try self.binary(binary, read(place), value, at: t)
        return before + [.assign(place, try converted(combined, to: target, at: t))]
    }

    /// `place += 1` or `-= 1`.
    mutating func increment(_ place: ShaderPlace, up: Bool, at t: ShaderToken) throws(ShaderError)
        -> ShaderStatement
    {
        let target = place.valueType
        guard let scalar = target.scalar, scalar != .bool, !(target.isScalar == false && scalar == .bool) else {
            throw error("'\(up ? "++" : "--")' needs a number", at: t)
        }
        let one = ShaderExpression.constant(.vector(scalar, 1), [1])
        let combined = try binary(up ? .add : .subtract, read(place), one, at: t)
        return .assign(place, try converted(combined, to: target, at: t))
    }

    /// The value a place holds.
    func read(_ place: ShaderPlace) -> ShaderExpression {
        var e = ShaderExpression.local(place.slot, place.type)
        for a in place.path {
            switch a {
            case .swizzle(let c): e = .swizzle(e, c, .vector(e.type.scalar ?? .float, c.count))
            case .element(let i): e = .element(e, i, e.type.indexing?.part ?? .vector(e.type.scalar ?? .float, 1))
            }
        }
        return e
    }

    /// An assignable place: a local variable, then swizzles and indices.
    mutating func place() throws(ShaderError) -> ShaderPlace {
        let t = current
        let name = try identifier("a variable")
        guard let found = lookupLocal(name) else {
            if lookupGlobal(name) != nil || computedConstants[name] != nil {
                throw error("'\(name)' is a constant and cannot be assigned", at: t)
            }
            throw error("unknown variable '\(name)'", at: t)
        }
        guard !found.isConstant, found.slot >= 0 else {
            throw error("'\(name)' is constant and cannot be assigned", at: t)
        }
        var place = ShaderPlace(slot: found.slot, type: locals[found.slot].type)
        var type = place.type
        while true {
            if take(".") {
                let fieldToken = current
                let field = try identifier("a swizzle")
                let c = try swizzle(field, of: type, at: fieldToken)
                guard Set(c).count == c.count else {
                    throw error("a swizzle assigned to cannot repeat a component", at: fieldToken)
                }
                place.path.append(.swizzle(c))
                type = .vector(type.scalar ?? .float, c.count)
            } else if at("[") {
                let open = current
                position += 1
                var index: ShaderExpression
                if let counted = try postIncrementedIndex() {
                    index = counted
                } else {
                    index = try indexExpression(at: open)
                }
                try expect("]", "after the index")
                guard let part = type.indexing?.part else {
                    throw error("only vectors, matrices and arrays can be indexed", at: open)
                }
                type = part
                place.path.append(.element(index))
            } else {
                return place
            }
        }
    }

    /// `i++` or `i--` as an assigned place's index (`p[i++] = v`, as public shaders fill arrays): the index
    /// reads `i`, and `i` steps after the assignment (`deferred`). MSL leaves the order open where the value
    /// reads `i` too (C++14 sequencing), so this order is one Metal may take. Nil when no such index follows.
    mutating func postIncrementedIndex() throws(ShaderError) -> ShaderExpression? {
        guard case .identifier = current.kind, position + 2 < tokens.count,
            tokens[position + 1].kind == .symbol("++") || tokens[position + 1].kind == .symbol("--"),
            tokens[position + 2].kind == .symbol("]")
        else { return nil }
        let t = current
        var counter = try place()
        counter.path = []
        let up = take("++")
        if !up { position += 1 }
        deferred.append(try increment(counter, up: up, at: t))
        guard counter.valueType.isScalar, counter.valueType != .bool else {
            throw error("an index must be an int", at: t)
        }
        return try converted(read(counter), to: .int, at: t, explicit: true)
    }

    /// The local named `name`, innermost scope first.
    func lookupLocal(_ name: String) -> (slot: Int, isConstant: Bool)? {
        for scope in scopes.reversed() {
            if let found = scope[name] { return found }
        }
        return nil
    }
}
