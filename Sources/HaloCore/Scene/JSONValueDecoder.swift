import Foundation

/// Decodes `Decodable` types straight from a parsed `JSONValue`, with the errors
/// `JSONDecoder` gives (`DecodingError` with the coding path), so a scene is decoded without
/// printing its values back to JSON text and parsing them again.
public struct JSONValueDecoder {
    /// A decoder.
    public init() {}

    /// Decodes a `T` from `value`.
    /// - Throws: `DecodingError` naming the coding path.
    public func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws -> T {
        try T(from: ValueDecoder(value: value, codingPath: []))
    }

    /// Decodes a `T` that needs a configuration from `value`.
    /// - Throws: `DecodingError` naming the coding path.
    public func decode<T: DecodableWithConfiguration>(
        _ type: T.Type, from value: JSONValue,
        configuration: T.DecodingConfiguration
    ) throws -> T {
        try T(from: ValueDecoder(value: value, codingPath: []), configuration: configuration)
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
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let o) = value else { throw mismatch([String: JSONValue].self, value, codingPath) }
        return KeyedDecodingContainer(Keyed<Key>(object: o, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> UnkeyedDecodingContainer {
        guard case .array(let a) = value else { throw mismatch([JSONValue].self, value, codingPath) }
        return Unkeyed(array: a, codingPath: codingPath)
    }

    func singleValueContainer() throws -> SingleValueDecodingContainer { Single(value: value, codingPath: codingPath) }
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
private func primitive<T: Decodable>(_ type: T.Type, _ value: JSONValue, _ path: [CodingKey]) throws -> T {
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
    return try T(from: ValueDecoder(value: value, codingPath: path))
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
        try primitive(T.self, try value(key), codingPath + [key])
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let v = object[key.stringValue], v != .null else { return nil }
        return try primitive(T.self, v, codingPath + [key])
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type,
        forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try ValueDecoder(value: try value(key), codingPath: codingPath + [key]).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> UnkeyedDecodingContainer {
        try ValueDecoder(value: try value(key), codingPath: codingPath + [key]).unkeyedContainer()
    }

    func superDecoder() throws -> Decoder { ValueDecoder(value: .object(object), codingPath: codingPath) }

    func superDecoder(forKey key: Key) throws -> Decoder {
        ValueDecoder(value: object[key.stringValue] ?? .null, codingPath: codingPath + [key])
    }
}

private struct Unkeyed: UnkeyedDecodingContainer {
    let array: [JSONValue]
    let path: [CodingKey]
    var currentIndex = 0

    init(array: [JSONValue], codingPath: [CodingKey]) {
        self.array = array
        path = codingPath
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
        return try primitive(T.self, v, p)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        let (v, p) = try next([String: JSONValue].self)
        return try ValueDecoder(value: v, codingPath: p).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> UnkeyedDecodingContainer {
        let (v, p) = try next([JSONValue].self)
        return try ValueDecoder(value: v, codingPath: p).unkeyedContainer()
    }

    mutating func superDecoder() throws -> Decoder {
        let (v, p) = try next(JSONValue.self)
        return ValueDecoder(value: v, codingPath: p)
    }
}

private struct Single: SingleValueDecodingContainer {
    let value: JSONValue
    let codingPath: [CodingKey]

    func decodeNil() -> Bool { value == .null }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try primitive(T.self, value, codingPath)
    }
}
