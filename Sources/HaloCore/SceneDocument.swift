import Foundation

/// A scene file whose values may change with time: the JSON as written, with every animated
/// value (see `AnimatedValue`) found and checked. `scene(at:)` gives the static scene of a frame.
public struct SceneDocument: Sendable {
    public let json: JSONValue
    public let file: String?
    /// The animated values by their path in the document.
    public let animations: [String: AnimatedValue]

    /// Reads a document from JSON and checks it at t = 0.
    /// - Throws: `SceneError` naming the file and field (or line and column of bad JSON).
    public init(json data: Data, file: String? = nil) throws {
        self.file = file
        let value: JSONValue
        do {
            value = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw SceneError(file: file, path: "", message: "malformed JSON: \(SceneError.syntaxProblem(in: data))")
        }
        json = value
        var found: [String: AnimatedValue] = [:]
        do {
            try SceneDocument.collect(value, path: "", into: &found)
        } catch var e as SceneError {
            e.file = file
            throw e
        }
        animations = found
        _ = try scene(at: 0)
    }

    /// Reads a document file.
    public init(contentsOf url: URL) throws {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw SceneError(file: url.path, path: "", message: "cannot read the file: \(error.localizedDescription)")
        }
        try self.init(json: data, file: url.lastPathComponent)
    }

    /// Whether anything in the document changes with time.
    public var isAnimated: Bool { !animations.isEmpty }

    /// The static scene at time t, validated.
    /// - Throws: `SceneError` when a value at t is out of range.
    public func scene(at t: Double) throws -> Scene {
        let resolved = SceneDocument.substitute(json, path: "", animations, t)
        let data = try resolved.jsonData()
        return try Scene.load(json: data, file: file)
    }

    static func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    static func collect(_ v: JSONValue, path: String, into found: inout [String: AnimatedValue]) throws {
        switch v {
        case .object(let o):
            if AnimatedValue.isAnimated(o) {
                found[path] = try AnimatedValue(o, path: path)
                return
            }
            for (k, child) in o { try collect(child, path: join(path, k), into: &found) }
        case .array(let a):
            for (i, child) in a.enumerated() { try collect(child, path: "\(path)[\(i)]", into: &found) }
        default: break
        }
    }

    static func substitute(_ v: JSONValue, path: String, _ animations: [String: AnimatedValue], _ t: Double) -> JSONValue {
        if let a = animations[path] { return a.value(at: t) }
        switch v {
        case .object(let o):
            return .object(Dictionary(uniqueKeysWithValues: o.map { k, child in (k, substitute(child, path: join(path, k), animations, t)) }))
        case .array(let a):
            return .array(a.enumerated().map { i, child in substitute(child, path: "\(path)[\(i)]", animations, t) })
        default:
            return v
        }
    }
}
