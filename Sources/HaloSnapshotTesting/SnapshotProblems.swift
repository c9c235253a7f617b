/// Problems met while an `assertSnapshot` makes its snapshot (a view that cannot be drawn, no GPU), so the
/// assertion reports them and leaves the references alone, instead of recording an empty snapshot.
final class SnapshotProblems: @unchecked Sendable {
    /// The problems of the assertion under way, if one is.
    @TaskLocal static var current: SnapshotProblems?

    /// What went wrong, in order.
    private(set) var messages: [String] = []

    /// Notes a problem.
    func report(_ message: String) { messages.append(message) }
}
