import ArgumentParser
import Foundation
import HaloCatalog
import HaloCore
import HaloCPU
import HaloEffects
import HaloGL
import HaloIO

/// `halo bench`: how fast each backend renders the benchmark scenes, stage by stage.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure frames per second of the benchmark scenes on each backend.",
        discussion: """
            Stages: render (plan and draw; the GPU finishes the frame), readback (render and the \
            RGBA8 pixels in memory), pipelined (readback with frames in flight: the GPU copies a \
            frame into a ring of readback buffers while it renders the next ones, which \
            worker threads plan and encode ahead; the time between frames; GPU only), and end \
            to end through a sink as `halo render` \
            runs it (frames in flight, encoding beside rendering; the whole run over the frames): \
            png (a PNG sequence, frames encoded in parallel), y4m (BT.709 4:2:0 Y4M to a stream \
            discarded), video (an mp4 through ffmpeg, --codec at --preset, CRF 18), ffmpeg \
            (ffmpeg alone encoding the same frames from a Y4M file with the same settings). Each \
            frame i is the scene at t = i/60 s; warm-up frames are not counted. Times are \
            milliseconds per frame: median, 10th-90th percentile; fps is at the median; peak is \
            the process's peak resident memory after the case. With --work, each frame's work \
            by pass, counted from its plan: invocations, segment evaluations, blur taps, bytes \
            written and cleared, uploaded and read back. With --passes, the GPU time of each \
            pass from timer queries, marked NOT REAL where they cannot be (a software \
            rasterizer). Stage host times the host's part of a frame on one thread, stage by \
            stage: evaluate (the document at t), resolve (effects and text into draws), plan \
            (geometry, reused while unchanged) and encode (the words both backends read); \
            medians in milliseconds. Scenes: \
            \(BenchScenes.all.map(\.name).joined(separator: ", ")), or scene files (a path \
            ending in .json, drawn at their own canvas size).
            """)

    @Argument(help: "Scenes to measure, by name or as scene files (default: the five with targets).")
    var scenes: [String] = []

    @Option(help: ArgumentHelp("The frame size in pixels, WxH.", valueName: "WxH"))
    var size = "1920x1080"

    @Option(help: "Frames measured per stage.")
    var frames = 30

    @Option(help: "Frames rendered first and not counted.")
    var warmup = 3

    @Option(help: "Backends: gpu, cpu or all.")
    var backend: BenchBackend = .all

    @Option(help: "Stages to measure, comma-separated: render, readback, pipelined, png, y4m, video, ffmpeg, host.")
    var stages = "render,readback,pipelined,png,y4m"

    @Option(help: "PNG compression of the png stage, 0...12 (default: halo render's, 6).")
    var pngCompression: Int?

    @Option(help: "Video codec of the video and ffmpeg stages.")
    var codec = "libx264"

    @Option(help: "x264 preset of the video and ffmpeg stages.")
    var preset = "medium"

    @Option(help: "CPU threads (0: all cores).")
    var threads = 0

    @Flag(help: "Print one JSON object per case instead of the table.")
    var json = false

    @Flag(
        help: """
            Print each frame's work by pass, counted from its plan (the same on every machine), instead of timing.
            """)
    var work = false

    @Flag(help: "Also time each GPU pass with GL_EXT_disjoint_timer_query (render and readback stages).")
    var passes = false

    @Option(
        help: ArgumentHelp(
            "Benchmark only: the GPU runs shader effects from this GLSL file (a hand-written include/effects.glsl, "
                + "such as bench/harmonic-handwritten.glsl) instead of the GLSL generated from their Metal source.",
            valueName: "path"))
    var effectsGLSL: String?

    @Flag(
        help: """
            Benchmark only: the GPU compiles its fine stage once with every feature, as before each frame got a \
            variant with only the features it uses.
            """)
    var wholeFineStage = false

    enum BenchBackend: String, ExpressibleByArgument, CaseIterable { case gpu, cpu, all }

    func validate() throws {
        for s in scenes where BenchScenes.entry(named: s) == nil && !s.hasSuffix(".json") {
            throw ValidationError(
                "unknown bench scene '\(s)'; scenes: \(BenchScenes.all.map(\.name).joined(separator: ", ")), "
                    + "or a scene file ending in .json")
        }
        guard SceneOptions.parseSize(size) != nil else {
            throw ValidationError("--size must be WxH with 1 <= W, H <= 16384, got '\(size)'")
        }
        guard frames >= 1, frames <= 100_000 else {
            throw ValidationError("--frames must be in 1...100000, got \(frames)")
        }
        guard warmup >= 0, warmup <= 1000 else { throw ValidationError("--warmup must be in 0...1000, got \(warmup)") }
        guard threads >= 0 else { throw ValidationError("--threads must be >= 0, got \(threads)") }
        for s in stageList where Stage(rawValue: s) == nil {
            throw ValidationError(
                "unknown stage '\(s)'; stages: render, readback, pipelined, png, y4m, video, ffmpeg, host")
        }
        try checkPNGCompression(pngCompression)
    }

    private var stageList: [String] { stages.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }

    func run() throws {
        let (w, h) = SceneOptions.parseSize(size)!
        let width = Int(w), height = Int(h)
        let entries = scenes.isEmpty ? BenchScenes.standard : try scenes.map(BenchCommand.entry)
        if work { return try printWork(entries, width, height) }
        let stop = StopSignal()
        var renderers: [any PlanRenderer] = []
        let onlyHost = stageList.allSatisfy { $0 == Stage.host.rawValue }
        if backend != .cpu && !onlyHost {
            do { renderers.append(try BackendOptions.gpuRenderer()) } catch {
                guard backend == .all else { throw error }
                warn("no GPU, measuring the CPU only: \(error)".split(separator: "\n").joined(separator: " "))
            }
        }
        if backend != .gpu && !onlyHost { renderers.append(CPURenderer(threads: threads)) }
        if let gpu = renderers.first as? GPURenderer {
            gpu.wholeFineStage = wholeFineStage
            if let path = effectsGLSL {
                do { gpu.effectsOverride = try String(contentsOfFile: path, encoding: .utf8) } catch {
                    throw CLIError("--effects-glsl: cannot read \(path): \(error.localizedDescription)")
                }
            }
        }
        if passes, let gpu = renderers.first as? GPURenderer, !(try gpu.timePasses(true)) {
            warn("--passes: \(gpu.device.report.renderer) has no GL_EXT_disjoint_timer_query; no per-pass times")
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("halo-bench-\(getpid())")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }

        if !json {
            if let gpu = renderers.first as? GPURenderer {
                let report = gpu.device.report
                print(
                    "GPU: \(report.renderer) (\(report.platform)), readback through \(gpu.readback); "
                        + "CPU: \(ProcessInfo.processInfo.activeProcessorCount) cores")
            }
            let files =
                scenes.contains { BenchScenes.entry(named: $0) == nil } ? " (scene files: their own canvas)" : ""
            print("\(width)x\(height)\(files), \(frames) frames per stage after \(warmup) warm-up; ms per frame")
            print(onlyHost ? HostTimes.header : BenchRow.header)
        }
        for entry in entries {
            let timeline = try entry.timeline(width, height)
            let canvas = try timeline.unresolved(at: 0).canvas
            let (w, h) = (canvas.pixelWidth, canvas.pixelHeight)
            if stageList.contains(Stage.host.rawValue) {
                let times = try measureHost(timeline, stop)
                if !json && !onlyHost { print(HostTimes.header) }
                print(
                    json
                        ? times.json(scene: entry.name, width: w, height: h)
                        : times.line(scene: entry.name, width: w, height: h))
                if !json && !onlyHost { print(BenchRow.header) }
                fflush(nil)  // the rows so far, to a reader of a pipe
            }
            for renderer in renderers {
                for stageName in stageList where stageName != Stage.host.rawValue {
                    if stop.isSet { throw stop.exitCode }
                    let stage = Stage(rawValue: stageName)!
                    let pipelined = renderer as? EncodingRenderer
                    if stage == .pipelined && pipelined == nil { continue }  // the CPU has no readback to overlap
                    var timed = PassTimes(renderer: renderer)
                    let stats: BenchStatistics
                    switch stage {
                    case .pipelined: stats = try measurePipelined(timeline, pipelined!, w, h, stop)
                    case .png, .y4m, .video:
                        let sink = try sink(for: stage, w, h, scratch)
                        stats = try measureSink(timeline, renderer, w, h, stop, sink)
                    case .ffmpeg: stats = try measureFFmpegAlone(timeline, renderer, w, h, stop, scratch)
                    case .render, .readback: stats = try measure(timeline, renderer, stage, w, h, stop, &timed)
                    case .host: continue
                    }
                    var row = BenchRow(
                        scene: entry.name, backend: renderer.name, stage: stage.rawValue,
                        width: w, height: h, stats: stats, peakMiB: peakMemoryMiB())
                    row.passes = timed
                    print(json ? row.json : row.line)
                    if !json, let line = timed.line { print(line) }
                    fflush(nil)
                }
            }
        }
    }

    enum Stage: String { case render, readback, pipelined, png, y4m, video, ffmpeg, host }

    /// A bench scene by name, or a scene file's frames (at the file's own canvas) for a path.
    /// - Throws: `SceneError` naming a file that cannot be read or is not a scene.
    static func entry(_ name: String) throws -> BenchScenes.Entry {
        if let entry = BenchScenes.entry(named: name) { return entry }
        let timeline = try SceneTimeline(file: name)
        return BenchScenes.Entry(name: URL(fileURLWithPath: name).lastPathComponent, peer: nil, target: 0) { _, _ in
            timeline
        }
    }

    /// Times one scene, backend and stage over the warm-up and measured frames.
    private func measure(
        _ timeline: SceneTimeline, _ renderer: any PlanRenderer, _ stage: Stage, _ width: Int, _ height: Int,
        _ stop: StopSignal, _ timed: inout PassTimes
    ) throws -> BenchStatistics {
        var times: [Double] = []
        let geometry = GeometryCache()  // as a renderer keeps it from one frame to the next
        for i in 0..<(warmup + frames) {
            if stop.isSet { throw stop.exitCode }
            let t = Double(i) / 60
            let start = monotonicMilliseconds()
            let plan = Planner.plan(try timeline.displayList(at: t), cache: geometry)
            switch stage {
            case .render:
                try renderer.renderWithoutReadback(plan)
            case .readback:
                _ = try renderer.render(plan)
            default:
                preconditionFailure("\(stage) is measured by its own function")
            }
            if i >= warmup {
                times.append(monotonicMilliseconds() - start)
                timed.record(wall: times[times.count - 1])
            }
        }
        return BenchStatistics(milliseconds: times)
    }
}

extension BenchCommand {
    /// Times frames with up to `pipelineDepth` in flight, planned and encoded ahead on worker
    /// threads: the time from one frame's pixels to the next's, after the warm-up frames.
    func measurePipelined(
        _ timeline: SceneTimeline, _ renderer: any EncodingRenderer, _ width: Int, _ height: Int,
        _ stop: StopSignal
    ) throws -> BenchStatistics {
        var times: [Double] = []
        var inFlight: [PendingFrame] = []
        defer { for f in inFlight { _ = try? renderer.finish(f) } }
        let total = warmup + frames
        // As `halo render` runs: frames planned and encoded ahead on worker threads.
        let prefetch = renderer.encodingAhead(total) { try timeline.displayList(at: Double($0) / 60) }
        var started = 0, finished = 0
        var last: Double? = nil
        while finished < total {
            if stop.isSet { throw stop.exitCode }
            while started < total && inFlight.count < renderer.pipelineDepth {
                guard let encoded = try prefetch.next() else {
                    throw PrefetchError(detail: "frame \(started) came back skipped")
                }
                inFlight.append(try renderer.start(encoded))
                started += 1
            }
            _ = try renderer.finish(inFlight.removeFirst())
            finished += 1
            let now = monotonicMilliseconds()
            if finished > warmup, let last { times.append(now - last) }
            last = now
        }
        return BenchStatistics(milliseconds: times)
    }
}

/// One line of `halo bench`'s output.
struct BenchRow {
    let scene: String, backend: String, stage: String
    let width: Int, height: Int
    let stats: BenchStatistics
    let peakMiB: Double
    /// GPU times per pass, with --passes.
    var passes: PassTimes? = nil

    static let header = "scene              backend stage       median      p10-p90        fps   peak MiB"

    var line: String {
        func f(_ v: Double, _ d: Int = 2) -> String { String(format: "%.\(d)f", v) }
        return scene.padding(toLength: 19, withPad: " ", startingAt: 0)
            + backend.padding(toLength: 8, withPad: " ", startingAt: 0)
            + stage.padding(toLength: 9, withPad: " ", startingAt: 0)
            + f(stats.median).leftPad(9) + "  " + (f(stats.p10) + "-" + f(stats.p90)).leftPad(15)
            + f(stats.fps, 1).leftPad(11) + f(peakMiB, 0).leftPad(11)
    }

    var json: String {
        var object: [String: Any] = [
            "scene": scene, "backend": backend, "stage": stage, "width": width, "height": height,
            "frames": stats.count, "median_ms": stats.median, "p10_ms": stats.p10, "p90_ms": stats.p90,
            "min_ms": stats.min, "max_ms": stats.max, "fps": stats.fps, "peak_mib": peakMiB,
        ]
        if let p = passes, let medians = p.medians {
            object["passes_ms"] = Dictionary(uniqueKeysWithValues: medians.map { ($0.name, $0.milliseconds) })
            object["passes_real"] = p.real
        }
        let data = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }
}

extension String {
    /// The string right-aligned in `width` columns.
    func leftPad(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
