import Foundation
import HaloCore

/// Frames as one stream, in frame order: Y4M (4:4:4, BT.601 limited range, over black) or raw
/// straight RGBA, to a file (written to a temporary file, renamed when complete) or to a
/// descriptor (standard output). Conversion and writing run on a serial queue beside rendering.
public final class StreamSink: FrameSink {
    public enum Format: String, Sendable, CaseIterable { case y4m, raw }

    let format: Format
    let width: Int, height: Int, fps: Double
    let descriptor: Int32
    let destination: URL?
    let temporary: URL?
    private let queue = DispatchQueue(label: "halo.stream")
    private let slots = DispatchSemaphore(value: 3)
    private let lock = NSLock()
    private var firstError: Error?
    private var wroteHeader = false

    /// A stream to a file, written atomically.
    public init(format: Format, width: Int, height: Int, fps: Double, file: URL) throws {
        self.format = format; self.width = width; self.height = height; self.fps = fps
        destination = file
        let tmp = file.deletingLastPathComponent().appendingPathComponent(".\(file.lastPathComponent).\(getpid()).tmp")
        temporary = tmp
        descriptor = open(tmp.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw OutputError(path: file.path, reason: AtomicFile.errnoText()) }
    }

    /// A stream to an open descriptor (standard output: 1).
    public init(format: Format, width: Int, height: Int, fps: Double, descriptor: Int32) {
        self.format = format; self.width = width; self.height = height; self.fps = fps
        self.descriptor = descriptor; destination = nil; temporary = nil
    }

    public var description: String { destination?.path ?? "standard output" }

    public func hasFrame(_ index: Int) -> Bool { false }

    /// The Y4M stream header: size, frame rate as a ratio, progressive, square pixels, 4:4:4.
    public static func y4mHeader(width: Int, height: Int, fps: Double) -> String {
        let (n, d) = ratio(fps)
        return "YUV4MPEG2 W\(width) H\(height) F\(n):\(d) Ip A1:1 C444\n"
    }

    /// fps as a reduced integer ratio (29.97 -> 2997:100, 60 -> 60:1).
    static func ratio(_ fps: Double) -> (Int, Int) {
        var n = Int((fps * 1000).rounded()), d = 1000
        func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
        let g = gcd(n, d)
        n /= g; d /= g
        return (n, d)
    }

    /// A frame's bytes in the stream's format.
    static func encode(_ image: Image, format: Format) -> [UInt8] {
        switch format {
        case .raw:
            return image.straightRGBA()
        case .y4m:
            // Premultiplied RGB is the image over black; BT.601 limited range, planar Y, U, V.
            let n = image.width * image.height
            var out = [UInt8]("FRAME\n".utf8)
            out.reserveCapacity(6 + 3 * n)
            var y = [UInt8](repeating: 0, count: n), u = y, v = y
            let p = image.pixels
            for i in 0..<n {
                let r = Double(p[i * 4]), g = Double(p[i * 4 + 1]), b = Double(p[i * 4 + 2])
                y[i] = UInt8((16 + (65.481 * r + 128.553 * g + 24.966 * b) / 255).rounded())
                u[i] = UInt8((128 + (-37.797 * r - 74.203 * g + 112.0 * b) / 255).rounded())
                v[i] = UInt8((128 + (112.0 * r - 93.786 * g - 18.214 * b) / 255).rounded())
            }
            out += y; out += u; out += v
            return out
        }
    }

    public func submit(_ image: Image, frame index: Int) throws {
        try rethrowFirst()
        guard image.width == width, image.height == height else {
            throw FrameError(frame: index, underlying: OutputError(path: description, reason: "frame is \(image.width)x\(image.height), the stream \(width)x\(height)"))
        }
        slots.wait()
        queue.async { [self] in
            defer { slots.signal() }
            do {
                if !wroteHeader && format == .y4m {
                    try writeAll(Array(StreamSink.y4mHeader(width: width, height: height, fps: fps).utf8))
                }
                wroteHeader = true
                try writeAll(StreamSink.encode(image, format: format))
            } catch {
                lock.lock(); if firstError == nil { firstError = FrameError(frame: index, underlying: error) }; lock.unlock()
            }
        }
    }

    private func writeAll(_ bytes: [UInt8]) throws {
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + done, bytes.count - done) }
            if n < 0 {
                if errno == EINTR { continue }
                throw OutputError(path: description, reason: AtomicFile.errnoText())
            }
            done += n
        }
    }

    public func finish() throws {
        queue.sync {}
        try rethrowFirst()
        guard let tmp = temporary, let dst = destination else { return }
        if fsync(descriptor) != 0 || close(descriptor) != 0 { throw OutputError(path: dst.path, reason: AtomicFile.errnoText()) }
        guard rename(tmp.path, dst.path) == 0 else { throw OutputError(path: dst.path, reason: AtomicFile.errnoText()) }
    }

    public func abort() {
        queue.sync {}
        if let tmp = temporary { close(descriptor); unlink(tmp.path) }
    }

    private func rethrowFirst() throws {
        lock.lock(); defer { lock.unlock() }
        if let e = firstError { throw e }
    }
}
