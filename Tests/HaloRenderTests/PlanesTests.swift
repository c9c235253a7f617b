import Foundation
import HaloCatalog
import HaloCore
import HaloCPU
import HaloGL
import Testing
import HaloTestSupport

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
        let image = try GPUFrames.frame(entry)
        let planes = try gpu.renderPlanes(plan, color: color, source: source)
        let expected = YCbCr(color).planes(of: image, source: source)
        #expect(planes.count == expected.count)
        let differing = zip(planes, expected).filter { $0 != $1 }.count
        #expect(differing == 0, "\(entry.name) \(color) \(source): \(differing) bytes differ")
        // Against the CPU's frame the planes can differ only where the frames do (<= 1/255).
        let cpu = YCbCr(color).planes(of: try CPUFrames.frame(entry), source: source)
        let worst = zip(planes, cpu).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(
            worst <= Tolerance.standard.maxChannelDifference,
            "\(entry.name): GPU planes \(worst) code values from the CPU's (the frames' tolerance is 2/255)")
    }

    @Test func theComparisonCatchesAWrongConversion() throws {
        // The same frame through BT.601 on the GPU is not BT.709 on the CPU.
        let gpu = try SharedGPU.renderer()
        let entry = try #require(SceneCatalog.all.first { $0.name.contains("gradient") } ?? SceneCatalog.all.first)
        let plan = try Planner.plan(entry.scene)
        let planes = try gpu.renderPlanes(plan, color: VideoColor(matrix: .bt601), source: .overBlack)
        #expect(planes != YCbCr(VideoColor()).planes(of: try gpu.render(plan), source: .overBlack))
    }

    @Test func startedPlanesMatchRenderedPlanesAndKindsDoNotMix() throws {
        // Through the pipelined ring: the same bytes as at once; an image frame cannot be
        // finished as planes, nor planes as an image. A renderer of its own, so its frames in
        // flight never compete with other tests' on the shared one.
        let gpu = try GPURenderer(device: try SharedGPU.renderer().device)
        let plan = try Planner.plan(SceneCatalog.all[0].scene)
        let color = VideoColor()
        let started = try gpu.startPlanes(plan, color: color, source: .overBlack)
        #expect(throws: GLError.self) { try gpu.finish(started) }
        #expect(try gpu.finishPlanes(started) == gpu.renderPlanes(plan, color: color, source: .overBlack))
        let image = try gpu.start(plan)
        #expect(throws: GLError.self) { try gpu.finishPlanes(image) }
        _ = try gpu.finish(image)
    }
}
