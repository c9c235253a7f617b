import Foundation
import HaloCore

/// The loop of a batch, whatever a row renders (a template scene in `halo batch`, a view in
/// `ViewRenderer.batch`): the shard's rows in order, each to its own output, with the same
/// guarantees everywhere:
///
/// 1. Two rows writing one file stop the batch before anything renders (`init` throws).
/// 2. A row that fails (its value, its output path, its render) is reported and the next goes on.
/// 3. Resuming, a row whose output file exists is skipped (outputs are written whole or not at
///    all, by the renderers, so an existing file is a finished row).
/// 4. Each row's line goes to the report as the row ends, so a killed batch leaves the lines of
///    the rows it finished; progress lines (with the time left) go to `BatchOptions.log`.
///
///     let batch = try BatchRunner(rows, options: options)
///     let summary = try batch.run { value, number, output in try render(value, to: output) }
public final class BatchRunner<Value> {
    /// One row: its number, its id, its value (or why it has none) and its output path (or why
    /// it has none).
    public struct Row {
        /// The row's number, from 1.
        public let number: Int
        /// Its "id" field, for the report.
        public let id: String?
        /// What the row renders, or why it cannot (a malformed line, a value that does not decode).
        public let value: Result<Value, any Error>
        /// The row's output path, or why it has none (a field the path names is missing).
        public let output: Result<String, any Error>

        /// A row of `value` written to `output`.
        public init(number: Int, id: String? = nil, value: Result<Value, any Error>, output: Result<String, any Error>)
        {
            self.number = number
            self.id = id
            self.value = value
            self.output = output
        }
    }

    /// What rendering a row did: frames written, seconds taken, whether a stop cut it short, and the
    /// output's finish when it is still under way (the next row renders while it drains).
    public struct Rendered {
        /// Frames written.
        public var frames: Int
        /// Seconds the frames took.
        public var seconds: Double
        /// Whether a stop cut the row short.
        public var interrupted: Bool
        /// The output's encoder draining and its file being published, when the row left it running.
        public var finish: SinkFinish?

        /// A row's render: `frames` in `seconds`, cut short when `interrupted`, its output still
        /// finishing in `finish`.
        public init(frames: Int, seconds: Double, interrupted: Bool, finish: SinkFinish? = nil) {
            self.frames = frames
            self.seconds = seconds
            self.interrupted = interrupted
            self.finish = finish
        }
    }

    /// The rows this batch runs: the shard's, in order.
    public let rows: [Row]
    /// How they run.
    public let options: BatchOptions
    private let report: BatchReport?

    /// A batch of `rows` (all of them: the shard is taken here); opens the report.
    /// - Throws: `BatchError` when two rows would write one file (naming both and the file),
    ///   `resume` and `overwrite` are both set, or the report cannot be written.
    public init(_ rows: [Row], options: BatchOptions) throws {
        if options.resume && options.overwrite { throw BatchError("give resume or overwrite, not both") }
        // Every row's output, before anything renders: rows of other shards too, so that no two
        // processes of one batch write one file.
        var writers: [String: Int] = [:]
        for row in rows {
            guard case .success = row.value, case .success(let path) = row.output else { continue }
            if let other = writers[path] {
                throw BatchError(
                    "rows \(other) and \(row.number) both write \(path): name outputs by a field that differs")
            }
            writers[path] = row.number
        }
        if let (k, n) = options.shard {
            self.rows = rows.filter { ($0.number - 1) % n == k }
        } else {
            self.rows = rows
        }
        self.options = options
        report = try options.report.map { try BatchReport(path: $0, append: options.resume) }
    }

    /// Runs the rows: `render(value, number, output)` renders one and says what it did. A row whose
    /// output is still finishing is reported once it has (in order, before the next row's line), while
    /// the next row renders: at most one finishes at a time.
    /// - Returns: the counts and every row's report line.
    /// - Throws: `BatchError` when the report cannot be written; a row's own error fails only that row.
    public func run(_ render: (Value, Int, String) throws -> Rendered) throws -> BatchSummary {
        var summary = BatchSummary(total: rows.count, report: report?.path)
        let start = Date()
        var pending: (entry: BatchReport.Entry, finish: SinkFinish, index: Int)?
        // A row's line: written to the report, counted, and said.
        func close(_ entry: BatchReport.Entry, index k: Int) throws {
            try report?.write(entry)
            summary.add(entry)
            // A failure is said whatever `quiet`; progress is not.
            if let log = options.log, !options.quiet || entry.error != nil {
                let done = k + 1, elapsed = Date().timeIntervalSince(start)
                let eta = Double(rows.count - done) * elapsed / Double(done)
                let what = entry.error.map { "failed: \($0)" } ?? "\(entry.status.rawValue) \(entry.output ?? "")"
                log(
                    "row \(rows[k].number) \(what) (\(done)/\(rows.count) rows, \(summary.frames) frames, "
                        + "ETA \(TimeLeft.text(eta)))")
            }
        }
        // The row still finishing, once it has: a finish that fails fails its row.
        func settle() throws {
            guard var (entry, finish, k) = pending else { return }
            pending = nil
            do { try finish.wait() } catch {
                entry.status = .failed
                entry.error = "\(error)"
                entry.frames = nil
            }
            try close(entry, index: k)
        }
        for (k, row) in rows.enumerated() {
            if options.shouldStop() {
                summary.interrupted = true
                break
            }
            var entry = BatchReport.Entry(row: row.number, id: row.id)
            // The output is reported when known, even for a row whose value failed.
            entry.output = try? row.output.get()
            do {
                let value = try row.value.get()
                let output = try row.output.get()
                if options.resume, FileManager.default.fileExists(atPath: output),
                    RenderOutput.kind(of: output) != .sequence
                {
                    entry.status = .skipped
                } else {
                    let rendered = try render(value, row.number, output)
                    entry.frames = rendered.frames
                    entry.seconds = rendered.seconds
                    entry.status = rendered.interrupted ? .interrupted : .ok
                    if let finish = rendered.finish {
                        try settle()
                        pending = (entry, finish, k)
                        continue
                    }
                }
            } catch {
                entry.status = .failed
                entry.error = "\(error)"
            }
            try settle()
            try close(entry, index: k)
        }
        try settle()
        return summary
    }
}

extension BatchRunner {
    /// A batch of the rows of a rows file, each written to `output` with its fields; a row's
    /// value is `value(fields, number)` (a row that cannot be read, or whose value throws, fails
    /// alone). A string field "id" names the row in the report.
    /// - Throws: as `init(_:options:)`.
    public convenience init(
        rows table: BatchRows, output: OutputTemplate, options: BatchOptions,
        value: ([String: JSONValue], Int) throws -> Value
    ) throws {
        let rows = table.rows.map { row -> Row in
            let fields = row.fields.mapError { $0 as any Error }
            var id: String?
            if case .success(let f) = fields, case .string(let s) = f["id"] { id = s }
            return Row(
                number: row.number, id: id,
                value: fields.flatMap { f in Result { try value(f, row.number) } },
                output: fields.flatMap { f in Result { try output.path(row: row.number, f) } })
        }
        try self.init(rows, options: options)
    }
}
