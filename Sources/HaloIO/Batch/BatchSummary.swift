/// What a batch did: a count of each outcome and every row's report line.
public struct BatchSummary: Sendable, Equatable {
    /// Rows rendered whole.
    public var rendered = 0
    /// Rows skipped (resuming, their output was there).
    public var skipped = 0
    /// Rows that failed.
    public var failed = 0
    /// The rows the batch had (a shard's, when sharded).
    public var total = 0
    /// Whether a stop request ended the batch before every row was done.
    public var interrupted = false
    /// The report's path, if one was written.
    public var report: String?
    /// Every row that ran, in order: its output, frames, seconds, status and error.
    public var rows: [BatchReport.Entry] = []
    /// Frames written by the rows rendered so far.
    public var frames = 0

    /// A summary of no row yet.
    public init(total: Int = 0, report: String? = nil) {
        self.total = total
        self.report = report
    }

    /// The rows that failed, each with its reason (`error`).
    public var failures: [BatchReport.Entry] { rows.filter { $0.status == .failed } }

    /// Rows neither rendered, skipped nor failed: those a stop left, the one it cut included.
    public var notRendered: Int { total - rendered - skipped - failed }

    /// Counts `entry`.
    mutating func add(_ entry: BatchReport.Entry) {
        rows.append(entry)
        if entry.status == .ok { frames += entry.frames ?? 0 }
        switch entry.status {
        case .ok: rendered += 1
        case .skipped: skipped += 1
        case .failed: failed += 1
        case .interrupted: interrupted = true
        }
    }
}

extension BatchSummary: CustomStringConvertible {
    /// "48 rows rendered, 0 skipped, 2 failed".
    public var description: String { "\(rendered) rows rendered, \(skipped) skipped, \(failed) failed" }
}
