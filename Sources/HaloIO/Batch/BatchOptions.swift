/// How a batch runs its rows, whoever renders them (`halo batch`, `ViewRenderer.batch`).
public struct BatchOptions {
    /// Skip the rows whose output file exists (a PNG-sequence row resumes frame by frame instead),
    /// and append to the report.
    public var resume = false
    /// Replace existing outputs; without it (or `resume`) an existing output fails its row.
    public var overwrite = false
    /// Run only rows K, K + N, K + 2N ... (K = `index`, N = `count`, rows counted from 0).
    public var shard: (index: Int, count: Int)?
    /// The report's path (JSON Lines, a line a row), or nil for none.
    public var report: String?
    /// Leave out the progress lines; a failed row's line is still said.
    public var quiet = false
    /// Where the progress lines go ("row 2 ok out/b.mp4 (2/5 rows, ETA 3s)"), or nil for nowhere.
    public var log: ((String) -> Void)?
    /// Checked before each row and each frame; true stops the batch, the row in progress left unwritten.
    public var shouldStop: () -> Bool = { false }

    /// Every row, no report, nothing said, nothing replaced or skipped.
    public init() {}
}
