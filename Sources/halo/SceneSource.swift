import ArgumentParser
import Foundation
import HaloCore
import HaloEffects

/// Where frames come from: a scene file (whose values may be animated) or a named effect's
/// default scene. Every frame is a pure function of its time.
struct SceneSource: ParsableArguments {
    @Argument(help: "The scene file (JSON, see docs/scene-format.md). Omit it with --effect.")
    var scene: String?

    @Option(help: "Render an effect's default scene instead of a file (see `halo list`).")
    var effect: String?

    @Option(help: "The time in seconds of a single frame.")
    var time: Double = 0

    func validate() throws {
        guard scene == nil || effect == nil else { throw ValidationError("give a scene file or --effect NAME, not both") }
        guard time.isFinite else { throw ValidationError("--time must be a finite number, got \(time)") }
        if let e = effect, EffectLibrary.entry(named: e) == nil {
            throw ValidationError("unknown effect '\(e)'; effects: \(EffectLibrary.all.map(\.commandName).joined(separator: ", "))")
        }
    }

    /// Whether a scene file or an effect was named.
    var isGiven: Bool { scene != nil || effect != nil }

    /// The loaded source: frames by time.
    func open() throws -> Frames {
        let frames: Frames
        if let path = scene {
            frames = Frames(name: path, document: try SceneDocument(contentsOf: URL(fileURLWithPath: path)), fixed: nil)
        } else {
            let entry = EffectLibrary.entry(named: effect!)!
            frames = Frames(name: entry.commandName, document: nil, fixed: entry.defaultScene())
        }
        for w in try frames.warnings() { warn(w) }
        return frames
    }
}

/// The frames of a scene document or a fixed scene: effects resolved at each time.
struct Frames {
    let name: String
    let document: SceneDocument?
    let fixed: Scene?

    /// The scene before effects are resolved, at time t.
    func unresolved(at t: Double) throws -> Scene {
        if let d = document { return try d.scene(at: t) }
        return fixed!
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
