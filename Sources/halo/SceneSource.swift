import ArgumentParser
import Foundation
import HaloCore
import HaloEffects

/// Where a frame comes from: a scene file or a named effect's default scene, at a time.
struct SceneSource: ParsableArguments {
    @Argument(help: "The scene file (JSON, see docs/scene-format.md). Omit it with --effect.")
    var scene: String?

    @Option(help: "Render an effect's default scene instead of a file (see `halo list`).")
    var effect: String?

    @Option(help: "The time in seconds of the frame (effects and animations are functions of time).")
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

    /// The scene as given (effects unresolved), its name, and warnings about it.
    func load() throws -> (scene: Scene, name: String, warnings: [String]) {
        let s: Scene, name: String
        if let path = scene {
            s = try Scene.load(contentsOf: URL(fileURLWithPath: path))
            name = path
        } else {
            let entry = EffectLibrary.entry(named: effect!)!
            s = entry.defaultScene()
            name = entry.commandName
        }
        do {
            return (s, name, try EffectLibrary.validate(s))
        } catch var e as SceneError {
            e.file = e.file ?? scene.map { URL(fileURLWithPath: $0).lastPathComponent }
            throw e
        }
    }

    /// The frame's scene: loaded, warnings printed, effects resolved at `time`.
    func frame() throws -> (scene: Scene, name: String) {
        let (s, name, warnings) = try load()
        for w in warnings { warn(w) }
        return (try EffectLibrary.resolve(s, at: time), name)
    }
}
