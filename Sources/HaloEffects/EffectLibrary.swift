import Foundation
import HaloCore
import HaloText

/// The effects a scene can place, by name: decoding their parameters, expanding them into
/// layers for a time, and a default scene for each (`halo render --effect NAME`).
public enum EffectLibrary {
    /// One effect the library knows.
    public struct Entry: Sendable {
        /// The name in scene files ("intelligenceGlow").
        public let name: String
        /// The name on the command line ("intelligence-glow").
        public let commandName: String
        /// One line on what the effect draws, with its seed.
        public let summary: String
        /// The parameters a scene may give, with their defaults.
        public let parameters: [(name: String, defaultValue: String)]
        let make: @Sendable (KeyedDecodingContainer<FieldKey>) throws -> any TimedEffect
        /// The canvas size (points) of the example scene when none is asked for.
        public let defaultSize: (width: Double, height: Double)
        /// The example scene for `halo render --effect`, laid out for a canvas size (points).
        public let scene: @Sendable (Double, Double) -> Scene

        /// Older names scene files may still use ("glowTrim" for "snake").
        public var aliases: [String] = []

        /// The example scene at its default size.
        public func defaultScene() -> Scene { scene(defaultSize.width, defaultSize.height) }
    }

    /// Every effect, in seed order.
    public static let all: [Entry] = [
        IntelligenceGlow.entry, Glow.entry, Snake.entry, RotatingBorder.entry, HarmonicButton.entry,
        TextEffects.entry,
    ]

    /// The entry for a scene-file or command-line name.
    public static func entry(named name: String) -> Entry? {
        all.first { $0.name == name || $0.commandName == name || $0.aliases.contains(name) }
    }

    /// Decodes one effect item.
    /// - Parameter path: where the item is in the scene, for errors.
    /// - Throws: `SceneError` naming the parameter.
    public static func effect(_ item: EffectItem, path: String) throws -> any TimedEffect {
        guard let entry = entry(named: item.name) else {
            throw SceneError(
                path: "\(path).effect",
                message: "unknown effect '\(item.name)' (expected one of \(all.map(\.name).joined(separator: ", ")))")
        }
        do {
            return try JSONValueDecoder().decode(
                EffectDecoder.self, from: .object(item.parameters),
                configuration: entry.make
            ).effect
        } catch let e as DecodingError {
            throw SceneError.decoding(e, at: path)
        } catch var e as SceneError {
            e.path = e.path.isEmpty ? path : "\(path).\(e.path)"
            throw e
        }
    }

    /// Checks every effect of a scene; returns warnings (such as parameter arrays of different
    /// lengths, where the shortest is used).
    /// - Throws: `SceneError` for the first bad parameter.
    public static func validate(_ scene: Scene) throws -> [String] {
        var warnings: [String] = []
        func walk(_ items: [LayerItem], _ path: String) throws {
            for (i, item) in items.enumerated() {
                switch item {
                case .draw: break
                case .layer(let l):
                    if let m = l.mask { try walk(m.items, "\(path)[\(i)].layer.mask.items") }
                    try walk(l.items, "\(path)[\(i)].layer.items")
                case .effect(let e):
                    let p = "\(path)[\(i)]"
                    warnings += try effect(e, path: p).warnings.map { "\(p): \($0)" }
                case .text(let t):
                    let laidOut = try layout(t, path: "\(path)[\(i)]")
                    if let missing = laidOut.missingFontWarning, TextWarnings.first(missing) {
                        warnings.append("\(path)[\(i)]: \(missing)")
                    }
                    // A weight the family lacks is drawn with its nearest face: say which.
                    if let note = try? FontLibrary.shared.substitution(t.font) {
                        warnings.append("\(path)[\(i)].font: \(note)")
                    }
                }
            }
        }
        for (i, layer) in scene.layers.enumerated() { try walk(layer.items, "layers[\(i)].items") }
        return warnings
    }

    /// A scene's effect items decoded, in the order `resolve` meets them: decode once, then
    /// resolve frame after frame with them.
    /// - Throws: `SceneError` for the first bad effect.
    public static func effects(of scene: Scene) throws -> [any TimedEffect] {
        var found: [any TimedEffect] = []
        func walk(_ items: [LayerItem], _ path: String) throws {
            for (i, item) in items.enumerated() {
                switch item {
                case .layer(let l):
                    if let m = l.mask { try walk(m.items, "\(path)[\(i)].layer.mask.items") }
                    try walk(l.items, "\(path)[\(i)].layer.items")
                case .effect(let e): found.append(try effect(e, path: "\(path)[\(i)]"))
                case .draw, .text: break
                }
            }
        }
        for (i, layer) in scene.layers.enumerated() { try walk(layer.items, "layers[\(i)].items") }
        return found
    }

    /// The scene at time t, every effect replaced by its layers and text by its glyphs.
    /// - Parameter decoded: the scene's effects from `effects(of:)`, when the caller keeps them
    ///   from frame to frame; else each effect is decoded here.
    /// - Throws: `SceneError` for a bad effect.
    public static func resolve(_ scene: Scene, at t: Double, effects decoded: [any TimedEffect]? = nil) throws -> Scene
    {
        var next = 0
        func walk(_ items: [LayerItem], _ path: String, top: Bool) throws -> [LayerItem] {
            try items.enumerated().map { i, item in
                switch item {
                case .draw: return item
                case .layer(var l):
                    if var m = l.mask {
                        m.items = try walk(m.items, "\(path)[\(i)].layer.mask.items", top: top)
                        l.mask = m
                    }
                    l.items = try walk(l.items, "\(path)[\(i)].layer.items", top: top)
                    return .layer(l)
                case .effect(let e):
                    let p = "\(path)[\(i)]"
                    // Effects the scene places come decoded; items an effect makes are its own.
                    let timed: any TimedEffect
                    if top, let decoded, next < decoded.count {
                        timed = decoded[next]
                        next += 1
                    } else {
                        timed = try effect(e, path: p)
                    }
                    return .layer(Layer(items: try walk(timed.items(at: t), "\(p).effect", top: false)))
                case .text(let text):
                    let (laidOut, draws) = try drawn(text, path: "\(path)[\(i)]")
                    if let missing = laidOut.missingFontWarning { TextWarnings.once(missing) }
                    return .layer(Layer(items: draws.map(LayerItem.draw)))
                }
            }
        }
        var s = scene
        for i in s.layers.indices {
            s.layers[i].items = try walk(s.layers[i].items, "layers[\(i)].items", top: true)
        }
        return s
    }
}

extension EffectLibrary {
    /// Lays out a text item, with font errors naming where it is.
    static func layout(_ t: TextItem, path: String) throws -> TextLayout {
        try namingFontErrors(path) { try TextLayoutEngine.layout(t) }
    }

    /// A text item laid out and its glyphs' draws (kept while the text stays the same), with font errors
    /// naming where it is.
    static func drawn(_ t: TextItem, path: String) throws -> (layout: TextLayout, draws: [Draw]) {
        try namingFontErrors(path) { try TextLayoutEngine.draws(t) }
    }

    /// `body`, a font error it throws made a scene error at `path`'s font.
    private static func namingFontErrors<T>(_ path: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let e as FontFace.FontError {
            throw SceneError(path: "\(path).font", message: e.description)
        }
    }
}

/// An effect as a function of time.
public protocol TimedEffect: Sendable {
    /// The effect's layers at time t (seconds), back to front.
    func items(at t: Double) -> [LayerItem]
    /// Problems worth a warning that do not stop rendering.
    var warnings: [String] { get }
}

/// Runs an entry's decoder on a strict container (unknown parameters are errors).
struct EffectDecoder: DecodableWithConfiguration {
    let effect: any TimedEffect
    init(
        from decoder: Decoder,
        configuration make: @Sendable (KeyedDecodingContainer<FieldKey>) throws -> any TimedEffect
    ) throws {
        effect = try make(try decoder.container(keyedBy: FieldKey.self))
    }
}

extension KeyedDecodingContainer where K == FieldKey {
    /// Throws for any key not in `allowed`.
    func only(_ allowed: [String]) throws {
        for k in allKeys where !allowed.contains(k.stringValue) {
            throw DecodingError.dataCorruptedError(
                forKey: k, in: self,
                debugDescription:
                    "unknown parameter '\(k.stringValue)' (expected one of \(allowed.joined(separator: ", ")))")
        }
    }
}
