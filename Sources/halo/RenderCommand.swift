import ArgumentParser
import Foundation
import HaloCore
import HaloIO

/// `halo render`: one frame to a PNG file, or a sequence of frames to a directory.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scene file or an effect: one frame to a .png, or frames to a directory.",
        discussion: """
        With -o FILE.png, renders the frame at --time. With -o DIR (a directory, existing or \
        new), renders --duration seconds at --fps as DIR/frame_00000.png ... (frame i is at \
        time i / fps); each file is written atomically.
        """)

    @OptionGroup var source: SceneSource

    @Option(name: .shortAndLong, help: "A .png file for one frame, or a directory for a sequence.")
    var output: String

    @Option(help: "Seconds of frames to render into a directory.")
    var duration: Double?

    @Option(help: "Frames per second of a sequence.")
    var fps: Double = 60

    @Flag(help: "Replace frames already in the output directory.")
    var overwrite = false

    @OptionGroup var backendOptions: BackendOptions

    var isSequence: Bool { !output.hasSuffix(".png") }

    func validate() throws {
        guard source.isGiven else { throw ValidationError("give a scene file or --effect NAME") }
        guard fps.isFinite, fps > 0, fps <= 1000 else { throw ValidationError("--fps must be in (0, 1000], got \(fps)") }
        if let d = duration {
            guard d.isFinite, d > 0, d * fps <= 10_000_000 else { throw ValidationError("--duration must be > 0 and at most 10,000,000 frames, got \(d)") }
            guard isSequence else { throw ValidationError("--duration renders a sequence: give a directory as --output, not a .png") }
        } else if isSequence {
            throw ValidationError("--output must name a .png file, or a directory with --duration, got '\(output)'")
        }
    }

    func run() throws {
        let frames = try source.open()
        let renderer = try backendOptions.makeRenderer()
        if !isSequence {
            let url = URL(fileURLWithPath: output)
            try checkWritable(url)
            let image = try renderer.render(try frames.scene(at: source.time))
            try PNG.write(image, to: url)
            print("\(output): \(image.width)x\(image.height), t = \(fmt(source.time)) s, \(renderer.name)")
            return
        }
        let count = Int((duration! * fps).rounded())
        let dir = URL(fileURLWithPath: output, isDirectory: true)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try checkWritable(dir.appendingPathComponent("frame.png"))
        let digits = max(5, String(count - 1).count)
        func name(_ i: Int) -> String {
            let n = String(i)
            return "frame_" + String(repeating: "0", count: max(digits - n.count, 0)) + n + ".png"
        }
        if !overwrite, FileManager.default.fileExists(atPath: dir.appendingPathComponent(name(0)).path) {
            throw CLIError("\(dir.path) already holds \(name(0)); pass --overwrite to replace frames")
        }
        let start = Date()
        var lastReport = start
        for i in 0..<count {
            let image = try renderer.render(try frames.scene(at: Double(i) / fps))
            try PNG.write(image, to: dir.appendingPathComponent(name(i)))
            if Date().timeIntervalSince(lastReport) >= 2 || i == count - 1 {
                lastReport = Date()
                let elapsed = lastReport.timeIntervalSince(start)
                FileHandle.standardError.write(Data(String(format: "halo: %d/%d frames, %.1f fps\n", i + 1, count, Double(i + 1) / max(elapsed, 1e-9)).utf8))
            }
        }
        print("\(dir.path): \(count) frames at \(fmt(fps)) fps, \(renderer.name)")
    }
}

/// Fails early, before rendering, when the output's directory is missing or not writable.
func checkWritable(_ url: URL) throws {
    let dir = url.deletingLastPathComponent().path
    var isDir: ObjCBool = false
    guard FileManager.default.fileExists(atPath: dir, isDirectory: &isDir) else {
        throw CLIError("cannot write \(url.path): directory \(dir) does not exist")
    }
    guard isDir.boolValue else {
        throw CLIError("cannot write \(url.path): \(dir) is not a directory")
    }
    guard access(dir, W_OK) == 0 else {
        throw CLIError("cannot write \(url.path): directory \(dir) is not writable")
    }
}
