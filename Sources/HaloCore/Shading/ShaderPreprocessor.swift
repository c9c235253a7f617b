import Foundation

/// Metal's preprocessor (C++14's: Metal Shading Language Specification 1.5.3, "Preprocessing
/// Directives", and C++14 [cpp]) run on `ShaderLexer`'s tokens before `ShaderParser` reads them:
/// `#define` (object-like and function-like), `#undef`, `#if` / `#ifdef` / `#ifndef` / `#elif` /
/// `#else` / `#endif` with `defined` and integer constant expressions, `#include "file"` from the
/// including file's folder then the search path, `#pragma once`, `#error`.
///
/// Expansion works on tokens, so nothing in a comment is replaced; every token keeps the file,
/// line and column it was written at (a macro's replacement takes its use's place and names the
/// macro), so an error in expanded text points at the source a reader has. Where Halo differs from
/// C++ (docs/semantics.md, "Shader preprocessor"): a macro that would expand inside its own
/// expansion is an error (C++ leaves the name unexpanded, which in a shader is an unknown name);
/// each file is included once per program, as if it carried `#pragma once`; `#` and `##` in a
/// macro are refused.
struct ShaderPreprocessor {
    /// The deepest chain of includes.
    static let maxIncludeDepth = 32
    /// The most tokens macro expansion may produce for one program (a guard against macros that
    /// double at each level).
    static let maxTokens = 1 << 20
    /// The most bytes of source read for one program, its includes with it.
    static let maxTotalBytes = 4 << 20
    /// The headers Halo provides (nothing to read: their names are the language's).
    static let systemHeaders: Set<String> = [
        "metal_stdlib", "SwiftUI/SwiftUI_Metal.h", "SwiftUI/SwiftUI.h", "simd/simd.h", "metal_math",
    ]

    /// A `#define`.
    struct Macro {
        var name: String
        /// The parameters of a function-like macro; nil for an object-like one.
        var parameters: [String]?
        var body: [ShaderToken]
        /// Where it was defined, for messages: "PageCurl.metal:12".
        var place: String
    }

    /// Folders `#include "..."` searches after the including file's own.
    let includePaths: [String]
    var macros: [String: Macro] = [
        "__METAL_VERSION__": Macro(
            name: "__METAL_VERSION__", parameters: nil,
            body: [ShaderToken(kind: .number(310, isFloat: false, isUnsigned: false), line: 0, column: 0)],
            place: "Halo")
    ]
    /// The files read, by standardized path: each is included once.
    var included: Set<String> = []
    /// The texts read, the root's first (the program's fingerprint covers them all).
    var texts: [String] = []
    var bytesRead = 0
    var produced = 0

    /// The output.
    var output: [ShaderToken] = []

    /// A preprocessor searching `includePaths` (after each including file's folder).
    init(includePaths: [String]) { self.includePaths = includePaths }

    /// `source`'s tokens with its directives carried out, ending with `.end`.
    /// - Parameters:
    ///   - source: the program's text.
    ///   - file: its name, for messages.
    ///   - path: where it was read from (its folder is searched first); nil for a text of no file.
    /// - Throws: `ShaderError` at the directive or token that is wrong.
    mutating func run(_ source: String, file: String, path: String?) throws(ShaderError) -> [ShaderToken] {
        if let path { included.insert(URL(fileURLWithPath: path).standardized.path) }
        try process(source, file: file, path: path, depth: 0)
        let end = output.last.map { ShaderToken(kind: .end, line: $0.line, column: $0.column + 1, file: $0.file) }
        output.append(end ?? ShaderToken(kind: .end, line: 1, column: 1, file: file))
        return output
    }

    // MARK: - Files

    /// A directive line as found: its text (comments removed, continuations joined), where it
    /// starts, and the lines it spans.
    struct Directive {
        var text: String
        var line: Int
        var column: Int
        var lastLine: Int
    }

    /// One conditional section being read.
    struct Conditional {
        /// Whether its enclosing text is read.
        var outerActive: Bool
        /// Whether the branch now open is read.
        var active: Bool
        /// Whether a branch was taken already.
        var taken: Bool
        var sawElse: Bool
        var line: Int
        var column: Int
    }

    /// Reads one file's text into `output`.
    mutating func process(_ source: String, file: String, path: String?, depth: Int) throws(ShaderError) {
        bytesRead += source.utf8.count
        guard bytesRead <= Self.maxTotalBytes else {
            throw ShaderError(
                file: file, line: 0, column: 0,
                message: "the program with its includes is over \(Self.maxTotalBytes) bytes")
        }
        texts.append(source)
        let lines = Self.splitLines(source)
        let directives = try Self.directives(lines, file: file)
        var conditionals: [Conditional] = []
        var active: Bool { conditionals.last?.active ?? true }
        var chunkStart = 0
        var next = 0
        while true {
            let d = next < directives.count ? directives[next] : nil
            let chunkEnd = (d?.line ?? lines.count + 1) - 1
            if active, chunkEnd > chunkStart {
                try text(lines[chunkStart..<chunkEnd], firstLine: chunkStart + 1, file: file)
            }
            guard let d else { break }
            next += 1
            chunkStart = d.lastLine
            try directive(d, file: file, path: path, depth: depth, conditionals: &conditionals)
        }
        if let open = conditionals.last {
            throw ShaderError(
                file: file, line: open.line, column: open.column, message: "this #if is never closed with #endif")
        }
    }

    /// `text` split at line feeds (without them).
    static func splitLines(_ text: String) -> [Substring] {
        text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The directive lines of a file: lines whose first character outside a comment is `#`.
    static func directives(_ lines: [Substring], file: String) throws(ShaderError) -> [Directive] {
        var found: [Directive] = []
        var inComment = false
        var i = 0
        while i < lines.count {
            let bytes = Array(lines[i].utf8)
            var p = 0
            // Leading spaces, and comments closing on this line, before a '#'.
            var startsDirective = false
            while p < bytes.count {
                if inComment {
                    if bytes[p] == 42, p + 1 < bytes.count, bytes[p + 1] == 47 {
                        inComment = false
                        p += 2
                    } else {
                        p += 1
                    }
                    continue
                }
                let c = bytes[p]
                if c == 32 || c == 9 || c == 13 || c == 12 || c == 11 {
                    p += 1
                    continue
                }
                if c == 47, p + 1 < bytes.count, bytes[p + 1] == 42 {
                    inComment = true
                    p += 2
                    continue
                }
                startsDirective = c == 35
                break
            }
            if !startsDirective {
                // Follow comments through the rest of the line.
                inComment = Self.commentOpen(after: bytes[p...], inComment: inComment)
                i += 1
                continue
            }
            // The directive: this line and those its backslashes continue, comments removed.
            let column = p + 1
            let line = i + 1
            var text: [UInt8] = []
            var rest = Array(bytes[(p + 1)...])
            while true {
                var q = 0
                var continued = false
                while q < rest.count {
                    if inComment {
                        if rest[q] == 42, q + 1 < rest.count, rest[q + 1] == 47 {
                            inComment = false
                            text.append(32)
                            q += 2
                        } else {
                            q += 1
                        }
                        continue
                    }
                    if rest[q] == 47, q + 1 < rest.count, rest[q + 1] == 47 { break }
                    if rest[q] == 47, q + 1 < rest.count, rest[q + 1] == 42 {
                        inComment = true
                        q += 2
                        continue
                    }
                    if rest[q] == 92, rest[(q + 1)...].allSatisfy({ $0 == 32 || $0 == 9 || $0 == 13 }) {
                        continued = true
                        break
                    }
                    text.append(rest[q])
                    q += 1
                }
                guard continued || inComment, i + 1 < lines.count else { break }
                i += 1
                rest = Array(lines[i].utf8)
                text.append(32)
            }
            found.append(
                Directive(
                    text: String(decoding: text, as: UTF8.self), line: line, column: column, lastLine: i + 1))
            i += 1
        }
        return found
    }

    /// Whether a block comment is open at the end of `bytes`, given whether one was at its start.
    static func commentOpen(after bytes: ArraySlice<UInt8>, inComment: Bool) -> Bool {
        var open = inComment
        var p = bytes.startIndex
        while p < bytes.endIndex {
            let next = p + 1 < bytes.endIndex ? bytes[p + 1] : 0
            if open {
                if bytes[p] == 42, next == 47 {
                    open = false
                    p += 2
                    continue
                }
            } else if bytes[p] == 47, next == 47 {
                return false
            } else if bytes[p] == 47, next == 42 {
                open = true
                p += 2
                continue
            }
            p += 1
        }
        return open
    }

    /// The tokens of lines outside directives, expanded into `output`.
    mutating func text(_ lines: ArraySlice<Substring>, firstLine: Int, file: String) throws(ShaderError) {
        let chunk = lines.joined(separator: "\n")
        var tokens: [ShaderToken]
        do {
            tokens = try ShaderLexer.tokens(chunk, file: file)
        } catch {
            var e = error
            if e.line > 0 { e.line += firstLine - 1 }
            throw e
        }
        tokens.removeLast()
        for k in tokens.indices {
            tokens[k].line += firstLine - 1
            tokens[k].file = file
        }
        output += try expand(tokens)
    }

    // MARK: - Directives

    /// Carries out one directive.
    mutating func directive(
        _ d: Directive, file: String, path: String?, depth: Int, conditionals: inout [Conditional]
    ) throws(ShaderError) {
        func fail(_ message: String) -> ShaderError {
            ShaderError(file: file, line: d.line, column: d.column, message: message)
        }
        let trimmed = d.text.drop { $0 == " " || $0 == "\t" }
        let name = String(trimmed.prefix { $0.isLetter || $0 == "_" })
        let rest = String(trimmed.dropFirst(name.count))
        let active = conditionals.last?.active ?? true
        switch name {
        case "if", "ifdef", "ifndef":
            var taken = false
            if active {
                switch name {
                case "ifdef", "ifndef":
                    let words = rest.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
                    guard words.count == 1 else { throw fail("#\(name) takes one macro name") }
                    taken = (macros[String(words[0])] != nil) == (name == "ifdef")
                default:
                    taken = try condition(rest, d, file: file) != 0
                }
            }
            conditionals.append(
                Conditional(
                    outerActive: active, active: active && taken, taken: taken, sawElse: false, line: d.line,
                    column: d.column))
        case "elif", "else":
            guard var c = conditionals.popLast() else { throw fail("#\(name) without #if") }
            guard !c.sawElse else { throw fail("#\(name) after #else") }
            if name == "else" {
                c.sawElse = true
                c.active = c.outerActive && !c.taken
            } else if c.outerActive && !c.taken {
                c.active = try condition(rest, d, file: file) != 0
                c.taken = c.active
            } else {
                c.active = false
            }
            c.taken = c.taken || c.active
            conditionals.append(c)
        case "endif":
            guard conditionals.popLast() != nil else { throw fail("#endif without #if") }
        case _ where !active:
            // Skipped text: only conditionals count.
            return
        case "":
            guard rest.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) else {
                throw fail("'#' must start a preprocessor directive")
            }
        case "define": try define(d, file: file)
        case "undef":
            let words = rest.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            guard words.count == 1 else { throw fail("#undef takes one macro name") }
            macros[String(words[0])] = nil
        case "include": try include(rest, d, file: file, path: path, depth: depth)
        case "pragma", "line", "warning":
            // `#pragma once` is every file's rule here; other pragmas and warnings do not change the program.
            return
        case "error":
            throw fail("#error\(rest)")
        default:
            throw fail("the preprocessor directive #\(name) is not supported")
        }
    }

    /// The tokens of a directive's text after its name, at their columns.
    func tokens(of d: Directive, file: String) throws(ShaderError) -> [ShaderToken] {
        // The '#' becomes a space so that columns stay those of the source line.
        let padded = String(repeating: " ", count: d.column) + d.text
        guard !d.text.contains("#") else {
            throw ShaderError(
                file: file, line: d.line, column: d.column,
                message: "the # and ## macro operators are not supported")
        }
        var tokens: [ShaderToken]
        do {
            tokens = try ShaderLexer.tokens(padded, file: file)
        } catch {
            var e = error
            e.line = d.line
            throw e
        }
        tokens.removeLast()
        for k in tokens.indices {
            tokens[k].line = d.line
            tokens[k].file = file
        }
        return Array(tokens.dropFirst())
    }

    /// `#define NAME body` and `#define NAME(a, b) body`.
    mutating func define(_ d: Directive, file: String) throws(ShaderError) {
        let tokens = try tokens(of: d, file: file)
        guard let first = tokens.first, case .identifier(let name) = first.kind else {
            throw ShaderError(file: file, line: d.line, column: d.column, message: "#define needs a macro name")
        }
        guard name != "defined" else {
            throw ShaderError(
                file: file, line: first.line, column: first.column, message: "'defined' cannot be a macro name")
        }
        var body = Array(tokens.dropFirst())
        var parameters: [String]? = nil
        // Function-like only where '(' touches the name.
        if let open = body.first, open.kind == .symbol("("), open.column == first.column + name.utf8.count {
            var names: [String] = []
            var k = 1
            while k < body.count, body[k].kind != .symbol(")") {
                guard case .identifier(let p) = body[k].kind else {
                    throw ShaderError(
                        file: file, line: body[k].line, column: body[k].column,
                        message: "expected a parameter name in #define \(name)(...)"
                            + (body[k].kind == .symbol(".") ? " (variadic macros are not supported)" : ""))
                }
                guard !names.contains(p) else {
                    throw ShaderError(
                        file: file, line: body[k].line, column: body[k].column,
                        message: "the parameter '\(p)' is named twice")
                }
                names.append(p)
                k += 1
                if k < body.count, body[k].kind == .symbol(",") { k += 1 }
            }
            guard k < body.count else {
                throw ShaderError(
                    file: file, line: open.line, column: open.column,
                    message: "#define \(name)( is missing its ')'")
            }
            parameters = names
            body = Array(body[(k + 1)...])
        }
        macros[name] = Macro(name: name, parameters: parameters, body: body, place: "\(file):\(d.line)")
    }

    /// `#include "file"` (read) and `#include <header>` (Halo's own headers only).
    mutating func include(_ rest: String, _ d: Directive, file: String, path: String?, depth: Int) throws(ShaderError) {
        func fail(_ message: String) -> ShaderError {
            ShaderError(file: file, line: d.line, column: d.column, message: message)
        }
        let target = rest.trimmingCharacters(in: .whitespaces)
        if target.hasPrefix("<"), target.hasSuffix(">") {
            let header = String(target.dropFirst().dropLast())
            guard Self.systemHeaders.contains(header) else {
                throw fail(
                    "#include \(target) is not supported: Halo provides <metal_stdlib> and "
                        + "<SwiftUI/SwiftUI_Metal.h>; include your own files with quotes")
            }
            return
        }
        guard target.count >= 2, target.hasPrefix("\""), target.hasSuffix("\"") else {
            throw fail("#include takes \"file\" or <header>, got '\(target)'")
        }
        let name = String(target.dropFirst().dropLast())
        var folders: [String] = []
        if let path { folders.append(URL(fileURLWithPath: path).deletingLastPathComponent().path) }
        folders += includePaths
        let candidates =
            name.hasPrefix("/")
            ? [name] : folders.map { URL(fileURLWithPath: $0).appendingPathComponent(name).standardized.path }
        guard let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) else {
            let places =
                folders.isEmpty ? "no folder to search: the source is not a file" : folders.joined(separator: ", ")
            throw fail("cannot find the included file \"\(name)\" (looked in \(places))")
        }
        guard !included.contains(found) else { return }
        guard depth < Self.maxIncludeDepth else {
            throw fail("includes nest deeper than \(Self.maxIncludeDepth) files")
        }
        included.insert(found)
        let shown = URL(fileURLWithPath: found).lastPathComponent
        guard let text = try ShaderSourceCache.text(atPath: found, file: shown) else {
            throw fail("cannot read the included file \"\(name)\" (\(found))")
        }
        try process(text, file: shown, path: found, depth: depth + 1)
    }

    // MARK: - Expansion

    /// What the expander reads next: a token, or the end of a macro's replacement.
    enum Item {
        case token(ShaderToken)
        case end(String)
    }

    /// `tokens` with every macro expanded, each replacement rescanned with what follows it.
    /// - Parameter outer: the macros whose replacements `tokens` lie in (an argument's).
    mutating func expand(_ tokens: [ShaderToken], within outer: [String] = []) throws(ShaderError) -> [ShaderToken] {
        guard !macros.isEmpty else { return tokens }
        var pending: [Item] = tokens.reversed().map { .token($0) }
        var active = outer
        var out: [ShaderToken] = []
        while let item = pending.popLast() {
            let t: ShaderToken
            switch item {
            case .end(let name):
                if let k = active.lastIndex(of: name) { active.remove(at: k) }
                continue
            case .token(let token): t = token
            }
            guard case .identifier(let name) = t.kind, let m = macros[name] else {
                out.append(t)
                continue
            }
            var arguments: [[ShaderToken]] = []
            if let parameters = m.parameters {
                // A function-like macro's name without '(' after it is just a name.
                guard let open = Self.nextToken(pending), open.kind == .symbol("(") else {
                    out.append(t)
                    continue
                }
                arguments = try collectArguments(&pending, active: &active, macro: m, at: t)
                if parameters.isEmpty, arguments == [[]] { arguments = [] }
                guard arguments.count == parameters.count else {
                    throw ShaderError(
                        file: t.file ?? "", line: t.line, column: t.column,
                        message: "the macro '\(name)' takes \(parameters.count) argument"
                            + "\(parameters.count == 1 ? "" : "s"), got \(arguments.count)")
                }
            }
            if let first = active.firstIndex(of: name) {
                let chain = (active[first...] + [name]).joined(separator: " -> ")
                throw ShaderError(
                    file: t.file ?? "", line: t.line, column: t.column,
                    message: "the macro '\(name)' expands to itself (\(chain)); recursive macros are not supported")
            }
            var replacement: [ShaderToken] = []
            let note = t.expansion ?? "in the expansion of macro '\(name)' defined at \(m.place)"
            for b in m.body {
                if let parameters = m.parameters, case .identifier(let p) = b.kind,
                    let k = parameters.firstIndex(of: p)
                {
                    // Arguments are expanded before they are put in, then rescanned with the rest.
                    replacement += try expand(arguments[k], within: active)
                } else {
                    var placed = b
                    placed.line = t.line
                    placed.column = t.column
                    placed.file = t.file
                    placed.expansion = note
                    replacement.append(placed)
                }
            }
            produced += replacement.count
            guard produced <= Self.maxTokens else {
                throw ShaderError(
                    file: t.file ?? "", line: t.line, column: t.column,
                    message: "macro expansion makes more than \(Self.maxTokens) tokens")
            }
            active.append(name)
            pending.append(.end(name))
            pending += replacement.reversed().map { .token($0) }
        }
        return out
    }

    /// The next token `pending` will give, past ends of replacements.
    static func nextToken(_ pending: [Item]) -> ShaderToken? {
        for item in pending.reversed() {
            if case .token(let t) = item { return t }
        }
        return nil
    }

    /// The arguments of a function-like macro's use, `pending` starting at its '(': split at commas
    /// outside parentheses.
    func collectArguments(_ pending: inout [Item], active: inout [String], macro m: Macro, at t: ShaderToken)
        throws(ShaderError) -> [[ShaderToken]]
    {
        var arguments: [[ShaderToken]] = [[]]
        var level = 0
        while let item = pending.popLast() {
            guard case .token(let a) = item else {
                if case .end(let name) = item, let k = active.lastIndex(of: name) { active.remove(at: k) }
                continue
            }
            switch a.kind {
            case .symbol("("):
                level += 1
                if level == 1 { continue }
            case .symbol(")"):
                level -= 1
                if level == 0 { return arguments }
            case .symbol(","):
                if level == 1 {
                    arguments.append([])
                    continue
                }
            default: break
            }
            arguments[arguments.count - 1].append(a)
        }
        throw ShaderError(
            file: t.file ?? "", line: t.line, column: t.column,
            message: "the use of macro '\(m.name)' is missing its ')'")
    }

    // MARK: - Conditions

    /// The value of `#if` / `#elif`'s expression.
    mutating func condition(_ rest: String, _ d: Directive, file: String) throws(ShaderError) -> Int64 {
        let all = try tokens(of: d, file: file)
        // `defined NAME` and `defined(NAME)` before expansion.
        var replaced: [ShaderToken] = []
        var k = 0
        func number(_ v: Int64, _ t: ShaderToken) -> ShaderToken {
            var n = t
            n.kind = .number(Double(v), isFloat: false, isUnsigned: false)
            return n
        }
        while k < all.count {
            let t = all[k]
            if t.kind == .identifier("defined") {
                var j = k + 1
                let parenthesised = j < all.count && all[j].kind == .symbol("(")
                if parenthesised { j += 1 }
                guard j < all.count, case .identifier(let name) = all[j].kind else {
                    throw ShaderError(
                        file: file, line: t.line, column: t.column, message: "'defined' needs a macro name")
                }
                j += 1
                if parenthesised {
                    guard j < all.count, all[j].kind == .symbol(")") else {
                        throw ShaderError(
                            file: file, line: t.line, column: t.column, message: "expected ')' after defined(\(name)")
                    }
                    j += 1
                }
                replaced.append(number(macros[name] != nil ? 1 : 0, t))
                k = j
                continue
            }
            replaced.append(t)
            k += 1
        }
        var expanded = try expand(replaced)
        // Names left are 0, `true` is 1 (C++).
        for i in expanded.indices {
            if case .identifier(let name) = expanded[i].kind {
                expanded[i] = number(name == "true" ? 1 : 0, expanded[i])
            }
        }
        var evaluator = ShaderConditionEvaluator(tokens: expanded, file: file, line: d.line, column: d.column)
        return try evaluator.evaluate()
    }
}
