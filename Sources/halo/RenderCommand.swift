import ArgumentParser
import Foundation
import HaloCore
import HaloIO

/// `halo render`: frames of a scene file or an effect to PNG files, a Y4M or raw stream, or a video.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scene file or an effect to PNG, a PNG sequence, Y4M/raw or video.",
        discussion: """
            OUT decides the output: FILE.png (one frame, at --time); a directory (a PNG sequence \
            DIR/frame_00000.png ..., frame i at time i / fps); FILE.y4m or - (a Y4M or, with \
            --format raw, raw straight-RGBA stream; - is standard output); FILE.mp4, .webm or .mov \
            (ffmpeg, fed Y'CbCr planes through a pipe, tagged with their colour); FILE.gif or .apng \
            (previews, fed RGBA). Video is BT.709 limited-range 4:2:0 unless --color-matrix, --range \
            or --chroma say otherwise; with --alpha, .webm keeps alpha as VP9 yuva420p, .mov as \
            ProRes 4444, .gif and .apng as transparency. Give the frames with --duration or --frames \
            (or a "duration" in the scene file); a scene file's props take --prop k=v. Split them \
            with --shard K/N or --shards N (index from JOB_COMPLETION_INDEX or SLURM_ARRAY_TASK_ID). \
            Files are written atomically; Ctrl-C finishes the frames in flight and tells how to --resume.

            Examples:
              halo render --effect intelligence-glow --time 1.3 -o glow.png
              halo render examples/demo.json --duration 2 -o frames/
              halo render --effect snake --duration 4 --size 1920x1080 -o snake.mp4
              halo render --effect rotating-border --duration 3 --background transparent --alpha -o border.webm
              cat scene.json | halo render - --frames 0..59 -o - > scene.y4m
              halo render examples/batch/card.json --prop photo=lamp.jpg --prop title=Lamp -o lamp.mp4
            """)

    @OptionGroup var sceneOptions: SceneOptions

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp("FILE.png, a directory, FILE.y4m, -, or FILE.mp4/.webm/.mov.", valueName: "OUT"))
    var output: String

    @Option(help: "Seconds of frames (a sequence, stream or video); default: the scene file's \"duration\".")
    var duration: Double?

    @Option(help: ArgumentHelp("Frame numbers: A..B (A through B) or A..<B.", valueName: "A..B"))
    var frames: String?

    @Option(help: "Frames per second.")
    var fps: Double = 60

    @Option(help: ArgumentHelp("Render shard K of N (K from 0): contiguous frames.", valueName: "K/N"))
    var shard: String?

    @Option(help: "Split into N shards; this process's index comes from JOB_COMPLETION_INDEX or SLURM_ARRAY_TASK_ID.")
    var shards: Int?

    @Flag(help: "Skip frames already in the output directory (PNG sequences).")
    var resume = false

    @Flag(help: "Replace existing output.")
    var overwrite = false

    @OptionGroup var encoding: EncodingOptions

    @Flag(help: "No progress output.")
    var quiet = false

    @Flag(help: "Print a JSON summary (frames, seconds, fps, backend, output, peak memory).")
    var json = false

    @OptionGroup var backendOptions: BackendOptions

    /// What the output's name says it is (nil: no kind; validate() refuses it).
    var kind: RenderOutput.Kind? { RenderOutput.kind(of: output) }

    func validate() throws {
        guard sceneOptions.isGiven else { throw ValidationError("give a scene file or --effect NAME") }
        guard fps.isFinite, fps > 0, fps <= 1000 else {
            throw ValidationError("--fps must be in (0, 1000], got \(fps)")
        }
        if let d = duration {
            guard FrameSelection.frameCount(duration: d, fps: fps) != nil else {
                throw ValidationError("--duration must be > 0 and at most 10,000,000 frames, got \(d)")
            }
        }
        if let f = frames, FrameSelection.parseRange(f) == nil {
            throw ValidationError("--frames must be A..B or A..<B with 0 <= A <= B, got '\(f)'")
        }
        guard duration == nil || frames == nil else { throw ValidationError("give --duration or --frames, not both") }
        if let s = shard, FrameSelection.parseShard(s) == nil {
            throw ValidationError("--shard must be K/N with 0 <= K < N, got '\(s)'")
        }
        if let n = shards {
            guard n >= 1, n <= 1_000_000 else { throw ValidationError("--shards must be >= 1, got \(n)") }
        }
        guard shard == nil || shards == nil else { throw ValidationError("give --shard K/N or --shards N, not both") }
        try encoding.check(output: output)
        switch kind {
        case nil:
            throw ValidationError(
                "--output \(output): unknown kind of output (use FILE.png, a directory, FILE.y4m, -, "
                    + "FILE.mp4/.webm/.mov or FILE.gif/.apng)")
        case .png:
            guard duration == nil, frames == nil, shard == nil, shards == nil else {
                throw ValidationError("a .png output is one frame (at --time); give a directory for a sequence")
            }
        case .sequence, .stream, .video:
            // A scene file may give its own duration: known once it is read (`run`).
            guard duration != nil || frames != nil || sceneOptions.scene != nil else {
                throw ValidationError(
                    "\(output) is \(kind == .sequence ? "a directory" : "a stream") of frames: give --duration S "
                        + "or --frames A..B (or a .png for one frame)"
                )
            }
            if resume && kind != .sequence {
                throw ValidationError("--resume works with PNG sequences (a directory output)")
            }
        }
        if resume && overwrite { throw ValidationError("give --resume or --overwrite, not both") }
    }

    func run() throws {
        let timeline = try sceneOptions.open()
        if kind == .png {
            let url = URL(fileURLWithPath: output)
            try OutputPaths.checkNew(url, overwrite: overwrite)
            let renderer = try backendOptions.makeRenderer()
            let image = try sceneOptions.checked {
                try renderer.render(try timeline.displayList(at: sceneOptions.time))
            }
            try PNG.write(image, to: url, compression: encoding.pngCompression)
            if json {
                print(
                    String(
                        decoding: try JSONEncoder.sorted.encode(["output": url.path, "backend": renderer.name]),
                        as: UTF8.self))
            } else if !quiet {
                print("\(output): \(image.width)x\(image.height), t = \(fmt(sceneOptions.time)) s, \(renderer.name)")
            }
            return
        }
        // --duration, else --frames, else the scene file's own duration.
        let seconds = duration ?? (frames == nil ? timeline.document?.duration : nil)
        guard seconds != nil || frames != nil else {
            throw CLIError(
                "\(output) is \(kind == .sequence ? "a directory" : "a stream") of frames and \(timeline.name) gives "
                    + "no \"duration\": give --duration S or --frames A..B (or a .png for one frame)")
        }
        let selection = try frameSelection(duration: seconds)
        if let (k, n) = selection.shard, !quiet {
            // A batch task's log says which part of the render it is.
            let f = selection.frames
            note(
                "shard \(k) of \(n): frames \(f.lowerBound)..<\(f.upperBound) of \(selection.all.lowerBound)..<"
                    + "\(selection.all.upperBound), t = \(ms(selection.time(of: f.lowerBound))) s to "
                    + "\(ms(selection.time(of: max(f.upperBound - 1, f.lowerBound)))) s")
        }
        let frames = sceneOptions.frames(timeline)
        let first = try frames(selection.time(of: selection.frames.lowerBound))
        let (w, h) = (first.scene.canvas.pixelWidth, first.scene.canvas.pixelHeight)
        var settings = outputSettings
        settings.video.audio = try soundtrack(
            timeline.document?.audio ?? [], output: output, from: selection.time(of: selection.frames.lowerBound),
            frames: selection.frames.count, fps: fps, sharded: selection.shard != nil, codec: encoding.audioCodec,
            file: timeline.document?.file)
        let sink = try RenderOutput(output)!.makeSink(
            selection: selection, width: w, height: h, settings: settings, warn: warn)
        let renderer = try backendOptions.makeRenderer()
        let job = RenderJob(selection: selection, renderer: renderer, sink: sink, displayList: frames)
        job.resume = resume
        let stop = StopSignal()
        job.shouldStop = { stop.isSet }
        let progress = ProgressReporter(quiet: quiet)
        job.progress = progress.update
        let summary: RenderJob.Summary
        do {
            summary = try job.run()
        } catch {
            progress.close()
            throw error
        }
        let report = output == "-" ? StandardStream.error : .output
        if json {
            report.write(String(decoding: try JSONEncoder.sorted.encode(summary), as: UTF8.self) + "\n")
        } else if !quiet && !(summary.interrupted && kind != .sequence) {
            // (A stopped video or stream was removed: the interruption line says so, not a summary naming it.)
            report.write(
                String(
                    format: "%@: %d frames (%d skipped) in %.2f s, %.1f fps, %@, peak memory %.0f MiB\n",
                    summary.output, summary.rendered, summary.skipped, summary.seconds, summary.fps,
                    summary.backend, summary.peakMemoryMiB))
        }
        if summary.interrupted {
            progress.close()
            let again = CommandLine.arguments + (resume ? [] : ["--resume"])
            let hint =
                kind == .sequence
                ? "resume with the same command and --resume: \(again.joined(separator: " "))"
                : "the partial \(kind == .video ? "video" : "stream") was removed; render again, "
                    + "or write a PNG sequence (a directory) to be able to resume"
            let done = summary.rendered + summary.skipped
            StandardStream.error.write("halo: interrupted after \(done) of \(summary.frames) frames; \(hint)\n")
            throw stop.exitCode
        }
    }

    /// A time in seconds to the millisecond, as people write it (29.967, 20).
    private func ms(_ t: Double) -> String { fmt((t * 1000).rounded() / 1000) }

    /// The frames asked for, and this process's shard of them.
    /// - Parameter duration: the seconds to render (--duration, or the scene file's), when no --frames.
    func frameSelection(duration: Double?) throws -> FrameSelection {
        if let d = duration, frames == nil, FrameSelection.frameCount(duration: d, fps: fps) == nil {
            throw CLIError("a duration of \(fmt(d)) s at \(fmt(fps)) fps is more than 10,000,000 frames")
        }
        let counted = duration.flatMap { FrameSelection.frameCount(duration: $0, fps: fps) } ?? 0
        let all = frames.flatMap(FrameSelection.parseRange) ?? 0..<counted
        guard !all.isEmpty else {
            throw CLIError(
                "no frames to render: --duration \(fmt(duration ?? 0)) at \(fmt(fps)) fps is under one frame")
        }
        return FrameSelection(all: all, fps: fps, shard: try shardIndex(shard: shard, shards: shards))
    }

    /// How the sink writes, from the options.
    var outputSettings: RenderOutput.Settings {
        encoding.settings(fps: fps, overwrite: overwrite, resume: resume)
    }
}

/// Refuses a --png-compression outside libdeflate's levels.
func checkPNGCompression(_ level: Int?) throws {
    guard let level, !PNGEncoder.levels.contains(level) else { return }
    let l = PNGEncoder.levels
    throw ValidationError("--png-compression must be in \(l.lowerBound)...\(l.upperBound), got \(level)")
}

/// This process's shard (index, count) from --shard K/N, or from --shards N and the batch system's
/// index (JOB_COMPLETION_INDEX or SLURM_ARRAY_TASK_ID); nil for the whole (`halo render`, `halo batch`).
/// - Throws: `CLIError` when --shards is given and the index is missing or out of range.
func shardIndex(shard: String?, shards: Int?) throws -> (index: Int, count: Int)? {
    guard let n = shards else { return shard.flatMap(FrameSelection.parseShard) }
    guard let (variable, value) = FrameSelection.shardIndex(from: ProcessInfo.processInfo.environment) else {
        throw CLIError(
            "--shards \(n) takes this process's index from JOB_COMPLETION_INDEX or SLURM_ARRAY_TASK_ID, "
                + "and neither is set")
    }
    guard let k = Int(value), k >= 0, k < n else {
        throw CLIError(
            "\(variable)=\(value) is not a shard index in 0..<\(n) (Slurm: run the array as --array=0-\(n - 1))")
    }
    return (k, n)
}
