import ArgumentParser
import Foundation
import HaloCore
import HaloIO

/// Progress on standard error: a bar redrawn in place on a terminal, else a plain line every
/// few seconds; nothing with --quiet.
final class ProgressReporter {
    let quiet: Bool
    let terminal = isatty(STDERR_FILENO) == 1
    let start = Date()
    var last = Date.distantPast

    init(quiet: Bool) { self.quiet = quiet }

    func update(_ done: Int, _ total: Int) {
        guard !quiet else { return }
        let now = Date()
        let interval = terminal ? 0.1 : 5
        guard now.timeIntervalSince(last) >= interval || done == total else { return }
        last = now
        let elapsed = now.timeIntervalSince(start)
        let fps = Double(done) / max(elapsed, 1e-9)
        let eta = fps > 0 ? Double(total - done) / fps : 0
        let stats = String(format: "%d/%d frames  %.1f fps  ETA %@", done, total, fps, TimeLeft.text(eta))
        if terminal {
            let width = 30, filled = total > 0 ? width * done / total : width
            let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
            StandardStream.error.write("\r[\(bar)] \(stats)\u{1B}[K")
            if done == total { StandardStream.error.write("\n") }
        } else {
            StandardStream.error.write("halo: \(stats)\n")
        }
    }

    /// Ends a bar left mid-line (after an interruption or error).
    func close() {
        if terminal && !quiet { StandardStream.error.write("\n") }
    }
}

/// Turns SIGINT and SIGTERM into a flag the render loop checks, so frames in flight finish
/// and the output stays valid.
///
/// Sendable by hand: `signalNumber` is read and written under `lock`, and `sources` is set only
/// in init.
final class StopSignal: @unchecked Sendable {
    private let lock = NSLock()
    private var signalNumber: Int32?
    private var sources: [DispatchSourceSignal] = []

    init() {
        for sig in [SIGINT, SIGTERM] {
            signal(sig, SIG_IGN)
            let s = DispatchSource.makeSignalSource(signal: sig, queue: .global())
            s.setEventHandler { [weak self] in
                guard let self else { return }
                self.lock.lock()
                if self.signalNumber == nil { self.signalNumber = sig }
                self.lock.unlock()
            }
            s.resume()
            sources.append(s)
        }
    }

    var isSet: Bool {
        lock.lock()
        defer { lock.unlock() }
        return signalNumber != nil
    }

    /// The status a process stopped by the first signal received exits with, as a shell
    /// reports it: 128 + the signal (130 for SIGINT, 143 for SIGTERM).
    var exitCode: ExitCode {
        lock.lock()
        defer { lock.unlock() }
        return ExitCode(128 + (signalNumber ?? SIGINT))
    }
}
