import Foundation

/// A file write that either completes or leaves nothing: write a temporary file beside the
/// target, flush it, then rename it over the target.
public enum AtomicFile {
    /// Writes `bytes` to `url` atomically.
    /// - Throws: `OutputError` naming the path and the system's reason.
    public static func write(_ bytes: [UInt8], to url: URL) throws {
        let dir = url.deletingLastPathComponent().path
        let temp =
            "\(dir.isEmpty ? "." : dir)/.\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        let fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw OutputError(path: url.path, reason: errnoText()) }
        var ok = false
        defer { if !ok { unlink(temp) } }
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + written, bytes.count - written) }
            if n < 0 {
                if errno == EINTR { continue }
                let reason = errnoText()
                close(fd)
                throw OutputError(path: url.path, reason: reason)
            }
            written += n
        }
        if fsync(fd) != 0 || close(fd) != 0 { throw OutputError(path: url.path, reason: errnoText()) }
        guard rename(temp, url.path) == 0 else { throw OutputError(path: url.path, reason: errnoText()) }
        ok = true
    }

    /// Moves a finished temporary file to `path`: over what is there when `replace`, else only
    /// where nothing is (a hard link, which fails when the name exists, then the temporary
    /// name's removal), so an output another process wrote meanwhile is never replaced.
    /// - Throws: `OutputError` naming the path: it appeared meanwhile, or the system's reason.
    /// Whether `path` names anything at all, a symbolic link whose target is missing included
    /// (which `FileManager.fileExists` follows and calls absent).
    public static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// How an existing output is named in a refusal: "PATH exists", or for a dangling link
    /// "PATH exists (a symbolic link to TARGET, which does not exist)".
    public static func existing(_ path: String) -> String {
        guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path),
            !FileManager.default.fileExists(atPath: path)
        else { return "\(path) exists" }
        return "\(path) exists (a symbolic link to \(target), which does not exist)"
    }

    /// Moves a finished temporary file to `path`: renamed over it when `replace`, else linked
    /// and only where nothing is there yet.
    /// - Throws: `OutputError` naming `path` and the system's reason (an output that appeared).
    public static func publish(_ temp: String, to path: String, replace: Bool) throws {
        if replace {
            guard rename(temp, path) == 0 else { throw OutputError(path: path, reason: errnoText()) }
            return
        }
        if link(temp, path) == 0 {
            unlink(temp)
            return
        }
        if errno == EEXIST {
            throw OutputError(
                path: path,
                reason: "it appeared while this render ran (another process wrote it); kept it",
                remedy: .overwrite)
        }
        // A file system without hard links: check, then rename (a small window, as before).
        guard access(path, F_OK) != 0 else {
            throw OutputError(
                path: path,
                reason: "it appeared while this render ran; kept it", remedy: .overwrite)
        }
        guard rename(temp, path) == 0 else { throw OutputError(path: path, reason: errnoText()) }
    }

    static func errnoText() -> String { String(cString: strerror(errno)) }
}

/// An output file that could not be written.
public struct OutputError: Error, CustomStringConvertible {
    /// The output.
    public let path: String
    /// Why it could not be written, in the system's words.
    public let reason: String
    /// What would let it be written, where something would.
    public var remedy: OutputRemedy? = nil
    /// "cannot write PATH: REASON".
    public var description: String { "cannot write \(path): \(reason)" }

    /// An error writing `path`, for `reason`.
    public init(path: String, reason: String, remedy: OutputRemedy? = nil) {
        self.path = path
        self.reason = reason
        self.remedy = remedy
    }
}
