import HaloCPU
import HaloCorpus
import HaloIO
import HaloUI
import Testing

import enum HaloCore.ImageDiff
import struct HaloCore.Image
import struct HaloCore.Scene
import struct HaloCore.Tolerance
import HaloTestSupport

/// The compatibility corpus (examples/corpus, `CorpusCatalog`): every view renders at every
/// still's time, draws something, moves between its first and last still, is the same frame
/// from a fresh timeline, and is the same picture on the GPU as on the CPU.
struct CorpusTests {
    static func scene(_ entry: CorpusCatalog.Entry, at t: Double) throws -> Scene {
        try ViewScene.scene(of: entry.view, width: entry.width, height: entry.height, background: .white, at: t)
    }

    /// Whether any pixel differs from the white background.
    static func drawsSomething(_ image: Image) -> Bool { image.pixels.contains { $0 != 255 } }

    @Test("A corpus view renders and animates", arguments: CorpusCatalog.entries.indices)
    func rendersAndAnimates(_ index: Int) throws {
        let entry = CorpusCatalog.entries[index]
        let cpu = CPURenderer(threads: 2)
        var images: [Image] = []
        for t in entry.times {
            let scene = try Self.scene(entry, at: t)
            let image = try cpu.render(scene)
            #expect(Self.drawsSomething(image), "\(entry.name) at \(t) s draws nothing")
            images.append(image)
        }
        #expect(images.first != images.last, "\(entry.name): the first and last stills are the same picture")
        // A frame is a pure function of the view and its time: the last again, from a fresh timeline.
        let last = try #require(entry.times.last)
        #expect(try Self.scene(entry, at: last) == Self.scene(entry, at: last))
    }

    @Test(
        "A corpus view is the same picture on the GPU", .enabled(if: SharedGPU.available),
        arguments: CorpusCatalog.entries.indices)
    func gpuMatchesCPU(_ index: Int) throws {
        let entry = CorpusCatalog.entries[index]
        let scene = try Self.scene(entry, at: try #require(entry.times.last))
        let gpu = try SharedGPU.renderer().render(scene)
        let cpu = try CPURenderer(threads: 2).render(scene)
        let m = ImageDiff.compare(expected: cpu, actual: gpu)
        #expect(Tolerance.standard.accepts(m), "\(entry.name): GPU vs CPU \(m.summary)")
    }

    @Test func theCorpusCoversTwentyFiveViewsByName() {
        let names = CorpusCatalog.entries.map(\.name)
        #expect(names.count >= 25 && Set(names).count == names.count)
    }
}
