/// Rewrites GLSL compiler info logs so each message names the original file and line.
///
/// Understands Mesa (`0:12(3): error: ...`), NVIDIA (`0(12) : error C0000: ...`)
/// and the common `ERROR: 0:12: ...` form (ANGLE, Apple, glslang).
enum ShaderLog {
    /// `log` with each recognised line rewritten as `file:line: message`; other lines
    /// are kept, prefixed with `fallbackFile`.
    static func map(_ log: String, through expanded: GLSLSourceTree.Expanded, fallbackFile: String) -> String {
        log.split(separator: "\n", omittingEmptySubsequences: true).compactMap { raw -> String? in
            let line = String(raw).trimmingTrailingWhitespace()
            guard !line.isEmpty else { return nil }
            guard let (number, message) = parse(line) else {
                return "\(fallbackFile): \(line)"
            }
            guard let location = expanded.location(ofLine: number) else {
                return "\(fallbackFile): (expanded line \(number)) \(message)"
            }
            return "\(location): \(message)"
        }.joined(separator: "\n")
    }

    /// The expanded line number and message of one log line, or `nil` if it has neither.
    static func parse(_ line: String) -> (line: Int, message: String)? {
        var scanner = Cursor(line)
        // "ERROR: 0:12: message" / "WARNING: 0:12: message"
        for prefix in ["ERROR: ", "WARNING: "] where line.hasPrefix(prefix) {
            var rest = Cursor(String(line.dropFirst(prefix.count)))
            if rest.number() != nil, rest.literal(":"), let number = rest.number(), rest.literal(":") {
                return (number, prefix.dropLast(2).lowercased() + ":" + rest.remainder)
            }
            return nil
        }
        guard scanner.number() != nil else { return nil }
        // Mesa: "0:12(3): message"
        var mesa = scanner
        if mesa.literal(":"), let number = mesa.number(), mesa.literal("("), mesa.number() != nil,
            mesa.literal("):")
        {
            return (number, mesa.remainder.trimmingLeadingSpaces())
        }
        // NVIDIA: "0(12) : message"
        if scanner.literal("("), let number = scanner.number(), scanner.literal(")") {
            _ = scanner.literal(" ")
            if scanner.literal(":") {
                return (number, scanner.remainder.trimmingLeadingSpaces())
            }
        }
        return nil
    }

    /// A forward-only reader over the characters of one log line.
    struct Cursor {
        private let characters: [Character]
        private var position = 0

        init(_ text: String) { characters = Array(text) }

        /// Reads a run of decimal digits.
        mutating func number() -> Int? {
            let start = position
            while position < characters.count, characters[position].isASCII, characters[position].isNumber {
                position += 1
            }
            return position > start ? Int(String(characters[start..<position])) : nil
        }

        /// Reads `text` if it comes next.
        mutating func literal(_ text: String) -> Bool {
            let expected = Array(text)
            guard position + expected.count <= characters.count,
                Array(characters[position..<position + expected.count]) == expected
            else { return false }
            position += expected.count
            return true
        }

        /// Everything not read yet.
        var remainder: String { String(characters[position...]) }
    }
}

extension String {
    /// The string without leading spaces.
    func trimmingLeadingSpaces() -> String {
        String(drop { $0 == " " })
    }
}
