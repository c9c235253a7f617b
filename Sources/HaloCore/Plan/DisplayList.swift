/// A frame as the planner and the renderers take it: a scene whose effects and text are
/// resolved into draws, so nothing unresolved can reach the planner (`Planner.plan(_:cache:)`
/// and every `Renderer` take only this, and check nothing again).
///
/// Made by `SceneTimeline` (HaloEffects) and HaloUI's `ViewTimeline`, which resolve every
/// effect and text item through `EffectLibrary.resolve`, or from any scene by `init(_:)`,
/// which checks there is none left.
public struct DisplayList: Equatable, Sendable {
    /// The resolved scene: layers of draws and nested layers only.
    public let scene: Scene

    /// A scene that holds no effect or text item.
    /// - Throws: `Planner.UnresolvedEffect` naming the first one and where it is.
    public init(_ scene: Scene) throws {
        func check(_ items: [LayerItem], _ path: () -> String) throws {
            for (i, item) in items.enumerated() {
                switch item {
                case .draw: break
                case .layer(let l):
                    if let m = l.mask { try check(m.items) { "\(path())[\(i)].layer.mask.items" } }
                    try check(l.items) { "\(path())[\(i)].layer.items" }
                case .effect(let e): throw Planner.UnresolvedEffect(name: e.name, path: "\(path())[\(i)]")
                case .text: throw Planner.UnresolvedEffect(name: "text", path: "\(path())[\(i)]")
                }
            }
        }
        for (i, layer) in scene.layers.enumerated() { try check(layer.items) { "layers[\(i)].items" } }
        self.scene = scene
    }

    /// A scene its maker has resolved (every effect and text item replaced by layers).
    package init(resolved scene: Scene) {
        self.scene = scene
    }
}
