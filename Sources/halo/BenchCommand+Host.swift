import Foundation
import HaloCatalog
import HaloCore
import HaloEffects
import HaloIO

extension BenchCommand {
    /// Times the host's part of each frame on this thread, stage by stage (docs/performance.md,
    /// "Host stages"): evaluate (the document at t, effects and text not yet resolved), resolve
    /// (effects and text into draws), plan (geometry, reused through a `GeometryCache` as a
    /// renderer reuses it), and encode (the words both backends read, packed into buffers).
    /// Frame i is the scene at t = i/60 s, as in every stage; warm-up frames are not counted.
    @inline(never)
    func measureHost(_ timeline: SceneTimeline, _ stop: StopSignal) throws -> HostTimes {
        var times = HostTimes()
        let geometry = GeometryCache()
        let planted = Self.plantedWork()
        // --threads caps the planner's workers too: `--threads 1` is the host's part on one thread.
        ParallelMap.workerLimit.store(threads, ordering: .relaxed)
        defer { ParallelMap.workerLimit.store(0, ordering: .relaxed) }
        for i in 0..<(warmup + frames) {
            if stop.isSet { throw stop.exitCode }
            let t = Double(i) / 60
            let t0 = monotonicMilliseconds()
            let unresolved = try Self.evaluateStage(timeline, t)
            let t1 = monotonicMilliseconds()
            let list = try Self.resolveStage(timeline, unresolved, t)
            let t2 = monotonicMilliseconds()
            let plan = Self.planStage(list, geometry)
            let t3 = monotonicMilliseconds()
            let encoded = Self.encodeStage(plan)
            if planted > 0 { Self.spin(planted) }
            let t4 = monotonicMilliseconds()
            withExtendedLifetime(encoded) {}
            if i >= warmup {
                times.evaluate.append(t1 - t0)
                times.resolve.append(t2 - t1)
                times.plan.append(t3 - t2)
                times.encode.append(t4 - t3)
                times.total.append(t4 - t0)
            }
        }
        return times
    }
}

extension BenchCommand {
    // The host stages as calls the compiler keeps, so the speed gate (scripts/perf-check.py)
    // finds each stage's instructions under these names in callgrind's output, in debug and
    // release builds alike (a release build inlines the library calls across modules).

    /// Evaluate: the document at `t`, effects and text not yet resolved.
    @inline(never)
    static func evaluateStage(_ timeline: SceneTimeline, _ t: Double) throws -> Scene {
        try timeline.unresolved(at: t)
    }

    /// Resolve: effects and text into draws.
    @inline(never)
    static func resolveStage(_ timeline: SceneTimeline, _ scene: Scene, _ t: Double) throws -> DisplayList {
        try timeline.resolve(scene, at: t)
    }

    /// Plan: geometry, reused through `geometry`.
    @inline(never)
    static func planStage(_ list: DisplayList, _ geometry: GeometryCache) -> FramePlan {
        Planner.plan(list, cache: geometry)
    }

    /// Encode: the words both backends read.
    @inline(never)
    static func encodeStage(_ plan: FramePlan) -> EncodedFrame { EncodedFrame(plan) }

    /// Loop iterations added to each host frame, from HALO_BENCH_PLANT_WORK (0 when unset): a
    /// slowdown planted for the speed gate's own test (`PerfCheckTests`), which must catch it.
    static func plantedWork() -> Int {
        Int(ProcessInfo.processInfo.environment["HALO_BENCH_PLANT_WORK"] ?? "") ?? 0
    }

    /// `n` iterations of work the compiler cannot drop.
    @inline(never)
    static func spin(_ n: Int) {
        var x: UInt64 = 1
        for i in 0..<n { x = x &* 6_364_136_223_846_793_005 &+ UInt64(i) }
        if x == 42 { StandardStream.error.write("") }
    }
}

/// Milliseconds of each host stage, one entry per measured frame.
struct HostTimes {
    var evaluate: [Double] = [], resolve: [Double] = [], plan: [Double] = [], encode: [Double] = []
    var total: [Double] = []

    /// The stages by name, in order, with the whole frame last.
    var stages: [(name: String, stats: BenchStatistics)] {
        [("evaluate", evaluate), ("resolve", resolve), ("plan", plan), ("encode", encode), ("host", total)]
            .map { ($0.0, BenchStatistics(milliseconds: $0.1)) }
    }

    static let header =
        "scene".padding(toLength: 27, withPad: " ", startingAt: 0)
        + "size".padding(toLength: 12, withPad: " ", startingAt: 0)
        + ["evaluate", "resolve", "plan", "encode", "host"].map { $0.leftPad(10) }.joined() + "  (median ms)"

    /// One table line: each stage's median.
    func line(scene: String, width: Int, height: Int) -> String {
        scene.padding(toLength: 27, withPad: " ", startingAt: 0)
            + "\(width)x\(height)".padding(toLength: 12, withPad: " ", startingAt: 0)
            + stages.map { String(format: "%.3f", $0.stats.median).leftPad(10) }.joined()
    }

    /// One JSON object: each stage's median, 10th and 90th percentiles.
    func json(scene: String, width: Int, height: Int) -> String {
        var object: [String: Any] = [
            "scene": scene, "stage": "host", "width": width, "height": height, "frames": total.count,
        ]
        for (name, stats) in stages {
            object["\(name)_median_ms"] = stats.median
            object["\(name)_p10_ms"] = stats.p10
            object["\(name)_p90_ms"] = stats.p90
        }
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
