import Foundation
import HaloCatalog
@testable import HaloCore
import HaloCPU
import HaloGL
import Testing

/// The GPU renderer's own behaviour: limits, reuse across sizes, and the background.
@Suite(.enabled(if: SharedGPU.available)) struct GPURendererTests {
    @Test func refusesFramesAboveTheDriverLimit() throws {
        let gpu = try SharedGPU.renderer()
        let max = gpu.device.report.maxTextureSize
        let plan = FramePlan(width: max + 1, height: 1, background: .zero, nodes: [])
        #expect {
            try gpu.render(plan)
        } throws: { error in
            "\(error)".contains("GL_MAX_TEXTURE_SIZE of \(max)")
        }
    }

    @Test func rendersDifferentSizesInTurn() throws {
        let gpu = try SharedGPU.renderer()
        for entry in [SceneCatalog.all[0], SceneCatalog.demo.asEntry, SceneCatalog.all[1]] {
            let a = try gpu.render(entry.scene)
            let b = try CPURenderer().render(entry.scene)
            #expect(a.width == b.width && a.height == b.height)
            #expect(Tolerance.standard.accepts(ImageDiff.compare(expected: b, actual: a)))
        }
    }

    @Test func clearsToThePremultipliedBackground() throws {
        let gpu = try SharedGPU.renderer()
        let scene = Scene(canvas: Canvas(width: 3, height: 2, background: RGBA(1, 0.5, 0, 0.5)), layers: [])
        let image = try gpu.render(scene)
        #expect(image[2, 1] == SIMD4(128, 64, 0, 128))
        #expect(try CPURenderer().render(scene) == image)
    }
}

extension Scene {
    var asEntry: SceneCatalog.Entry { SceneCatalog.Entry(name: "demo", scene: self) }
}
