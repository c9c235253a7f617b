import ArgumentParser
import Foundation
import HaloCatalog
import HaloCore
import HaloCPU
import HaloGL
import HaloIO

/// `halo compare`: render scenes on both backends and measure the difference.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Render on the GPU and the CPU and compare; exits 1 when any scene is beyond tolerance.",
        discussion: """
            Metrics are on premultiplied RGBA bytes: the largest per-channel difference, the mean \
            absolute difference, PSNR, and the pixels differing by more than 1/255.

            Examples:
              halo compare examples/demo.json --diff diff.png
              halo compare --effect snake --time 1.2
              halo compare --catalog --diff out/compare
            """)

    @OptionGroup var sceneOptions: SceneOptions

    @Flag(help: "Compare every scene of the built-in catalog instead of a file.")
    var catalog = false

    @Option(
        help: ArgumentHelp("With --catalog: only the scenes whose names contain TEXT; repeatable.", valueName: "TEXT"))
    var match: [String] = []

    @Option(
        help: ArgumentHelp(
            "Write expected (CPU) | difference | actual (GPU) as one PNG here; with --catalog, a directory for "
                + "failing scenes.")
    )
    var diff: String?

    @Option(help: "Largest allowed per-channel difference, in 1/255 steps.")
    var maxDifference: Int = Tolerance.standard.maxChannelDifference

    @Option(help: "Largest allowed share of pixels differing by more than 1/255, in percent.")
    var maxPercent: Double = Tolerance.standard.maxDifferingFraction * 100

    @Flag(help: "Print the metrics as JSON lines.")
    var json = false

    func validate() throws {
        guard sceneOptions.isGiven != catalog else {
            throw ValidationError("give a scene file, --effect NAME or --catalog (one of them)")
        }
        if !match.isEmpty && !catalog { throw ValidationError("--match selects catalog scenes: use it with --catalog") }
        for m in match where !SceneCatalog.all.contains(where: { $0.name.contains(m) }) {
            throw ValidationError("--match '\(m)' matches no catalog scene")
        }
        guard maxDifference >= 0, maxDifference <= 255 else {
            throw ValidationError("--max-difference must be in 0...255, got \(maxDifference)")
        }
        guard maxPercent.isFinite, maxPercent >= 0, maxPercent <= 100 else {
            throw ValidationError("--max-percent must be in 0...100, got \(maxPercent)")
        }
    }

    func run() throws {
        // A catalog scene is made just before it is rendered, so its text is laid out (and warned
        // about) only when that scene is compared; comparing a file makes none of them. Catalog
        // scenes are built by hand: each is checked once, there, for both backends.
        let entries: [(name: String, displayList: () throws -> DisplayList)]
        if catalog {
            entries = SceneCatalog.all
                .filter { e in match.isEmpty || match.contains { e.name.contains($0) } }
                .map { e in (e.name, { try DisplayList(e.scene) }) }
        } else {
            let frames = try sceneOptions.open()
            let list = try frames.displayList(at: sceneOptions.time)
            entries = [(frames.name, { list })]
        }
        if let d = diff {
            if catalog {
                try OutputPaths.createDirectory(URL(fileURLWithPath: d))
            } else {
                try OutputPaths.checkWritable(URL(fileURLWithPath: d))
            }
        }
        let gpuRenderer = try BackendOptions.gpuRenderer()
        let cpuRenderer = CPURenderer()
        let tolerance = Tolerance(maxChannelDifference: maxDifference, maxDifferingFraction: maxPercent / 100)
        var failures = 0
        for (name, displayList) in entries {
            let list = try sceneOptions.checked { try displayList() }
            let (gpu, cpu) = try sceneOptions.checked { (try gpuRenderer.render(list), try cpuRenderer.render(list)) }
            let m = ImageDiff.compare(expected: cpu, actual: gpu)
            let pass = tolerance.accepts(m)
            if !pass { failures += 1 }
            if json {
                let data = try JSONEncoder.sorted.encode(CompareReport(scene: name, metrics: m, pass: pass))
                print(String(decoding: data, as: UTF8.self))
            } else {
                print("\(name): \(m.summary) -> \(pass ? "PASS" : "FAIL")")
            }
            if let d = diff, !catalog || !pass {
                let url =
                    catalog ? URL(fileURLWithPath: d).appendingPathComponent("\(name).png") : URL(fileURLWithPath: d)
                try PNG.write(ImageDiff.sideBySide(expected: cpu, actual: gpu), to: url)
            }
        }
        if !json {
            print(
                "\(entries.count - failures) passed, \(failures) failed (tolerance \(tolerance); "
                    + "\(gpuRenderer.device.report.renderer))"
            )
        }
        if failures > 0 { throw ExitCode(1) }
    }
}

struct CompareReport: Encodable {
    let scene: String
    let metrics: ImageDiff.Metrics
    let pass: Bool
}

extension JSONEncoder {
    static var sorted: JSONEncoder {
        let e = JSONEncoder()
        e.outputFormatting = [.sortedKeys]
        return e
    }
}
