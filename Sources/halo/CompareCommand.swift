import ArgumentParser
import Foundation
import HaloCore
import HaloCPU
import HaloIO

/// `halo compare`: render a scene on both backends and measure the difference.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Render a scene on the GPU and the CPU and compare them; exits 1 beyond tolerance.")

    @Argument(help: "The scene file (JSON).")
    var scene: String

    @Option(help: "Write expected | difference | actual as one PNG here.")
    var diff: String?

    @Option(help: "Largest allowed per-channel difference, in 1/255 steps.")
    var maxDifference: Int = Tolerance.standard.maxChannelDifference

    @Option(help: "Largest allowed share of pixels differing by more than 1/255, in percent.")
    var maxPercent: Double = Tolerance.standard.maxDifferingFraction * 100

    @Flag(help: "Print the metrics as JSON.")
    var json = false

    func run() throws {
        let s = try loadScene(scene)
        if let d = diff { try checkWritable(URL(fileURLWithPath: d)) }
        let gpu = try BackendOptions.gpuRenderer().render(s)
        let cpu = try CPURenderer().render(s)
        let m = ImageDiff.compare(expected: cpu, actual: gpu)
        let tolerance = Tolerance(maxChannelDifference: maxDifference, maxDifferingFraction: maxPercent / 100)
        let pass = tolerance.accepts(m)
        if json {
            let data = try JSONEncoder.sorted.encode(CompareReport(metrics: m, pass: pass))
            print(String(decoding: data, as: UTF8.self))
        } else {
            print("\(scene): \(m.summary) -> \(pass ? "PASS" : "FAIL") (tolerance \(tolerance))")
        }
        if let d = diff { try PNG.write(ImageDiff.sideBySide(expected: cpu, actual: gpu), to: URL(fileURLWithPath: d)) }
        if !pass { throw ExitCode(1) }
    }
}

struct CompareReport: Encodable {
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
