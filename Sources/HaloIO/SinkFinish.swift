import Foundation

/// A sink's `finish` (its encoder drained, its file synced and renamed into place) run on a thread of
/// its own: a batch renders its next row while the last row's ffmpeg drains, on cores the drain
/// leaves idle.
///
/// Sendable by hand: `error` is written once, before `done` is left, and read after waiting on it.
public final class SinkFinish: @unchecked Sendable {
    private let done = DispatchGroup()
    private var error: Error?

    /// Starts finishing `sink` now.
    public init(_ sink: FrameSink) {
        done.enter()
        DispatchQueue.global().async { [self] in
            do { try sink.finish() } catch { self.error = error }
            done.leave()
        }
    }

    /// Waits for the finish.
    /// - Throws: what the sink's `finish` threw (ffmpeg failing, a full disk).
    public func wait() throws {
        done.wait()
        if let error { throw error }
    }
}
