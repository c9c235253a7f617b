import Foundation
import HaloTestSupport
import Testing

/// The speed gate (scripts/perf-check.py, `make perf-check`) on one small scene: its counts are the
/// same run after run, and a slowdown planted in the host stage (HALO_BENCH_PLANT_WORK) fails it,
/// naming the scene, the stage and both counts.
@Suite("Speed gate")
struct PerfCheckTests {
    static let tools = ["/usr/bin/valgrind", "/usr/bin/callgrind_annotate", "/usr/bin/ffmpeg", "/usr/bin/python3"]
    static let available = tools.allSatisfy { FileManager.default.isExecutableFile(atPath: $0) }
    /// The gate measures the debug build (`make perf-check`, whose baselines are the debug
    /// build's); a release build names its stage calls apart ("specialized ...", outlined parts).
    #if DEBUG
        static let debugBuild = true
    #else
        static let debugBuild = false
    #endif

    /// Runs the gate over the snake scene with `arguments`; its status and what it printed.
    static func gate(_ arguments: [String], environment: [String: String] = [:]) throws -> HaloBinary.Result {
        let script = RepoPaths.file("scripts/perf-check.py").path
        return try HaloBinary.run(
            [script, HaloBinary.url.path, "--scenes", "snake"] + arguments, environment: environment,
            executable: URL(fileURLWithPath: "/usr/bin/python3"))
    }

    /// `n` with commas between groups of three digits, as the gate prints counts.
    static func grouped(_ n: Int) -> String {
        var digits = Array(String(n)), out = ""
        while digits.count > 3 {
            out = "," + String(digits.suffix(3)) + out
            digits.removeLast(3)
        }
        return String(digits) + out
    }

    @Test(
        "The gate holds on unchanged code and fails on a planted slowdown",
        .enabled(if: available, "needs valgrind, ffmpeg and python3"),
        .enabled(if: debugBuild, "the gate measures the debug build, as make perf-check does"))
    func plantedSlowdownFails() throws {
        let dir = try HaloBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let baselines = dir.appendingPathComponent("baselines.json").path
        let record = try Self.gate(["--update", "--baselines", baselines])
        try #require(record.status == 0, "recording: \(record.stderr)")
        let recorded = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: baselines)))
        let host = try #require(((recorded as? [String: Any])?["host"] as? [String: Any])?["snake"] as? [String: Int])
        let frame = try #require(host["host"])
        #expect(frame > 100_000, "snake's host frame counted \(frame) instructions")

        let again = try Self.gate(["--baselines", baselines])
        #expect(again.status == 0, "the same code failed its own baselines: \(again.stderr)")

        // About 4 instructions an iteration: frame / 20 iterations add about 20%, past the 5% limit.
        let slow = try Self.gate(["--baselines", baselines], environment: ["HALO_BENCH_PLANT_WORK": "\(frame / 20)"])
        #expect(slow.status == 1, "the planted slowdown passed: \(slow.stdout) \(slow.stderr)")
        #expect(slow.stderr.contains("FAIL snake: host stage host: "), "\(slow.stderr)")
        #expect(slow.stderr.contains("baseline \(Self.grouped(frame)) "), "\(slow.stderr)")
        #expect(!slow.stderr.contains("stage plan:"), "an unchanged stage failed: \(slow.stderr)")
    }
}
