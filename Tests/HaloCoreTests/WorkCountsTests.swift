import HaloCore
import Testing

/// The work counts of small plans, against counts worked out by hand or tap by tap.
@Suite struct WorkCountsTests {
    @Test func aFilledRectangle() throws {
        // 48 x 48 at (8, 8) on 64 x 64: the frame's fine pass over its 16 tiles; the two
        // vertical edges (the horizontal ones add no area) each cross the 4 tiles of their
        // column, one segment each.
        let plan = try Planner.plan(
            Scene(
                canvas: Canvas(width: 64, height: 64),
                layers: [
                    Layer(draws: [
                        Draw(
                            shape: Shape(kind: .rect, frame: Rect(x: 8, y: 8, width: 48, height: 48)),
                            paint: .solid(.white))
                    ])
                ]))
        let w = WorkCounts(plan)
        #expect(w.passes.map(\.name) == ["fine", "blur rows"])
        let fine = w.passes[0]
        #expect(fine.runs == 1 && fine.invocations == 16 * 256 && fine.segmentEvaluations == 8 * 256)
        #expect(fine.bytesWritten == 64 * 64 * 4 && fine.bytesCleared == 0 && fine.blurTaps == 0)
        // Buffers: 2 segments and a 26-vec4 draw record; 16 tiles of 16 covers; 8 list
        // entries, 16 commands of 8 words, 16 tile records of 4.
        #expect(w.bytesUploaded == ((2 + 26) * 4 + 16 * 16 + 8 + 16 * 8 + 16 * 4) * 4)
        #expect(w.bytesReadBack == 64 * 64 * 4)
        #expect(w.total.invocations == 16 * 256)
    }

    @Test func aBlurredLayer() throws {
        // A 20 x 20 square blurred by sigma 2 (radius 6) in the middle of 128 x 128: the layer's
        // bounds are its tiles (48..<80) grown by 6, all inside the canvas. Each pass fetches
        // only the taps inside the bounds and in tiles that can be non-zero: for the rows, the
        // square's tiles; for the columns (in the frame's layer commands), those grown by one
        // tile along the rows. Counted here pixel by pixel and tap by tap.
        let square = Draw(
            shape: Shape(kind: .rect, frame: Rect(x: 50, y: 50, width: 20, height: 20)),
            paint: .solid(.white))
        let plan = try Planner.plan(
            Scene(
                canvas: Canvas(width: 128, height: 128),
                layers: [Layer(items: [.draw(square)], blur: 2)]))
        guard case .layer(let l) = try #require(plan.nodes.first) else {
            Issue.record("the blurred square is not a layer")
            return
        }
        let b = l.bounds, r = 6
        #expect(l.kernel.radius == r && l.output == b && b == PixelRect(x: 42, y: 42, width: 44, height: 44))
        let content = 48..<80
        var rowTaps = 0, columnTaps = 0
        for y in 0..<128 {
            for x in 0..<128 {
                for i in -r...r {
                    if b.contains(x, y) && b.x..<b.maxX ~= x + i && content ~= x + i && content ~= y { rowTaps += 1 }
                    let rowsCanBeNonZero = (32..<96) ~= x
                    if b.x..<b.maxX ~= x && b.y..<b.maxY ~= y + i && content ~= y + i && rowsCanBeNonZero {
                        columnTaps += 1
                    }
                }
            }
        }
        let w = WorkCounts(plan)
        // The content's 2 x 2 tiles, then the frame's 8 x 8.
        #expect(w.passes[0].runs == 2 && w.passes[0].invocations == (4 + 64) * 256)
        #expect(w.passes[0].bytesWritten == 32 * 32 * 16 + 128 * 128 * 4)
        #expect(w.passes[0].blurTaps == columnTaps)
        #expect(w.passes[1].runs == 1 && w.passes[1].blurTaps == rowTaps)
        #expect(w.passes[1].invocations == 48 * 48)  // 44 x 44 in 16 x 16 workgroups
        // Fewer than every tap inside the bounds: each line loses 1 + 2 + ... + r at each end.
        #expect(rowTaps < b.height * (b.width * (2 * r + 1) - r * (r + 1)))
        #expect(w.total.bytesCleared == 0)
    }
}

private extension PixelRect {
    func contains(_ x: Int, _ y: Int) -> Bool { x >= self.x && y >= self.y && x < maxX && y < maxY }
}
