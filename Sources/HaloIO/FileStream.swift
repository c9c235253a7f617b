import CLinux
import Foundation

/// A descriptor written in order from buffers, with write-behind for regular files: every
/// `chunk` bytes it asks the kernel to start writing the chunk out (sync_file_range), and waits
/// for the chunk before it, so the data reaches the disk while frames are still rendering and
/// the final `fdatasync` before the atomic rename has at most two chunks left to write (not
/// the whole multi-gigabyte file). Pipes and terminals are written plainly.
///
/// Sendable by hand: it is written by one queue at a time (its sink's pipeline), and the count
/// of bytes written and the write-behind position change only there.
final class FileStream: @unchecked Sendable {
    let descriptor: Int32
    /// What the stream is, for errors.
    let name: String
    /// Bytes per write-behind chunk.
    let chunk: Int
    private(set) var written = 0
    /// Called with the bytes of each write that went through (a watchdog's sign of progress).
    var wrote: ((Int) -> Void)?
    private var started = 0
    private let isRegularFile: Bool

    init(descriptor: Int32, name: String, chunk: Int = 32 << 20) {
        self.descriptor = descriptor
        self.name = name
        self.chunk = chunk
        var info = stat()
        isRegularFile = fstat(descriptor, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// Writes every byte, retrying short writes and EINTR.
    /// - Throws: `OutputError` naming the stream and the system's reason (a full disk, a closed pipe).
    func write(_ bytes: UnsafeRawBufferPointer) throws {
        var done = 0
        while done < bytes.count {
            let n = Glibc.write(descriptor, bytes.baseAddress! + done, bytes.count - done)
            if n < 0 {
                if errno == EINTR { continue }
                throw OutputError(path: name, reason: AtomicFile.errnoText())
            }
            done += n
            wrote?(n)
        }
        written += bytes.count
        if isRegularFile { writeBehind() }
    }

    /// Starts writeback of each whole chunk written since the last call and waits for the
    /// chunk before it (the pattern of the sync_file_range(2) man page's notes). Failures
    /// here only cost the early start; `sync()` reports real errors.
    private func writeBehind() {
        while written - started >= chunk {
            let flags = UInt32(HALO_SYNC_FILE_RANGE_WRITE)
            _ = sync_file_range(descriptor, off_t(started), off_t(chunk), flags)
            if started >= chunk {
                let wait = UInt32(
                    HALO_SYNC_FILE_RANGE_WAIT_BEFORE | HALO_SYNC_FILE_RANGE_WRITE
                        | HALO_SYNC_FILE_RANGE_WAIT_AFTER)
                _ = sync_file_range(descriptor, off_t(started - chunk), off_t(chunk), wait)
            }
            started += chunk
        }
    }

    /// Makes the written data durable (fdatasync) for a regular file.
    /// - Throws: `OutputError` with the system's reason (an I/O error, a full disk found late).
    func sync() throws {
        guard isRegularFile else { return }
        guard fdatasync(descriptor) == 0 else { throw OutputError(path: name, reason: AtomicFile.errnoText()) }
    }
}
