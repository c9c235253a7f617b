import ArgumentParser
import Foundation
import HaloCore
import HaloIO

/// `halo concat`: joins shard outputs, in the order given, into one file.
struct ConcatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "concat",
        abstract: "Join shard outputs (.y4m, or .mp4/.mov/.webm through ffmpeg without re-encoding) into one file.",
        discussion:
            "PNG sequences need no joining: every shard writes its frames, numbered globally, into the same directory. "
            + "--audio SCENE mixes that scene file's audio clips (with its --prop values) once over the joined "
            + "video, so that no shard's seam is heard.")

    @Argument(help: "The shard files, in order.")
    var inputs: [String]

    @Option(name: .shortAndLong, help: "The joined file (written atomically).")
    var output: String

    @Flag(help: "Replace an existing output.")
    var overwrite = false

    @Flag(help: "Join the shards given even when some of the render's are missing.")
    var allowPartial = false

    @Option(help: ArgumentHelp("Mix this scene file's \"audio\" over the joined video.", valueName: "SCENE"))
    var audio: String?

    @Option(
        name: .customLong("prop"),
        help: ArgumentHelp("A prop of the --audio scene file, k=v; repeatable.", valueName: "k=v"))
    var props: [String] = []

    @Option(help: "Sound codec (default aac; libopus for .webm; pcm_s16le, flac ... in .mov).")
    var audioCodec: String?

    func validate() throws {
        guard !inputs.isEmpty else { throw ValidationError("give the shard files to join") }
        let ext = URL(fileURLWithPath: output).pathExtension.lowercased()
        for i in inputs where URL(fileURLWithPath: i).pathExtension.lowercased() != ext {
            throw ValidationError("\(i) is not a .\(ext) file like the output \(output)")
        }
        if audio != nil || audioCodec != nil, !AudioTrack.carriesSound(output) {
            throw ValidationError("--audio: \(output) carries no sound (join .mp4, .mov or .webm shards)")
        }
        if !props.isEmpty && audio == nil { throw ValidationError("--prop sets the props of the --audio scene") }
        for p in props where !p.contains("=") || p.hasPrefix("=") {
            throw ValidationError("--prop must be k=v, got '\(p)'")
        }
    }

    func run() throws {
        let out = URL(fileURLWithPath: output)
        try OutputPaths.checkWritable(out)
        if !overwrite && AtomicFile.exists(out.path) {
            throw CLIError("\(AtomicFile.existing(out.path)); pass --overwrite to replace it")
        }
        for i in inputs where !FileManager.default.fileExists(atPath: i) { throw CLIError("\(i): no such file") }
        try ShardSet.check(inputs, allowPartial: allowPartial)
        if out.pathExtension.lowercased() == "y4m" {
            try concatY4M(out)
        } else {
            try concatVideo(out)
        }
        print("\(output): joined \(inputs.count) files")
    }

    func concatY4M(_ out: URL) throws {
        var joined: [UInt8] = []
        var header: String?
        for path in inputs {
            let data = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            guard let nl = data.firstIndex(of: 10), String(decoding: data[..<nl], as: UTF8.self).hasPrefix("YUV4MPEG2 ")
            else {
                throw CLIError("\(path) is not a Y4M stream (no YUV4MPEG2 header)")
            }
            let h = String(decoding: data[...nl], as: UTF8.self)
            if let first = header {
                guard first == h else {
                    throw CLIError(
                        "\(path) has header \(h.trimmingCharacters(in: .newlines)), unlike "
                            + "\(first.trimmingCharacters(in: .newlines)): shards of one render share it"
                    )
                }
                joined += data[(nl + 1)...]
            } else {
                header = h
                joined += data
            }
        }
        try AtomicFile.write(joined, to: out)
    }

    func concatVideo(_ out: URL) throws {
        try checkStreamsMatch()
        let list = FileManager.default.temporaryDirectory.appendingPathComponent("halo-concat-\(getpid()).txt")
        let lines = inputs.map {
            "file '\(URL(fileURLWithPath: $0).path.replacingOccurrences(of: "'", with: "'\\''"))'"
        }
        try lines.joined(separator: "\n").write(to: list, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: list) }
        let tmp = out.deletingLastPathComponent().appendingPathComponent(".\(out.lastPathComponent).\(getpid()).tmp")
        var sound: (input: [String], output: [String]) = ([], ["-c", "copy"])
        if let scene = audio {
            let file = out.deletingLastPathComponent().appendingPathComponent(
                ".\(out.lastPathComponent).\(getpid()).audio.tmp")
            try AtomicFile.write(try soundtrack(scene).bytes, to: file)
            let codec = audioCodec ?? AudioTrack.defaultCodec(for: out.pathExtension.lowercased())!
            sound = (
                AudioTrack.inputArguments(path: file.path),
                ["-c:v", "copy"] + AudioTrack.outputArguments(codec: codec, input: 1)
            )
        }
        defer { if audio != nil { unlink(sound.input.last!) } }
        let p = Process()
        p.executableURL = try FFmpegSink.executable()
        p.arguments =
            ["-hide_banner", "-loglevel", "error", "-y", "-f", "concat", "-safe", "0", "-i", list.path]
            + sound.input + sound.output + ["-f", FFmpegSink.container(of: out) ?? "mp4", tmp.path]
        let err = Pipe()
        p.standardError = err
        try p.run()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        guard p.terminationStatus == 0 else {
            unlink(tmp.path)
            throw CLIError(
                "ffmpeg could not join the files: \(message.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        do {
            try AtomicFile.publish(tmp.path, to: out.path, replace: overwrite)
        } catch {
            unlink(tmp.path)
            throw error
        }
    }

    /// The audio of scene file `path` (its props from `--prop`) mixed for the joined frames, which ffprobe
    /// counts in every input, at the first input's frame rate.
    /// - Throws: `CLIError` for a scene with no audio or an input ffprobe cannot count; `SceneError`,
    ///   `AudioDecoder.DecodeError`.
    func soundtrack(_ path: String) throws -> AudioTrack {
        let url = URL(fileURLWithPath: path)
        let document = try SceneDocument(
            json: try SceneDocument.read(path), file: url.lastPathComponent,
            directory: url.deletingLastPathComponent().path, props: SceneOptions.given(props))
        guard !document.audio.isEmpty else { throw CLIError("\(path) has no \"audio\" to mix") }
        var frames = 0
        var rate = ""
        for input in inputs {
            let info = try probe(input, ["-count_packets", "-show_entries", "stream=nb_read_packets,r_frame_rate"])
            let fields = Dictionary(
                info.split(separator: "|").compactMap { f -> (String, String)? in
                    let kv = f.split(separator: "=", maxSplits: 1)
                    return kv.count == 2 ? (String(kv[0]), String(kv[1])) : nil
                }, uniquingKeysWith: { a, _ in a })
            guard let n = fields["nb_read_packets"].flatMap({ Int($0) }), let r = fields["r_frame_rate"] else {
                throw CLIError("ffprobe could not count the frames of \(input): \(info)")
            }
            frames += n
            if rate.isEmpty { rate = r }
        }
        let parts = rate.split(separator: "/").compactMap { Double($0) }
        guard parts.count == 2, parts[1] > 0, parts[0] > 0 else { throw CLIError("no frame rate in \(inputs[0])") }
        return try AudioTrack.mixing(document.audio, from: 0, videoFrames: frames, fps: parts[0] / parts[1])
    }

    /// ffprobe's compact line of `entries` of `path`'s first video stream.
    /// - Throws: `CLIError` naming the file and ffprobe's reason.
    func probe(_ path: String, _ entries: [String]) throws -> String {
        let ffprobe = try FFmpegSink.executable().deletingLastPathComponent().appendingPathComponent("ffprobe")
        let p = Process()
        p.executableURL = ffprobe
        p.arguments = ["-v", "error", "-select_streams", "v:0"] + entries + ["-of", "compact=p=0", path]
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        do { try p.run() } catch { throw CLIError("cannot run \(ffprobe.path) to check the shards: \(error)") }
        let info = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let problem = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        guard p.terminationStatus == 0, !info.isEmpty else {
            let why = problem.trimmingCharacters(in: .whitespacesAndNewlines)
            throw CLIError("\(path) has no readable video stream: \(why)")
        }
        return info
    }

    /// Checks every input's video stream has the first one's codec, size, pixel format and
    /// frame rate (ffprobe), which joining without re-encoding needs.
    func checkStreamsMatch() throws {
        var first: (path: String, info: String)?
        for path in inputs {
            let info = try probe(path, ["-show_entries", "stream=codec_name,width,height,pix_fmt,r_frame_rate"])
            if let first, first.info != info {
                throw CLIError(
                    "\(path) has a video stream \(info), unlike \(first.path)'s \(first.info): "
                        + "shards of one render share codec, size, pixel format and frame rate")
            }
            if first == nil { first = (path, info) }
        }
    }
}
