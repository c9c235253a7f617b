import HaloCatalog
import HaloCore
@testable import HaloCPU
import Testing

/// A frame of draws alone is drawn and rounded band by band of rows in a worker's scratch
/// (`DrawRun`), never in a frame-sized float target; its bytes must be those of the float
/// target, whatever the thread count, and a renderer must go between the two paths freely.
@Suite struct BandedFrameTests {
    /// The catalog scenes whose plans have no layers (fills, strokes, text in every script).
    static func drawsAlone() throws -> [(name: String, plan: FramePlan)] {
        try SceneCatalog.all.compactMap { entry in
            let plan = try Planner.plan(entry.scene)
            return plan.nodes.allSatisfy { if case .draw = $0 { true } else { false } } ? (entry.name, plan) : nil
        }
    }

    @Test func bandsGiveTheFloatTargetsBytes() throws {
        let scenes = try Self.drawsAlone()
        try #require(scenes.count >= 20, "only \(scenes.count) catalog scenes are draws alone")
        #expect(scenes.contains { $0.name == "text_script_mixed" })
        for threads in [1, 3] {
            for (name, plan) in scenes {
                let banded = CPURenderer(threads: threads).render(plan, banded: true)
                let float = CPURenderer(threads: threads).render(plan, banded: false)
                #expect(banded == float, "\(name) on \(threads) threads")
            }
        }
    }

    @Test func aMissingDrawIsCaught() throws {
        // The comparison above must fail for a wrong frame: the same plan less one draw.
        var caught = 0
        for (_, plan) in try Self.drawsAlone() where plan.nodes.count > 1 {
            var less = plan
            less.nodes.removeLast()
            if CPURenderer(threads: 2).render(less, banded: true) != CPURenderer(threads: 2).render(plan, banded: false)
            {
                caught += 1
            }
        }
        #expect(caught >= 10)
    }

    @Test func oneRendererGoesBetweenBandsAndTheFloatTarget() throws {
        // A banded frame leaves the float target unwritten: the next frame through it (a scene
        // with layers, the same size) must fill all of it, and the bytes kept between frames
        // must not carry one path's pixels into the other's frame.
        func sized(_ name: String) throws -> Scene {
            var scene = try #require(SceneCatalog.entry(named: name)).scene
            scene.canvas.width = 120
            scene.canvas.height = 80
            scene.canvas.scale = 1
            return scene
        }
        let order = ["fill_rect_solid", "glow_capsule", "stroke_dash_rounded", "blur_inside_clip", "fill_rect_solid"]
        let shared = CPURenderer(threads: 2)
        for name in order + order.reversed() {
            let scene = try sized(name)
            #expect(try shared.render(scene) == (try CPURenderer(threads: 2).render(scene)), "\(name)")
        }
    }
}
