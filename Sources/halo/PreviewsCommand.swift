import ArgumentParser
import Foundation
import HaloCore

/// `halo previews PATH`: every `#Preview` and `PreviewProvider` of a package or a folder of SwiftUI files,
/// rendered on the CPU to PNGs (and short clips), with a table of what each took.
///
/// The files are copied into a scratch package (`import SwiftUI` swapped for `import HaloUI` in the copy,
/// `@main` dropped; the originals are never touched) with an executable, the runner, that depends on
/// this Halo by path and renders what `PreviewRegistry.previews(inModule:)` finds. The runner reports each
/// preview as a line of JSON, so a preview that crashes the runner is still named in the table.
struct PreviewsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "previews",
        abstract: "Render every #Preview and PreviewProvider of a package or folder of SwiftUI files to PNGs.",
        discussion: """
            PATH is a Swift package (its Sources/ are taken) or a folder of .swift files. The first run builds \
            Halo in the work folder (minutes); later runs with the same --work rebuild only the copied files. \
            Each preview is drawn at its traits' layout: the device (default 393x852, turned for a landscape \
            trait), a fixed size, or the view's own size (sizeThatFitsLayout). Exits 1 when a preview fails.
            """)

    @Argument(help: "A Swift package or a folder of Swift files.")
    var path: String

    @Option(name: [.short, .long], help: "The folder the PNGs (and clips) go to.")
    var output = "previews"

    @Option(help: "The scratch package's folder (kept, so a later run rebuilds only what changed).")
    var work: String?

    @Option(help: "The Halo checkout to build against (default: the one this halo was built in).")
    var haloRoot: String?

    @Option(help: "Also write a clip of this many seconds of each preview, NAME.mp4 (needs ffmpeg).")
    var duration: Double?

    @Option(help: "The clips' frame rate.")
    var fps = 30.0

    @Option(help: "The device's size in points, WxH, held upright.")
    var device = "393x852"

    @Option(help: "Pixels per point.")
    var scale = 1.0

    @Option(help: "The table's format: text or markdown.")
    var format = "text"

    func validate() throws {
        guard Self.size(device) != nil else { throw ValidationError("--device must be WxH points, got '\(device)'") }
        guard scale.isFinite, scale > 0, scale <= 8 else { throw ValidationError("--scale must be in (0, 8]") }
        if let duration {
            guard duration.isFinite, duration > 0, duration <= 60 else {
                throw ValidationError("--duration must be in (0, 60] seconds, got \(duration)")
            }
        }
        guard fps.isFinite, fps > 0, fps <= 240 else { throw ValidationError("--fps must be in (0, 240]") }
        guard ["text", "markdown"].contains(format) else {
            throw ValidationError("--format must be text or markdown, got '\(format)'")
        }
    }

    /// `WxH` as two positive sizes of at most 8192 points.
    static func size(_ text: String) -> (width: Double, height: Double)? {
        let parts = text.split(separator: "x").compactMap { Double($0) }
        guard parts.count == 2, parts.allSatisfy({ $0.isFinite && $0 >= 1 && $0 <= 8192 }) else { return nil }
        return (parts[0], parts[1])
    }

    func run() throws {
        let input = URL(fileURLWithPath: path).standardizedFileURL
        let sources = try PreviewSources(input)
        let halo = try haloRoot.map { try Self.checkedHaloRoot(URL(fileURLWithPath: $0)) } ?? Self.haloRoot()
        let workURL = URL(fileURLWithPath: work ?? Self.defaultWork(for: input).path).standardizedFileURL
        let scratch = ScratchPackage(folder: workURL, halo: halo, sources: sources)
        try scratch.write()
        for app in sources.appFiles {
            note("left out \(app.path): an app's entry point (@main App), which HaloUI does not declare")
        }
        note("building \(sources.files.count) file(s) of \(input.path) as module \(sources.module) in \(workURL.path)")
        try scratch.build()
        let outputURL = URL(fileURLWithPath: output).standardizedFileURL
        try FileManager.default.createDirectory(at: outputURL, withIntermediateDirectories: true)
        let rows = try scratch.runRunner(arguments: runnerArguments(outputURL))
        let table = PreviewTable(rows: rows, sources: sources)
        print(format == "markdown" ? table.markdown : table.text, terminator: "")
        let failed = rows.filter { $0.error != nil }.count
        if rows.isEmpty {
            throw CLIError("no #Preview or PreviewProvider in \(input.path)")
        }
        if failed > 0 { throw CLIError("\(failed) of \(rows.count) previews failed") }
    }

    /// The runner's arguments: the module, where the files go, the device and the clips.
    func runnerArguments(_ outputURL: URL) -> [String] {
        var arguments = ["--output", outputURL.path, "--device", device, "--scale", String(scale)]
        if let duration { arguments += ["--duration", String(duration), "--fps", String(fps)] }
        return arguments
    }

    /// A scratch folder of its own for each input, under the temporary folder, so runs on the same input
    /// reuse their build.
    static func defaultWork(for input: URL) -> URL {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in input.path.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let name = "halo-previews-\(input.lastPathComponent)-\(String(hash, radix: 16))"
        return FileManager.default.temporaryDirectory.appendingPathComponent(name)
    }

    /// The Halo checkout this binary was built in: the first folder above the executable that holds
    /// Halo's Package.swift and Sources/HaloUI.
    static func haloRoot() throws -> URL {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var folder = executable.deletingLastPathComponent()
        while folder.path != "/" {
            if let root = try? checkedHaloRoot(folder) { return root }
            folder = folder.deletingLastPathComponent()
        }
        throw CLIError(
            "cannot find the Halo checkout above \(executable.path) (this halo was moved?): pass --halo-root")
    }

    /// `folder` if it is a Halo checkout (Package.swift naming Halo, Sources/HaloUI).
    static func checkedHaloRoot(_ folder: URL) throws -> URL {
        let manifest = folder.appendingPathComponent("Package.swift")
        guard let text = try? String(contentsOf: manifest, encoding: .utf8), text.contains("name: \"Halo\""),
            FileManager.default.fileExists(atPath: folder.appendingPathComponent("Sources/HaloUI").path)
        else {
            throw CLIError(
                "--halo-root \(folder.path): not a Halo checkout (no Package.swift of Halo with Sources/HaloUI)")
        }
        return folder.standardizedFileURL
    }
}
