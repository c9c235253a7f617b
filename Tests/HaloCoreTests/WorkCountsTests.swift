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
        // bounds are its tiles (48..<80) grown by 6, all inside the canvas. Each pass fetches
        // only the taps inside the bounds and in tiles that can be non-zero: for the rows, the
        // square's tiles; for the columns, those grown by one tile along the rows. Counted here
        // pixel by pixel and tap by tap.
        let square = Draw(shape: Shape(kind: .rect, frame: Rect(x: 50, y: 50, width: 20, height: 20)), paint: .solid(.white))
        let plan = try Planner.plan(Scene(canvas: Canvas(width: 128, height: 128),
                                          layers: [Layer(items: [.draw(square)], blur: 2)]))
        guard case .layer(let l) = try #require(plan.nodes.first) else {
            Issue.record("the blurred square is not a layer"); return
        }
        let b = l.bounds, r = 6
        #expect(l.kernel.radius == r && l.output == b && b == PixelRect(x: 42, y: 42, width: 44, height: 44))
        let content = 48..<80
        var rowTaps = 0, columnTaps = 0
        for y in b.y..<b.maxY {
            for x in b.x..<b.maxX {
                for i in -r...r {
                    if b.x..<b.maxX ~= x + i && content ~= x + i && content ~= y { rowTaps += 1 }
                    if b.y..<b.maxY ~= y + i && content ~= y + i && (32..<96) ~= x { columnTaps += 1 }
                }
            }
        }
        let w = WorkCounts(plan)
        #expect(w.passes[2].invocations == b.width * b.height)
        #expect(w.passes[2].blurTaps == rowTaps)
        #expect(w.passes[3].blurTaps == columnTaps)
        // Fewer than every tap inside the bounds: each line loses 1 + 2 + ... + r at each end.
        #expect(rowTaps < b.height * (b.width * (2 * r + 1) - r * (r + 1)))
        #expect(w.passes[0].runs == 2 && w.passes[0].bytesCleared == (128 * 128 + b.width * b.height) * 16)
    }
}
