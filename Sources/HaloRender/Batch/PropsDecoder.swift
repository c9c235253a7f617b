import Foundation
import HaloCore
import HaloIO

/// A row's fields as a view's `Props`, and a value's fields for an output path: decoding by
/// `JSONValueDecoder` (CSV text read as the type each property asks for), its errors in words that
/// name the row, the field and the type expected.
enum PropsDecoder {
    /// `fields` decoded as a `P`; `text` reads numbers, booleans, arrays and objects from text (a
    /// CSV row's fields); `row` names the row in errors ("rows.csv: row 3").
    /// - Throws: `BatchError`: "rows.csv: row 3: field 'price' expects a number (Double), got \"cheap\"".
    static func decode<P: Decodable>(_ type: P.Type, from fields: [String: JSONValue], text: Bool, row: String)
        throws -> P
    {
        do {
            return try JSONValueDecoder(acceptsText: text).decode(P.self, from: .object(fields))
        } catch let e as DecodingError {
            throw BatchError("\(row): \(message(e, in: .object(fields)))")
        }
    }

    /// The fields of `value` when it is also `Encodable` (so an output path can name them), else none.
    /// - Throws: the encoder's error, or `BatchError` for a value that does not encode as an object.
    static func fields(of value: Any) throws -> [String: JSONValue] {
        guard let encodable = value as? any Encodable else { return [:] }
        guard case .object(let o) = try JSONParser.parse(try JSONEncoder().encode(encodable)) else {
            throw BatchError("\(type(of: value)) does not encode as an object of fields")
        }
        return o
    }

    /// What `error` says, in a batch's words, with the offending value found in `value`.
    static func message(_ error: DecodingError, in value: JSONValue) -> String {
        switch error {
        case .typeMismatch(let type, let c):
            return "field '\(name(c.codingPath))' expects \(expected(type)), got \(text(at: c.codingPath, in: value))"
        case .valueNotFound(let type, let c):
            return "field '\(name(c.codingPath))' expects \(expected(type)), got null"
        case .keyNotFound(let key, let c):
            return "field '\(name(c.codingPath + [key]))' is missing"
        case .dataCorrupted(let c):
            return c.codingPath.isEmpty ? c.debugDescription : "field '\(name(c.codingPath))': \(c.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }

    /// A coding path as a reader writes it: `price`, `items[2].title`.
    static func name(_ path: [CodingKey]) -> String {
        var out = ""
        for key in path {
            if let i = key.intValue {
                out += "[\(i)]"
            } else {
                out += (out.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return out
    }

    /// The type a field expects, in words.
    static func expected(_ type: Any.Type) -> String {
        switch type {
        case is Double.Type, is Float.Type: return "a number (\(type))"
        case is Int.Type, is Int32.Type, is Int64.Type, is UInt.Type, is UInt32.Type, is UInt64.Type, is UInt8.Type:
            return "a whole number (\(type))"
        case is Bool.Type: return "true or false (Bool)"
        case is String.Type: return "text (String)"
        case is [String: JSONValue].Type: return "an object"
        case is [JSONValue].Type: return "an array"
        default: return "\(type)"
        }
    }

    /// The value at `path` in `value` as JSON text, or "nothing" where there is none.
    static func text(at path: [CodingKey], in value: JSONValue) -> String {
        var v: JSONValue? = value
        for key in path {
            // A CSV field holding an array or object as text.
            if case .string(let s)? = v, let parsed = try? JSONParser.parse(Data(s.utf8)) { v = parsed }
            switch v {
            case .array(let a)?: v = key.intValue.flatMap { a.indices.contains($0) ? a[$0] : nil }
            case .object(let o)?: v = o[key.stringValue]
            default: v = nil
            }
        }
        guard let v else { return "nothing" }
        return (try? v.jsonData()).map { String(decoding: $0, as: UTF8.self) } ?? "\(v)"
    }
}
