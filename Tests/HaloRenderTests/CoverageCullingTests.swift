import HaloCatalog
import HaloCore
@testable import HaloCPU
import Testing

/// The CPU draw skips pieces out of a pixel's reach and the paint of uncovered pixels, and
/// sums a row's far crossings once; the pixels must be those of the draw without any of it,
/// bit for bit.
@Suite struct CoverageCullingTests {
    /// Every draw of the catalog scenes with fills, strokes, joins, caps, dashes and glyphs.
    static let scenes = ["fill_rounded_continuous", "fill_circle_angular", "stroke_rect_miter", "stroke_dash_rounded",
                         "stroke_dash_square_caps_rect", "strokeborder_capsule_angular", "demo_cards", "glow_capsule",
                         "transform_rotate_rect", "scale2_rounded_stroke"]

    static func draws() throws -> [(String, DrawPlan)] {
        try scenes.flatMap { name -> [(String, DrawPlan)] in
            let entry = try #require(SceneCatalog.entry(named: name), "catalog scene \(name)")
            return try Planner.plan(entry.scene).allDraws.map { (name, $0) }
        }
    }

    /// The draw's colour at a pixel with every piece measured and the paint always evaluated.
    static func reference(_ u: DrawUniforms, _ px: Float, _ py: Float, _ start: Int, _ count: Int) -> SIMD4<Float> {
        var all = u
        all.reach = all.reach.map { _ in SIMD4(-.infinity, -.infinity, .infinity, .infinity) }
        let coverage: Float
        if count == 0 {
            coverage = u.mode == 1 ? u.alphaScale : 1
        } else if u.mode == 0 {
            coverage = all.fillCoverage(px, py, start, count)
        } else {
            coverage = all.strokeCoverage(px, py, start, count)
        }
        let color = u.paint.paintColor(u.localX.x * px + u.localX.y * py + u.localX.z,
                                       u.localY.x * px + u.localY.y * py + u.localY.z)
        let a = color.w * coverage * u.opacity
        return SIMD4(color.x * a, color.y * a, color.z * a, a)
    }

    /// The pixels where `u` and the reference differ, through `main` and through `coverageRow`
    /// and `shadeRow` as the renderer calls them (it blends nothing for a colour equal to zero).
    static func differences(_ u: DrawUniforms, _ d: DrawPlan) -> Int {
        func same(_ a: SIMD4<Float>, _ b: SIMD4<Float>) -> Bool {
            (a == .zero && b == .zero) || a.indices.allSatisfy { a[$0].bitPattern == b[$0].bitPattern }
        }
        var n = 0
        var near: [Int] = []
        for t in d.tiles {
            let x0 = Int(t.x), x1 = Int(t.x) + FramePlan.tileSize
            for y in Int(t.y)..<Int(t.y) + FramePlan.tileSize {
                let py = Float(y) + 0.5
                var row = [SIMD4<Float>](repeating: .zero, count: FramePlan.tileSize)
                var coverage = [Float](repeating: 0, count: FramePlan.tileSize)
                coverage.withUnsafeMutableBufferPointer { u.coverageRow(y, x0..<x1, Int(t.z), Int(t.w), near: &near, into: $0.baseAddress!) }
                u.shadeRow(y, x0..<x1, coverage: coverage) { x, c in row[x - x0] = c }
                for x in x0..<x1 {
                    let px = Float(x) + 0.5
                    let b = reference(u, px, py, Int(t.z), Int(t.w))
                    if !same(u.main(px, py, Int(t.z), Int(t.w)), b) || !same(row[x - x0], b) { n += 1 }
                }
            }
        }
        return n
    }

    @Test func culledDrawsEqualFullDrawsBitForBit() throws {
        for (name, d) in try Self.draws() {
            #expect(Self.differences(DrawUniforms(d), d) == 0, "\(name): a draw of mode \(d.mode)")
        }
    }

    @Test func aReachTooShortIsCaught() throws {
        // Boxes that are the pieces' own bounds, without the margin: the comparison must fail.
        var caught = 0
        for (_, d) in try Self.draws() {
            var u = DrawUniforms(d)
            u.reach = d.pieces.map { p in
                let b = p.bounds
                return p.kind == Piece.bevelKind ? SIMD4(-.infinity, -.infinity, .infinity, .infinity)
                    : SIMD4(b.min.x, b.min.y, b.max.x, b.max.y)
            }
            caught += Self.differences(u, d)
        }
        #expect(caught > 0)
    }
}
