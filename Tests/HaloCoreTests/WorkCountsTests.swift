import HaloCore
import Testing

/// The work counts of small plans, against counts worked out by hand.
@Suite struct WorkCountsTests {
    @Test func aFilledRectangle() throws {
        // 48 x 48 at (8, 8) on 64 x 64: 16 tiles; its two vertical edges (the horizontal ones
        // add no area) each cross the 4 tiles of their column.
        let plan = try Planner.plan(Scene(canvas: Canvas(width: 64, height: 64), layers: [Layer(draws: [
            Draw(shape: Shape(kind: .rect, frame: Rect(x: 8, y: 8, width: 48, height: 48)), paint: .solid(.white)),
        ])]))
        let w = WorkCounts(plan)
        #expect(w.passes.map(\.name) == ["clear", "draw", "blur rows", "composite", "resolve"])
        let draw = w.passes[1]
        #expect(draw.runs == 1 && draw.invocations == 16 * 256 && draw.segmentEvaluations == 8 * 256)
        #expect(draw.bytesWritten == 16 * 256 * 16)
        #expect(w.passes[0].bytesCleared == 64 * 64 * 16)
        #expect(w.passes[4].invocations == 64 * 64 && w.passes[4].bytesWritten == 64 * 64 * 4)
        // 2 segments, 16 tiles of 16 covers, 8 list entries, 16 tile records.
        #expect(w.bytesUploaded == 2 * 16 + 16 * 16 * 4 + 8 * 4 + 16 * 16)
        #expect(w.bytesReadBack == 64 * 64 * 4)
        #expect(w.total.invocations == 16 * 256 + 64 * 64)
    }

    @Test func aBlurredLayer() throws {
        // A 20 x 20 square blurred by sigma 2 (radius 6) in the middle of 128 x 128: the layer's
        // bounds are its tiles grown by 6, all inside the canvas, so each pass loses
        // 1 + 2 + ... + 6 taps at each end of every line.
        let square = Draw(shape: Shape(kind: .rect, frame: Rect(x: 50, y: 50, width: 20, height: 20)), paint: .solid(.white))
        let plan = try Planner.plan(Scene(canvas: Canvas(width: 128, height: 128),
                                          layers: [Layer(items: [.draw(square)], blur: 2)]))
        guard case .layer(let l) = try #require(plan.nodes.first) else {
            Issue.record("the blurred square is not a layer"); return
        }
        #expect(l.kernel.radius == 6 && l.output == l.bounds)
        let w = WorkCounts(plan), b = l.bounds, r = 6
        #expect(w.passes[2].invocations == b.width * b.height)
        #expect(w.passes[2].blurTaps == b.height * (b.width * (2 * r + 1) - r * (r + 1)))
        #expect(w.passes[3].blurTaps == b.width * (b.height * (2 * r + 1) - r * (r + 1)))
        #expect(w.passes[0].runs == 2 && w.passes[0].bytesCleared == (128 * 128 + b.width * b.height) * 16)
    }
}
