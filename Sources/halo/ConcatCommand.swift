import ArgumentParser
import Foundation
import HaloIO

/// `halo concat`: joins shard outputs, in the order given, into one file.
struct ConcatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "concat",
        abstract: "Join shard outputs (.y4m, or .mp4/.mov/.webm through ffmpeg without re-encoding) into one file.",
        discussion:
            "PNG sequences need no joining: every shard writes its frames, numbered globally, into the same directory.")

    @Argument(help: "The shard files, in order.")
    var inputs: [String]

    @Option(name: .shortAndLong, help: "The joined file (written atomically).")
    var output: String

    @Flag(help: "Replace an existing output.")
    var overwrite = false

    @Flag(help: "Join the shards given even when some of the render's are missing.")
    var allowPartial = false

    func validate() throws {
        guard !inputs.isEmpty else { throw ValidationError("give the shard files to join") }
        let ext = URL(fileURLWithPath: output).pathExtension.lowercased()
        for i in inputs where URL(fileURLWithPath: i).pathExtension.lowercased() != ext {
            throw ValidationError("\(i) is not a .\(ext) file like the output \(output)")
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
        let p = Process()
        p.executableURL = try FFmpegSink.executable()
        p.arguments = [
            "-hide_banner", "-loglevel", "error", "-y", "-f", "concat", "-safe", "0", "-i", list.path,
            "-c", "copy", "-f", FFmpegSink.container(of: out) ?? "mp4", tmp.path,
        ]
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

    /// Checks every input's video stream has the first one's codec, size, pixel format and
    /// frame rate (ffprobe), which joining without re-encoding needs.
    func checkStreamsMatch() throws {
        let ffprobe = try FFmpegSink.executable().deletingLastPathComponent().appendingPathComponent("ffprobe")
        var first: (path: String, info: String)?
        for path in inputs {
            let p = Process()
            p.executableURL = ffprobe
            p.arguments = [
                "-v", "error", "-select_streams", "v:0", "-show_entries",
                "stream=codec_name,width,height,pix_fmt,r_frame_rate", "-of", "compact=p=0", path,
            ]
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
            if let first, first.info != info {
                throw CLIError(
                    "\(path) has a video stream \(info), unlike \(first.path)'s \(first.info): "
                        + "shards of one render share codec, size, pixel format and frame rate")
            }
            if first == nil { first = (path, info) }
        }
    }
}
