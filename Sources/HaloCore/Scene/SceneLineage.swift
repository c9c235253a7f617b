import Foundation

/// The identity of a scene document whose frames differ only in their draws' opacities
/// (`Scene.lineage`): a number of its own per document, never reused in the process. A number,
/// not an object: a scene is copied many times a frame, and a number costs no reference counting.
package struct SceneLineage: Sendable {
    private let number: UInt64

    private static let lock = NSLock()
    nonisolated(unsafe) private static var made: UInt64 = 0

    /// A new lineage, its own.
    package init() {
        SceneLineage.lock.lock()
        defer { SceneLineage.lock.unlock() }
        SceneLineage.made += 1
        number = SceneLineage.made
    }

    /// Whether `a` and `b` are one lineage (both present and the same).
    package static func same(_ a: SceneLineage?, _ b: SceneLineage?) -> Bool {
        guard let a, let b else { return false }
        return a.number == b.number
    }
}
