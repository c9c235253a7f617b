import HaloCore

/// What a frame's fine stage runs: the feature switches of `Shaders/fine.comp`, each on
/// where the frame uses it. The renderer compiles `fine.comp` with the others off, so a
/// frame's shader holds only the branches it can take.
///
/// Why: Mesa's llvmpipe (22.x) runs a shader eight invocations at a time under a lane mask and
/// executes both sides of every `if` whether or not any lane takes it, so the whole stage's
/// code (mesh gradients, blend modes, blur, effects) ran for every command of every pixel: a
/// frame of one shader effect cost a second at 1080p (docs/performance.md, "Shaders from
/// Metal source on llvmpipe"). A GPU that branches is not slowed by the variants.
struct FineFeatures: Hashable, Sendable {
    /// The switches that are on, by their GLSL name.
    private(set) var on: Set<String> = []

    /// Every switch, in the order fine.comp lists them.
    static let names = [
        "HALO_DRAWS", "HALO_GRADIENTS", "HALO_IMAGES", "HALO_MESHES", "HALO_LAYERS", "HALO_BLUR", "HALO_CLIPS",
        "HALO_MASKS", "HALO_RESAMPLE", "HALO_EFFECTS", "HALO_FILTERS", "HALO_BLEND_MODES",
    ]

    /// The switches frame `e`'s passes need.
    init(_ e: FrameEncoding) {
        let kinds = Set(e.draws.map(\.paint.kind))
        let gradients: Set = [PaintPlan.linearKind, PaintPlan.angularKind, PaintPlan.radialKind]
        set("HALO_DRAWS", !e.draws.isEmpty)
        set("HALO_GRADIENTS", !kinds.isDisjoint(with: gradients))
        set("HALO_IMAGES", kinds.contains(PaintPlan.imageKind))
        set("HALO_MESHES", kinds.contains(PaintPlan.meshKind))
        set("HALO_LAYERS", !e.layers.isEmpty)
        set("HALO_BLUR", e.layers.contains { $0.kernel.radius > 0 })
        set("HALO_CLIPS", e.layers.contains { $0.clip != nil })
        set("HALO_MASKS", e.masks.contains { $0 >= 0 })
        set("HALO_RESAMPLE", e.layers.contains { $0.resample != nil })
        set("HALO_EFFECTS", e.layers.contains { $0.effect != nil })
        set("HALO_FILTERS", e.layers.contains { $0.colorMatrix != nil })
        set("HALO_BLEND_MODES", e.layers.contains { $0.blendMode != BlendMode.normalCode })
    }

    /// Every switch on: the stage as fine.comp leaves it.
    static let all = FineFeatures(on: Set(names))

    private init(on: Set<String>) {
        self.on = on
    }

    /// These switches with `names` off.
    func without(_ names: Set<String>) -> FineFeatures {
        FineFeatures(on: on.subtracting(names))
    }

    private mutating func set(_ name: String, _ value: Bool) {
        if value { on.insert(name) }
    }

    /// The `#define` lines of the switches that are off (fine.comp turns the others on).
    var defines: [(name: String, value: Int)] {
        Self.names.filter { !on.contains($0) }.map { ($0, 0) }
    }
}
