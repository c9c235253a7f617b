import Foundation
import HaloCore

/// A batch's report: a JSON line a row, written as each row ends, so a killed batch leaves the
/// lines of the rows it finished.
final class BatchReport {
    /// One row's line.
    struct Entry: Encodable {
        /// The row's number, from 1.
        var row: Int
        /// Its "id" field, when it has one.
        var id: String?
        /// ok, skipped (--resume found its output), failed or interrupted.
        var status = "ok"
        /// The output path, once known.
        var output: String?
        /// Frames rendered.
        var frames: Int?
        /// Seconds the row took.
        var seconds: Double?
        /// Why it failed.
        var error: String?
    }

    private let handle: FileHandle
    let path: String

    /// Opens `path`, emptied unless `append`.
    /// - Throws: `CLIError` naming the path when it cannot be written.
    init(path: String, append: Bool) throws {
        self.path = path
        let url = URL(fileURLWithPath: path)
        if !append || !FileManager.default.fileExists(atPath: path) {
            guard FileManager.default.createFile(atPath: path, contents: nil) else {
                throw CLIError("cannot write the batch report \(path): \(String(cString: strerror(errno)))")
            }
        }
        do {
            handle = try FileHandle(forWritingTo: url)
            try handle.seekToEnd()
        } catch {
            throw CLIError("cannot write the batch report \(path): \(error.localizedDescription)")
        }
    }

    deinit { try? handle.close() }

    /// Writes a row's line.
    /// - Throws: `CLIError` naming the report when the write fails (a full disk).
    func write(_ entry: Entry) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            try handle.write(contentsOf: try encoder.encode(entry) + Data("\n".utf8))
        } catch {
            throw CLIError("cannot write the batch report \(path): \(error.localizedDescription)")
        }
    }
}
