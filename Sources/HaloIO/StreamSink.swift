import Foundation
import HaloCore

/// Frames as one stream, in frame order: Y4M (Y'CbCr, BT.709 limited range 4:2:0 unless told
/// otherwise, the frame over black) or raw straight RGBA, to a file (written to a temporary
/// file with write-behind, synced and renamed when complete) or to a descriptor (standard
/// output). Conversion (in row bands on every core) and writing run beside rendering, from a
/// few reused buffers.
///
/// Sendable by hand: `hasFrame` and the description read constants only; `submit` and `finish`
/// (the header and closed flags) are called by one thread, the render's, as `FrameSink` asks;
/// the writes run on the pipeline's one queue.
public final class StreamSink: PlanarSink, @unchecked Sendable {
    /// Y4M (Y'CbCr planes with a header) or raw straight RGBA.
    public enum Format: String, Sendable, CaseIterable { case y4m, raw }

    let format: Format
    let width: Int, height: Int, fps: Double
    let color: VideoColor
    let destination: URL?
    let temporary: URL?
    let stream: FileStream
    let bytes: FrameBytes
    private let pipeline: FramePipeline
    private var wroteHeader = false
    private var closed = false

    /// A stream to a file, written atomically.
    public convenience init(
        format: Format, width: Int, height: Int, fps: Double, color: VideoColor = VideoColor(),
        file: URL
    ) throws {
        let tmp = file.deletingLastPathComponent().appendingPathComponent(".\(file.lastPathComponent).\(getpid()).tmp")
        let fd = open(tmp.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw OutputError(path: file.path, reason: AtomicFile.errnoText()) }
        do {
            try self.init(
                format: format, width: width, height: height, fps: fps, color: color,
                stream: FileStream(descriptor: fd, name: file.path), destination: file, temporary: tmp)
        } catch {
            close(fd)
            unlink(tmp.path)
            throw error
        }
    }

    /// A stream to an open descriptor (standard output: 1).
    public convenience init(
        format: Format, width: Int, height: Int, fps: Double, color: VideoColor = VideoColor(),
        descriptor: Int32
    ) throws {
        try self.init(
            format: format, width: width, height: height, fps: fps, color: color,
            stream: FileStream(
                descriptor: descriptor,
                name: descriptor == STDOUT_FILENO
                    ? "standard output"
                    : "descriptor \(descriptor)"), destination: nil, temporary: nil)
    }

    init(
        format: Format, width: Int, height: Int, fps: Double, color: VideoColor, stream: FileStream,
        destination: URL?, temporary: URL?
    ) throws {
        self.format = format
        self.width = width
        self.height = height
        self.fps = fps
        self.color = color
        self.stream = stream
        self.destination = destination
        self.temporary = temporary
        bytes =
            format == .y4m
            ? FrameBytes(.planes(color, alpha: false), width: width, height: height, prefix: Array("FRAME\n".utf8))
            : FrameBytes(.rgba, width: width, height: height)
        pipeline = FramePipeline(label: "halo.stream", bufferBytes: bytes.count)
    }

    /// The file's path, or the descriptor's name.
    public var description: String { destination?.path ?? stream.name }

    /// Always false: a stream cannot resume.
    public func hasFrame(_ index: Int) -> Bool { false }

    /// The Y4M stream header: size, frame rate as a ratio, progressive, square pixels, the
    /// chroma layout and the code range.
    public static func y4mHeader(width: Int, height: Int, fps: Double, color: VideoColor = VideoColor()) -> String {
        let (n, d) = ratio(fps)
        return "YUV4MPEG2 W\(width) H\(height) F\(n):\(d) Ip A1:1 \(color.chroma.y4mTag) "
            + "XCOLORRANGE=\(color.range.y4mName)\n"
    }

    /// fps as a reduced integer ratio (29.97 -> 2997:100, 60 -> 60:1).
    static func ratio(_ fps: Double) -> (Int, Int) {
        var n = Int(clamping: (fps * 1000).rounded(), to: 1...1_000_000), d = 1000
        func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
        let g = max(gcd(n, d), 1)
        n /= g
        d /= g
        return (n, d)
    }

    /// The planes a Y4M stream takes (frames over black); nil for raw RGBA.
    public var planeFormat: (color: VideoColor, source: YCbCr.Source)? { format == .y4m ? (color, .overBlack) : nil }

    /// Queues frame `index`'s planes, written in order.
    public func submit(planes: [UInt8], frame index: Int) throws {
        guard format == .y4m, planes.count == bytes.count - bytes.prefix.count else {
            throw FrameError(
                frame: index,
                underlying: OutputError(
                    path: description,
                    reason:
                        "\(planes.count) bytes of planes, the stream's frames are \(bytes.count - bytes.prefix.count)"))
        }
        try writeHeaderOnce(frame: index)
        let stream = self.stream, prefix = bytes.prefix
        try pipeline.submit(frame: index) {
            try prefix.withUnsafeBytes { try stream.write($0) }
            try planes.withUnsafeBytes { try stream.write($0) }
        }
    }

    /// Queues frame `index`, converted and written in order.
    public func submit(_ image: Image, frame index: Int) throws {
        guard image.width == width, image.height == height else {
            throw FrameError(
                frame: index,
                underlying: OutputError(
                    path: description, reason: "frame is \(image.width)x\(image.height), the stream \(width)x\(height)")
            )
        }
        try writeHeaderOnce(frame: index)
        let bytes = self.bytes
        try pipeline.submit(frame: index, prepare: { bytes.fill(image, into: $0) }, write: stream.write)
    }

    /// Queues the Y4M header before the first frame.
    private func writeHeaderOnce(frame index: Int) throws {
        if !wroteHeader && format == .y4m {
            let header = Array(StreamSink.y4mHeader(width: width, height: height, fps: fps, color: color).utf8)
            try pipeline.submit(
                frame: index,
                prepare: { buffer in
                    header.withUnsafeBytes { buffer.copyMemory(from: $0) }
                    return header.count
                }, write: stream.write)
        }
        wroteHeader = true
    }

    /// Whether `finish` may replace a file that appeared at the destination while rendering.
    public var replaceExisting = true

    /// Waits for every frame, then (for a file) syncs the data written behind and renames the
    /// temporary file over the destination.
    public func finish() throws {
        try pipeline.drain()
        guard let tmp = temporary, let dst = destination else { return }
        try stream.sync()
        closed = true
        if close(stream.descriptor) != 0 { throw OutputError(path: dst.path, reason: AtomicFile.errnoText()) }
        do {
            try AtomicFile.publish(tmp.path, to: dst.path, replace: replaceExisting)
        } catch {
            unlink(tmp.path)
            throw error
        }
    }

    /// Stops writing and removes the partial file.
    public func abort() {
        _ = try? pipeline.drain()
        if let tmp = temporary, !closed {
            closed = true
            close(stream.descriptor)
            unlink(tmp.path)
        }
    }
}
