import Foundation

/// Checks made on an output path before any frame is rendered, each failing with the
/// system's reason in words (not Foundation's NSCocoaErrorDomain dump).
public enum OutputPaths {
    /// An output that cannot be written, or may not be replaced.
    public struct Refusal: Error, CustomStringConvertible, Sendable {
        /// What is wrong, naming the path.
        public let description: String
        /// What would lift the refusal, where something would.
        public var remedy: OutputRemedy?
        /// A refusal saying `description`.
        public init(_ description: String, remedy: OutputRemedy? = nil) {
            self.description = description
            self.remedy = remedy
        }
    }

    /// Creates `dir` and its parents (mkdir -p).
    /// - Throws: `Refusal` naming the directory and why (a part that is a file, no permission).
    public static func createDirectory(_ dir: URL) throws {
        var path = dir.path.hasPrefix("/") ? "" : "."
        for part in dir.path.split(separator: "/") {
            path += "/" + part
            if mkdir(path, 0o755) == 0 { continue }
            let reason = errno
            var info = stat()
            if reason == EEXIST, stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR { continue }
            let why = reason == EEXIST ? "\(path) is not a directory" : String(cString: strerror(reason))
            throw Refusal("cannot create the directory \(dir.path): \(why)")
        }
    }

    /// Checks that the directory `url` would be written into exists and is writable.
    /// - Throws: `Refusal` naming the file and what is wrong with its directory.
    public static func checkWritable(_ url: URL) throws {
        let dir = url.deletingLastPathComponent().path
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dir, isDirectory: &isDir) else {
            throw Refusal("cannot write \(url.path): directory \(dir) does not exist")
        }
        guard isDir.boolValue else {
            throw Refusal("cannot write \(url.path): \(dir) is not a directory")
        }
        guard access(dir, W_OK) == 0 else {
            throw Refusal("cannot write \(url.path): directory \(dir) is not writable")
        }
    }

    /// Checks an output file can be written: its directory writable, nothing there unless
    /// `overwrite` (a dangling link counts), no other live process writing it (its temporary
    /// file, `.NAME.PID.tmp`); removes temporary files of it that dead processes left.
    /// - Throws: `Refusal` naming the file and the other writer or the existing file.
    public static func checkNew(_ url: URL, overwrite: Bool) throws {
        try checkWritable(url)
        let dir = url.deletingLastPathComponent(), name = url.lastPathComponent
        if let other = TemporaryFiles.removeStale(in: dir, target: { _ in name }).first {
            throw Refusal(
                "\(url.path) is being written by another process (pid \(other.pid), temporary file "
                    + "\(other.name)); a second writer of the same output is refused")
        }
        if !overwrite && AtomicFile.exists(url.path) {
            throw Refusal(AtomicFile.existing(url.path), remedy: .overwrite)
        }
    }
}
