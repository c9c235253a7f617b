import ArgumentParser
import Foundation
import HaloCore
import HaloEffects

/// Where frames come from: a scene file (whose values may be animated) or a named effect's
/// default scene, with overrides. Every frame is a pure function of its time.
struct SceneSource: ParsableArguments {
    @Argument(help: "The scene file (JSON, see docs/scene-format.md), or - for standard input. Omit it with --effect.")
    var scene: String?

    @Option(help: "Render an effect's default scene instead of a file (see `halo list`).")
    var effect: String?

    @Option(name: .customLong("param"), help: ArgumentHelp("An effect parameter, k=v (v is JSON, or a string); repeatable.", valueName: "k=v"))
    var params: [String] = []

    @Option(help: ArgumentHelp("The canvas size in points, WxH.", valueName: "WxH"))
    var size: String?

    @Option(help: "The canvas scale (pixels per point).")
    var scale: Double?

    @Option(help: "The random seed of effects that have one (intelligence glow).")
    var seed: UInt64?

    @Option(help: ArgumentHelp(
        "Replace the scene's background: a colour (#RRGGBB, #RRGGBBAA, a SwiftUI name) or transparent.",
                               valueName: "COLOR"))
    var background: String?

    @Option(help: "The time in seconds of a single frame.")
    var time: Double = 0

    func validate() throws {
        guard scene == nil || effect == nil else { throw ValidationError("give a scene file or --effect NAME, not both") }
        guard time.isFinite else { throw ValidationError("--time must be a finite number, got \(time)") }
        if let e = effect, EffectLibrary.entry(named: e) == nil {
            throw ValidationError("unknown effect '\(e)'; effects: \(EffectLibrary.all.map(\.commandName).joined(separator: ", "))")
        }
        if !params.isEmpty && effect == nil { throw ValidationError("--param sets effect parameters: use it with --effect") }
        for p in params where !p.contains("=") || p.hasPrefix("=") {
            throw ValidationError("--param must be k=v, got '\(p)'")
        }
        if let s = size, SceneSource.parseSize(s) == nil {
            throw ValidationError("--size must be WxH with 1 <= W, H <= 16384, got '\(s)'")
        }
        if let b = background, SceneSource.parseColor(b) == nil {
            throw ValidationError("--background must be #RRGGBB, #RRGGBBAA, a colour name or transparent, got '\(b)'")
        }
        if let s = scale { guard s.isFinite, s > 0, s <= 16 else { throw ValidationError("--scale must be in (0, 16], got \(s)") } }
    }

    static func parseSize(_ s: String) -> (Double, Double)? {
        let parts = s.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w >= 1, h >= 1, w <= 16384, h <= 16384 else { return nil }
        return (w, h)
    }

    /// A colour argument: "transparent", or what a scene file accepts.
    static func parseColor(_ s: String) -> RGBA? { s == "transparent" ? .clear : RGBA(parsing: s) }

    /// Whether a scene file or an effect was named.
    var isGiven: Bool { scene != nil || effect != nil }

    /// The loaded source: frames by time.
    func open() throws -> Frames {
        var frames: Frames
        if let path = scene {
            let file = path == "-" ? "standard input" : URL(fileURLWithPath: path).lastPathComponent
            frames = Frames(name: path == "-" ? "standard input" : path,
                            document: try SceneDocument(json: try SceneDocument.read(path), file: file), fixed: nil)
        } else {
            let entry = EffectLibrary.entry(named: effect!)!
            let (w, h) = size.flatMap(SceneSource.parseSize) ?? entry.defaultSize
            var s = entry.scene(w, h)
            var overrides: [String: JSONValue] = [:]
            for p in params {
                let i = p.firstIndex(of: "=")!
                let key = String(p[..<i]), text = String(p[p.index(after: i)...])
                overrides[key] = (try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))) ?? .string(text)
            }
            if let sd = seed { overrides["seed"] = .number(Double(sd)) }
            s.layers = s.layers.map { l in
                var l = l
                l.items = l.items.map { item in
                    guard case .effect(var e) = item else { return item }
                    e.parameters.merge(overrides) { $1 }
                    return .effect(e)
                }
                return l
            }
            frames = Frames(name: entry.commandName, document: nil, fixed: s)
        }
        if scene != nil, let (w, h) = size.flatMap(SceneSource.parseSize) { frames.canvasSize = (w, h) }
        frames.scale = scale
        frames.background = background.flatMap(SceneSource.parseColor)
        for w in try frames.warnings() { warn(w) }
        return frames
    }
}

/// The frames of a scene document or a fixed scene: effects resolved at each time.
struct Frames {
    let name: String
    let document: SceneDocument?
    let fixed: Scene?
    /// Overrides of the canvas size (points) and scale.
    var canvasSize: (Double, Double)?
    var scale: Double?
    /// The override of the canvas background (--background).
    var background: RGBA?

    /// The scene before effects are resolved, at time t.
    func unresolved(at t: Double) throws -> Scene {
        var s = try document?.scene(at: t) ?? fixed!
        if let (w, h) = canvasSize { s.canvas.width = w; s.canvas.height = h }
        if let sc = scale { s.canvas.scale = sc }
        if let b = background { s.canvas.background = b }
        if canvasSize != nil || scale != nil {
            do { try s.validate() } catch var e as SceneError {
                e.file = e.file ?? document?.file
                throw e
            }
        }
        return s
    }

    /// Warnings about the effects (checked at t = 0).
    func warnings() throws -> [String] {
        do {
            return try EffectLibrary.validate(try unresolved(at: 0))
        } catch var e as SceneError {
            e.file = e.file ?? document?.file
            throw e
        }
    }

    /// The static scene of the frame at time t.
    func scene(at t: Double) throws -> Scene {
        try EffectLibrary.resolve(try unresolved(at: t), at: t)
    }
}
