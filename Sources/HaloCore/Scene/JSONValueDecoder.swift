import Foundation

/// Decodes `Decodable` types straight from a parsed `JSONValue`, with the errors
/// `JSONDecoder` gives (`DecodingError` with the coding path), so a scene is decoded without
/// printing its values back to JSON text and parsing them again.
public struct JSONValueDecoder {
    /// Whether a number, a boolean, an array or an object may be given as text, as a CSV field gives
    /// every value ("9.99", "true", "[1, 2]"): read as the type asked for. False: only as JSON has it.
    public var acceptsText = false

    /// A decoder; `acceptsText` reads text as the value it spells.
    public init(acceptsText: Bool = false) { self.acceptsText = acceptsText }

    /// Decodes a `T` from `value`.
    /// - Throws: `DecodingError` naming the coding path.
    public func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws -> T {
        try T(from: ValueDecoder(value: value, codingPath: [], text: acceptsText))
    }

    /// Decodes a `T` that needs a configuration from `value`.
    /// - Throws: `DecodingError` naming the coding path.
    public func decode<T: DecodableWithConfiguration>(
        _ type: T.Type, from value: JSONValue,
        configuration: T.DecodingConfiguration
    ) throws -> T {
        try T(from: ValueDecoder(value: value, codingPath: [], text: acceptsText), configuration: configuration)
    }
}

/// A key of an object or an index of an array, in coding paths.
private struct AnyKey: CodingKey {
    let stringValue: String
    let intValue: Int?
    init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }
    init(intValue: Int) {
        stringValue = "Index \(intValue)"
        self.intValue = intValue
    }
}

/// One value being decoded, and where it is.
private struct ValueDecoder: Decoder {
    let value: JSONValue
    let codingPath: [CodingKey]
    /// `JSONValueDecoder.acceptsText`.
    let text: Bool
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let o) = text ? parsed(value) : value else {
            throw mismatch([String: JSONValue].self, value, codingPath)
        }
        return KeyedDecodingContainer(Keyed<Key>(object: o, codingPath: codingPath, text: text))
    }

    func unkeyedContainer() throws -> UnkeyedDecodingContainer {
        guard case .array(let a) = text ? parsed(value) : value else {
            throw mismatch([JSONValue].self, value, codingPath)
        }
        return Unkeyed(array: a, codingPath: codingPath, text: text)
    }

    func singleValueContainer() throws -> SingleValueDecodingContainer {
        Single(value: value, codingPath: codingPath, text: text)
    }
}

/// Text that spells an array or an object ("[1, 0, 0, 1]"), parsed; any other value as it is.
private func parsed(_ value: JSONValue) -> JSONValue {
    guard case .string(let s) = value, s.first == "[" || s.first == "{",
        let v = try? JSONParser.parse(Data(s.utf8))
    else { return value }
    return v
}

/// Text read as the `T` it spells: a number for a numeric `T`, true or false for `Bool`, JSON for
/// an array or object; any other value, or text that spells no `T`, as it is (and fails as it would).
private func fromText<T>(_ type: T.Type, _ value: JSONValue) -> JSONValue {
    guard case .string(let s) = value, T.self != String.self else { return value }
    let trimmed = s.trimmingCharacters(in: .whitespaces)
    if T.self == Bool.self { return ["true": .bool(true), "false": .bool(false)][trimmed] ?? value }
    if isPrimitive(T.self) {
        guard let n = Double(trimmed), n.isFinite else { return value }
        return .number(n)
    }
    return parsed(value)
}

/// The error for a value that is not a `T`: `valueNotFound` for null, as `JSONDecoder` says.
private func mismatch(_ type: Any.Type, _ value: JSONValue, _ path: [CodingKey]) -> DecodingError {
    if value == .null {
        return .valueNotFound(
            type,
            .init(
                codingPath: path,
                debugDescription: "Cannot get \(type) -- found null value instead"))
    }
    return .typeMismatch(
        type,
        .init(
            codingPath: path,
            debugDescription: "Expected to decode \(type) but found \(value.kind) instead."))
}

extension JSONValue {
    /// What kind of value this is, for messages.
    var kind: String {
        switch self {
        case .null: return "null"
        case .bool: return "bool"
        case .number: return "number"
        case .string: return "string"
        case .array: return "array"
        case .object: return "dictionary"
        }
    }
}

/// Primitive decoding shared by the three containers.
private func primitive<T: Decodable>(
    _ type: T.Type, _ given: JSONValue, _ path: [CodingKey], text: Bool
) throws -> T {
    let value = text ? fromText(T.self, given) : given
    // Frames, points and dash patterns: the most common arrays, without a container each.
    if T.self == [Double].self, case .array(let a) = value {
        var out: [Double] = []
        out.reserveCapacity(a.count)
        for (i, x) in a.enumerated() {
            guard case .number(let n) = x else { throw mismatch(Double.self, x, path + [AnyKey(intValue: i)]) }
            out.append(n)
        }
        return out as! T
    }
    switch value {
    case .bool(let b):
        if let v = b as? T { return v }
    case .string(let s):
        if let v = s as? T { return v }
    case .number(let n):
        if T.self == Double.self { return n as! T }
        if T.self == Float.self {
            guard abs(n) <= Double(Float.greatestFiniteMagnitude) else {
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: path,
                        debugDescription: "Number \(n) does not fit in Float."))
            }
            return Float(n) as! T
        }
        if let v = try integer(T.self, n, path) { return v }
    default:
        break
    }
    if T.self == JSONValue.self { return value as! T }
    if isPrimitive(T.self) { throw mismatch(T.self, value, path) }
    return try T(from: ValueDecoder(value: value, codingPath: path, text: text))
}

/// Whether `T` is decoded by `primitive` itself rather than by its own `init(from:)`.
private func isPrimitive(_ t: Any.Type) -> Bool {
    t == Bool.self || t == String.self || t == Double.self || t == Float.self || t == Int.self || t == Int32.self
        || t == Int64.self || t == UInt.self || t == UInt32.self || t == UInt64.self || t == UInt8.self
}

/// A whole number of an integer type, or a `dataCorrupted` error; nil for a non-integer `T`.
private func integer<T>(_ type: T.Type, _ n: Double, _ path: [CodingKey]) throws -> T? {
    func exact<I: FixedWidthInteger>(_ i: I.Type) throws -> T {
        guard let v = I(exactly: n) else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: path,
                    debugDescription: "Number \(n) does not fit in \(I.self)."))
        }
        return v as! T
    }
    switch type {
    case is Int.Type: return try exact(Int.self)
    case is Int32.Type: return try exact(Int32.self)
    case is Int64.Type: return try exact(Int64.self)
    case is UInt.Type: return try exact(UInt.self)
    case is UInt32.Type: return try exact(UInt32.self)
    case is UInt64.Type: return try exact(UInt64.self)
    case is UInt8.Type: return try exact(UInt8.self)
    default: return nil
    }
}

private struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let object: [String: JSONValue]
    let codingPath: [CodingKey]
    let text: Bool

    var allKeys: [Key] { object.keys.compactMap { Key(stringValue: $0) } }
    func contains(_ key: Key) -> Bool { object[key.stringValue] != nil }

    private func value(_ key: Key) throws -> JSONValue {
        guard let v = object[key.stringValue] else {
            let message = "No value associated with key \(key.stringValue)."
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: message))
        }
        return v
    }

    func decodeNil(forKey key: Key) throws -> Bool { try value(key) == .null }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try primitive(T.self, try value(key), codingPath + [key], text: text)
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let v = object[key.stringValue], v != .null else { return nil }
        return try primitive(T.self, v, codingPath + [key], text: text)
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type,
        forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try ValueDecoder(value: try value(key), codingPath: codingPath + [key], text: text).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> UnkeyedDecodingContainer {
        try ValueDecoder(value: try value(key), codingPath: codingPath + [key], text: text).unkeyedContainer()
    }

    func superDecoder() throws -> Decoder { ValueDecoder(value: .object(object), codingPath: codingPath, text: text) }

    func superDecoder(forKey key: Key) throws -> Decoder {
        ValueDecoder(value: object[key.stringValue] ?? .null, codingPath: codingPath + [key], text: text)
    }
}

private struct Unkeyed: UnkeyedDecodingContainer {
    let array: [JSONValue]
    let path: [CodingKey]
    let text: Bool
    var currentIndex = 0

    init(array: [JSONValue], codingPath: [CodingKey], text: Bool) {
        self.array = array
        path = codingPath
        self.text = text
    }

    var codingPath: [CodingKey] { path }
    var count: Int? { array.count }
    var isAtEnd: Bool { currentIndex >= array.count }

    private mutating func next<T>(_ type: T.Type) throws -> (JSONValue, [CodingKey]) {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                type,
                .init(
                    codingPath: path + [AnyKey(intValue: currentIndex)],
                    debugDescription: "Unkeyed container is at end."))
        }
        defer { currentIndex += 1 }
        return (array[currentIndex], path + [AnyKey(intValue: currentIndex)])
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, array[currentIndex] == .null else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let (v, p) = try next(T.self)
        return try primitive(T.self, v, p, text: text)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        let (v, p) = try next([String: JSONValue].self)
        return try ValueDecoder(value: v, codingPath: p, text: text).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> UnkeyedDecodingContainer {
        let (v, p) = try next([JSONValue].self)
        return try ValueDecoder(value: v, codingPath: p, text: text).unkeyedContainer()
    }

    mutating func superDecoder() throws -> Decoder {
        let (v, p) = try next(JSONValue.self)
        return ValueDecoder(value: v, codingPath: p, text: text)
    }
}

private struct Single: SingleValueDecodingContainer {
    let value: JSONValue
    let codingPath: [CodingKey]
    let text: Bool

    func decodeNil() -> Bool { value == .null }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try primitive(T.self, value, codingPath, text: text)
    }
}
