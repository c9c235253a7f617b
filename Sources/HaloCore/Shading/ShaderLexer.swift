/// A token of a shader source, with where it starts.
struct ShaderToken: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case identifier(String)
        /// A number as written, with whether it is a float (a point, an exponent or an `f`/`h`
        /// suffix) and whether it is unsigned (`u`).
        case number(Double, isFloat: Bool, isUnsigned: Bool)
        /// An operator or punctuation: `+=`, `(`, `::`, ...
        case symbol(String)
        case end
    }

    var kind: Kind
    var line: Int
    var column: Int
    /// The file it was read from, where that is not the program's own (an `#include`d file).
    var file: String? = nil
    /// Where it came from a macro: "in the expansion of macro 'pi' defined at PageCurl.metal:12".
    var expansion: String? = nil
}

/// Splits a Metal source into tokens: comments dropped, the preprocessor lines SwiftUI shaders
/// start with (`#include <metal_stdlib>`, `#include <SwiftUI/SwiftUI_Metal.h>`, `#pragma`)
/// skipped, every other directive refused.
struct ShaderLexer {
    /// The most bytes of source read.
    static let maxSourceBytes = 1 << 20

    /// Operators and punctuation, longest first.
    private static let symbols = [
        "<<=", ">>=", "::", "<=", ">=", "==", "!=", "&&", "||", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=",
        "++", "--", "<<", ">>", "+", "-", "*", "/", "%", "<", ">", "=", "!", "~", "&", "|", "^", "?", ":",
        "(", ")", "[", "]", "{", "}", ",", ";", ".",
    ].map { Array($0.utf8) }

    /// The tokens of `source`, ending with `.end`.
    /// - Throws: `ShaderError` for an unterminated comment, a character outside the language,
    ///   a malformed number, a preprocessor directive other than the includes SwiftUI shaders
    ///   carry, or a source over `maxSourceBytes`.
    static func tokens(_ source: String, file: String) throws(ShaderError) -> [ShaderToken] {
        let bytes = Array(source.utf8)
        guard bytes.count <= maxSourceBytes else {
            throw ShaderError(
                file: file, line: 0, column: 0,
                message: "the source is \(bytes.count) bytes; Halo reads shader sources up to \(maxSourceBytes)")
        }
        var tokens: [ShaderToken] = []
        var i = 0, line = 1, lineStart = 0
        var atLineStart = true
        func fail(_ message: String, at p: Int) -> ShaderError {
            ShaderError(file: file, line: line, column: p - lineStart + 1, message: message)
        }
        while i < bytes.count {
            let c = bytes[i]
            if c == 10 {
                i += 1
                line += 1
                lineStart = i
                atLineStart = true
                continue
            }
            if c == 32 || c == 9 || c == 13 || c == 12 || c == 11 {
                i += 1
                continue
            }
            // Comments.
            if c == 47, i + 1 < bytes.count, bytes[i + 1] == 47 {
                while i < bytes.count, bytes[i] != 10 { i += 1 }
                continue
            }
            if c == 47, i + 1 < bytes.count, bytes[i + 1] == 42 {
                let start = i, startLine = line, startColumn = i - lineStart + 1
                i += 2
                var closed = false
                while i < bytes.count {
                    if bytes[i] == 42, i + 1 < bytes.count, bytes[i + 1] == 47 {
                        i += 2
                        closed = true
                        break
                    }
                    if bytes[i] == 10 {
                        line += 1
                        lineStart = i + 1
                    }
                    i += 1
                }
                guard closed else {
                    _ = start
                    throw ShaderError(
                        file: file, line: startLine, column: startColumn,
                        message: "this /* comment is never closed with */")
                }
                continue
            }
            // Preprocessor lines.
            if c == 35 {
                guard atLineStart else { throw fail("'#' is only allowed to start a preprocessor line", at: i) }
                let start = i
                while i < bytes.count, bytes[i] != 10 { i += 1 }
                let text = String(decoding: bytes[start..<i], as: UTF8.self).trimmingSpaces
                let words = text.dropFirst().split(whereSeparator: { $0 == " " || $0 == "\t" })
                let directive = words.first.map(String.init) ?? ""
                switch directive {
                case "include":
                    let target = words.dropFirst().joined(separator: " ")
                    let known = ["<metal_stdlib>", "<SwiftUI/SwiftUI_Metal.h>", "<SwiftUI/SwiftUI.h>", "<simd/simd.h>"]
                    guard known.contains(target) else {
                        throw fail(
                            "#include \(target) is not supported: a shader is one file (Halo provides "
                                + "<metal_stdlib> and <SwiftUI/SwiftUI_Metal.h>)", at: start)
                    }
                case "pragma": break
                default:
                    throw fail("the preprocessor directive #\(directive) is not supported", at: start)
                }
                continue
            }
            atLineStart = false
            let column = i - lineStart + 1
            // Identifiers.
            if isLetter(c) {
                let start = i
                while i < bytes.count, isLetter(bytes[i]) || isDigit(bytes[i]) { i += 1 }
                tokens.append(
                    ShaderToken(
                        kind: .identifier(String(decoding: bytes[start..<i], as: UTF8.self)), line: line,
                        column: column))
                continue
            }
            // Numbers.
            if isDigit(c) || (c == 46 && i + 1 < bytes.count && isDigit(bytes[i + 1])) {
                let start = i
                var isFloat = false, isHex = false
                if c == 48, i + 1 < bytes.count, bytes[i + 1] | 32 == 120 {
                    isHex = true
                    i += 2
                    while i < bytes.count, isHexDigit(bytes[i]) { i += 1 }
                } else {
                    while i < bytes.count, isDigit(bytes[i]) { i += 1 }
                    if i < bytes.count, bytes[i] == 46 {
                        isFloat = true
                        i += 1
                        while i < bytes.count, isDigit(bytes[i]) { i += 1 }
                    }
                    if i < bytes.count, bytes[i] | 32 == 101 {
                        isFloat = true
                        i += 1
                        if i < bytes.count, bytes[i] == 43 || bytes[i] == 45 { i += 1 }
                        guard i < bytes.count, isDigit(bytes[i]) else { throw fail("malformed exponent", at: start) }
                        while i < bytes.count, isDigit(bytes[i]) { i += 1 }
                    }
                }
                let digits = String(decoding: bytes[start..<i], as: UTF8.self)
                var isUnsigned = false
                if i < bytes.count, !isHex, bytes[i] | 32 == 102 || bytes[i] | 32 == 104 {
                    isFloat = true
                    i += 1
                } else if i < bytes.count, bytes[i] | 32 == 117 {
                    isUnsigned = true
                    i += 1
                }
                guard i >= bytes.count || !(isLetter(bytes[i]) || isDigit(bytes[i])) else {
                    throw fail("malformed number '\(digits)...'", at: start)
                }
                let value: Double?
                if isHex {
                    // Not `.map(Double.init)`: that is `Double(bitPattern:)`, and 0x10 read as 8e-323.
                    value = UInt64(digits.dropFirst(2), radix: 16).map { Double($0) }
                } else {
                    value = Double(digits)
                }
                guard let value, value.isFinite else { throw fail("malformed number '\(digits)'", at: start) }
                guard isFloat || value <= 4_294_967_295 else {
                    throw fail("the integer \(digits) does not fit in 32 bits", at: start)
                }
                tokens.append(
                    ShaderToken(
                        kind: .number(value, isFloat: isFloat, isUnsigned: isUnsigned), line: line, column: column))
                continue
            }
            // Symbols.
            if let s = symbols.first(where: { s in
                i + s.count <= bytes.count && zip(s, bytes[i..<i + s.count]).allSatisfy { $0 == $1 }
            }) {
                tokens.append(
                    ShaderToken(kind: .symbol(String(decoding: s, as: UTF8.self)), line: line, column: column))
                i += s.count
                continue
            }
            let shown = c < 128 ? "'\(Character(Unicode.Scalar(c)))'" : "a non-ASCII character"
            throw fail("\(shown) is not part of the shader language", at: i)
        }
        tokens.append(ShaderToken(kind: .end, line: line, column: i - lineStart + 1))
        return tokens
    }

    private static func isLetter(_ c: UInt8) -> Bool { (c | 32 >= 97 && c | 32 <= 122) || c == 95 }
    private static func isDigit(_ c: UInt8) -> Bool { c >= 48 && c <= 57 }
    private static func isHexDigit(_ c: UInt8) -> Bool { isDigit(c) || (c | 32 >= 97 && c | 32 <= 102) }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    fileprivate var trimmingSpaces: String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" || f == "\r" { s = s.dropFirst() }
        while let l = s.last, l == " " || l == "\t" || l == "\r" { s = s.dropLast() }
        return String(s)
    }
}
