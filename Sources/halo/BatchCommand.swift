import ArgumentParser
import Foundation
import HaloCore
import HaloEffects
import HaloIO

/// `halo batch`: a template scene rendered once per row of data, in one process.
struct BatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "batch",
        abstract: "Render a template scene once per row of data (JSON Lines or CSV), each row to its own output.",
        discussion: """
            Each row gives values of the props the template declares (docs/scene-format.md, "props and \
            duration"); its field "id", when the template declares no prop of that name, only names the \
            row. The output path takes the row's fields in braces, {row} its number from 1. One process \
            renders every row: fonts, images and the renderer stay warm. A row that fails (a bad prop, a \
            missing image, ffmpeg failing) is written to the report with its reason and the next row goes \
            on; the exit status is 1 when any row failed. --shard K/N renders rows K, K + N, K + 2N ... \
            (numbered from 0), for Slurm and Kubernetes arrays; --resume skips rows whose output file \
            exists (outputs are written whole or not at all). The report is JSON Lines, a line a row.

            Examples:
              halo batch examples/batch/card.json --rows rows.jsonl -o 'out/{id}.mp4'
              halo batch card.json --rows stores.csv -o 'cards/{store}.png' --duration 1
              cat rows.jsonl | halo batch card.json --rows - -o 'out/{row}.webm' --shards 8
            """)

    @Argument(help: "The template scene file: JSON with props (docs/scene-format.md).")
    var template: String

    @Option(help: ArgumentHelp("The rows: FILE.jsonl, FILE.csv, or - for standard input.", valueName: "FILE"))
    var rows: String

    @Option(help: "The rows' format when the name does not say: jsonl or csv.")
    var rowsFormat: String?

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp(
            "Each row's output, with {field} or {row}: FILE.mp4/.webm/.mov/.gif/.apng/.y4m, FILE.png (one frame) "
                + "or a directory (a PNG sequence).",
            valueName: "TEMPLATE"))
    var output: String

    @Option(help: "Seconds of each row, instead of the template's \"duration\".")
    var duration: Double?

    @Option(help: "The time in seconds of a row's frame when the output is one PNG.")
    var time: Double = 0

    @Option(help: "Frames per second.")
    var fps: Double = 60

    @Option(help: ArgumentHelp("Render rows K, K + N, ... (K from 0).", valueName: "K/N"))
    var shard: String?

    @Option(
        help: "Split the rows into N shards; this process's index from JOB_COMPLETION_INDEX or SLURM_ARRAY_TASK_ID.")
    var shards: Int?

    @Flag(help: "Skip rows whose output exists.")
    var resume = false

    @Flag(help: "Replace existing outputs.")
    var overwrite = false

    @Option(help: ArgumentHelp("The report, a JSON line a row (default: batch-report.jsonl).", valueName: "FILE"))
    var report: String?

    @OptionGroup var encoding: EncodingOptions

    @Flag(help: "No progress output.")
    var quiet = false

    @OptionGroup var backendOptions: BackendOptions

    func validate() throws {
        guard fps.isFinite, fps > 0, fps <= 1000 else {
            throw ValidationError("--fps must be in (0, 1000], got \(fps)")
        }
        if let d = duration, FrameSelection.frameCount(duration: d, fps: fps) == nil {
            throw ValidationError("--duration must be > 0 and at most 10,000,000 frames, got \(d)")
        }
        guard time.isFinite else { throw ValidationError("--time must be a finite number, got \(time)") }
        if let f = rowsFormat, BatchRows.Format(rawValue: f) == nil {
            throw ValidationError("--rows-format must be jsonl or csv, got '\(f)'")
        }
        if let s = shard, FrameSelection.parseShard(s) == nil {
            throw ValidationError("--shard must be K/N with 0 <= K < N, got '\(s)'")
        }
        if let n = shards, !(1...1_000_000).contains(n) { throw ValidationError("--shards must be >= 1, got \(n)") }
        guard shard == nil || shards == nil else { throw ValidationError("give --shard K/N or --shards N, not both") }
        if resume && overwrite { throw ValidationError("give --resume or --overwrite, not both") }
        let example = try OutputTemplate(output).example
        try encoding.check(output: example)
        guard RenderOutput.kind(of: example) != nil else {
            throw ValidationError(
                "-o \(output): unknown kind of output (FILE.mp4/.webm/.mov/.gif/.apng/.y4m, FILE.png or a directory)")
        }
    }

    func run() throws {
        let stop = StopSignal()
        let templateURL = URL(fileURLWithPath: template)
        let templateValue: JSONValue
        do {
            templateValue = try JSONParser.parse(try SceneDocument.read(template))
        } catch let f as JSONParser.Failure {
            throw CLIError("\(template): malformed JSON: \(f.message)")
        }
        let stdin = rows == "-"
        let table = try BatchRows.read(rows, format: rowsFormat.flatMap(BatchRows.Format.init(rawValue:)))
        let rowsDirectory =
            stdin
            ? FileManager.default.currentDirectoryPath : URL(fileURLWithPath: rows).deletingLastPathComponent().path
        // "id" names a row; it is a prop only where the template declares one of that name.
        var declaresID = false
        if case .object(let o) = templateValue, let p = o["props"] {
            declaresID = (try? SceneProps(SceneNode(p, path: "props")))?.declaration("id") != nil
        }
        let pair = try shardIndex(shard: shard, shards: shards)
        var options = BatchOptions()
        options.resume = resume
        options.overwrite = overwrite
        options.shard = pair
        options.report = report ?? (pair.map { "batch-report.shard-\($0.0)-of-\($0.1).jsonl" } ?? "batch-report.jsonl")
        options.quiet = quiet
        options.log = { StandardStream.error.write("halo: \($0)\n") }
        options.shouldStop = { stop.isSet }
        // Two rows writing one file stop the batch here, before the renderer starts.
        let batch = try BatchRunner(rows: table, output: try OutputTemplate(output), options: options) { fields, _ in
            declaresID ? fields : fields.filter { $0.key != "id" }
        }
        let renderer = try backendOptions.makeRenderer()
        let summary = try batch.run { fields, number, out in
            try renderRow(
                fields, number: number, output: out, template: templateValue, file: templateURL,
                rowsDirectory: rowsDirectory, renderer: renderer, stop: stop)
        }
        if !quiet || summary.failed > 0 || stop.isSet {
            StandardStream.error.write(
                "halo: \(summary)"
                    + (stop.isSet ? ", \(summary.notRendered) not rendered (interrupted: run again with --resume)" : "")
                    + "; report: \(options.report!)\n")
        }
        if stop.isSet { throw stop.exitCode }
        if summary.failed > 0 { throw ExitCode(1) }
    }

    /// Renders one row, its props `fields`, to `output`.
    func renderRow(
        _ fields: [String: JSONValue], number: Int, output: String, template: JSONValue, file: URL,
        rowsDirectory: String, renderer: any PlanRenderer, stop: StopSignal
    ) throws -> BatchRunner<[String: JSONValue]>.Rendered {
        let document = try SceneDocument(
            value: template, file: file.lastPathComponent, directory: file.deletingLastPathComponent().path,
            props: SceneProps.Given(fields, source: "row \(number)", directory: rowsDirectory))
        let timeline = try SceneTimeline(document: document, name: file.path)
        try OutputPaths.createDirectory(URL(fileURLWithPath: output).deletingLastPathComponent())
        if RenderOutput.kind(of: output) == .png {
            let start = Date()
            let url = URL(fileURLWithPath: output)
            try OutputPaths.checkNew(url, overwrite: overwrite)
            try PNG.write(
                try renderer.render(try timeline.displayList(at: time)), to: url, compression: encoding.pngCompression)
            return .init(frames: 1, seconds: Date().timeIntervalSince(start), interrupted: false)
        }
        guard let seconds = duration ?? document.duration else {
            throw CLIError("the template gives no \"duration\" and no --duration was given")
        }
        let count = FrameSelection.frameCount(duration: seconds, fps: fps) ?? 0
        guard count > 0 else { throw CLIError("a duration of \(seconds) s at \(fps) fps is no frame, or too many") }
        let selection = FrameSelection(all: 0..<count, fps: fps)
        let frames: @Sendable (Double) throws -> DisplayList = { try timeline.displayList(at: $0) }
        let first = try frames(0)
        var settings = encoding.settings(fps: fps, overwrite: overwrite, resume: resume)
        settings.video.audio = try soundtrack(
            document.audio, output: output, from: 0, frames: count, fps: fps, sharded: false,
            codec: encoding.audioCodec, file: document.file)
        let sink = try RenderOutput(output)!.makeSink(
            selection: selection, width: first.scene.canvas.pixelWidth, height: first.scene.canvas.pixelHeight,
            settings: settings, warn: warn)
        let job = RenderJob(selection: selection, renderer: renderer, sink: sink, displayList: frames)
        job.resume = resume
        job.shouldStop = { stop.isSet }
        // The next row renders while this one's encoder drains (`BatchRunner.run`).
        job.finishesSink = false
        let summary = try job.run()
        return .init(
            frames: summary.rendered, seconds: summary.seconds, interrupted: summary.interrupted,
            finish: summary.interrupted ? nil : SinkFinish(sink))
    }
}
