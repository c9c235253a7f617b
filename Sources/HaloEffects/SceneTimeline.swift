import Foundation
import HaloCore

/// A scene as a function of time, ready for any renderer: a scene file's document (whose
/// values may be animated) or a fixed scene such as an effect's default, with optional
/// overrides of the canvas, and every effect resolved for the frame's time.
///
/// This is the first step of every frame, JSON or Swift:
/// `SceneTimeline.displayList(at:)` -> `Planner.plan` -> `CPURenderer` or `GPURenderer`.
///
///     let timeline = try SceneTimeline(contentsOf: URL(fileURLWithPath: "examples/demo.json"))
///     let image = try CPURenderer().render(try timeline.displayList(at: 1.5))
public struct SceneTimeline: Sendable {
    /// What the frames come from, for messages: a file's path, "standard input", an effect's name.
    public let name: String
    /// The document of a scene file, or `nil` for a fixed scene.
    public let document: SceneDocument?
    /// The scene whose values do not change with time (effects still do), when there is no document.
    public let fixed: Scene?
    /// Overrides of the canvas size in points, its scale and its background.
    public var canvasSize: (width: Double, height: Double)?
    /// The canvas scale (pixels per point) instead of the scene's.
    public var scale: Double?
    /// The canvas background instead of the scene's (`.clear` for transparent frames).
    public var background: RGBA?
    /// The scene's effects, decoded once in the order `EffectLibrary.resolve` meets them
    /// (the scene's items are the same at every time: only their values change).
    let effects: [any TimedEffect]
    /// Whether the scene holds effects or text to resolve.
    let needsResolving: Bool
    /// The last frame's scene with the overrides applied, when nothing changes with time.
    private let still = StillScene()

    /// The frames of a scene document.
    /// - Throws: `SceneError` for a bad effect, naming the file.
    public init(document: SceneDocument, name: String) throws {
        self.name = name
        self.document = document
        fixed = nil
        (effects, needsResolving) = try SceneTimeline.prepare(try document.scene(at: 0), file: document.file)
    }

    /// The frames of a fixed scene (its effects are still functions of time).
    /// - Throws: `SceneError` for a bad effect.
    public init(scene: Scene, name: String) throws {
        self.name = name
        document = nil
        fixed = scene
        (effects, needsResolving) = try SceneTimeline.prepare(scene, file: nil)
    }

    /// The scene's effects decoded, and whether it has anything to resolve.
    private static func prepare(_ scene: Scene, file: String?) throws -> ([any TimedEffect], Bool) {
        do {
            // Anything `DisplayList` refuses is what `resolve` has to turn into draws.
            return (try EffectLibrary.effects(of: scene), (try? DisplayList(scene)) == nil)
        } catch var e as SceneError {
            e.file = e.file ?? file
            throw e
        }
    }

    /// The frames of a scene file.
    /// - Throws: `SceneError` naming the file and the problem.
    public init(contentsOf url: URL) throws {
        try self.init(file: url.path)
    }

    /// The frames of the scene file at `path`, or of standard input for "-" (pipes, FIFOs and
    /// /dev/stdin read as files do).
    /// - Throws: `SceneError` naming the file and the problem.
    /// - Parameter props: values of the props the file declares (`SceneProps`).
    public init(file path: String, props: SceneProps.Given = .init()) throws {
        let stdin = path == "-"
        let file = stdin ? "standard input" : URL(fileURLWithPath: path).lastPathComponent
        let directory = stdin ? nil : URL(fileURLWithPath: path).deletingLastPathComponent().path
        let document = try SceneDocument(
            json: try SceneDocument.read(path), file: file, directory: directory, props: props)
        try self.init(document: document, name: stdin ? "standard input" : path)
    }

    /// The frames of an effect's default scene (`EffectLibrary`, by either of its names), its
    /// parameters overridden.
    /// - Parameters:
    ///   - size: the canvas in points; the effect's default size when `nil`.
    ///   - parameters: replace the effect's parameters of the same names.
    /// - Throws: `SceneError` for an unknown effect.
    public init(
        effect: String, size: (width: Double, height: Double)? = nil,
        parameters: [String: JSONValue] = [:]
    ) throws {
        guard let entry = EffectLibrary.entry(named: effect) else {
            let names = EffectLibrary.all.map(\.commandName).joined(separator: ", ")
            throw SceneError(path: "", message: "unknown effect '\(effect)'; effects: \(names)")
        }
        let (w, h) = size ?? entry.defaultSize
        var scene = entry.scene(w, h)
        scene.layers = scene.layers.map { layer in
            var layer = layer
            layer.items = layer.items.map { item in
                guard case .effect(var e) = item else { return item }
                e.parameters.merge(parameters) { $1 }
                return .effect(e)
            }
            return layer
        }
        try self.init(scene: scene, name: entry.commandName)
    }

    /// The scene at time t with the overrides applied, effects not yet resolved.
    /// - Throws: `SceneError` for a value out of range at t, or overrides the scene refuses.
    public func unresolved(at t: Double) throws -> Scene {
        let constant = !(document?.isAnimated ?? false)
        let key = StillScene.Key(
            width: canvasSize?.width, height: canvasSize?.height, scale: scale, background: background)
        if constant, let kept = still.scene(for: key) { return kept }
        var s = try document?.scene(at: t) ?? fixed!
        if let size = canvasSize {
            s.canvas.width = size.width
            s.canvas.height = size.height
        }
        if let scale { s.canvas.scale = scale }
        if let background { s.canvas.background = background }
        if canvasSize != nil || scale != nil {
            do { try s.validate() } catch var e as SceneError {
                e.file = e.file ?? document?.file
                throw e
            }
        }
        if constant { still.keep(s, for: key) }
        return s
    }

    /// Warnings about the effects and text, checked at t = 0 (arrays of different lengths, a
    /// font weight drawn with another face).
    /// - Throws: `SceneError` for the first bad effect parameter, naming the file.
    public func warnings() throws -> [String] {
        do {
            return try EffectLibrary.validate(try unresolved(at: 0))
        } catch var e as SceneError {
            e.file = e.file ?? document?.file
            throw e
        }
    }

    /// The static scene of the frame at time t, to read (its canvas, its layers): the scene of
    /// `displayList(at:)`, which is what the planner and the renderers take.
    /// - Throws: `SceneError` naming the field and time of a bad value.
    public func scene(at t: Double) throws -> Scene {
        try displayList(at: t).scene
    }

    /// This timeline's scene at t (from `unresolved(at:)`) with its effects and text resolved,
    /// through the effects decoded when the timeline was made: the planner's display list.
    /// - Throws: `SceneError` for a bad effect or font.
    public func resolve(_ scene: Scene, at t: Double) throws -> DisplayList {
        DisplayList(resolved: needsResolving ? try EffectLibrary.resolve(scene, at: t, effects: effects) : scene)
    }

    /// The display list of the frame at time t: what `Planner.plan` and the renderers take.
    /// - Throws: `SceneError` naming the field and time of a bad value.
    public func displayList(at t: Double) throws -> DisplayList {
        try resolve(try unresolved(at: t), at: t)
    }
}

/// A timeline's scene when nothing in it changes with time, kept with the overrides it was
/// made with (they may be set after the timeline is made).
///
/// Sendable by hand: `kept`, its only mutable state, is read and written under `lock`.
final class StillScene: @unchecked Sendable {
    // Unchecked: `kept` is only read and written under `lock`.
    struct Key: Equatable {
        var width: Double?, height: Double?, scale: Double?, background: RGBA?
    }
    private let lock = NSLock()
    private var kept: (Key, Scene)?

    func scene(for key: Key) -> Scene? {
        lock.lock()
        defer { lock.unlock() }
        return kept.flatMap { $0.0 == key ? $0.1 : nil }
    }

    func keep(_ scene: Scene, for key: Key) {
        lock.lock()
        defer { lock.unlock() }
        kept = (key, scene)
    }
}
