import HaloCatalog
import HaloCore
@testable import HaloCPU
import Testing

/// The CPU draw skips, per row, the segments that add exactly zero to it, and the paint of
/// uncovered pixels; the pixels must be those of the twin without any of it, bit for bit.
@Suite struct CoverageCullingTests {
    /// Every draw of the catalog scenes with fills, strokes, joins, caps, dashes and glyphs.
    static let scenes = [
        "fill_rounded_continuous", "fill_circle_angular", "stroke_rect_miter", "stroke_dash_rounded",
        "stroke_dash_square_caps_rect", "strokeborder_capsule_angular", "demo_cards", "glow_capsule",
        "transform_rotate_rect", "scale2_rounded_stroke",
    ]

    static func draws() throws -> [(String, DrawPlan)] {
        try scenes.flatMap { name -> [(String, DrawPlan)] in
            let entry = try #require(SceneCatalog.entry(named: name), "catalog scene \(name)")
            return try Planner.plan(entry.scene).allDraws.map { (name, $0) }
        }
    }

    /// The draw's colour at a pixel through the twin: every segment of the tile summed, the
    /// paint always evaluated.
    static func reference(_ u: DrawInput, _ px: Float, _ py: Float, _ tile: SIMD4<Int32>, _ i: Int) -> SIMD4<Float> {
        let coverage = u.tileCoverage(px - 0.5, py - 0.5, i, Int(py - 0.5) - Int(tile.y), Int(tile.z), Int(tile.w))
        let color = u.paint.paintColor(
            u.localX.x * px + u.localX.y * py + u.localX.z,
            u.localY.x * px + u.localY.y * py + u.localY.z)
        let a = color.w * coverage * u.opacity
        return SIMD4(color.x * a, color.y * a, color.z * a, a)
    }

    /// The pixels where `row` (through `coverageRow` and `shadeRow`, as the renderer calls
    /// them; it blends nothing for a colour equal to zero) and the reference through `twin`
    /// differ, and those where `main` does.
    static func differences(_ row: DrawInput, twin: DrawInput, _ d: DrawPlan) -> Int {
        func same(_ a: SIMD4<Float>, _ b: SIMD4<Float>) -> Bool {
            (a == .zero && b == .zero) || a.indices.allSatisfy { a[$0].bitPattern == b[$0].bitPattern }
        }
        var n = 0
        for (i, t) in d.tiles.enumerated() {
            let x0 = Int(t.x), x1 = Int(t.x) + FramePlan.tileSize
            for y in Int(t.y)..<Int(t.y) + FramePlan.tileSize {
                let py = Float(y) + 0.5
                var colors = [SIMD4<Float>](repeating: .zero, count: FramePlan.tileSize)
                var coverage = [Float](repeating: 0, count: FramePlan.tileSize)
                coverage.withUnsafeMutableBufferPointer {
                    row.coverageRow(
                        y, x0..<x1, i, tileY: Int(t.y), Int(t.z), Int(t.w),
                        into: $0.baseAddress!)
                }
                row.shadeRow(y, x0..<x1, coverage: coverage) { x, c in colors[x - x0] = c }
                for x in x0..<x1 {
                    let px = Float(x) + 0.5
                    let b = reference(twin, px, py, t, i)
                    if !same(twin.main(px, py, t, i), b) || !same(colors[x - x0], b) { n += 1 }
                }
            }
        }
        return n
    }

    @Test func culledDrawsEqualFullDrawsBitForBit() throws {
        for (name, d) in try Self.draws() {
            let u = DrawInput(d)
            #expect(Self.differences(u, twin: u, d) == 0, "\(name): a draw of \(d.segments.count) segments")
        }
    }

    @Test func aSkippedSegmentIsCaught() throws {
        // The rows computed with one segment of every list replaced by its neighbour: the
        // comparison must fail.
        var caught = 0
        for (_, d) in try Self.draws() where d.list.count > 1 {
            var u = DrawInput(d)
            u.list[0] = u.list[1]
            caught += Self.differences(u, twin: DrawInput(d), d)
        }
        #expect(caught > 0)
    }

    @Test func aSegmentsStretchesAreTheScalarsBranches() {
        // Segments and rows of pixels at every relation (left, right, across, along an edge, vertical,
        // upside down, far off), zeros of both signs: over the pixels `stretches` puts right of the
        // segment the scalar gives exactly its signed height, over those left of it +0 or -0, and over
        // those between, `area` gives the scalar's value bit for bit (the scalar is `area` over the same
        // `SegmentRow`, so that check holds by construction; the stretches are what this tests).
        var rng = SystemRandomNumberGenerator()
        let specials: [Float] = [0, -0, 1, -1, 0.5, 15.999, 16, 1e-7, -1e-7, 3, 1e9, -1e9]
        func value() -> Float {
            Bool.random(using: &rng) ? specials.randomElement(using: &rng)! : Float.random(in: -4...20, using: &rng)
        }
        var differ = 0, checked = 0
        for _ in 0..<40_000 {
            let first = Int.random(in: -3...5, using: &rng), y0 = Float(Int.random(in: -1...2, using: &rng))
            let count = Int.random(in: 1...16, using: &rng)
            let (ax, ay, bx, by) = (value(), value(), value(), value())
            guard let r = SegmentRow(y0, ax, ay, bx, by) else {
                // Nil where the scalar gives +0 before any arithmetic.
                for i in 0..<count where segmentArea(Float(first + i), y0, ax, ay, bx, by).bitPattern != 0 {
                    differ += 1
                }
                continue
            }
            let (right, left) = r.stretches(from: first, count: count)
            for i in 0..<count {
                let scalar = segmentArea(Float(first + i), y0, ax, ay, bx, by)
                checked += 1
                if i < right {
                    if scalar.bitPattern != r.signedHeight.bitPattern { differ += 1 }
                } else if i >= left {
                    if scalar != 0 { differ += 1 }
                } else if scalar.bitPattern != r.area(Float(first + i)).bitPattern {
                    differ += 1
                }
            }
        }
        #expect(checked > 100_000)
        #expect(differ == 0)
    }
}
