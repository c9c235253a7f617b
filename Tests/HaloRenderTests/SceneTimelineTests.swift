import Foundation
import HaloCore
import HaloCPU
import HaloEffects
import HaloTestSupport
import Testing

/// `SceneTimeline`, the library's first step of a frame: a file or an effect, overrides, and
/// effects resolved for the time, so any renderer takes the result.
@Suite struct SceneTimelineTests {
    static let demo = RepoPaths.file("examples/demo.json")

    @Test func anEffectRendersOnceResolved() throws {
        let timeline = try SceneTimeline(effect: "snake", size: (160, 90))
        let cpu = CPURenderer(threads: 1)
        // The renderers take display lists: a scene with the effect left in is refused where its
        // list is made (`render(_:)` of a scene makes it), so the effect is resolved for a time first.
        #expect(throws: Planner.UnresolvedEffect.self) { try cpu.render(try timeline.unresolved(at: 0.5)) }
        let image = try cpu.render(try timeline.displayList(at: 0.5))
        #expect(image.width == 160 && image.height == 90)
        #expect(image.pixels.contains { $0 != image.pixels[3] }, "an empty frame")
        // A time is a frame: the same t, the same bytes (its scene, rendered, too); another t,
        // another frame.
        #expect(try cpu.render(try timeline.scene(at: 0.5)) == image)
        #expect(try cpu.render(try timeline.displayList(at: 1.5)) != image)
    }

    @Test func aFileByURLOrPathIsTheSameTimeline() throws {
        let byURL = try SceneTimeline(contentsOf: Self.demo)
        let byPath = try SceneTimeline(file: Self.demo.path)
        #expect(byURL.name == Self.demo.path)
        for t in [0.0, 0.7, 2.2] { #expect(try byURL.scene(at: t) == byPath.scene(at: t)) }
    }

    @Test func overridesApplyAndAreValidated() throws {
        var timeline = try SceneTimeline(file: Self.demo.path)
        timeline.canvasSize = (200, 100)
        timeline.scale = 2
        timeline.background = .clear
        let scene = try timeline.scene(at: 0)
        #expect(scene.canvas == Canvas(width: 200, height: 100, scale: 2, background: .clear))
        timeline.scale = 1000
        #expect { try timeline.scene(at: 0) } throws: { "\($0)".contains("demo.json: canvas.scale") }
    }

    @Test func effectParametersAndUnknownEffects() throws {
        let plain = try SceneTimeline(effect: "rotating-border")
        let dashed = try SceneTimeline(effect: "rotatingBorder", parameters: ["dashed": .bool(true), "label": .null])
        #expect(try plain.scene(at: 1) != dashed.scene(at: 1))
        #expect(plain.name == "rotating-border" && dashed.name == "rotating-border")
        #expect { try SceneTimeline(effect: "sparkle") } throws: {
            "\($0)".contains("unknown effect 'sparkle'; effects: ")
        }
    }
}
