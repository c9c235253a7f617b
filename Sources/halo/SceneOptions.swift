import ArgumentParser
import Foundation
import HaloCore
import HaloEffects

/// The options that say where frames come from: a scene file (whose values may be animated) or
/// a named effect's default scene, with overrides; `open()` makes their `SceneTimeline`. Every
/// frame is a pure function of its time.
struct SceneOptions: ParsableArguments {
    @Argument(help: "The scene file (JSON, see docs/scene-format.md), or - for standard input. Omit it with --effect.")
    var scene: String?

    @Option(help: "Render an effect's default scene instead of a file (see `halo list`).")
    var effect: String?

    @Option(
        name: .customLong("param"),
        help: ArgumentHelp("An effect parameter, k=v (v is JSON, or a string); repeatable.", valueName: "k=v"))
    var params: [String] = []

    @Option(
        name: .customLong("prop"),
        help: ArgumentHelp(
            "A prop the scene file declares, k=v (v read as the prop's type: text, a number, a colour, "
                + "true/false, an image path); repeatable.",
            valueName: "k=v"))
    var props: [String] = []

    @Option(help: ArgumentHelp("The canvas size in points, WxH.", valueName: "WxH"))
    var size: String?

    @Option(help: "The canvas scale (pixels per point).")
    var scale: Double?

    @Option(help: "The random seed of effects that have one (intelligence glow).")
    var seed: UInt64?

    @Option(
        help: ArgumentHelp(
            "Replace the scene's background: a colour (#RRGGBB, #RRGGBBAA, a SwiftUI name) or transparent.",
            valueName: "COLOR"))
    var background: String?

    @Option(help: "The time in seconds of a single frame.")
    var time: Double = 0

    @Flag(help: "Turn every warning into an error (exit status 1, no output written past it): for render farms.")
    var strict = false

    func validate() throws {
        guard scene == nil || effect == nil else {
            throw ValidationError("give a scene file or --effect NAME, not both")
        }
        guard time.isFinite else { throw ValidationError("--time must be a finite number, got \(time)") }
        if let e = effect, EffectLibrary.entry(named: e) == nil {
            throw ValidationError(
                "unknown effect '\(e)'; effects: \(EffectLibrary.all.map(\.commandName).joined(separator: ", "))")
        }
        if !params.isEmpty && effect == nil {
            throw ValidationError("--param sets effect parameters: use it with --effect")
        }
        for p in params where !p.contains("=") || p.hasPrefix("=") {
            throw ValidationError("--param must be k=v, got '\(p)'")
        }
        if !props.isEmpty && scene == nil {
            throw ValidationError("--prop sets a scene file's props: give the scene file")
        }
        for p in props where !p.contains("=") || p.hasPrefix("=") {
            throw ValidationError("--prop must be k=v, got '\(p)'")
        }
        if let s = size, SceneOptions.parseSize(s) == nil {
            throw ValidationError("--size must be WxH with 1 <= W, H <= 16384, got '\(s)'")
        }
        if let b = background, SceneOptions.parseColor(b) == nil {
            throw ValidationError("--background must be #RRGGBB, #RRGGBBAA, a colour name or transparent, got '\(b)'")
        }
        if let s = scale {
            guard s.isFinite, s > 0, s <= 16 else { throw ValidationError("--scale must be in (0, 16], got \(s)") }
        }
    }

    static func parseSize(_ s: String) -> (Double, Double)? {
        let parts = s.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w >= 1, h >= 1, w <= 16384,
            h <= 16384
        else { return nil }
        return (w, h)
    }

    /// A colour argument: "transparent", or what a scene file accepts.
    static func parseColor(_ s: String) -> RGBA? { s == "transparent" ? .clear : RGBA(parsing: s) }

    /// Whether a scene file or an effect was named.
    var isGiven: Bool { scene != nil || effect != nil }

    /// The values of `--prop k=v` options (checked by `validate`): text, read as each prop's type,
    /// a relative image or sound path from the working directory.
    static func given(_ props: [String]) -> SceneProps.Given {
        var given: [String: JSONValue] = [:]
        for p in props {
            let i = p.firstIndex(of: "=")!
            given[String(p[..<i])] = .string(String(p[p.index(after: i)...]))
        }
        return SceneProps.Given(given, source: "--prop", directory: FileManager.default.currentDirectoryPath)
    }

    /// The timeline these options name: frames by time.
    func open() throws -> SceneTimeline {
        var timeline: SceneTimeline
        if let path = scene {
            timeline = try SceneTimeline(file: path, props: SceneOptions.given(props))
        } else {
            var overrides: [String: JSONValue] = [:]
            for p in params {
                let i = p.firstIndex(of: "=")!
                let key = String(p[..<i]), text = String(p[p.index(after: i)...])
                overrides[key] = (try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))) ?? .string(text)
            }
            if let sd = seed { overrides["seed"] = .number(Double(sd)) }
            timeline = try SceneTimeline(
                effect: effect!, size: size.flatMap(SceneOptions.parseSize),
                parameters: overrides)
        }
        if scene != nil, let (w, h) = size.flatMap(SceneOptions.parseSize) { timeline.canvasSize = (w, h) }
        timeline.scale = scale
        timeline.background = background.flatMap(SceneOptions.parseColor)
        let warnings = try checked { try timeline.warnings() }
        // Said through the one place every warning passes: under --strict, they are the error.
        try checked { for w in warnings { StandardStream.warning(w) } }
        return timeline
    }

    /// `body`'s value, or with `--strict` a `StrictWarningError` where a warning came up while it ran.
    func checked<T>(_ body: () throws -> T) throws -> T {
        strict ? try StrictWarnings.checking(body) : try body()
    }

    /// The timeline's frames by time, each made under `--strict`'s check where it is made (a worker thread).
    func frames(_ timeline: SceneTimeline) -> @Sendable (Double) throws -> DisplayList {
        let strict = self.strict
        return { t in
            strict ? try StrictWarnings.checking { try timeline.displayList(at: t) } : try timeline.displayList(at: t)
        }
    }
}
