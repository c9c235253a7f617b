import Foundation

/// A scene file decoded once into a typed value of time (`Varying<Scene>`): every animated
/// value found, checked and decoded into its field's own type when the file is read, so a
/// frame is the scene evaluated at its time, with no JSON in the loop. A document with nothing
/// animated is one constant scene, validated once.
public struct SceneDocument: Sendable {
    /// The file's name, for messages.
    public let file: String?
    /// The scene as a function of time.
    public let content: Varying<Scene>
    /// The props the file declares (none for a document made in Swift).
    public private(set) var props = SceneProps()
    /// The file's own `duration` in seconds, used when a render gives none.
    public private(set) var duration: Double?
    /// The file's sound clips (`audio`), mixed into videos (`AudioMix`).
    public private(set) var audio: [AudioClip] = []
    /// The lineage of its frames when only its draws' opacities change (`Scene.lineage`).
    private let lineage: SceneLineage?

    /// Reads a document from JSON and checks it at t = 0.
    /// - Parameter directory: the folder image paths are relative to (the scene file's; nil:
    ///   the working directory).
    /// - Throws: `SceneError` naming the file and field (or the line and column of bad JSON).
    /// - Parameter props: values of the props the file declares (`init(value:file:directory:props:)`).
    public init(json data: Data, file: String? = nil, directory: String? = nil, props: SceneProps.Given = .init())
        throws
    {
        try self.init(value: try SceneDocument.parse(data, file: file), file: file, directory: directory, props: props)
    }

    /// Decodes a parsed document, its props given `props` (`SceneProps.values`), and checks it at t = 0.
    /// - Parameters:
    ///   - directory: the folder image paths are relative to (nil: the working directory).
    ///   - props: values of the props the document declares; the others take their defaults.
    /// - Throws: `SceneError` naming the file and field, or the prop.
    public init(
        value: JSONValue, file: String? = nil, directory: String? = nil, props: SceneProps.Given = .init()
    ) throws {
        let content: Varying<Scene>
        var declared = SceneProps(), duration: Double? = nil, audio: [AudioClip] = []
        do {
            // The template's own fields: its props, then the rest with the props' values in, then its duration
            // and sound.
            var root = value
            if case .object(var o) = root, let p = o.removeValue(forKey: "props") {
                declared = try SceneProps(SceneNode(p, path: "props"))
                root = .object(o)
            }
            root = try declared.substituted(root, try declared.values(props))
            if case .object(var o) = root, let d = o.removeValue(forKey: "duration") {
                duration = try SceneDocument.duration(d)
                root = .object(o)
            }
            if case .object(var o) = root, let a = o.removeValue(forKey: "audio") {
                audio = try AudioClip.clips(SceneNode(a, path: "audio"), directory: directory)
                root = .object(o)
            }
            let scene = root
            content = try SceneDocument.$imageDirectory.withValue(directory) { try Scene.varying(SceneNode(scene)) }
        } catch var e as SceneError {
            e.file = file
            throw e
        }
        try self.init(content: content, file: file)
        self.props = declared
        self.duration = duration
        self.audio = audio
    }

    /// The longest `duration` a document may give: 10 hours.
    public static let maxDuration = 36_000.0

    /// A document's `duration`: seconds, more than 0 and at most `maxDuration`.
    /// - Throws: `SceneError` at `duration` for anything else.
    static func duration(_ value: JSONValue) throws -> Double {
        let node = SceneNode(value, path: "duration")
        let d = try node.number()
        guard d.isFinite, d > 0, d <= maxDuration else {
            throw node.error("must be seconds in (0, \(Int(maxDuration))], got \(d)")
        }
        return d
    }

    /// A document made in Swift: a scene as a function of time, checked at t = 0.
    /// - Throws: `SceneError` for a value out of range at t = 0.
    public init(content: Varying<Scene>, file: String? = nil) throws {
        self.file = file
        self.content = content
        lineage = !content.isConstant && content.reach == .drawOpacities ? SceneLineage() : nil
        // Everything, once, at t = 0.
        do { try content.value(at: 0).validate() } catch var e as SceneError {
            e.file = file
            throw e
        }
    }

    /// Parses JSON text (`JSONParser`).
    /// - Throws: `SceneError` naming a key written twice in one object, nesting too deep or
    ///   bad syntax, with the line (and column).
    static func parse(_ data: Data, file: String?) throws -> JSONValue {
        do {
            return try JSONParser.parse(data)
        } catch let f as JSONParser.Failure {
            let message = f.kind == .syntax ? "malformed JSON: \(f.message)" : f.message
            throw SceneError(file: file, path: "", message: message)
        }
    }

    /// Reads a document file.
    public init(contentsOf url: URL) throws {
        try self.init(
            json: try SceneDocument.read(url.path), file: url.lastPathComponent,
            directory: url.deletingLastPathComponent().path)
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
    public var isAnimated: Bool { !content.isConstant }

    /// The scene at time t, validated.
    /// - Throws: `SceneError` when a value at t is out of range.
    public func scene(at t: Double) throws -> Scene {
        do {
            var scene = try content.value(at: t)
            scene.lineage = lineage
            // A constant scene was validated once, when the document was read; a changing
            // one checks its layers here, and its changing draws and text check themselves.
            if isAnimated { try scene.validateLayers() }
            return scene
        } catch var e as SceneError {
            e.file = e.file ?? file
            throw e
        }
    }
}
