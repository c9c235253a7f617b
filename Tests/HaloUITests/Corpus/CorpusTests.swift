import Foundation
import HaloCPU
import HaloCorpus
import HaloIO
import HaloTestSupport
import HaloUI
import Testing

import struct HaloCore.Image
import struct HaloCore.Scene

/// The compatibility corpus (examples/corpus, `CorpusCatalog`): every view renders at every
/// still's time, draws something, moves between its first and last still, is the same frame
/// from a fresh runtime as from one that replayed the frames before it, and is the same
/// picture on the GPU as on the CPU.
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
        // One timeline through the stills and every tenth of a second before them, in time order:
        // each frame reuses the runtime that replayed the events up to the frame before it.
        let timeline = ViewTimeline(entry.view, width: entry.width, height: entry.height, background: .white)
        let last = try #require(entry.times.last)
        #expect(entry.times == entry.times.sorted(), "\(entry.name): stills out of time order")
        let steps = stride(from: 0.0, to: last, by: 0.1).filter { !entry.times.contains($0) }
        var replayed: [Double: Scene] = [:]
        for t in (steps + entry.times).sorted() { replayed[t] = try timeline.scene(at: t) }
        var images: [Image] = []
        for t in entry.times {
            let image = try cpu.render(try #require(replayed[t]))
            #expect(Self.drawsSomething(image), "\(entry.name) at \(t) s draws nothing")
            images.append(image)
        }
        #expect(images.first != images.last, "\(entry.name): the first and last stills are the same picture")
        // A frame is a pure function of the view and its time: the last still from a fresh runtime
        // (ViewScene replays from 0) is the replayed timeline's.
        #expect(try Self.scene(entry, at: last) == replayed[last], "\(entry.name): fresh and replayed frames differ")
    }

    @Test(
        "A corpus view is the same picture on the GPU", .enabled(if: SharedGPU.available),
        arguments: CorpusCatalog.entries.indices)
    func gpuMatchesCPU(_ index: Int) throws {
        let entry = CorpusCatalog.entries[index]
        let scene = try Self.scene(entry, at: try #require(entry.times.last))
        let gpu = try SharedGPU.renderer().render(scene)
        let cpu = try CPURenderer(threads: 2).render(scene)
        // The control: the CPU's frame of the view at its first still, another time.
        let first = try CPURenderer(threads: 2).render(try Self.scene(entry, at: try #require(entry.times.first)))
        ImageCheck.match(expected: cpu, actual: gpu, control: first, "\(entry.name): GPU vs CPU")
    }

    /// Every view of examples/corpus's Gallery (a file per view, named after it) is in the
    /// catalog once, and docs/library.md's table lists the catalog in its order, with its count.
    @Test func theCatalogIsEveryGalleryViewAndTheDocsTable() throws {
        let names = CorpusCatalog.entries.map(\.name)
        #expect(Set(names).count == names.count, "a view is in the catalog twice")
        let gallery = try FileManager.default.contentsOfDirectory(
            atPath: RepoPaths.file("examples/corpus/Sources/CorpusViews/Gallery").path)
        let views = gallery.filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }
        #expect(!views.isEmpty)
        let galleryOnly = Set(views).subtracting(names).sorted(), catalogOnly = Set(names).subtracting(views).sorted()
        #expect(Set(names) == Set(views), "in the Gallery only: \(galleryOnly); in the catalog only: \(catalogOnly)")
        let doc = try String(contentsOf: RepoPaths.file("docs/library.md"), encoding: .utf8)
        let section = try #require(doc.components(separatedBy: "## The compatibility corpus\n").dropFirst().first)
            .components(separatedBy: "\n## ")[0]
        let rows = section.split(separator: "\n").filter { $0.hasPrefix("| `") }.map {
            String($0.dropFirst(3).prefix { $0 != "`" })
        }
        #expect(rows == names, "docs/library.md's corpus table is not the catalog's list")
        #expect(section.contains("examples/corpus holds \(names.count) SwiftUI animation views"))
    }
}
