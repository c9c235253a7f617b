import Foundation

/// Computes a sequence of frames' values ahead of their use, on worker threads, and hands
/// them back in order.
///
/// A GPU frame costs its renderer little GPU time (0.05-0.2 ms at 1080p on an H100) and more
/// host time: the scene at its time, its plan and its encoding. Those are pure functions of
/// the frame's time, so workers compute them for the next frames while the GL thread runs
/// this one. Worker `w` of `n` computes positions `w`, `w + n`, `w + 2n`, ..., so a worker
/// can keep state that helps from one of its frames to the next (a `GeometryCache`): `make`
/// gets the worker's number. At most `lookahead` values wait, done or under way, past the
/// last one taken. Sendable by hand: its only state is the constant `state`, which keeps the
/// values and the workers' progress under its `condition`; each value, made by one worker,
/// passes through it to the thread calling `next`, and the worker keeps no reference to it.
public final class FramePrefetcher<Value>: @unchecked Sendable {
    private let state: State

    /// Starts `workers` threads computing `make(position, worker)` for positions
    /// `0..<count`.
    public init(
        count: Int, workers: Int, lookahead: Int,
        make: @escaping @Sendable (_ position: Int, _ worker: Int) throws -> Value
    ) {
        let n = max(1, min(workers, count))
        state = State(count: count, lookahead: max(lookahead, n))
        for w in 0..<n {
            let state = self.state
            let thread = Thread { state.work(worker: w, of: n, make) }
            thread.name = "halo-prefetch-\(w)"
            thread.start()
        }
    }

    /// Stops the workers after the values under way.
    deinit { state.cancel() }

    /// The next position's value, waiting for it.
    /// - Throws: what `make` threw for that position; an error past the last position.
    public func next() throws -> Value {
        try state.take().get()
    }

    /// The workers `make` frames for: one fewer than the cores (the caller's thread renders),
    /// at least one, at most 8 (more do not pay: one GL thread takes the frames in order).
    public static var defaultWorkers: Int {
        min(8, max(1, ProcessInfo.processInfo.activeProcessorCount - 1))
    }

    /// The values and the workers' progress, shared with the worker threads.
    ///
    /// Sendable by hand: `done`, `taken` and `cancelled` are read and written only while
    /// `condition` is locked, and `count` and `lookahead` are constants.
    private final class State: @unchecked Sendable {
        let condition = NSCondition()
        let count: Int, lookahead: Int
        var done: [Int: Result<Value, Error>] = [:]
        var taken = 0
        var cancelled = false

        init(count: Int, lookahead: Int) {
            self.count = count
            self.lookahead = lookahead
        }

        func work(worker w: Int, of n: Int, _ make: (Int, Int) throws -> Value) {
            for position in stride(from: w, to: count, by: n) {
                condition.lock()
                while position >= taken + lookahead && !cancelled { condition.wait() }
                let stop = cancelled
                condition.unlock()
                if stop { return }
                let value = Result { try make(position, w) }
                condition.lock()
                done[position] = value
                condition.broadcast()
                condition.unlock()
            }
        }

        func take() -> Result<Value, Error> {
            condition.lock()
            defer { condition.unlock() }
            guard taken < count else {
                return .failure(PrefetchError(detail: "all \(count) frames were already taken"))
            }
            while done[taken] == nil { condition.wait() }
            let value = done.removeValue(forKey: taken)!
            taken += 1
            condition.broadcast()
            return value
        }

        func cancel() {
            condition.lock()
            cancelled = true
            condition.broadcast()
            condition.unlock()
        }
    }
}

/// A misuse of a `FramePrefetcher`.
public struct PrefetchError: Error, CustomStringConvertible {
    /// What went wrong.
    public let detail: String
    package init(detail: String) { self.detail = detail }
    /// "frame prefetch: DETAIL".
    public var description: String { "frame prefetch: \(detail)" }
}
