import Foundation
import HaloCatalog
@testable import HaloCore
import HaloCPU
@testable import HaloGL
import HaloTestSupport
import Testing
import HaloTestSupport

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
            ImageCheck.match(expected: b, actual: a, control: ImageCheck.shifted(b, dx: 1, dy: 1), "\(entry.name)")
        }
    }

    @Test(arguments: [true, false])
    func pipelinedFramesAreTheFramesReadBackAtOnce(offGLThread: Bool) throws {
        // Frames started up to the pipeline's depth and finished in another order have the
        // bytes of the same frames read back synchronously, whether the caller's thread waits
        // for them and reads them (EGL fences) or the GL thread does. A renderer of its own,
        // so no other test's frames are in flight on it.
        let gpu = try GPURenderer(device: try SharedGPU.renderer().device)
        gpu.readsOffGLThread = offGLThread
        let entry = try #require(BenchScenes.entry(named: "rotating-border"))
        let times = [0.0, 0.3, 0.6]
        #expect(gpu.pipelineDepth == times.count)
        let pending = try times.map { try gpu.start(try entry.displayList(200, 120, $0)) }
        for (t, p) in zip(times, pending).reversed() {
            let piped = try gpu.finish(p)
            #expect(piped == (try gpu.render(try entry.displayList(200, 120, t))), "t = \(t)")
        }
        // The way asked for was the way taken (llvmpipe and NVIDIA both offer EGL fences).
        let offThread = try gpu.device.run { gpu.ring?.readsOffGLThread }
        #expect(offThread == (offGLThread && gpu.device.fences != nil))
        // A frame read back twice is refused by name.
        #expect { try gpu.finish(pending[0]) } throws: { "\($0)".contains("already finished") }
        // So is a frame started while the pipeline is full.
        let list = try DisplayList(Scene(canvas: Canvas(width: 8, height: 8, background: .white), layers: []))
        let full = try (0..<gpu.pipelineDepth).map { _ in try gpu.start(list) }
        #expect { try gpu.start(list) } throws: { "\($0)".contains("finish one first") }
        for p in full { #expect(try gpu.finish(p) == (try CPURenderer().render(list))) }
    }

    @Test(arguments: ["rotating-border", "snake", "text"])
    func aFrameAfterFramesEqualsAFreshRenderersFrame(scene name: String) throws {
        // Only the bytes of a buffer that differ from the last frame's are uploaded (the
        // border's geometry stays while its paint turns; the snake's trim rewrites part of its
        // segments): the frames must be those of a fresh renderer.
        let shared = try SharedGPU.renderer()
        let entry = try #require(BenchScenes.entry(named: name))
        let fresh = try GPURenderer(device: try GLDevice.open())
        for (before, t) in [(0.0, 0.5), (0.5, 1.2), (1.2, 1.2), (1.2, 1.25)] {
            _ = try shared.render(try entry.displayList(200, 120, before))
            let kept = try shared.render(try entry.displayList(200, 120, t))
            #expect(kept == (try fresh.render(try entry.displayList(200, 120, t))), "\(name): t = \(t) after \(before)")
        }
    }

    @Test func framesThatResumeTheLastEncodingAreTheCPUsFrames() throws {
        // A still photo and its shadow keep their words where they lie in the buffers while a
        // card moves, a gradient turns and a draw comes and goes after them (`EncodedFrame.update`);
        // only the bytes that differ are uploaded. Each frame must be the CPU renderer's.
        func scene(_ t: Double) throws -> DisplayList { try DisplayList(ResumeFixtures.scene(t)) }
        let gpu = try GPURenderer(device: try SharedGPU.renderer().device)
        for t in [0, 0.1, 0.2, 0.35, 0.5, 0.6, 0.3, 0.9] {
            // The CPU renderer encodes nothing: its frame is the reference.
            let want = try CPURenderer().render(try scene(t))
            ImageCheck.match(
                expected: want, actual: try gpu.render(try scene(t)), control: ImageCheck.shifted(want, dx: 1, dy: 1),
                "t = \(t)")
        }
        #expect(gpu.geometry.resumedEncodings >= 4, "\(gpu.geometry.resumedEncodings) frames resumed")
    }

    @Test func passTimesNameEveryPassOfAFrame() throws {
        // llvmpipe and NVIDIA both offer GL_EXT_disjoint_timer_query (llvmpipe's times are 0).
        let gpu = try GPURenderer(device: try SharedGPU.renderer().device)
        #expect(try gpu.timePasses(true))
        let entry = try #require(BenchScenes.entry(named: "intelligence-glow"))
        _ = try gpu.render(try entry.displayList(160, 90, 0.5))
        let times = try #require(gpu.lastPassTimes)
        #expect(times.first?.name == "fine" && times.last?.name == "readback")
        #expect(times.contains { $0.name == "blur rows" })
        #expect(times.allSatisfy { $0.milliseconds >= 0 && $0.milliseconds.isFinite })
        #expect(try gpu.timePasses(false))
        _ = try gpu.render(try entry.displayList(160, 90, 0.5))
        #expect(gpu.lastPassTimes == nil)
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
