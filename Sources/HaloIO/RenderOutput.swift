import Foundation

/// Where a render's frames go, told by the output's name, and the sink that writes them:
/// one PNG (`FILE.png`), a PNG sequence (a directory), a stream (`FILE.y4m`, or `-` for
/// standard output; Y4M or raw RGBA), or a video or preview through ffmpeg (`.mp4`, `.webm`,
/// `.mov`, `.gif`, `.apng`). A shard of a render writes a sequence's frames by their global
/// numbers into the shared directory, and a file as `NAME.shard-K-of-N.EXT`.
public struct RenderOutput: Sendable {
    /// The kinds of output.
    public enum Kind: Sendable, Equatable {
        case png, sequence, stream, video
    }

    /// How the sink writes: replacing, resuming, compression, stream format, video settings.
    public struct Settings: Sendable {
        /// Replace existing output.
        public var overwrite = false
        /// Keep the frames a PNG sequence holds already.
        public var resume = false
        /// libdeflate's level for PNG (the default when nil).
        public var pngCompression: Int?
        /// Y4M or raw RGBA, for streams.
        public var streamFormat: StreamSink.Format = .y4m
        /// Frames per second of streams and videos.
        public var fps = 60.0
        /// The video's codec, quality, pixel format, colour and alpha.
        public var video = FFmpegSink.Settings()
        /// Use the software codec when a hardware one (h264_nvenc ...) does not work.
        public var allowFallback = false

        /// Settings that replace nothing, resume nothing and use the defaults.
        public init() {}
    }

    /// The output as given: a path, or "-" for standard output.
    public let path: String
    /// What the output is.
    public let kind: Kind

    /// The output a path names, or `nil` when its name says no kind.
    public init?(_ path: String) {
        guard let kind = RenderOutput.kind(of: path) else { return nil }
        self.path = path
        self.kind = kind
    }

    /// The kind a path names: `-` and `.y4m` a stream, `.png` one frame, a video container a
    /// video, a name with no extension, a trailing slash or an existing directory a sequence.
    public static func kind(of path: String) -> Kind? {
        if path == "-" || path.lowercased().hasSuffix(".y4m") { return .stream }
        if path.lowercased().hasSuffix(".png") { return .png }
        let url = URL(fileURLWithPath: path)
        if FFmpegSink.container(of: url) != nil { return .video }
        var isDir: ObjCBool = false
        if path.hasSuffix("/") || url.pathExtension.isEmpty
            || (FileManager.default.fileExists(atPath: path, isDirectory: &isDir) && isDir.boolValue)
        {
            return .sequence
        }
        return nil
    }

    /// The file a selection writes: the output itself, or for a shard of a file output the
    /// name with `.shard-K-of-N` before the extension (K padded to N - 1's digits; join the
    /// shards with `halo concat`). A sequence's directory is shared by every shard.
    public func file(for selection: FrameSelection) -> URL {
        let url = URL(fileURLWithPath: path)
        guard kind != .sequence, let (k, n) = selection.shard else { return url }
        let digits = String(n - 1).count
        let index = String(repeating: "0", count: max(digits - String(k).count, 0)) + String(k)
        let ext = url.pathExtension, base = url.deletingPathExtension().lastPathComponent
        return url.deletingLastPathComponent().appendingPathComponent("\(base).shard-\(index)-of-\(n).\(ext)")
    }

    /// The sink for a selection of frames of a size, its output checked first: the directory
    /// made, an existing output refused unless `overwrite` (or, for a sequence, `resume`),
    /// another live writer refused, dead writers' temporary files removed, ffmpeg and a
    /// hardware codec tried.
    /// - Parameter warn: told when a hardware codec falls back to the software one.
    /// - Throws: `OutputPaths.Refusal` or `FFmpegSink.FFmpegError` naming the output and problem.
    public func makeSink(
        selection: FrameSelection, width: Int, height: Int, settings: Settings,
        warn: (String) -> Void = { _ in }
    ) throws -> FrameSink {
        switch kind {
        case .png:
            throw OutputPaths.Refusal("\(path) is one frame: write it with PNG.write, not a sink")
        case .sequence:
            let dir = URL(fileURLWithPath: path, isDirectory: true)
            try OutputPaths.createDirectory(dir)
            try OutputPaths.checkWritable(dir.appendingPathComponent("frame.png"))
            let sink = PNGSequenceSink(
                directory: dir, last: selection.all.upperBound - 1,
                compression: settings.pngCompression)
            if !settings.overwrite && !settings.resume, let existing = sink.existingFrames(in: selection.frames).first {
                throw OutputPaths.Refusal("\(sink.url(of: existing).path) exists", remedy: .resumeOrOverwrite)
            }
            sink.removeStaleTemporaries()
            return sink
        case .stream:
            let color = settings.video.color
            if path == "-" {
                return try StreamSink(
                    format: settings.streamFormat, width: width, height: height, fps: settings.fps,
                    color: color, descriptor: STDOUT_FILENO)
            }
            let url = file(for: selection)
            try OutputPaths.checkNew(url, overwrite: settings.overwrite)
            let sink = try StreamSink(
                format: settings.streamFormat, width: width, height: height, fps: settings.fps,
                color: color, file: url)
            sink.replaceExisting = settings.overwrite
            return sink
        case .video:
            let url = file(for: selection)
            try OutputPaths.checkNew(url, overwrite: settings.overwrite)
            _ = try FFmpegSink.executable()
            var video = settings.video
            video.codec = try codec(for: url, width: width, height: height, settings: settings, warn: warn)
            let sink = try FFmpegSink(file: url, width: width, height: height, fps: settings.fps, settings: video)
            sink.replaceExisting = settings.overwrite
            return sink
        }
    }

    /// The codec a video is encoded with: the one asked for, tried first when it is a hardware
    /// encoder, or the container's default.
    private func codec(
        for url: URL, width: Int, height: Int, settings: Settings,
        warn: (String) -> Void
    ) throws -> String {
        let container = FFmpegSink.container(of: url)!
        let video = settings.video
        let codec = video.codec ?? FFmpegSink.defaultCodec(for: container, alpha: video.alpha)
        guard FFmpegSink.isHardware(codec) else { return codec }
        do {
            let format = video.pixelFormat ?? video.color.ffmpegPixelFormat(alpha: video.alpha)
            try FFmpegSink.checkEncoder(
                codec, pixelFormat: format, width: width - width % 2,
                height: height - height % 2)
            return codec
        } catch let e as FFmpegSink.FFmpegError {
            let software = FFmpegSink.defaultCodec(for: container)
            guard settings.allowFallback else {
                throw FFmpegSink.FFmpegError(description: "\(e)", remedy: .allowFallback(software: software))
            }
            warn("\(e); using \(software) instead, as a fallback is allowed")
            return software
        }
    }
}
