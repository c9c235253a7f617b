import Foundation
import HaloCore

/// A batch's output path with row fields in braces (`out/{id}.mp4`, `cards/{store}/{row}.png`):
/// `{row}` is the row's number, any other name the row's field of that name.
public struct OutputTemplate: Sendable {
    /// Why a row's path cannot be made.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        /// What is wrong.
        public let description: String
    }

    /// The template as written.
    public let text: String
    /// What its messages call it: the option or parameter it was given by (`-o`, `output`).
    public let name: String
    /// Literal text and field names, in order.
    private let parts: [(literal: String, field: String?)]

    /// Reads a template given by `name` (`halo batch`'s `-o`; `ViewRenderer.batch`'s `output`).
    /// - Throws: `Failure` for an unclosed or empty brace, or a template with no field (every row
    ///   would write the same file), naming `name` and the template.
    public init(_ text: String, name: String = "-o") throws {
        self.text = text
        self.name = name
        var parts: [(String, String?)] = []
        var rest = text[...]
        while let open = rest.firstIndex(of: "{") {
            guard let close = rest[open...].firstIndex(of: "}") else {
                throw Failure(description: "\(name) \(text): a '{' is not closed")
            }
            let field = String(rest[rest.index(after: open)..<close])
            guard !field.isEmpty, !field.contains("{") else {
                throw Failure(description: "\(name) \(text): '{\(field)}' is not a field name")
            }
            parts.append((String(rest[..<open]), field))
            rest = rest[rest.index(after: close)...]
        }
        parts.append((String(rest), nil))
        guard parts.contains(where: { $0.1 != nil }) else {
            throw Failure(
                description: "\(name) \(text) names no field: every row would write the same file (use {row} or {id})")
        }
        self.parts = parts
    }

    /// The template with its braces dropped (`out/{id}.mp4` gives `out/id.mp4`): a path of the kind
    /// every row writes, for checks made before any row.
    public var example: String {
        text.replacingOccurrences(of: "{", with: "").replacingOccurrences(of: "}", with: "")
    }

    /// The field names the template uses.
    public var fields: [String] { parts.compactMap(\.field) }

    /// The path of row `number` with `fields`.
    /// - Throws: `Failure` naming the field for a missing one, or a value that is empty, holds a `/`
    ///   or is `.` or `..` (a row's value never leaves the folder the template names).
    public func path(row number: Int, _ fields: [String: JSONValue]) throws -> String {
        var out = ""
        for (literal, field) in parts {
            out += literal
            guard let field else { continue }
            let value: String
            if field == "row" {
                value = String(number)
            } else {
                switch fields[field] {
                case .string(let s): value = s
                case .number(let n): value = n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
                case .bool(let b): value = String(b)
                case nil, .null: throw Failure(description: "\(name) \(text): the row has no field '\(field)'")
                default: throw Failure(description: "\(name) \(text): field '\(field)' is not text or a number")
                }
            }
            guard !value.isEmpty, !value.contains("/"), value != ".", value != "..", !value.contains("\0") else {
                throw Failure(
                    description: "\(name) \(text): field '\(field)' is '\(value)', which cannot be part of a file name")
            }
            out += value
        }
        return out
    }
}
