import Foundation

/// A scene file whose values may change with time: the JSON as written, with every animated
/// value (see `AnimatedValue`) found and checked. `scene(at:)` gives the static scene of a frame.
public struct SceneDocument: Sendable {
    /// The document as parsed.
    public let json: JSONValue
    /// The file's name, for messages.
    public let file: String?
    /// The animated values by their path in the document.
    public let animations: [String: AnimatedValue]

    /// Reads a document from JSON and checks it at t = 0.
    /// - Throws: `SceneError` naming the file and field (or line and column of bad JSON).
    public init(json data: Data, file: String? = nil) throws {
        self.file = file
        let value = try SceneDocument.parse(data, file: file)
        json = value
        var found: [String: AnimatedValue] = [:]
        do {
            try SceneDocument.collect(value, path: "", into: &found)
        } catch var e as SceneError {
            e.file = file
            throw e
        }
        animations = found
        still = nil
        let first = try scene(at: 0)
        if found.isEmpty { still = first }
    }

    /// The scene of a document with nothing animated, decoded once.
    private var still: Scene?

    /// Parses JSON text (`JSONParser`).
    /// - Throws: `SceneError` naming a key written twice in one object or nesting too deep
    ///   (with the line), or bad syntax (in Foundation's words, with the line and column).
    static func parse(_ data: Data, file: String?) throws -> JSONValue {
        do {
            return try JSONParser.parse(data)
        } catch let f as JSONParser.Failure {
            let message = f.kind == .syntax ? "malformed JSON: \(SceneError.syntaxProblem(in: data))" : f.message
            throw SceneError(file: file, path: "", message: message)
        }
    }

    /// Reads a document file.
    public init(contentsOf url: URL) throws {
        try self.init(json: try SceneDocument.read(url.path), file: url.lastPathComponent)
    }

    /// A scene file's bytes, or standard input's for "-": read to the end, so pipes, FIFOs,
    /// /dev/stdin and process substitution work as files do.
    /// - Throws: `SceneError` naming the path and the reason (missing, a directory, no
    ///   permission, larger than `maxBytes`).
    public static func read(_ path: String, maxBytes: Int = 64 << 20) throws -> Data {
        let name = path == "-" ? "standard input" : path
        func fail(_ why: String) -> SceneError {
            SceneError(file: name, path: "", message: "cannot read the scene: \(why)")
        }
        let fd = path == "-" ? dup(STDIN_FILENO) : open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw fail(String(cString: strerror(errno))) }
        defer { close(fd) }
        var info = stat()
        if fstat(fd, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR {
            throw fail("it is a directory, not a scene file")
        }
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw fail(String(cString: strerror(errno)))
            }
            if n == 0 { return data }
            data.append(contentsOf: chunk[0..<n])
            if data.count > maxBytes { throw fail("it is larger than \(maxBytes >> 20) MiB") }
        }
    }

    /// Whether anything in the document changes with time.
    public var isAnimated: Bool { !animations.isEmpty }

    /// The static scene at time t, validated.
    /// - Throws: `SceneError` when a value at t is out of range.
    public func scene(at t: Double) throws -> Scene {
        if let still { return still }
        let resolved: JSONValue
        do {
            resolved = try SceneDocument.substitute(json, path: "", animations, t)
        } catch var e as SceneError {
            e.file = e.file ?? file
            throw e
        }
        return try Scene.load(value: resolved, file: file)
    }

    static func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    /// The field name a path ends with: "opacity" for "layers[0].items[1].opacity".
    static func lastKey(_ path: String) -> String {
        let last = path.split(separator: ".").last.map(String.init) ?? path
        return last.split(separator: "[").first.map(String.init) ?? last
    }

    /// Refuses an animation of a bounded field whose written values are out of range: only
    /// what the curve overshoots between them is clamped.
    /// - Throws: `SceneError` naming the value, as "layers[0].opacity.to".
    static func checkEndpoints(_ a: AnimatedValue, path: String) throws {
        let key = lastKey(path)
        let written: [(String, JSONValue)]
        switch a.timeline {
        case let .tween(from, to, _): written = [("from", from), ("to", to)]
        case let .keyframes(frames, _):
            written = frames.enumerated().map { ("keyframes[\($0.offset)].value", $0.element.value) }
        }
        for (name, value) in written where clampBounded(value, key: key) != value {
            let text = (try? value.jsonData()).map { String(decoding: $0, as: UTF8.self) } ?? "\(value)"
            throw SceneError(
                path: "\(path).\(name)",
                message: "must be within 0...1 (only an animation's overshoot is clamped), got \(text)")
        }
    }

    /// Whether every number in `v` is finite.
    static func isFinite(_ v: JSONValue) -> Bool {
        switch v {
        case .number(let n): return n.isFinite
        case .array(let a): return a.allSatisfy(isFinite)
        case .object(let o): return o.values.allSatisfy(isFinite)
        default: return true
        }
    }

    /// Fields whose values are colours (a name, "#hex", or [r, g, b(, a)]).
    static let colorKeys: Set = ["paint", "color", "colors", "background"]

    /// An animated value with its bounded parts clamped, as SwiftUI draws them (docs/semantics.md,
    /// "Animation"): a spring that overshoots an opacity of 1 draws at 1. Opacities and
    /// gradient locations are kept to 0...1, and so are the channels of colours given as
    /// arrays (colours given as names interpolate clamped already); objects and arrays are
    /// walked with their own keys. Constants in the file are still refused when out of range.
    static func clampBounded(_ v: JSONValue, key: String) -> JSONValue {
        switch v {
        case .number(let n) where key == "opacity" || key == "location":
            return .number(min(max(n, 0), 1))
        case .array(let a):
            let numbers = a.allSatisfy { if case .number = $0 { return true } else { return false } }
            if colorKeys.contains(key) && numbers && (a.count == 3 || a.count == 4) {
                return .array(
                    a.map { value in
                        guard case .number(let n) = value else { return value }
                        return .number(min(max(n, 0), 1))
                    })
            }
            return .array(a.map { clampBounded($0, key: key) })
        case .object(let o):
            return .object(Dictionary(uniqueKeysWithValues: o.map { k, child in (k, clampBounded(child, key: k)) }))
        default:
            return v
        }
    }

    static func collect(_ v: JSONValue, path: String, into found: inout [String: AnimatedValue]) throws {
        var pieces: [PathPiece] = []
        try collect(v, &pieces, path: path, into: &found)
    }

    /// A step into a JSON value: an object's key or an array's index.
    enum PathPiece { case key(String), index(Int) }

    /// `collect` with the path kept as pieces below `root`, made into text only where an
    /// animated value is found (a large scene has a million values and few animations).
    private static func collect(
        _ v: JSONValue, _ pieces: inout [PathPiece], path root: String,
        into found: inout [String: AnimatedValue]
    ) throws {
        switch v {
        case .object(let o):
            if AnimatedValue.isAnimated(o) {
                let path = pieces.reduce(root) { p, piece in
                    switch piece {
                    case .key(let k): return join(p, k)
                    case .index(let i): return "\(p)[\(i)]"
                    }
                }
                let a = try AnimatedValue(o, path: path)
                try checkEndpoints(a, path: path)
                found[path] = a
                return
            }
            for (k, child) in o {
                pieces.append(.key(k))
                defer { pieces.removeLast() }
                try collect(child, &pieces, path: root, into: &found)
            }
        case .array(let a):
            for (i, child) in a.enumerated() {
                pieces.append(.index(i))
                defer { pieces.removeLast() }
                try collect(child, &pieces, path: root, into: &found)
            }
        default: break
        }
    }

    /// The document's JSON with every animated value replaced by its value at time t.
    /// - Throws: `SceneError` naming a value that is not a finite number at t (an animation
    ///   between values too large for its arithmetic).
    static func substitute(
        _ v: JSONValue, path: String, _ animations: [String: AnimatedValue],
        _ t: Double
    ) throws -> JSONValue {
        if animations.isEmpty { return v }
        if let a = animations[path] {
            let value = clampBounded(a.value(at: t), key: lastKey(path))
            guard isFinite(value) else {
                throw SceneError(
                    path: path,
                    message: "is not a finite number at t = \(t) s: its animation's values "
                        + "are too large to interpolate")
            }
            return value
        }
        switch v {
        case .object(let o):
            return .object(
                Dictionary(
                    uniqueKeysWithValues: try o.map { k, child in
                        (k, try substitute(child, path: join(path, k), animations, t))
                    }))
        case .array(let a):
            return .array(
                try a.enumerated().map { i, child in
                    try substitute(child, path: "\(path)[\(i)]", animations, t)
                })
        default:
            return v
        }
    }
}
