import Foundation
import HaloCore
import HaloCorpus
import HaloIO
import HaloRender
import HaloUI

// The compatibility corpus's tool (examples/corpus):
//
//     halo-corpus stills DIR [--backend cpu|gpu|auto]   each view's stills, DIR/<Name>-<t>.png
//     halo-corpus bench [--runs N]                      host-stage timings, medians of N runs
//
// `bench` times what HaloUI does before any pixel (run it in release): the runtime's replay of a
// view's events to a late frame, and the lowering of each corpus view to a scene.

/// The timings of `runs` runs of `body` (monotonic clock, milliseconds).
func timings(runs: Int, _ body: () throws -> Void) rethrows -> BenchStatistics {
    var times: [Double] = []
    for _ in 0..<runs {
        let start = monotonicMilliseconds()
        try body()
        times.append(monotonicMilliseconds() - start)
    }
    return BenchStatistics(milliseconds: times)
}

/// The value after `flag`, if given.
func option(_ flag: String, in arguments: [String]) -> String? {
    guard let i = arguments.firstIndex(of: flag), i + 1 < arguments.count else { return nil }
    return arguments[i + 1]
}

func stills(into directory: String, backend: ViewRenderer.Backend) throws {
    let renderer = try ViewRenderer(backend: backend)
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    for entry in CorpusCatalog.entries {
        for t in entry.times {
            let image = try renderer.image(
                of: entry.view, width: entry.width, height: entry.height, background: .white, at: t)
            let path = "\(directory)/\(entry.name)-\(String(format: "%.2f", t)).png"
            try PNG.write(image, to: URL(fileURLWithPath: path))
            print(path)
        }
    }
    try fixStills(into: directory, with: renderer)
}

/// The stills of two behaviour fixes (issue 26; docs/library.md shows them beside the stills
/// made before): spaces in a row of one-letter texts, and `scaleEffect(0)` beside a square.
func fixStills(into directory: String, with renderer: ViewRenderer) throws {
    let letters = Array("Hello Halo").map { String($0) }
    let row = HStack(spacing: 0) {
        ForEach(0..<letters.count, id: \.self) { i in
            Text(letters[i]).font(.system(size: 34, weight: .heavy)).foregroundStyle(.purple)
        }
    }
    let pair = HStack(spacing: 20) {
        Rectangle().fill(Color.blue).frame(width: 40, height: 40)
        Circle().fill(Color.red).frame(width: 40, height: 40).scaleEffect(0)
    }
    let stills = [
        ("fix-whitespace-after.png", try renderer.image(of: row, width: 280, height: 80, background: .white)),
        ("fix-scale0-after.png", try renderer.image(of: pair, width: 160, height: 80, background: .white)),
    ]
    for (name, image) in stills {
        try PNG.write(image, to: URL(fileURLWithPath: "\(directory)/\(name)"))
        print("\(directory)/\(name)")
    }
}

func bench(runs: Int) throws {
    // A 0.1-s timer replayed to t = 600 s (6000 events), from a fresh timeline each run: the
    // first frame of a shard that starts at 10 minutes.
    let replay = try timings(runs: runs) {
        _ = try ViewTimeline(LongTicker(), width: 200, height: 100).displayList(at: 600)
    }
    print(
        String(
            format: "replay LongTicker to 600 s (6000 timer events): %8.2f ms (median of %d; p10 %.2f, p90 %.2f)",
            replay.median, runs, replay.p10, replay.p90))
    for entry in CorpusCatalog.entries {
        let t = try timings(runs: runs) {
            _ = try ViewScene.displayList(of: entry.view, width: entry.width, height: entry.height, at: 1)
        }
        print(String(format: "lower  %-20@ at 1 s (replay included): %8.3f ms", entry.name as NSString, t.median))
    }
}

// A closed standard stream gets /dev/null before a still's file could take its descriptor.
StandardStream.openClosedOnNullDevice()
let arguments = Array(CommandLine.arguments.dropFirst())
do {
    switch arguments.first {
    case "stills" where arguments.count >= 2:
        let name = option("--backend", in: arguments) ?? "cpu"
        let backends: [String: ViewRenderer.Backend] = ["cpu": .cpu, "gpu": .gpu, "auto": .auto]
        guard let backend = backends[name] else {
            throw CorpusToolError(message: "--backend: '\(name)' is not cpu, gpu or auto")
        }
        try stills(into: arguments[1], backend: backend)
    case "bench":
        let runs = option("--runs", in: arguments).flatMap { Int($0) } ?? 7
        guard runs > 0 else { throw CorpusToolError(message: "--runs: must be a positive whole number") }
        try bench(runs: runs)
    default:
        throw CorpusToolError(message: "usage: halo-corpus stills DIR [--backend cpu|gpu|auto] | bench [--runs N]")
    }
} catch {
    StandardStream.error.write("halo-corpus: \(error)\n")
    exit(1)
}

/// A usage or option error, in words.
struct CorpusToolError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
