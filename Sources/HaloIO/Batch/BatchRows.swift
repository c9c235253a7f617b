import Foundation
import HaloCore

/// The rows of a batch: one set of prop values a row, from JSON Lines (an object a line) or CSV
/// (a header of field names, then a record a row; RFC 4180 quoting). A row that cannot be read
/// is kept as its error, so the batch reports it and goes on with the next.
public struct BatchRows: Sendable {
    /// One row: its number (from 1, as messages say "row 3"), and its fields or why it has none.
    public struct Row: Sendable {
        /// The row's number, from 1.
        public let number: Int
        /// The row's fields, or the reason it could not be read.
        public let fields: Result<[String: JSONValue], RowError>
    }

    /// Why a row could not be read.
    public struct RowError: Error, Sendable, CustomStringConvertible {
        /// What is wrong, with the line.
        public let description: String
    }

    /// A rows file that cannot be read at all.
    public struct FileError: Error, Sendable, CustomStringConvertible {
        /// What is wrong.
        public let description: String
    }

    /// The format of a rows file.
    public enum Format: String, Sendable {
        case jsonl, csv
    }

    /// The rows, in order.
    public let rows: [Row]

    /// Reads rows from `data` (`name` for messages).
    /// - Throws: `FileError` for a CSV file whose header cannot be read, or text that is not UTF-8.
    public init(_ data: Data, format: Format, name: String) throws {
        guard let text = String(data: data, encoding: .utf8) else {
            throw FileError(description: "\(name): the rows are not UTF-8 text")
        }
        switch format {
        case .jsonl: rows = BatchRows.jsonLines(text, name: name)
        case .csv: rows = try BatchRows.csv(text, name: name)
        }
    }

    /// Reads the rows file at `path`, or standard input for "-" (up to 1 GiB), in `format`, else the
    /// format its name says (standard input: JSON Lines).
    /// - Throws: `FileError` naming the file and why it cannot be read (missing, a directory, not
    ///   UTF-8, a CSV header that cannot be read).
    public static func read(_ path: String, format: Format? = nil) throws -> BatchRows {
        let name = path == "-" ? "standard input" : path
        let data: Data
        do {
            data = try SceneDocument.read(path, maxBytes: 1 << 30)
        } catch let e as SceneError {
            throw FileError(
                description: e.message.replacingOccurrences(of: "the scene", with: "the rows") + " (\(name))")
        }
        return try BatchRows(data, format: format ?? BatchRows.format(of: path), name: name)
    }

    /// The format a rows file's name says: .csv is CSV, anything else JSON Lines.
    public static func format(of path: String) -> Format {
        path.lowercased().hasSuffix(".csv") ? .csv : .jsonl
    }

    /// Each non-blank line an object.
    static func jsonLines(_ text: String, name: String) -> [Row] {
        var rows: [Row] = []
        var line = 0
        // By scalars: "\r\n" is one Character, which a split at "\n" would not cut.
        for raw in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false) {
            line += 1
            let body = String(raw.last == "\r" ? raw.dropLast() : raw)
            guard !body.allSatisfy(\.isWhitespace) else { continue }
            let number = rows.count + 1
            func failed(_ why: String) -> Row {
                Row(number: number, fields: .failure(RowError(description: "\(name):\(line): \(why)")))
            }
            do {
                guard case .object(let o) = try JSONParser.parse(Data(body.utf8)) else {
                    rows.append(failed("a row is a JSON object of prop values"))
                    continue
                }
                rows.append(Row(number: number, fields: .success(o)))
            } catch let f as JSONParser.Failure {
                rows.append(failed("malformed JSON: \(f.message)"))
            } catch {
                rows.append(failed("\(error)"))
            }
        }
        return rows
    }

    /// RFC 4180: fields separated by commas, records by CRLF or LF; a quoted field may hold
    /// commas, line breaks and doubled quotes. Every value is text (`SceneProps` reads it as its
    /// prop's type); an empty field is no value (the prop's default).
    static func csv(_ text: String, name: String) throws -> [Row] {
        var records: [(line: Int, fields: [String])] = []
        var field = "", fields: [String] = [], quoted = false, afterQuote = false
        var line = 1, recordLine = 1
        var chars = Array(text.unicodeScalars)[...]
        if chars.first == "\u{FEFF}" { chars = chars.dropFirst() }
        var i = chars.startIndex
        func endRecord() {
            fields.append(field)
            if !(fields.count == 1 && fields[0].isEmpty) { records.append((recordLine, fields)) }
            field = ""
            fields = []
        }
        var bad: String? = nil
        while i < chars.endIndex {
            let c = chars[i]
            i += 1
            if quoted {
                if c == "\"" {
                    if i < chars.endIndex && chars[i] == "\"" {
                        field.unicodeScalars.append("\"")
                        i += 1
                    } else {
                        quoted = false
                        afterQuote = true
                    }
                } else {
                    if c == "\n" { line += 1 }
                    field.unicodeScalars.append(c)
                }
                continue
            }
            switch c {
            case ",":
                fields.append(field)
                field = ""
                afterQuote = false
            case "\r" where i < chars.endIndex && chars[i] == "\n":
                continue
            case "\n":
                endRecord()
                afterQuote = false
                line += 1
                recordLine = line
            case "\"" where field.isEmpty && !afterQuote:
                quoted = true
            default:
                if afterQuote && bad == nil { bad = "\(name):\(line): text after a closing quote" }
                field.unicodeScalars.append(c)
            }
        }
        if quoted { throw FileError(description: "\(name):\(recordLine): a quoted field is not closed") }
        if !field.isEmpty || !fields.isEmpty { endRecord() }
        if let bad { throw FileError(description: bad) }
        guard let header = records.first else { return [] }
        let names = header.fields.map { $0.trimmingCharacters(in: .whitespaces) }
        for (k, n) in names.enumerated() where n.isEmpty || names[..<k].contains(n) {
            throw FileError(
                description: "\(name):\(header.line): the header's column \(k + 1) is "
                    + (n.isEmpty ? "empty" : "'\(n)' again"))
        }
        return records.dropFirst().enumerated().map { k, record in
            guard record.fields.count == names.count else {
                return Row(
                    number: k + 1,
                    fields: .failure(
                        RowError(
                            description: "\(name):\(record.line): \(record.fields.count) fields where the header has "
                                + "\(names.count)")))
            }
            var values: [String: JSONValue] = [:]
            for (n, v) in zip(names, record.fields) where !v.isEmpty { values[n] = .string(v) }
            return Row(number: k + 1, fields: .success(values))
        }
    }
}
