import Foundation
import HaloCatalog
import HaloCore
import HaloCPU
import HaloGL
import HaloIO
import HaloTestSupport
import Testing
import HaloTestSupport

/// Every catalog scene on every backend: CPU against committed goldens, GPU against CPU.
@Suite struct CatalogTests {
    /// CPU vs golden: the golden was made by the CPU renderer on another run or machine; libm
    /// (atan2f) may differ by an ulp across machines, so one 1/255 step is allowed, and no
    /// pixel may differ by more.
    static let goldenTolerance = Tolerance(maxChannelDifference: 1, maxDifferingFraction: 0)

    /// The scenes too smooth for a pixel's move to show: their sigma 40 blur changes by at most
    /// 1/255 from one pixel to the next.
    static let smooth: Set<String> = ["blur_sigma40_capsule", "blur_sigma40_capsule_scale2"]

    /// The negative control of a catalog scene's comparison with `expected`: `expected` one
    /// pixel right and down (a placement off by one); for a `smooth` scene, the CPU's frame of
    /// the scene with its blurs 10% narrower (a wrong sigma).
    static func control(_ entry: SceneCatalog.Entry, _ expected: Image) throws -> Image {
        guard smooth.contains(entry.name) else { return ImageCheck.shifted(expected, dx: 1, dy: 1) }
        func narrower(_ layer: Layer) -> Layer {
            var l = layer
            l.blur *= 0.9
            l.items = l.items.map { if case .layer(let child) = $0 { .layer(narrower(child)) } else { $0 } }
            return l
        }
        var scene = entry.scene
        scene.layers = scene.layers.map(narrower)
        return try CPURenderer().render(scene)
    }

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
        let outcome = ImageCheck.match(
            expected: golden, actual: image, control: try Self.control(entry, golden),
            tolerance: Self.goldenTolerance, "\(entry.name): CPU vs golden")
        if !outcome.passed { writeFailure("\(entry.name)-cpu-vs-golden", expected: golden, actual: image) }
    }

    @Test("GPU frame matches the CPU frame", .enabled(if: SharedGPU.available), arguments: SceneCatalog.all)
    func gpuMatchesCPU(_ entry: SceneCatalog.Entry) throws {
        let gpu = try GPUFrames.frame(entry)
        let cpu = try CPUFrames.frame(entry)
        let outcome = ImageCheck.match(
            expected: cpu, actual: gpu, control: try Self.control(entry, cpu), "\(entry.name): GPU vs CPU")
        if !outcome.passed { writeFailure("\(entry.name)-gpu-vs-cpu", expected: cpu, actual: gpu) }
    }

    /// Catches a series whose times never reach its scene (`text_fade_t*` once rendered one
    /// picture four times) and any scene that repeats another.
    @Test("No two catalog scenes are the same picture")
    func everySceneIsItsOwnPicture() throws {
        let frames = try SceneCatalog.all.map { ($0.name, try CPUFrames.frame($0)) }
        for (i, (name, image)) in frames.enumerated() {
            for (other, otherImage) in frames[(i + 1)...]
            where otherImage.width == image.width && otherImage.height == image.height {
                ImageCheck.rejects(
                    expected: image, actual: otherImage, tolerance: Self.goldenTolerance,
                    "\(name) and \(other) are the same picture")
            }
        }
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
