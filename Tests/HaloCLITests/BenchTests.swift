import Foundation
import HaloIO
import Testing

/// `halo bench`: its statistics, its output, and what it refuses.
@Suite struct BenchTests {
    @Test func statisticsAreMedianAndPercentiles() {
        let s = BenchStatistics(milliseconds: [5, 1, 4, 2, 3, 100])
        #expect(s.count == 6)
        #expect(s.median == 3.5)  // mean of the middle two of 1 2 3 4 5 100
        #expect(s.min == 1 && s.max == 100)
        #expect(abs(s.p10 - 1.5) < 1e-12)  // rank 0.5 between 1 and 2
        #expect(abs(s.p90 - 52.5) < 1e-12)  // rank 4.5 between 5 and 100
        #expect(abs(s.fps - 1000 / 3.5) < 1e-9)
        #expect(BenchStatistics(milliseconds: [7]).median == 7)
    }

    @Test func pipelinedStageIsMeasuredOnTheGPUOnly() throws {
        let r = try HaloBinary.run([
            "bench", "snake", "--size", "96x64", "--frames", "3", "--warmup", "1",
            "--stages", "readback,pipelined", "--json",
        ])
        #expect(r.status == 0, "\(r.stderr)")
        let rows = r.stdout.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        let cases = Set(rows.compactMap { row in (row["backend"] as? String).map { "\($0) \(row["stage"] ?? "")" } })
        // Without an EGL display (as `halo probe` says) the GPU's rows are left out, saying so;
        // with one, every row is there.
        if HaloBinary.gpu {
            #expect(cases == ["gpu readback", "gpu pipelined", "cpu readback"], "\(r.stderr)")
        } else {
            #expect(cases == ["cpu readback"] && r.stderr.contains("no GPU"), "\(r.stderr)")
        }
    }

    @Test func workIsCountedPerPassFromThePlan() throws {
        // The glow's 4 layers at 160 x 96: per pass and a total that sums them, the same on any
        // machine; no timing rows.
        let r = try HaloBinary.run([
            "bench", "intelligence-glow", "--work", "--size", "160x96", "--frames", "2",
            "--json",
        ])
        #expect(r.status == 0, "\(r.stderr)")
        let rows = r.stdout.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        #expect(rows.map { $0["pass"] as? String ?? "" } == ["fine", "blur rows", "total"])
        #expect(rows.allSatisfy { $0["kind"] as? String == "work" && $0["median_ms"] == nil })
        for key in ["invocations", "segment_evaluations", "blur_taps", "bytes_written", "bytes_cleared"] {
            let parts = rows.dropLast().map { $0[key] as? Double ?? -1 }.reduce(0, +)
            #expect(parts == rows.last?[key] as? Double, "\(key)")
        }
        #expect(rows[1]["blur_taps"] as? Double ?? 0 > 0 && rows[0]["blur_taps"] as? Double ?? 0 > 0)
        #expect(rows.last?["bytes_read_back"] as? Double == Double(160 * 96 * 4))
        #expect(rows.last?["bytes_cleared"] as? Double == 0)
    }

    @Test(.enabled(if: HaloBinary.gpu, "no EGL display: halo probe says so"))
    func passesAreTimedAndJudged() throws {
        // Per-pass GPU times from timer queries; on a software rasterizer they are marked not
        // real. Skipped without an EGL display, cancelled (reported as skipped) without the extension.
        let r = try HaloBinary.run([
            "bench", "snake", "--backend", "gpu", "--stages", "readback", "--size", "96x64",
            "--frames", "2", "--warmup", "1", "--passes", "--json",
        ])
        #expect(r.status == 0, "\(r.stderr)")
        if r.stderr.contains("no GL_EXT_disjoint_timer_query") {
            // Known only once the context is made: cancelled, so it shows as skipped, not passed.
            try Test.cancel("the GL context has no GL_EXT_disjoint_timer_query: \(r.stderr)")
        }
        let row = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let passes = try #require(row["passes_ms"] as? [String: Double], "\(r.stdout)")
        #expect(Set(passes.keys) == ["fine", "blur rows", "readback"])
        let probe = try HaloBinary.run(["probe"])
        if probe.stdout.contains("llvmpipe") { #expect(row["passes_real"] as? Bool == false) }
    }

    @Test func benchPrintsEveryStageAsJSON() throws {
        let r = try HaloBinary.run([
            "bench", "snake", "text", "--size", "96x64", "--frames", "2", "--warmup", "0",
            "--backend", "cpu", "--json",
        ])
        #expect(r.status == 0, "\(r.stderr)")
        let rows = r.stdout.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        #expect(rows.count == 8)
        #expect(Set(rows.compactMap { $0["stage"] as? String }) == ["render", "readback", "png", "y4m"])
        #expect(Set(rows.compactMap { $0["scene"] as? String }) == ["snake", "text"])
        for row in rows {
            #expect(row["backend"] as? String == "cpu")
            #expect(row["width"] as? Int == 96 && row["height"] as? Int == 64 && row["frames"] as? Int == 2)
            let median = row["median_ms"] as? Double ?? -1, p10 = row["p10_ms"] as? Double ?? -1,
                p90 = row["p90_ms"] as? Double ?? -1
            #expect(median > 0 && p10 <= median && median <= p90)
            #expect((row["peak_mib"] as? Double ?? 0) > 0)
        }
    }

    @Test(.enabled(if: BatchTests.ffprobe, "ffmpeg is not installed"))
    func benchTimesVideoBesideFFmpegAlone() throws {
        // The video stage (halo through ffmpeg) and ffmpeg alone on the same frames, same settings.
        let r = try HaloBinary.run([
            "bench", "snake", "--size", "96x64", "--frames", "4", "--warmup", "1",
            "--backend", "cpu", "--stages", "video,ffmpeg", "--preset", "ultrafast", "--json",
        ])
        #expect(r.status == 0, "\(r.stderr)")
        let rows = r.stdout.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        #expect(rows.compactMap { $0["stage"] as? String } == ["video", "ffmpeg"])
        for row in rows { #expect((row["fps"] as? Double ?? 0) > 0, "\(row)") }
        let bad = try HaloBinary.run([
            "bench", "snake", "--size", "96x64", "--frames", "2", "--backend", "cpu",
            "--stages", "video", "--preset", "nosuch",
        ])
        #expect(bad.status != 0 && bad.stderr.contains("ffmpeg"), "\(bad.stderr)")
    }

    @Test(arguments: [
        (["bench", "nosuch"], "unknown bench scene 'nosuch'"),
        (["bench", "--frames", "0"], "--frames must be in 1...100000, got 0"),
        (["bench", "--size", "0x10"], "--size must be WxH"),
        (["bench", "--stages", "render,draw"], "unknown stage 'draw'"),
        (["bench", "--backend", "tpu"], "tpu"),
    ])
    func badBenchArgumentsAreRefused(_ arguments: [String], _ message: String) throws {
        let r = try HaloBinary.run(arguments)
        #expect(r.status != 0)
        #expect(r.stderr.contains(message), "\(r.stderr)")
    }
}
