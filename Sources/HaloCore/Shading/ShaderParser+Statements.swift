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
            try expect(")", "after the condition")
            let then = try scoped { (p: inout ShaderParser) throws(ShaderError) in try p.statement() }
            var otherwise: [ShaderStatement] = []
            if takeWord("else") {
                otherwise = try scoped { (p: inout ShaderParser) throws(ShaderError) in try p.statement() }
            }
            return [.branch(condition, then, otherwise)]
        case "while":
            position += 1
            try expect("(", "after 'while'")
            let condition = try truth(try expression(), at: t)
            try expect(")", "after the condition")
            loopDepth += 1
            defer { loopDepth -= 1 }
            let body = try scoped { (p: inout ShaderParser) throws(ShaderError) in try p.statement() }
            return [.loop(condition, body, step: [])]
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
            return [.returnValue(value)]
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
        return start + [.loop(condition, body, step: step)]
    }

    /// A declaration, an assignment or an increment, ended by `terminator` (nil: by whatever
    /// follows, as in a loop's step).
    mutating func simpleStatement(_ terminator: String?) throws(ShaderError) -> [ShaderStatement] {
        let t = current
        var made: [ShaderStatement]
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
                made = try assignment(place, at: target)
            } else {
                position = start
                _ = try expression()
                if assignmentAhead() {
                    // Not a place that can be assigned: say why.
                    position = start
                    _ = try self.place()
                    throw error("this expression cannot be assigned to", at: target)
                }
                made = []
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
            guard isConstant else { throw error("a sampler must be constexpr", at: typeToken) }
            let (name, sampler) = try samplerDeclaration()
            samplers[name] = sampler
            return []
        }
        let type = try typeName(allowVoid: false)
        guard type.isNumeric else { throw error("a local variable must be a number, vector or matrix", at: typeToken) }
        var made: [ShaderStatement] = []
        repeat {
            let nameToken = current
            let name = try identifier("a variable's name")
            if at("[") { throw error("arrays are not supported") }
            guard scopes[scopes.count - 1][name] == nil else {
                throw error("'\(name)' is already declared in this scope", at: nameToken)
            }
            var value: ShaderExpression
            if take("=") {
                value = try converted(try expression(), to: type, at: nameToken)
            } else if take("(") {
                // `half4 c(0.0);`: the constructor's value, as `half4 c = half4(0.0);`.
                value = try converted(try call(type.description, at: nameToken), to: type, at: nameToken)
            } else if at("{") {
                throw error("initialise with '=' (brace initialisation is not supported)")
            } else {
                guard !isConstant else { throw error("a const variable needs a value", at: nameToken) }
                // Zero, so that both back ends read the same value from an unset variable.
                value = .constant(type, Array(repeating: 0, count: type.components))
            }
            // Declared after its value is read: `float x = x;` reads an outer x.
            let slot = declare(name, type, isConstant: isConstant)
            made.append(.assign(ShaderPlace(slot: slot, type: type), value))
        } while take(",")
        return made
    }

    /// An assignment (`=` or compound) or a postfix increment of `place`.
    mutating func assignment(_ place: ShaderPlace, at t: ShaderToken) throws(ShaderError) -> [ShaderStatement] {
        if take("++") { return [try increment(place, up: true, at: t)] }
        if take("--") { return [try increment(place, up: false, at: t)] }
        guard case .symbol(let op) = current.kind else { throw error("expected an assignment") }
        position += 1
        let value = try expression()
        let target = place.valueType
        if op == "=" { return [.assign(place, try converted(value, to: target, at: t))] }
        guard let binary = ShaderBinary(rawValue: String(op.dropLast())) else {
            throw error("unknown assignment '\(op)'", at: t)
        }
        let combined = try self.binary(binary, read(place), value, at: t)
        return [.assign(place, try converted(combined, to: target, at: t))]
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
            case .element(let i):
                if case .matrix(_, let r) = e.type {
                    e = .element(e, i, .float(r))
                } else {
                    e = .element(e, i, .vector(e.type.scalar ?? .float, 1))
                }
            }
        }
        return e
    }

    /// An assignable place: a local variable, then swizzles and indices.
    mutating func place() throws(ShaderError) -> ShaderPlace {
        let t = current
        let name = try identifier("a variable")
        guard let found = lookupLocal(name) else {
            if lookupGlobal(name) != nil { throw error("'\(name)' is a constant and cannot be assigned", at: t) }
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
                let index = try indexExpression(at: open)
                try expect("]", "after the index")
                switch type {
                case .matrix(_, let r): type = .float(r)
                case .vector(let s, let n) where n > 1: type = .vector(s, 1)
                default: throw error("only vectors and matrices can be indexed", at: open)
                }
                place.path.append(.element(index))
            } else {
                return place
            }
        }
    }

    /// The local named `name`, innermost scope first.
    func lookupLocal(_ name: String) -> (slot: Int, isConstant: Bool)? {
        for scope in scopes.reversed() {
            if let found = scope[name] { return found }
        }
        return nil
    }
}
