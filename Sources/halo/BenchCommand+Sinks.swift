import Foundation
import HaloCatalog
import HaloCore
import HaloEffects
import HaloIO

/// The end-to-end stages of `halo bench`: frames rendered and handed to a real sink (PNG
/// sequence, Y4M, video through ffmpeg), and ffmpeg alone encoding the same frames.
extension BenchCommand {
    /// The settings of the video and ffmpeg stages.
    var videoSettings: FFmpegSink.Settings { FFmpegSink.Settings(codec: codec, crf: 18, preset: preset) }

    /// Times frames through a sink, as `halo render` runs them (frames in flight, the sink
    /// encoding beside rendering): the whole run from the first measured frame to the sink's
    /// finish, over the measured frames. Frames overlap, so each sample is that mean.
    func measureSink(
        _ timeline: SceneTimeline, _ renderer: Renderer, _ width: Int, _ height: Int, _ stop: StopSignal,
        _ sink: FrameSink
    ) throws -> BenchStatistics {
        let selection = FrameSelection(all: 0..<(warmup + frames), fps: 60)
        let job = RenderJob(selection: selection, renderer: renderer, sink: sink) { try timeline.displayList(at: $0) }
        var start = monotonicMilliseconds()
        let warmup = self.warmup
        job.progress = { done, _ in if done == warmup { start = monotonicMilliseconds() } }
        job.shouldStop = { stop.isSet }
        let summary = try job.run()
        if summary.interrupted { throw stop.exitCode }
        let mean = (monotonicMilliseconds() - start) / Double(frames)
        return BenchStatistics(milliseconds: Array(repeating: mean, count: frames))
    }

    /// The sink of an end-to-end stage.
    func sink(for stage: Stage, _ width: Int, _ height: Int, _ scratch: URL) throws -> FrameSink {
        switch stage {
        case .png:
            let dir = scratch.appendingPathComponent("png-\(UUID().uuidString)", isDirectory: true)
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            return PNGSequenceSink(directory: dir, last: warmup + frames, compression: pngCompression)
        case .y4m:
            let null = open("/dev/null", O_WRONLY | O_CLOEXEC)
            guard null >= 0 else { throw CLIError("cannot open /dev/null: \(String(cString: strerror(errno)))") }
            return try StreamSink(format: .y4m, width: width, height: height, fps: 60, descriptor: null)
        case .video:
            let file = scratch.appendingPathComponent("bench.mp4")
            return try FFmpegSink(file: file, width: width, height: height, fps: 60, settings: videoSettings)
        default:
            preconditionFailure("\(stage) has no sink")
        }
    }

    /// ffmpeg alone: the frames written to a Y4M file first (not timed), then ffmpeg encoding
    /// that file with the video stage's codec, preset and quality; the time per frame.
    func measureFFmpegAlone(
        _ timeline: SceneTimeline, _ renderer: Renderer, _ width: Int, _ height: Int,
        _ stop: StopSignal, _ scratch: URL
    ) throws -> BenchStatistics {
        let y4m = scratch.appendingPathComponent("frames.y4m"), mp4 = scratch.appendingPathComponent("alone.mp4")
        defer {
            try? FileManager.default.removeItem(at: y4m)
            try? FileManager.default.removeItem(at: mp4)
        }
        let sink = try StreamSink(format: .y4m, width: width, height: height, fps: 60, file: y4m)
        _ = try measureSink(timeline, renderer, width, height, stop, sink)
        let settings = videoSettings
        let args =
            ["-hide_banner", "-loglevel", "error", "-y", "-i", y4m.path]
            + FFmpegSink.videoArguments(codec: codec, color: settings.color, alpha: false, settings: settings)
            + ["-f", "mp4", mp4.path]
        let p = Process()
        p.executableURL = try FFmpegSink.executable()
        p.arguments = args
        p.standardOutput = FileHandle.nullDevice
        let start = monotonicMilliseconds()
        try p.run()
        p.waitUntilExit()
        guard p.terminationStatus == 0 else {
            throw CLIError("ffmpeg alone failed (exit \(p.terminationStatus)): ffmpeg \(args.joined(separator: " "))")
        }
        let mean = (monotonicMilliseconds() - start) / Double(warmup + frames)
        return BenchStatistics(milliseconds: Array(repeating: mean, count: warmup + frames))
    }
}
