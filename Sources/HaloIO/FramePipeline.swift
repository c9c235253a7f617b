import Foundation

/// The two stages of a streaming sink: each frame is prepared into one of a few reused buffers
/// (converted to planes, in row bands on every core) as it is submitted, and then written
/// beside the next frames' rendering, in frame order, straight from that buffer. Preparing at
/// once lets go of the frame's image before the next frame renders (so the CPU renderer can
/// reuse its pixel array instead of copying it), and the conversion uses every core anyway.
/// At most `depth` frames are in the pipeline, so memory stays bounded and `submit` blocks
/// while the writes are behind. The first error stops the writes after it and is thrown by
/// the next `submit` or by `drain`.
///
/// Sendable by hand: `free` and `firstError` are read and written under `lock`, `all` is set
/// only in init (and freed in deinit, after the queued writes), and the queue and semaphore are
/// safe on any thread.
final class FramePipeline: @unchecked Sendable {
    /// Fills a buffer with a frame's bytes and returns how many it used.
    typealias Prepare = (UnsafeMutableRawBufferPointer) throws -> Int
    /// Writes a prepared frame.
    typealias Write = @Sendable (UnsafeRawBufferPointer) throws -> Void

    private let writeQueue: DispatchQueue
    private let slots: DispatchSemaphore
    private let lock = NSLock()
    private var free: [UnsafeMutableRawBufferPointer]
    private var all: [UnsafeMutableRawBufferPointer]
    private var firstError: Error?

    /// - Parameters:
    ///   - bufferBytes: the largest frame's bytes.
    ///   - depth: frames in flight (buffers).
    init(label: String, bufferBytes: Int, depth: Int = 3) {
        writeQueue = DispatchQueue(label: label + ".write")
        slots = DispatchSemaphore(value: depth)
        all = (0..<depth).map { _ in
            UnsafeMutableRawBufferPointer.allocate(byteCount: max(bufferBytes, 1), alignment: 64)
        }
        free = all
    }

    deinit {
        writeQueue.sync {}
        for b in all { b.deallocate() }
    }

    /// Prepares frame `index` now, on the caller's thread, then queues its write behind the
    /// earlier frames'.
    /// - Throws: the first error of an earlier frame, as a `FrameError`.
    func submit(frame index: Int, prepare: Prepare, write: @escaping Write) throws {
        try rethrowFirst()
        slots.wait()
        let buffer = Buffer(bytes: take())
        let used = run(frame: index) { try prepare(buffer.bytes) }
        writeQueue.async { [self] in
            defer {
                give(buffer.bytes)
                slots.signal()
            }
            guard let used else { return }
            _ = run(frame: index) { try write(UnsafeRawBufferPointer(rebasing: buffer.bytes[0..<used])) }
        }
    }

    /// Queues frame `index`, already in its final bytes: `write` only, in submission order.
    /// - Throws: the first error of an earlier frame, as a `FrameError`.
    func submit(frame index: Int, write: @escaping @Sendable () throws -> Void) throws {
        try rethrowFirst()
        slots.wait()
        writeQueue.async { [self] in
            defer { slots.signal() }
            _ = run(frame: index, write)
        }
    }

    /// Waits until every queued frame is written.
    /// - Throws: the first error, as a `FrameError`.
    func drain() throws {
        writeQueue.sync {}
        try rethrowFirst()
    }

    /// A frame's buffer, handed from one stage to the next (only one stage uses it at a time).
    ///
    /// Sendable by hand: the submitting thread fills it before it queues the write, the write
    /// queue then reads it, and it goes back to `free` (under `lock`) only after that.
    private struct Buffer: @unchecked Sendable { let bytes: UnsafeMutableRawBufferPointer }

    /// Runs a stage unless an earlier frame failed; records its error, naming the frame.
    private func run<T>(frame index: Int, _ body: () throws -> T) -> T? {
        guard noError() else { return nil }
        do { return try body() } catch {
            record(error is FrameError ? error : FrameError(frame: index, underlying: error))
            return nil
        }
    }

    /// Records an error from outside the stages (it stops the writes after it).
    func record(_ error: Error) {
        lock.lock()
        if firstError == nil { firstError = error }
        lock.unlock()
    }

    private func take() -> UnsafeMutableRawBufferPointer {
        lock.lock()
        defer { lock.unlock() }
        return free.removeLast()
    }

    private func give(_ b: UnsafeMutableRawBufferPointer) {
        lock.lock()
        free.append(b)
        lock.unlock()
    }

    private func noError() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return firstError == nil
    }

    private func rethrowFirst() throws {
        lock.lock()
        defer { lock.unlock() }
        if let e = firstError { throw e }
    }
}
