import Foundation

/// The props a scene file declares: named values of a type, with optional defaults, that the
/// file uses anywhere a value goes as `{"prop": "name"}` (docs/scene-format.md, "Props"). One
/// file is a template; each set of values (a `--prop` on the command line, a row of a batch)
/// makes a document of its own.
///
///     "props": {"title": {"type": "string", "default": "Hello"}, "accent": {"type": "color"}}
public struct SceneProps: Sendable, Equatable {
    /// What a prop holds.
    public enum Kind: String, CaseIterable, Sendable {
        case string, number, color, image, audio, boolean

        /// What a value of this kind is, for messages.
        public var expected: String {
            switch self {
            case .string: "a string"
            case .number: "a finite number"
            case .color: "a colour (#RRGGBB, #RRGGBBAA, a colour name or [r, g, b, a])"
            case .image: "an image file's path (a string)"
            case .audio: "a sound file's path (a string), or null for none"
            case .boolean: "true or false"
            }
        }
    }

    /// One declared prop.
    public struct Declaration: Sendable, Equatable {
        /// The name references use.
        public let name: String
        /// What it holds.
        public let kind: Kind
        /// The value when none is given; nil: one must be given.
        public let defaultValue: JSONValue?
    }

    /// Values given for a document's props, and where they come from.
    public struct Given: Sendable {
        /// Values by name; a string for a number, colour or boolean prop is read as one (text from a
        /// command line or a CSV row).
        public var values: [String: JSONValue]
        /// Where they come from, for messages ("--prop", "row 3").
        public var source: String
        /// The folder a relative image or sound path among them is relative to (nil: as written).
        public var directory: String?

        /// Values from `source`, relative image paths from `directory`.
        public init(_ values: [String: JSONValue] = [:], source: String = "the values given", directory: String? = nil)
        {
            self.values = values
            self.source = source
            self.directory = directory
        }
    }

    /// The declarations, by name.
    public let declarations: [Declaration]

    /// No props.
    public init() { declarations = [] }

    /// The declarations of a document's `props` object.
    /// - Throws: `SceneError` at `props.NAME` for a bad type or default.
    public init(_ node: SceneNode) throws {
        guard case .object(let o) = node.value else { throw node.expected("an object of props") }
        declarations = try o.keys.sorted().map { name in
            let fields = try SceneNode(o[name]!, path: node.path(name)).fields(["type", "default"])
            let type = try fields.node("type")
            guard case .string(let t) = type.value, let kind = Kind(rawValue: t) else {
                throw type.error(
                    "a prop's type is one of \(Kind.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            let defaultValue = fields.optionalNode("default")
            if let d = defaultValue {
                _ = try SceneProps.checked(d.value, kind, name: name, at: d.path, directory: nil)
            }
            return Declaration(name: name, kind: kind, defaultValue: defaultValue?.value)
        }
    }

    /// The declaration named `name`.
    public func declaration(_ name: String) -> Declaration? { declarations.first { $0.name == name } }

    /// Every prop's value: the given one, else its default.
    /// - Throws: `SceneError` at `props.NAME` naming the prop, the source and the expected type, for an
    ///   unknown prop, a missing one (no value and no default) or a value of the wrong type.
    public func values(_ given: Given) throws -> [String: JSONValue] {
        let source = given.source
        for name in given.values.keys.sorted() where declaration(name) == nil {
            let known = declarations.isEmpty ? "the scene declares none" : "declared: \(names)"
            throw SceneError(path: "props", message: "unknown prop '\(name)' in \(source) (\(known))")
        }
        var values: [String: JSONValue] = [:]
        for d in declarations {
            if let v = given.values[d.name] {
                values[d.name] = try SceneProps.checked(
                    v, d.kind, name: d.name, at: "props.\(d.name)", directory: given.directory, source: source)
            } else if let v = d.defaultValue {
                values[d.name] = v
            } else {
                throw SceneError(
                    path: "props.\(d.name)",
                    message: "prop '\(d.name)' has no default and no value in \(source): expected \(d.kind.expected)")
            }
        }
        return values
    }

    /// The declared names, for messages.
    private var names: String { declarations.map(\.name).joined(separator: ", ") }

    /// `value` as a value of `kind`: text read as a number, colour or boolean; an image's or a sound's
    /// relative path joined to `directory`.
    /// - Throws: `SceneError` at `path` naming the prop and the expected type.
    static func checked(
        _ value: JSONValue, _ kind: Kind, name: String, at path: String, directory: String?,
        source: String? = nil
    ) throws -> JSONValue {
        func wrong() -> SceneError {
            let text = (try? value.jsonData()).map { String(decoding: $0, as: UTF8.self) } ?? "\(value)"
            let from = source.map { " in \($0)" } ?? ""
            return SceneError(
                path: path, message: "prop '\(name)'\(from) expects \(kind.expected), got \(text)")
        }
        switch (kind, value) {
        case (.string, .string):
            return value
        case (.number, .number(let n)):
            guard n.isFinite else { throw wrong() }
            return value
        case (.number, .string(let s)):
            guard let n = Double(s.trimmingCharacters(in: .whitespaces)), n.isFinite else { throw wrong() }
            return .number(n)
        case (.boolean, .bool):
            return value
        case (.boolean, .string(let s)):
            guard let b = ["true": true, "false": false][s.trimmingCharacters(in: .whitespaces)] else {
                throw wrong()
            }
            return .bool(b)
        case (.color, .string(let s)) where s.hasPrefix("["):
            guard let parsed = try? JSONParser.parse(Data(s.utf8)) else { throw wrong() }
            return try checked(parsed, kind, name: name, at: path, directory: directory, source: source)
        case (.color, .string), (.color, .array):
            do { _ = try SceneNode(value, path: path).constant(RGBA.self) } catch { throw wrong() }
            return value
        case (.audio, .null):
            return value
        case (.audio, .string("")) where source != nil:
            // An empty CSV field or --prop value: no sound.
            return .null
        case (.image, .string(let s)), (.audio, .string(let s)):
            guard !s.isEmpty else { throw wrong() }
            guard let directory, !s.hasPrefix("/") else { return value }
            return .string(URL(fileURLWithPath: s, relativeTo: URL(fileURLWithPath: directory, isDirectory: true)).path)
        default:
            throw wrong()
        }
    }

    /// `value` with every `{"prop": "name"}` replaced by the prop's value.
    /// - Throws: `SceneError` at the reference for a prop not declared, or a reference with other fields.
    public func substituted(_ value: JSONValue, _ values: [String: JSONValue], path: String = "") throws -> JSONValue {
        try replaced(value, values) { path } ?? value
    }

    /// `value` with its prop references replaced, or nil when it holds none (it is then used as it
    /// is: a document's thousands of values are not rebuilt, nor their paths written, for a few
    /// references). `path` is made only for an error.
    private func replaced(_ value: JSONValue, _ values: [String: JSONValue], path: () -> String) throws -> JSONValue? {
        switch value {
        case .object(let o):
            if let reference = o["prop"] {
                guard o.count == 1, case .string(let name) = reference else {
                    throw SceneError(
                        path: path(), message: "a prop reference is {\"prop\": \"NAME\"}, with no other field")
                }
                guard let v = values[name] else {
                    let known = declarations.isEmpty ? "the scene declares no props" : "declared: \(names)"
                    throw SceneError(path: path(), message: "no prop named '\(name)' (\(known))")
                }
                return v
            }
            var out: [String: JSONValue]? = nil
            for (k, v) in o {
                let inner = try replaced(v, values) {
                    let p = path()
                    return p.isEmpty ? k : "\(p).\(k)"
                }
                if let inner {
                    if out == nil { out = o }
                    out?[k] = inner
                }
            }
            return out.map { .object($0) }
        case .array(let a):
            var out: [JSONValue]? = nil
            for (i, v) in a.enumerated() {
                if let inner = try replaced(v, values, path: { "\(path())[\(i)]" }) {
                    if out == nil { out = a }
                    out?[i] = inner
                }
            }
            return out.map { .array($0) }
        default:
            return nil
        }
    }
}
