import HaloCore
import HaloEffects

/// The scenes `halo bench` measures: each seed effect's default scene laid out for any size,
/// and the full-frame harmonic shader, with the peer scene of `shared/bench/peers` that draws
/// the same thing where there is one.
public enum BenchScenes {
    /// One benchmark scene.
    public struct Entry: Sendable {
        /// The name on the command line.
        public let name: String
        /// The scene name in `peers.py`, when a peer draws the same frames.
        public let peer: String?
        /// The speed the issue asks for, as a ratio to the peer, or as frames per second when
        /// there is no peer.
        public let target: Double
        /// The scene of a size (pixels) at time t (seconds) before its effects and text are
        /// resolved: the "evaluate" stage of `halo bench --stages host`.
        public let unresolved: @Sendable (_ width: Int, _ height: Int, _ t: Double) throws -> Scene

        /// A scene by name, with its peer and target.
        public init(
            name: String, peer: String?, target: Double,
            unresolved: @escaping @Sendable (_ width: Int, _ height: Int, _ t: Double) throws -> Scene
        ) {
            self.name = name
            self.peer = peer
            self.target = target
            self.unresolved = unresolved
        }

        /// The resolved scene of a size (pixels) at time t (seconds): what the planner takes.
        public func scene(_ width: Int, _ height: Int, _ t: Double) throws -> Scene {
            try EffectLibrary.resolve(try unresolved(width, height, t), at: t)
        }
    }

    /// The scenes with a target, in seed order: the default set of `halo bench`.
    public static let standard: [Entry] = [
        effect("intelligence-glow", peer: "glow", target: 5),
        effect("snake", peer: "snake", target: 5),
        effect("rotating-border", peer: "border", target: 1.5),
        Entry(name: "harmonic", peer: "harmonic", target: 3, unresolved: harmonic),
        effect("text", peer: nil, target: 200),
    ]

    /// Every scene: the standard ones and the other effects' default scenes.
    public static var all: [Entry] {
        standard
            + EffectLibrary.all.map(\.commandName)
            .filter { n in !standard.contains { $0.name == n } }
            .map { effect($0, peer: nil, target: 0) }
    }

    /// The scene for a name.
    public static func entry(named name: String) -> Entry? {
        all.first { $0.name == name }
    }

    /// An effect's default scene at the bench size.
    static func effect(_ name: String, peer: String?, target: Double) -> Entry {
        Entry(name: name, peer: peer, target: target) { w, h, _ in
            EffectLibrary.entry(named: name)!.scene(Double(w), Double(h))
        }
    }

    /// The peer's harmonic scene: the shader over the whole frame, idle, its clock at t.
    @Sendable static func harmonic(_ w: Int, _ h: Int, _ t: Double) -> Scene {
        let frame = Shape(kind: .rect, frame: Rect(x: 0, y: 0, width: Double(w), height: Double(h)))
        let draw = Draw(shape: frame, paint: .harmonic(HarmonicPaint(waves: 6, time: t, amplitude: 0.5, press: 0)))
        return Scene(
            canvas: Canvas(width: Double(w), height: Double(h), background: .black), layers: [Layer(draws: [draw])])
    }
}
