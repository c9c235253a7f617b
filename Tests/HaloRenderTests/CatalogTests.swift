import Foundation
import HaloCatalog
import HaloCore
import HaloCPU
import HaloGL
import HaloIO
import Testing
import HaloTestSupport

/// Every catalog scene on every backend: CPU against committed goldens, GPU against CPU.
@Suite struct CatalogTests {
    /// CPU vs golden: the golden was made by the CPU renderer on another run or machine; libm
    /// (atan2f) may differ by an ulp across machines, so one 1/255 step is allowed, and no
    /// pixel may differ by more.
    static let goldenTolerance = Tolerance(maxChannelDifference: 1, maxDifferingFraction: 0)

    @Test("CPU frame matches its golden", arguments: SceneCatalog.all)
    func cpuMatchesGolden(_ entry: SceneCatalog.Entry) throws {
        let image = try CPUFrames.frame(entry)
        let url = Paths.goldens.appendingPathComponent("\(entry.name).png")
        let record = ProcessInfo.processInfo.environment["HALO_RECORD_GOLDENS"] == "1"
        guard !record, FileManager.default.fileExists(atPath: url.path) else {
            try FileManager.default.createDirectory(at: Paths.goldens, withIntermediateDirectories: true)
            try PNG.write(image, to: url)
            let what = record ? "rewritten (HALO_RECORD_GOLDENS=1)" : "missing and is now written"
            Issue.record("golden \(entry.name).png was \(what); check it and run again")
            return
        }
        let golden = try PNG.read(url)
        let m = ImageDiff.compare(expected: golden, actual: image)
        let ok = Self.goldenTolerance.accepts(m)
        let failure = ok ? "" : writeFailure("\(entry.name)-cpu-vs-golden", expected: golden, actual: image)
        #expect(ok, "\(entry.name): CPU vs golden \(m.summary); see \(failure)")
    }

    @Test("GPU frame matches the CPU frame", .enabled(if: SharedGPU.available), arguments: SceneCatalog.all)
    func gpuMatchesCPU(_ entry: SceneCatalog.Entry) throws {
        let gpu = try GPUFrames.frame(entry)
        let cpu = try CPUFrames.frame(entry)
        let m = ImageDiff.compare(expected: cpu, actual: gpu)
        let ok = Tolerance.standard.accepts(m)
        let failure = ok ? "" : writeFailure("\(entry.name)-gpu-vs-cpu", expected: cpu, actual: gpu)
        #expect(ok, "\(entry.name): GPU vs CPU \(m.summary); see \(failure)")
    }

    @Test("CPU frames are the same bytes whatever the thread count or order")
    func cpuIsDeterministic() throws {
        let entries = Array(SceneCatalog.all.prefix(12))
        let serial = try entries.map { try CPURenderer(threads: 1).render($0.scene) }
        let parallel = try entries.reversed().map { try CPURenderer(threads: 4).render($0.scene) }.reversed()
        for (entry, (a, b)) in zip(entries, zip(serial, parallel)) {
            #expect(a == b, "\(entry.name) differs between 1 and 4 threads")
        }
    }

    @Test("The catalog has enough scenes, with unique names")
    func catalogIsComplete() {
        // Exactly the scenes with a committed golden: none missing, none left over, no name twice.
        let names = SceneCatalog.all.map(\.name)
        let goldens = (try? FileManager.default.contentsOfDirectory(atPath: Paths.goldens.path)) ?? []
        #expect(Set(names).count == names.count, "a scene name is used twice")
        #expect(
            Set(names) == Set(goldens.filter { $0.hasSuffix(".png") }.map { String($0.dropLast(4)) }),
            "the catalog and Tests/HaloRenderTests/Goldens name different scenes")
        // Every shape x operation appears (a path cannot be inset, so no strokeBorder).
        let draws = SceneCatalog.all.flatMap { $0.scene.layers.flatMap(\.draws) }
        for kind in ShapeKind.allCases {
            for op in Operation.allCases where !(kind == .path && op == .strokeBorder) {
                #expect(
                    draws.contains { $0.shape.kind == kind && $0.operation == op }, "no scene has \(kind) with \(op)")
            }
        }
    }
}
