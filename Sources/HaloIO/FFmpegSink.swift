import CLinux
import Foundation
import HaloCore

/// A video or an animated preview encoded by ffmpeg: frames go through a pipe in the pixel
/// format ffmpeg encodes (Y'CbCr planes converted here, or straight RGBA for GIF and APNG),
/// so ffmpeg converts nothing, into a temporary file that is synced and renamed when ffmpeg
/// succeeds. Video is tagged with its colour (matrix, primaries, transfer, range, chroma
/// siting); without alpha, frames go over black.
///
/// Sendable by hand: `hasFrame` and the description read constants only; `submit` and `finish`
/// are called by one thread, the render's, as `FrameSink` asks; the writes into ffmpeg run on
/// the pipeline's one queue.
public final class FFmpegSink: PlanarSink, @unchecked Sendable {
    /// The encoder settings.
    public struct Settings: Sendable {
        /// The encoder (`libx264`, `libvpx-vp9`, `h264_nvenc` ...), or the container's default.
        public var codec: String?
        /// The quality (CRF; lower is better), or the encoder's default.
        public var crf: Int?
        /// The x264/x265 preset (ffmpeg's default, medium, when nil).
        public var preset: String?
        /// The pixel format encoded, when not the one the frames arrive in.
        public var pixelFormat: String?
        /// The Y'CbCr matrix, range and chroma the frames are converted with and tagged as.
        public var color: VideoColor
        /// Keep alpha: VP9 yuva420p in .webm, ProRes 4444 in .mov, transparency in GIF and APNG.
        public var alpha: Bool
        /// The sound muxed beside the video (as long as the video), or none.
        public var audio: AudioTrack?
        /// The sound's encoder (`aac`, `libopus`, `pcm_s16le` ...), or the container's default
        /// (`AudioTrack.defaultCodec`).
        public var audioCodec: String?
        /// Settings for ffmpeg; every value left out is the encoder's or the container's default.
        public init(
            codec: String? = nil, crf: Int? = nil, preset: String? = nil, pixelFormat: String? = nil,
            color: VideoColor = VideoColor(), alpha: Bool = false
        ) {
            self.codec = codec
            self.crf = crf
            self.preset = preset
            self.pixelFormat = pixelFormat
            self.color = color
            self.alpha = alpha
        }
    }

    /// An ffmpeg problem: not installed, an encoder that does not work, a failed encode.
    public struct FFmpegError: Error, CustomStringConvertible {
        /// ffmpeg's problem in words, with its message or exit status.
        public let description: String
        /// What would let the video be written, where something would.
        public var remedy: OutputRemedy? = nil
    }

    /// The video file written (through a temporary file beside it).
    public let destination: URL
    /// Whether `finish` may replace a file that appeared at the destination while rendering.
    public var replaceExisting = true
    let temporary: URL
    /// The sound's samples, read by ffmpeg, when the video has sound.
    let audioFile: URL?
    let process = Process()
    let stdin: FileHandle
    let stream: FileStream
    let bytes: FrameBytes
    private let pipeline: FramePipeline
    private let errors = StderrCollector()
    private let watchdog: FFmpegWatchdog

    /// The container (ffmpeg's muxer) of an output path, from its extension.
    public static func container(of url: URL) -> String? {
        ["mp4": "mp4", "mov": "mov", "webm": "webm", "gif": "gif", "apng": "apng"][url.pathExtension.lowercased()]
    }

    /// Whether a container is an RGB preview format (fed straight RGBA), not Y'CbCr video.
    public static func isPreview(_ container: String) -> Bool { container == "gif" || container == "apng" }

    /// The default software codec of a container (with alpha where it changes).
    public static func defaultCodec(for container: String, alpha: Bool = false) -> String {
        switch container {
        case "webm": "libvpx-vp9"
        case "mov" where alpha: "prores_ks"
        case "gif": "gif"
        case "apng": "apng"
        default: "libx264"
        }
    }

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
        throw FFmpegError(
            description:
                "ffmpeg not found on PATH; install it (Debian: apt-get install ffmpeg) or write PNG frames or "
                + "Y4M instead"
        )
    }

    /// Encodes one black frame with `codec` to check the encoder works here (hardware encoders
    /// are listed by ffmpeg even where no device exists).
    /// - Throws: `FFmpegError` with ffmpeg's message.
    public static func checkEncoder(_ codec: String, pixelFormat: String, width: Int, height: Int) throws {
        let p = Process()
        p.executableURL = try executable()
        p.arguments = [
            "-hide_banner", "-loglevel", "error", "-f", "lavfi", "-i", "color=black:s=\(width)x\(height):d=0.1",
            "-frames:v", "1", "-c:v", codec, "-pix_fmt", pixelFormat, "-f", "null", "-",
        ]
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

    /// What arrives through the pipe for these settings: planes (4:4:4 for ProRes 4444) or RGBA.
    public static func frameLayout(container: String, codec: String, settings: Settings) -> FrameBytes.Layout {
        if isPreview(container) { return .rgba }
        var color = settings.color
        if codec.hasPrefix("prores") && settings.alpha { color.chroma = .c444 }
        return .planes(color, alpha: settings.alpha)
    }

    /// ffmpeg's encoder arguments for Y'CbCr video: codec, pixel format (ProRes 4444 for alpha
    /// in .mov), quality, preset and the colour tags. `halo bench`'s ffmpeg stage uses the same.
    public static func videoArguments(codec: String, color: VideoColor, alpha: Bool, settings: Settings) -> [String] {
        var output = ["-an", "-c:v", codec]
        if codec.hasPrefix("prores") && alpha {
            output += ["-profile:v", "4444", "-pix_fmt", settings.pixelFormat ?? "yuva444p10le"]
        } else {
            output += ["-pix_fmt", settings.pixelFormat ?? color.ffmpegPixelFormat(alpha: alpha)]
        }
        if let crf = settings.crf ?? (codec.hasPrefix("libx26") ? 18 : codec.hasPrefix("libvpx") ? 32 : nil) {
            output += ["-crf", String(crf)]
            if codec.hasPrefix("libvpx") { output += ["-b:v", "0"] }
        }
        if let preset = settings.preset { output += ["-preset", preset] }
        return output + color.ffmpegTags
    }

    /// ffmpeg's arguments for a pipe of `layout` frames to `path`, with the sound of `audio` (a file
    /// of `settings.audio`'s samples) when there is one.
    public static func arguments(
        container: String, codec: String, layout: FrameBytes.Layout, width: Int, height: Int,
        fps: Double, settings: Settings, path: String, audio: String? = nil
    ) -> [String] {
        var input = ["-f", "rawvideo", "-s", "\(width)x\(height)", "-r", String(fps)]
        var output: [String]
        switch layout {
        case .rgba:
            input += ["-pix_fmt", "rgba"]
            output = ["-an", "-c:v", codec]
            if container == "gif" {
                let keep = settings.alpha ? ":reserve_transparent=1" : ":reserve_transparent=0"
                output += [
                    "-filter_complex",
                    "split[a][b];[a]palettegen=stats_mode=full\(keep)[p];"
                        + "[b][p]paletteuse=alpha_threshold=128", "-loop", "0",
                ]
            } else {
                output += ["-plays", "0", "-pix_fmt", settings.alpha ? "rgba" : "rgb24"]
            }
        case .planes(let color, let alpha):
            input += ["-pix_fmt", color.ffmpegPixelFormat(alpha: alpha)] + color.ffmpegTags
            output = videoArguments(codec: codec, color: color, alpha: alpha, settings: settings)
        }
        var sound: [String] = []
        if let audio, let codec = settings.audioCodec ?? AudioTrack.defaultCodec(for: container) {
            sound = AudioTrack.inputArguments(path: audio)
            output = output.filter { $0 != "-an" } + AudioTrack.outputArguments(codec: codec, input: 1)
        }
        return ["-hide_banner", "-loglevel", "error", "-y"] + input + ["-i", "-"] + sound + output
            + ["-f", container, path]
    }

    /// Starts ffmpeg writing `file`, fed frames of `width` x `height` at `fps`.
    /// - Throws: `FFmpegError` when ffmpeg is missing or does not start.
    public init(file: URL, width: Int, height: Int, fps: Double, settings: Settings) throws {
        guard let container = FFmpegSink.container(of: file) else {
            throw FFmpegError(
                description: "\(file.path): unknown video container (use .mp4, .mov, .webm, .gif or .apng)")
        }
        destination = file
        temporary = file.deletingLastPathComponent().appendingPathComponent(
            ".\(file.lastPathComponent).\(getpid()).tmp")
        let codec = settings.codec ?? FFmpegSink.defaultCodec(for: container, alpha: settings.alpha)
        let layout = FFmpegSink.frameLayout(container: container, codec: codec, settings: settings)
        if case .planes(let color, _) = layout, color.chroma == .c420 || (settings.pixelFormat ?? "").contains("420") {
            guard width % 2 == 0, height % 2 == 0 else {
                let name = settings.pixelFormat ?? color.ffmpegPixelFormat(alpha: settings.alpha)
                throw FFmpegError(
                    description: "\(name) needs an even width and height, got \(width)x\(height)",
                    remedy: .fullChromaOrEvenSize)
            }
        }
        bytes = FrameBytes(layout, width: width, height: height)
        process.executableURL = try FFmpegSink.executable()
        if let track = settings.audio, AudioTrack.carriesSound(file.path, codec: settings.audioCodec) {
            let url = file.deletingLastPathComponent().appendingPathComponent(
                ".\(file.lastPathComponent).\(getpid()).audio.tmp")
            try AtomicFile.write(track.bytes, to: url)
            audioFile = url
        } else {
            audioFile = nil
        }
        process.arguments = FFmpegSink.arguments(
            container: container, codec: codec, layout: layout, width: width,
            height: height, fps: fps, settings: settings, path: temporary.path, audio: audioFile?.path)
        let pipe = Pipe(), err = Pipe()
        process.standardInput = pipe
        process.standardOutput = FileHandle.nullDevice
        process.standardError = err
        stdin = pipe.fileHandleForWriting
        // A frame in a few writes, not 64 KiB at a time (Linux allows up to 1 MiB unprivileged).
        _ = fcntl(stdin.fileDescriptor, Int32(HALO_F_SETPIPE_SZ), Int32(1 << 20))
        stream = FileStream(descriptor: stdin.fileDescriptor, name: "ffmpeg's input")
        pipeline = FramePipeline(label: "halo.ffmpeg", bufferBytes: bytes.count)
        watchdog = FFmpegWatchdog(process: process, output: temporary.path, errors: errors)
        stream.wrote = { [watchdog] in watchdog.read($0) }
        do { try process.run() } catch {
            if let a = audioFile { unlink(a.path) }
            throw error
        }
        errors.collect(err.fileHandleForReading)
        watchdog.start()
    }

    /// The video file's path.
    public var description: String { destination.path }

    /// Always false: a video cannot resume.
    public func hasFrame(_ index: Int) -> Bool { false }

    /// The Y'CbCr planes ffmpeg is fed, when it takes planes (not for previews or raw RGBA).
    public var planeFormat: (color: VideoColor, source: YCbCr.Source)? {
        guard case .planes(let color, let alpha) = bytes.layout else { return nil }
        return (color, alpha ? .straight : .overBlack)
    }

    /// Converts frame `index` and writes it into ffmpeg's input, in order.
    public func submit(_ image: Image, frame index: Int) throws {
        let bytes = self.bytes
        try pipeline.submit(frame: index, prepare: { bytes.fill(image, into: $0) }, write: pipe)
    }

    /// Writes frame `index`'s planes into ffmpeg's input, in order.
    public func submit(planes: [UInt8], frame index: Int) throws {
        guard planeFormat != nil, planes.count == bytes.count else {
            throw FrameError(
                frame: index,
                underlying: FFmpegError(
                    description: "\(planes.count) bytes of planes, the video's frames are \(bytes.count)"))
        }
        let pipe = self.pipe
        try pipeline.submit(frame: index) { try planes.withUnsafeBytes { try pipe($0) } }
    }

    /// Writes a frame into ffmpeg's input; when ffmpeg has stopped reading, waits for it and
    /// says why, in ffmpeg's words (or the watchdog's, when it stopped a stuck ffmpeg).
    private var pipe: @Sendable (UnsafeRawBufferPointer) throws -> Void {
        let stream = self.stream, errors = self.errors, process = self.process, watchdog = self.watchdog
        return { frame in
            do { try watchdog.waiting { try stream.write(frame) } } catch {
                try? FileHandle(fileDescriptor: stream.descriptor, closeOnDealloc: false).close()
                process.waitUntilExit()
                if watchdog.stalled { throw FFmpegError(description: watchdog.report) }
                throw FFmpegError(
                    description: "ffmpeg stopped reading (\(error)); it \(FFmpegSink.ended(process)): "
                        + errors.text())
            }
        }
    }

    /// How a finished ffmpeg ended: "exited with status N" or "was killed by signal N (NAME)".
    static func ended(_ p: Process) -> String {
        guard p.terminationReason == .uncaughtSignal else { return "exited with status \(p.terminationStatus)" }
        let name = strsignal(p.terminationStatus).map { String(cString: $0) } ?? "unknown"
        return "was killed by signal \(p.terminationStatus) (\(name))"
    }

    /// Closes ffmpeg's input, waits for it and renames the file into place.
    /// - Throws: `FFmpegError` with ffmpeg's exit status and message when it failed.
    public func finish() throws {
        try pipeline.drain()
        try? stdin.close()
        watchdog.waiting { process.waitUntilExit() }
        watchdog.stop()
        if let a = audioFile { unlink(a.path) }
        guard process.terminationStatus == 0 && process.terminationReason == .exit else {
            unlink(temporary.path)
            if watchdog.stalled { throw FFmpegError(description: "\(watchdog.report) writing \(destination.path)") }
            throw FFmpegError(
                description: "ffmpeg failed writing \(destination.path): it \(FFmpegSink.ended(process))"
                    + ": \(errors.text())")
        }
        let fd = open(temporary.path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0, fsync(fd) == 0, close(fd) == 0 else {
            let reason = AtomicFile.errnoText()
            unlink(temporary.path)
            throw OutputError(path: destination.path, reason: reason)
        }
        do {
            try AtomicFile.publish(temporary.path, to: destination.path, replace: replaceExisting)
        } catch {
            unlink(temporary.path)
            throw error
        }
    }

    /// Stops ffmpeg and removes the partial file.
    public func abort() {
        pipeline.record(FFmpegError(description: "aborted"))
        _ = try? pipeline.drain()
        try? stdin.close()
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        watchdog.stop()
        unlink(temporary.path)
        if let a = audioFile { unlink(a.path) }
    }
}

/// ffmpeg's standard error, read on its own thread so a chatty ffmpeg never blocks on a full pipe.
///
/// Sendable by hand: `data` is read and written under `lock`, and `done` is a dispatch group,
/// safe on any thread.
final class StderrCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    private let done = DispatchGroup()

    func collect(_ handle: FileHandle) {
        done.enter()
        DispatchQueue.global().async { [self] in
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                lock.lock()
                data.append(chunk)
                lock.unlock()
            }
            done.leave()
        }
    }

    /// Bytes received so far (the watchdog's sign of life).
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return data.count
    }

    /// Everything ffmpeg wrote, once it has exited (waits for the reader).
    func text() -> String {
        done.wait()
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
