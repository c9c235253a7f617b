/// The identity of a scene document whose frames differ only in their draws' opacities
/// (`Scene.lineage`): one per document, compared by identity.
package final class SceneLineage: Sendable {
    /// A new lineage, its own.
    package init() {}

    /// Whether `a` and `b` are one lineage (both present and the same).
    package static func same(_ a: SceneLineage?, _ b: SceneLineage?) -> Bool {
        guard let a, let b else { return false }
        return a === b
    }
}
