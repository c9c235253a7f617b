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
        /// The scene's frames at a size (pixels): what each stage renders, frame i at t = i/60 s.
        public let timeline: @Sendable (_ width: Int, _ height: Int) throws -> SceneTimeline

        /// A scene by name, with its peer and target.
        public init(
            name: String, peer: String?, target: Double,
            timeline: @escaping @Sendable (_ width: Int, _ height: Int) throws -> SceneTimeline
        ) {
            self.name = name
            self.peer = peer
            self.target = target
            self.timeline = timeline
        }

        /// The display list of a size (pixels) at time t (seconds), from a timeline made for
        /// this call (a loop over frames keeps one `timeline(_:_:)` instead).
        public func displayList(_ width: Int, _ height: Int, _ t: Double) throws -> DisplayList {
            try timeline(width, height).displayList(at: t)
        }
    }

    /// The scenes with a target, in seed order: the default set of `halo bench`.
    public static let standard: [Entry] = [
        effect("intelligence-glow", peer: "glow", target: 5),
        effect("snake", peer: "snake", target: 5),
        effect("rotating-border", peer: "border", target: 1.5),
        Entry(name: "harmonic", peer: "harmonic", target: 3) { w, h in
            try SceneTimeline(document: try SceneDocument(content: .changing { harmonic(w, h, $0) }), name: "harmonic")
        },
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
        Entry(name: name, peer: peer, target: target) { w, h in
            try SceneTimeline(effect: name, size: (Double(w), Double(h)))
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
