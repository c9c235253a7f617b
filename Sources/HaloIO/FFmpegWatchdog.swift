import Foundation
import HaloCore

/// Watches an ffmpeg that Halo is waiting on (a write into its input that does not finish, or
/// its exit after the input ended) and stops it when it makes no progress for `limit`
/// seconds: nothing read from its input, nothing added to its output file, nothing on its
/// standard error. Without it a stuck ffmpeg would hold a batch forever. Time Halo spends
/// rendering (ffmpeg idle, waiting for input) does not count.
///
/// Sendable by hand: its counters and flags are read and written under `lock` (`stalled` too,
/// through its getter); the rest are constants.
final class FFmpegWatchdog: @unchecked Sendable {
    /// The default limit: `HALO_FFMPEG_STALL_SECONDS`, else 120 s.
    static var defaultLimit: Double {
        ProcessInfo.processInfo.environment["HALO_FFMPEG_STALL_SECONDS"].flatMap(Double.init)
            .flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? 120
    }

    private let lock = NSLock()
    private let limit: Double
    private let process: Process
    private let output: String
    private let errors: StderrCollector
    private var input = 0
    private var waiting = 0
    private var stopped = false
    private var stalledFlag = false
    /// Whether it stopped ffmpeg for making no progress.
    var stalled: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stalledFlag
    }

    init(process: Process, output: String, errors: StderrCollector, limit: Double = FFmpegWatchdog.defaultLimit) {
        self.process = process
        self.output = output
        self.errors = errors
        self.limit = limit
    }

    /// Starts watching on a thread of its own, until `stop()` or ffmpeg's exit.
    func start() {
        let thread = Thread { [self] in watch() }
        thread.name = "halo.ffmpeg-watchdog"
        thread.start()
    }

    /// Counts bytes ffmpeg has read from its input.
    func read(_ bytes: Int) {
        lock.lock()
        input += bytes
        lock.unlock()
    }

    /// Runs `body` (a write into ffmpeg or a wait for its exit) as time spent waiting on ffmpeg.
    func waiting<R>(_ body: () throws -> R) rethrows -> R {
        lock.lock()
        waiting += 1
        lock.unlock()
        defer {
            lock.lock()
            waiting -= 1
            lock.unlock()
        }
        return try body()
    }

    func stop() {
        lock.lock()
        stopped = true
        lock.unlock()
    }

    /// What happened, for the error that replaces ffmpeg's own.
    var report: String {
        "ffmpeg made no progress for \(fmt(limit)) s (nothing read from its input, nothing written to "
            + "\(output) or to its standard error): it was stopped (HALO_FFMPEG_STALL_SECONDS sets the limit)"
    }

    private func watch() {
        var last: (Int, Int, Int)? = nil
        var since = Date()
        while true {
            Thread.sleep(forTimeInterval: min(0.5, limit / 4))
            lock.lock()
            let (done, now, isWaiting) = (stopped, (input, fileSize(), errors.count), waiting > 0)
            lock.unlock()
            if done || !process.isRunning { return }
            if !isWaiting || last.map({ $0 != now }) ?? true {
                last = now
                since = Date()
                continue
            }
            if Date().timeIntervalSince(since) > limit {
                lock.lock()
                stalledFlag = true
                lock.unlock()
                kill(process.processIdentifier, SIGKILL)
                return
            }
        }
    }

    private func fileSize() -> Int {
        var info = stat()
        return stat(output, &info) == 0 ? Int(info.st_size) : -1
    }
}
