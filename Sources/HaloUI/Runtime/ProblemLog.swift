/// The problems found while lowering one frame.
///
/// Sendable by hand: it is Sendable only to be a task-local value; each `ViewScene.scene` call makes
/// its own log and appends to it and reads it on its own thread, as lowering a view starts no
/// threads or tasks.
final class ProblemLog: @unchecked Sendable {
    /// (where, what), in the order found.
    var entries: [(path: String, message: String)] = []
}
