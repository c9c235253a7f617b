import Foundation
import HaloCatalog
import HaloCore
import HaloCPU
import HaloGL
import Testing

/// The GPU's Y'CbCr pass (`ycbcr.comp`) against its twin (`YCbCr.swift`) over the catalog:
/// the planes the GPU reads back are the bytes the CPU converts from the same frame.
@Suite(.enabled(if: SharedGPU.available, "no EGL display could be made: GPU planes not checked"))
struct PlanesTests {
    /// The layouts checked, one per scene in turn: the default, 4:4:4 full-range BT.2020, and
    /// straight colour beside an alpha plane (4:2:0 BT.601).
    static let formats: [(VideoColor, YCbCr.Source)] = [
        (VideoColor(), .overBlack),
        (VideoColor(matrix: .bt2020, range: .full, chroma: .c444), .overBlack),
        (VideoColor(matrix: .bt601), .straight),
    ]

    @Test("GPU planes are the CPU conversion of the GPU frame", arguments: SceneCatalog.all.enumerated().map { $0 })
    func gpuPlanesMatchTheTwin(_ index: Int, _ entry: SceneCatalog.Entry) throws {
        let gpu = try SharedGPU.renderer()
        let plan = try Planner.plan(entry.scene)
        let (color, source) = Self.formats[index % Self.formats.count]
        let image = try gpu.render(plan)
        let planes = try gpu.finishPlanes(try gpu.startPlanes(plan, color: color, source: source))
        let expected = YCbCr(color).planes(of: image, source: source)
        #expect(planes.count == expected.count)
        let differing = zip(planes, expected).filter { $0 != $1 }.count
        #expect(differing == 0, "\(entry.name) \(color) \(source): \(differing) bytes differ")
        // Against the CPU's frame the planes can differ only where the frames do (<= 1/255).
        let cpu = YCbCr(color).planes(of: try CPUFrames.frame(entry), source: source)
        let worst = zip(planes, cpu).map { abs(Int($0) - Int($1)) }.max() ?? 0
        print("planes gpu-vs-cpu \(entry.name): \(planes == cpu ? "identical" : "worst \(worst) code values")")
    }

    @Test func theComparisonCatchesAWrongConversion() throws {
        // The same frame through BT.601 on the GPU is not BT.709 on the CPU.
        let gpu = try SharedGPU.renderer()
        let entry = try #require(SceneCatalog.all.first { $0.name.contains("gradient") } ?? SceneCatalog.all.first)
        let plan = try Planner.plan(entry.scene)
        let started601 = try gpu.startPlanes(plan, color: VideoColor(matrix: .bt601), source: .overBlack)
        let planes = try gpu.finishPlanes(started601)
        #expect(planes != YCbCr(VideoColor()).planes(of: try gpu.render(plan), source: .overBlack))
        // And an image frame cannot be finished as planes, nor planes as an image.
        let started = try gpu.start(plan)
        #expect(throws: GLError.self) { try gpu.finishPlanes(started) }
        _ = try gpu.finish(started)
    }
}
