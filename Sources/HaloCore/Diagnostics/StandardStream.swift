import Glibc
import Synchronization

/// Standard output or standard error, written with write(2) so that a message is never the
/// end of a render: the one writer for Halo's warnings (every library's) and for the tools'
/// messages.
///
/// Rules, in order:
/// 1. A message is written whole (short writes and EINTR are retried) or lost, and losing it is
///    not an error: a closed stream (`2>&-`), a full device (`2>/dev/full`) or a pipe whose reader
///    is gone (`2>&1 | head -1`) costs the message, never the frames.
/// 2. Nothing is remembered of a failed write: each message tries anew, since a descriptor that
///    was closed may be opened again (a host that points standard error at a log file). Writes
///    are serialized, so messages from several threads do not interleave.
/// 3. Process-wide signal state is left alone. SIGPIPE is blocked on the writing thread for the
///    write, and a SIGPIPE the write raised is taken back (sigtimedwait) before the thread's mask
///    is restored, as PostgreSQL's libpq does (`pq_block_sigpipe`, `pq_reset_sigpipe`). A program
///    that keeps SIGPIPE's default action is not killed by a warning; one that ignores it (`halo`)
///    sees the same EPIPE.
///
/// Rejected: `FileHandle.standardError.write`, which traps on any failed write (exit 132 where
/// standard error is a broken pipe), and ignoring SIGPIPE from a library, which would change what
/// the host program's own pipes do behind its back. Executables may call `openClosedOnNullDevice()`
/// first thing; libraries never do.
public struct StandardStream: Sendable {
    /// Standard output (descriptor 1).
    public static let output = StandardStream(descriptor: STDOUT_FILENO)
    /// Standard error (descriptor 2): warnings and diagnostics.
    public static let error = StandardStream(descriptor: STDERR_FILENO)

    /// The descriptor written.
    public let descriptor: Int32

    /// Held while writing (rule 2).
    private static let writing = Mutex<Void>(())

    /// A stream on `descriptor` (tests write to a pipe whose reader is closed).
    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Writes `text` whole, or loses it (rules 1 to 3); never traps, never raises SIGPIPE.
    /// - Returns: whether every byte was written.
    @discardableResult
    public func write(_ text: String) -> Bool {
        Self.writing.withLock { _ in Self.writeAll(Array(text.utf8), to: descriptor) == 0 }
    }

    /// Writes "halo: warning: `message`" and a line break to standard error, unless `alreadyWritten` (a
    /// warning said once per process, come up again), and hands it to a strict render's collector either way
    /// (`StrictWarnings`): the one place every warning passes.
    public static func warning(_ message: String, alreadyWritten: Bool = false) {
        StrictWarnings.note(message)
        if !alreadyWritten { error.write("halo: warning: \(message)\n") }
    }

    /// Opens /dev/null on each of standard input, output and error that is closed, for an
    /// executable's `main` before it opens anything: a file opened later would otherwise take the
    /// lowest free descriptor and receive what is meant for that stream (a warning inside a PNG).
    /// OpenSSH's `sanitise_stdfd` does the same. It changes the process's descriptors, so libraries
    /// never call it.
    public static func openClosedOnNullDevice() {
        for fd in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
            let null = open("/dev/null", O_RDWR)
            guard null >= 0 else { return }
            if null != fd {
                dup2(null, fd)
                close(null)
            }
        }
    }

    /// Writes `bytes` to `fd` with SIGPIPE blocked on this thread (rule 3).
    /// - Returns: 0 when every byte was written, else the errno that ended the write.
    private static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Int32 {
        var pipeSignal = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        var saved = sigset_t()
        pthread_sigmask(SIG_BLOCK, &pipeSignal, &saved)
        defer { pthread_sigmask(SIG_SETMASK, &saved, nil) }
        // A SIGPIPE pending before this write is someone else's: leave it be.
        var pending = sigset_t()
        sigpending(&pending)
        let pendingBefore = sigismember(&pending, SIGPIPE) == 1
        var failure: Int32 = 0
        bytes.withUnsafeBytes { buffer in
            var done = 0
            while done < buffer.count {
                let n = Glibc.write(fd, buffer.baseAddress! + done, buffer.count - done)
                if n > 0 {
                    done += n
                } else if n < 0 && errno == EINTR {
                    continue
                } else {
                    failure = n < 0 ? errno : EIO
                    return
                }
            }
        }
        if failure == EPIPE && !pendingBefore {
            var now = timespec(tv_sec: 0, tv_nsec: 0)
            while sigtimedwait(&pipeSignal, nil, &now) < 0 && errno == EINTR {}
        }
        return failure
    }
}
