import Foundation
import HaloCore

/// Where rendered frames go. `submit` may return before the frame is written (encoding runs
/// beside rendering); `finish` waits for every frame and makes the output complete; `abort`
/// removes anything partial. Errors name the frame and the path. `submit`, `finish` and `abort`
/// are called by one thread at a time; `hasFrame` by any (workers planning frames ahead).
public protocol FrameSink: AnyObject, Sendable {
    /// Whether frame `index` is already complete (for --resume; streams have none).
    func hasFrame(_ index: Int) -> Bool
    /// Queues frame `index` for writing; throws the first error of an earlier frame.
    func submit(_ image: Image, frame index: Int) throws
    /// Waits for every queued frame; the output is then complete.
    func finish() throws
    /// Stops and removes partial output (never complete frames of a PNG sequence).
    func abort()
    /// What the output is, for messages.
    var description: String { get }
}

/// A sink that can take a frame as the Y'CbCr planes it writes, converted by the renderer
/// (`PlanarRenderer`: the GPU reads back 3.1 MB a 1080p 4:2:0 frame instead of 8.3).
public protocol PlanarSink: FrameSink {
    /// The planes this sink writes, when it writes Y'CbCr planes (nil: it takes images only).
    var planeFormat: (color: VideoColor, source: YCbCr.Source)? { get }
    /// Queues frame `index` as planes laid out by `planeFormat`'s `layout`; writes straight
    /// from the array.
    func submit(planes: [UInt8], frame index: Int) throws
}

/// An error writing a frame, naming it.
public struct FrameError: Error, CustomStringConvertible {
    /// The frame that failed.
    public let frame: Int
    /// Why.
    public let underlying: Error
    /// "frame N: why".
    public var description: String { "frame \(frame): \(underlying)" }
}

/// A numbered PNG sequence in a directory: frame_00000.png ... Each frame is encoded on a pool
/// of workers (at most `depth` in flight, so memory stays bounded) and written atomically.
///
/// Sendable by hand: its settings are constants, and the first error (its only mutable state)
/// is read and written under `lock`; the encoding queue, semaphore and group are thread-safe.
public final class PNGSequenceSink: FrameSink, @unchecked Sendable {
    /// The directory the frames go to.
    public let directory: URL
    /// The zero padding of frame numbers (at least 5).
    public let digits: Int
    /// libdeflate's level, or the default.
    public let compression: Int?
    private let queue = DispatchQueue(label: "halo.png", attributes: .concurrent)
    private let slots: DispatchSemaphore
    private let group = DispatchGroup()
    private let lock = NSLock()
    private var firstError: Error?

    /// - Parameters:
    ///   - last: the largest frame number of the whole render (sets the zero padding, at least 5).
    ///   - depth: frames encoding at once.
    public init(
        directory: URL, last: Int, compression: Int? = nil,
        depth: Int = 2 * ProcessInfo.processInfo.activeProcessorCount
    ) {
        self.directory = directory
        digits = max(5, String(max(last, 0)).count)
        self.compression = compression
        slots = DispatchSemaphore(value: max(depth, 1))
    }

    /// The directory's path.
    public var description: String { directory.path }

    /// The file of frame i.
    public func url(of i: Int) -> URL {
        let n = String(i)
        return directory.appendingPathComponent(
            "frame_" + String(repeating: "0", count: max(digits - n.count, 0)) + n + ".png")
    }

    /// Whether frame `index`'s file exists (resume).
    public func hasFrame(_ index: Int) -> Bool { FileManager.default.fileExists(atPath: url(of: index).path) }

    /// The frames of `range` the directory holds, in order: one listing of the directory, so a
    /// render of ten million frames checks them at once, not with ten million look-ups.
    public func existingFrames(in range: Range<Int>) -> [Int] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.compactMap { name -> Int? in
            guard name.hasPrefix("frame_"), name.hasSuffix(".png") else { return nil }
            let digits = name.dropFirst("frame_".count).dropLast(".png".count)
            guard digits.count == self.digits, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
                let i = Int(digits)
            else { return nil }
            return range.contains(i) ? i : nil
        }.sorted()
    }

    /// Removes temporary frame files a killed render left behind: only those whose writer is
    /// dead, so renders of other shards writing into the same directory keep theirs (complete
    /// frames are never temporary).
    public func removeStaleTemporaries() {
        _ = TemporaryFiles.removeStale(in: directory) { name in
            guard name.hasPrefix(".frame_"), let end = name.range(of: ".png.") else { return nil }
            return String(name[name.index(after: name.startIndex)..<name.index(before: end.upperBound)])
        }
    }

    /// Encodes frame `index` on the pool and writes it atomically.
    public func submit(_ image: Image, frame index: Int) throws {
        try rethrowFirst()
        slots.wait()
        group.enter()
        let target = url(of: index), level = compression
        queue.async { [self] in
            defer {
                slots.signal()
                group.leave()
            }
            do {
                try PNG.write(image, to: target, compression: level)
            } catch {
                lock.lock()
                if firstError == nil { firstError = FrameError(frame: index, underlying: error) }
                lock.unlock()
            }
        }
    }

    /// Waits for every frame in flight.
    /// - Throws: the first frame's error, naming it.
    public func finish() throws {
        group.wait()
        try rethrowFirst()
    }

    /// Waits for the frames in flight; finished frames stay.
    public func abort() { group.wait() }

    private func rethrowFirst() throws {
        lock.lock()
        defer { lock.unlock() }
        if let e = firstError { throw e }
    }
}
