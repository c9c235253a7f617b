import HaloCatalog
import HaloCore
@testable import HaloCPU
import Testing

/// The CPU renderer keeps its frame target between frames and clears and rounds only the
/// rows' written spans: a frame must not depend on what the renderer drew before.
@Suite struct CPUReuseTests {
    @Test func aFrameDoesNotDependOnThePreviousFrames() throws {
        let names = [
            "glow_capsule", "fill_rect_solid", "fill_transparent_background", "stroke_dash_rounded",
            "opacity_overlap", "blur_inside_clip",
        ]
        let scenes = names.compactMap { SceneCatalog.entry(named: $0)?.scene }
        try #require(scenes.count == names.count, "catalog names changed: \(names)")
        // The same size, other backgrounds and draws, so the reused target holds other pixels.
        let shared = CPURenderer(threads: 2)
        for (i, scene) in scenes.enumerated() {
            var a = scene, b = scenes[(i + 1) % scenes.count]
            a.canvas.width = 96
            a.canvas.height = 64
            a.canvas.scale = 1
            b.canvas.width = 96
            b.canvas.height = 64
            b.canvas.scale = 1
            _ = try shared.render(b)
            let reused = try shared.render(a)
            let fresh = try CPURenderer(threads: 2).render(a)
            #expect(reused == fresh, "\(names[i]) after \(names[(i + 1) % names.count])")
        }
    }

    @Test func anImageKeptByTheCallerIsNotOverwritten() throws {
        // The renderer writes the next frame into the last frame's bytes when the caller has
        // let them go; an image the caller keeps must stay as it was.
        let entry = try #require(BenchScenes.entry(named: "rotating-border"))
        let shared = CPURenderer(threads: 2)
        let first = try shared.render(entry.displayList(200, 120, 0))
        let copy = first.pixels
        let second = try shared.render(entry.displayList(200, 120, 0.5))
        #expect(first.pixels == copy)
        #expect(second.pixels != copy, "the border turns between the frames")
        #expect(second == (try CPURenderer(threads: 2).render(entry.displayList(200, 120, 0.5))))
    }

    @Test func aStillSceneIsDrawnOnce() throws {
        // The same scene frame after frame: its cache hands out the same plan, whose bytes the renderer
        // kept; a scene that changes is drawn again, and the still one after it anew.
        let entry = try #require(BenchScenes.entry(named: "rotating-border"))
        let still = try entry.displayList(200, 120, 0.5), moved = try entry.displayList(200, 120, 0.9)
        let shared = CPURenderer(threads: 2)
        let first = try shared.render(still)
        #expect(try shared.render(still) == first)
        #expect(try shared.render(still) == first)
        #expect(shared.stillFrames == 2)
        let other = try shared.render(moved)
        #expect(other != first)
        #expect(other == (try CPURenderer(threads: 2).render(moved)))
        #expect(shared.stillFrames == 2)
        // The kept frame's bytes are not the still scene's any more: it is drawn again, the same.
        #expect(try shared.render(still) == first)
        #expect(try shared.render(still) == first)
        #expect(shared.stillFrames == 3)
    }

    @Test func coverageKeptFromTheLastFrameGivesTheSameBytes() throws {
        // The border's cards and labels keep their geometry while the border turns, and the
        // glow's capsule while its colours drift: their draws reuse the last frame's coverage.
        for name in ["rotating-border", "intelligence-glow"] {
            let entry = try #require(BenchScenes.entry(named: name))
            let shared = CPURenderer(threads: 2)
            for t in [0.0, 0.45, 0.9, 1.35] {
                let list = try entry.displayList(220, 130, t)
                let kept = try shared.render(list)
                #expect(kept == (try CPURenderer(threads: 2).render(list)), "\(name) at t = \(t)")
            }
            #expect(shared.reusedDraws > 0, "\(name): no draw reused its coverage")
        }
        // A draw that moves does not: the snake's trim changes every frame.
        let snake = try #require(BenchScenes.entry(named: "snake"))
        let shared = CPURenderer(threads: 2)
        for t in [0.2, 0.4] {
            let kept = try shared.render(snake.displayList(220, 130, t))
            #expect(kept == (try CPURenderer(threads: 2).render(snake.displayList(220, 130, t))), "snake at t = \(t)")
        }
    }

    @Test func geometryKeptFromTheLastFrameGivesTheSamePlan() throws {
        // Every draw planned through a cache, frame after frame, equals the draw planned anew:
        // geometry, paint and opacity. The border and the glow reuse their static geometry;
        // every glyph of the text and the snake move, so they plan anew.
        for name in ["rotating-border", "intelligence-glow", "text", "snake"] {
            let entry = try #require(BenchScenes.entry(named: name))
            let cache = GeometryCache()
            for t in [0.0, 0.3, 0.6, 1.2] {
                let cached = try Planner.plan(entry.displayList(320, 180, t), cache: cache).allDraws
                let fresh = try Planner.plan(entry.displayList(320, 180, t)).allDraws
                #expect(cached.count == fresh.count, "\(name) at t = \(t)")
                for (a, b) in zip(cached, fresh) {
                    let same =
                        a.segments == b.segments && a.list == b.list && a.tiles == b.tiles
                        && a.covers == b.covers && a.paint == b.paint
                        && a.opacity == b.opacity && a.localFromPixel == b.localFromPixel
                    #expect(same, "\(name) at t = \(t): a draw differs from its fresh plan")
                }
            }
            if ["rotating-border", "intelligence-glow"].contains(name) {
                #expect(cache.reused > 0, "\(name): no draw reused its geometry")
            }
        }
    }

    @Test func resolveRoundsHalfAwayFromZeroAsBefore() {
        // The reference: clamp, scale, Float.rounded() (to nearest, ties away from zero).
        var v: Float = -0.01
        while v <= 1.01 {
            for w in [v, v.nextDown, v.nextUp] {
                let expected = UInt8((min(max(w, 0), 1) * 255).rounded())
                #expect(resolveChannel(w) == expected, "\(w)")
            }
            v += 1.0 / 4096
        }
        for k in 0...255 {  // exactly half-way values k + 0.5 (over 255) and their neighbours
            let x = (Float(k) + 0.5) / 255
            for w in [x, x.nextDown, x.nextUp] {
                #expect(resolveChannel(w) == UInt8((min(max(w, 0), 1) * 255).rounded()), "\(w)")
            }
        }
        #expect(resolveChannel(.nan) == 0)
    }

    @Test func resolvePixelIsResolveChannelPerLane() {
        var values: [Float] = [
            .nan, -.infinity, .infinity, -0.0, 0, -1, 2, 1, Float(1).nextUp, Float.leastNonzeroMagnitude,
        ]
        var v: Float = -0.01
        while v <= 1.01 {
            values += [v, v.nextDown, v.nextUp]
            v += 1.0 / 8192
        }
        for k in 0...255 {
            let x = (Float(k) + 0.5) / 255
            values += [x, x.nextDown, x.nextUp]
        }
        for i in stride(from: 0, to: values.count - 3, by: 1) {
            let p = SIMD4(values[i], values[i + 1], values[i + 2], values[i + 3])
            let expected = SIMD4(resolveChannel(p.x), resolveChannel(p.y), resolveChannel(p.z), resolveChannel(p.w))
            #expect(resolvePixel(p) == expected, "\(p)")
        }
    }
}
