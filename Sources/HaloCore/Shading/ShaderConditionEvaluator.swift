/// The value of an `#if` / `#elif` expression once `defined` and macros are replaced: C++14's
/// integral constant expression of the preprocessor ([cpp.cond]) in 64-bit integers, with
/// `?:`, `||`, `&&`, `|`, `^`, `&`, `==`, `!=`, `<`, `>`, `<=`, `>=`, `<<`, `>>`, `+`, `-`,
/// `*`, `/`, `%`, unary `+ - ! ~` and parentheses. Arithmetic wraps (as unsigned does).
struct ShaderConditionEvaluator {
    let tokens: [ShaderToken]
    let file: String
    /// Where the directive is, for errors at its end.
    let line: Int
    let column: Int
    var position = 0

    /// An evaluator of `tokens`, the expression of the directive at `line`:`column` of `file`.
    init(tokens: [ShaderToken], file: String, line: Int, column: Int) {
        self.tokens = tokens
        self.file = file
        self.line = line
        self.column = column
    }

    /// The expression's value.
    /// - Throws: `ShaderError` for a malformed expression, a float, or a division by zero.
    mutating func evaluate() throws(ShaderError) -> Int64 {
        guard !tokens.isEmpty else { throw fail("#if needs an expression") }
        let v = try conditional()
        if position < tokens.count { throw fail("unexpected \(describe(tokens[position])) in #if") }
        return v
    }

    func fail(_ message: String) -> ShaderError {
        let t = position < tokens.count ? tokens[position] : nil
        return ShaderError(file: file, line: t?.line ?? line, column: t?.column ?? column, message: message)
    }

    func describe(_ t: ShaderToken) -> String {
        switch t.kind {
        case .symbol(let s): "'\(s)'"
        case .identifier(let s): "'\(s)'"
        case .number(let v, _, _): "the number \(v)"
        case .end: "the end"
        }
    }

    func at(_ s: String) -> Bool { position < tokens.count && tokens[position].kind == .symbol(s) }

    mutating func take(_ s: String) -> Bool {
        guard at(s) else { return false }
        position += 1
        return true
    }

    mutating func conditional() throws(ShaderError) -> Int64 {
        let c = try binary(0)
        guard take("?") else { return c }
        let a = try conditional()
        guard take(":") else { throw fail("expected ':' in #if's ?:") }
        let b = try conditional()
        return c != 0 ? a : b
    }

    /// The binary operators by precedence, loosest first.
    static let levels: [[String]] = [
        ["||"], ["&&"], ["|"], ["^"], ["&"], ["==", "!="], ["<", ">", "<=", ">="], ["<<", ">>"], ["+", "-"],
        ["*", "/", "%"],
    ]

    mutating func binary(_ level: Int) throws(ShaderError) -> Int64 {
        guard level < Self.levels.count else { return try unary() }
        var a = try binary(level + 1)
        while position < tokens.count, case .symbol(let op) = tokens[position].kind, Self.levels[level].contains(op) {
            let opToken = tokens[position]
            position += 1
            let b = try binary(level + 1)
            switch op {
            case "||": a = (a != 0 || b != 0) ? 1 : 0
            case "&&": a = (a != 0 && b != 0) ? 1 : 0
            case "|": a |= b
            case "^": a ^= b
            case "&": a &= b
            case "==": a = a == b ? 1 : 0
            case "!=": a = a != b ? 1 : 0
            case "<": a = a < b ? 1 : 0
            case ">": a = a > b ? 1 : 0
            case "<=": a = a <= b ? 1 : 0
            case ">=": a = a >= b ? 1 : 0
            case "<<": a = a << (b & 63)
            case ">>": a = a >> (b & 63)
            case "+": a = a &+ b
            case "-": a = a &- b
            case "*": a = a &* b
            default:
                guard b != 0, !(a == Int64.min && b == -1) else {
                    throw ShaderError(
                        file: file, line: opToken.line, column: opToken.column,
                        message: b == 0 ? "division by zero in #if" : "overflow in #if")
                }
                a = op == "/" ? a / b : a % b
            }
        }
        return a
    }

    mutating func unary() throws(ShaderError) -> Int64 {
        if take("-") { return 0 &- (try unary()) }
        if take("+") { return try unary() }
        if take("!") { return try unary() == 0 ? 1 : 0 }
        if take("~") { return ~(try unary()) }
        if take("(") {
            let v = try conditional()
            guard take(")") else { throw fail("expected ')' in #if") }
            return v
        }
        guard position < tokens.count else { throw fail("#if's expression ends early") }
        guard case .number(let v, let isFloat, _) = tokens[position].kind else {
            throw fail("unexpected \(describe(tokens[position])) in #if")
        }
        guard !isFloat else { throw fail("#if takes integers, not \(v)") }
        position += 1
        return Int64(v)
    }
}
