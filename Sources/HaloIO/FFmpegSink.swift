import Foundation
import HaloCore

/// A video encoded by ffmpeg, fed raw RGBA frames through a pipe, written to a temporary file
/// and renamed when ffmpeg succeeds. Frames go over black for formats without alpha (yuv420p),
/// with straight alpha for formats that keep it (yuva420p, rgba, ...).
public final class FFmpegSink: FrameSink {
    /// The encoder settings.
    public struct Settings: Sendable {
        public var codec: String?
        public var crf: Int?
        public var pixelFormat: String = "yuv420p"
        public init(codec: String? = nil, crf: Int? = nil, pixelFormat: String = "yuv420p") {
            self.codec = codec; self.crf = crf; self.pixelFormat = pixelFormat
        }
    }

    /// An ffmpeg problem: not installed, an encoder that does not work, a failed encode.
    public struct FFmpegError: Error, CustomStringConvertible {
        public let description: String
    }

    public let destination: URL
    let temporary: URL
    let process = Process()
    let stdin: FileHandle
    let stderrPipe = Pipe()
    let straightAlpha: Bool
    private let queue = DispatchQueue(label: "halo.ffmpeg")
    private let slots = DispatchSemaphore(value: 3)
    private let lock = NSLock()
    private var firstError: Error?

    /// The container of an output path, from its extension.
    public static func container(of url: URL) -> String? {
        ["mp4": "mp4", "mov": "mov", "webm": "webm"][url.pathExtension.lowercased()]
    }

    /// The default software codec of a container.
    public static func defaultCodec(for container: String) -> String { container == "webm" ? "libvpx-vp9" : "libx264" }

    /// Whether a codec is a hardware encoder (which may be missing at run time).
    public static func isHardware(_ codec: String) -> Bool {
        ["nvenc", "vaapi", "qsv", "amf", "v4l2m2m", "videotoolbox"].contains { codec.contains($0) }
    }

    /// The ffmpeg executable on PATH.
    /// - Throws: `FFmpegError` with the install hint when there is none.
    public static func executable(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> URL {
        for dir in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(dir)).appendingPathComponent("ffmpeg")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw FFmpegError(description: "ffmpeg not found on PATH; install it (Debian: apt-get install ffmpeg) or write PNG frames or Y4M instead")
    }

    /// Encodes one black frame with `codec` to check the encoder works here (hardware encoders
    /// are listed by ffmpeg even where no device exists).
    /// - Throws: `FFmpegError` with ffmpeg's message.
    public static func checkEncoder(_ codec: String, pixelFormat: String, width: Int, height: Int) throws {
        let p = Process()
        p.executableURL = try executable()
        p.arguments = ["-hide_banner", "-loglevel", "error", "-f", "lavfi", "-i", "color=black:s=\(width)x\(height):d=0.1",
                       "-frames:v", "1", "-c:v", codec, "-pix_fmt", pixelFormat, "-f", "null", "-"]
        let err = Pipe()
        p.standardError = err
        p.standardOutput = FileHandle.nullDevice
        try p.run()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        guard p.terminationStatus == 0 else {
            let line = message.split(separator: "\n").first.map(String.init) ?? "exit status \(p.terminationStatus)"
            throw FFmpegError(description: "encoder \(codec) does not work here: \(line)")
        }
    }

    public init(file: URL, width: Int, height: Int, fps: Double, settings: Settings) throws {
        guard let container = FFmpegSink.container(of: file) else {
            throw FFmpegError(description: "\(file.path): unknown video container (use .mp4, .mov or .webm)")
        }
        destination = file
        temporary = file.deletingLastPathComponent().appendingPathComponent(".\(file.lastPathComponent).\(getpid()).tmp")
        let codec = settings.codec ?? FFmpegSink.defaultCodec(for: container)
        let pf = settings.pixelFormat
        straightAlpha = pf.contains("a") && (pf.hasPrefix("yuva") || pf.hasPrefix("rgba") || pf.hasPrefix("argb") || pf.hasPrefix("bgra") || pf.hasPrefix("gbrap"))
        if pf.hasPrefix("yuv420") || pf.hasPrefix("yuva420") || pf == "nv12" {
            guard width % 2 == 0, height % 2 == 0 else {
                throw FFmpegError(description: "\(pf) needs an even width and height, got \(width)x\(height): use --pix-fmt yuv444p or an even --size")
            }
        }
        var args = ["-hide_banner", "-loglevel", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgba",
                    "-s", "\(width)x\(height)", "-r", String(fps), "-i", "-", "-an", "-c:v", codec]
        if let crf = settings.crf ?? (codec.hasPrefix("libx26") ? 18 : codec.hasPrefix("libvpx") ? 32 : nil) {
            args += ["-crf", String(crf)]
            if codec.hasPrefix("libvpx") { args += ["-b:v", "0"] }
        }
        args += ["-pix_fmt", pf, "-f", container, temporary.path]
        process.executableURL = try FFmpegSink.executable()
        process.arguments = args
        let pipe = Pipe()
        process.standardInput = pipe
        process.standardOutput = FileHandle.nullDevice
        process.standardError = stderrPipe
        stdin = pipe.fileHandleForWriting
        try process.run()
    }

    public var description: String { destination.path }

    public func hasFrame(_ index: Int) -> Bool { false }

    public func submit(_ image: Image, frame index: Int) throws {
        try rethrowFirst()
        slots.wait()
        queue.async { [self] in
            defer { slots.signal() }
            guard firstErrorIsNil() else { return }
            let bytes = straightAlpha ? image.straightRGBA() : image.overBlack()
            var done = 0
            let fd = stdin.fileDescriptor
            while done < bytes.count {
                let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + done, bytes.count - done) }
                if n < 0 {
                    if errno == EINTR { continue }
                    record(FrameError(frame: index, underlying: FFmpegError(description: "ffmpeg stopped reading (\(AtomicFile.errnoText())): \(ffmpegMessage())")))
                    return
                }
                done += n
            }
        }
    }

    private func ffmpegMessage() -> String {
        try? stdin.close()
        process.waitUntilExit()
        let text = String(decoding: stderrPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    public func finish() throws {
        queue.sync {}
        try rethrowFirst()
        try? stdin.close()
        process.waitUntilExit()
        let message = String(decoding: stderrPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        guard process.terminationStatus == 0 else {
            unlink(temporary.path)
            throw FFmpegError(description: "ffmpeg failed (exit \(process.terminationStatus)) writing \(destination.path): \(message.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        guard rename(temporary.path, destination.path) == 0 else {
            throw OutputError(path: destination.path, reason: AtomicFile.errnoText())
        }
    }

    public func abort() {
        queue.sync {}
        try? stdin.close()
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        unlink(temporary.path)
    }

    private func record(_ e: Error) { lock.lock(); if firstError == nil { firstError = e }; lock.unlock() }
    private func firstErrorIsNil() -> Bool { lock.lock(); defer { lock.unlock() }; return firstError == nil }
    private func rethrowFirst() throws {
        lock.lock(); defer { lock.unlock() }
        if let e = firstError { throw e }
    }
}

extension Image {
    /// RGBA with the colour over black and alpha 255 (the premultiplied colour, opaque).
    public func overBlack() -> [UInt8] {
        var p = pixels
        for i in stride(from: 3, to: p.count, by: 4) { p[i] = 255 }
        return p
    }
}
