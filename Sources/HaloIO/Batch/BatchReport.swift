import Foundation
import HaloCore

/// A batch's report: a JSON line a row, written as each row ends, so a killed batch leaves the
/// lines of the rows it finished.
public final class BatchReport {
    /// What became of a row.
    public enum Status: String, Codable, Sendable {
        /// Rendered whole.
        case ok
        /// Failed; the entry's `error` says why.
        case failed
        /// Not rendered: resuming, its output was there.
        case skipped
        /// Stopped part way (a signal or `BatchOptions.shouldStop`); the output was not written.
        case interrupted
    }

    /// One row's line.
    public struct Entry: Codable, Sendable, Equatable {
        /// The row's number, from 1.
        public var row: Int
        /// Its "id" field, when it has one.
        public var id: String?
        /// What became of it.
        public var status = Status.ok
        /// The output path, once known.
        public var output: String?
        /// Frames rendered.
        public var frames: Int?
        /// Seconds the row took.
        public var seconds: Double?
        /// Why it failed.
        public var error: String?

        /// The line of row `row` (from 1), named `id`, before it runs.
        public init(row: Int, id: String? = nil) {
            self.row = row
            self.id = id
        }
    }

    private let handle: FileHandle
    /// The report's path.
    public let path: String

    /// Opens `path`, emptied unless `append`.
    /// - Throws: `BatchError` naming the path when it cannot be written.
    public init(path: String, append: Bool) throws {
        self.path = path
        let url = URL(fileURLWithPath: path)
        if !append || !FileManager.default.fileExists(atPath: path) {
            guard FileManager.default.createFile(atPath: path, contents: nil) else {
                throw BatchError("cannot write the batch report \(path): \(String(cString: strerror(errno)))")
            }
        }
        do {
            handle = try FileHandle(forWritingTo: url)
            try handle.seekToEnd()
        } catch {
            throw BatchError("cannot write the batch report \(path): \(error.localizedDescription)")
        }
    }

    deinit { try? handle.close() }

    /// Writes a row's line.
    /// - Throws: `BatchError` naming the report when the write fails (a full disk).
    public func write(_ entry: Entry) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            try handle.write(contentsOf: try encoder.encode(entry) + Data("\n".utf8))
        } catch {
            throw BatchError("cannot write the batch report \(path): \(error.localizedDescription)")
        }
    }
}
