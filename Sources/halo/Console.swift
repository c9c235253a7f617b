import Foundation

/// Writes to standard output and standard error that never trap: a closed, full or broken
/// stream (`2>&-`, `2>/dev/full`, a log reader that died) loses the message, not the batch.
/// After a stream's first failed write it is not tried again (SIGPIPE is ignored, so a
/// broken pipe fails with EPIPE instead of killing the process).
enum Console {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var failed: Set<Int32> = []

    /// Flushes what `print` left in the C library's buffers (fflush of every output stream).
    static func flush() { fflush(nil) }

    /// Writes `text` to standard error.
    static func error(_ text: String) { write(text, to: STDERR_FILENO) }

    /// Writes `text` to standard output.
    static func output(_ text: String) { write(text, to: STDOUT_FILENO) }

    /// Writes `text` whole to `fd`, retrying short writes; gives up quietly on an error.
    static func write(_ text: String, to fd: Int32) {
        lock.lock()
        defer { lock.unlock() }
        guard !failed.contains(fd) else { return }
        let bytes = Array(text.utf8)
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + done, bytes.count - done) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else {
                failed.insert(fd)
                return
            }
            done += n
        }
    }
}
