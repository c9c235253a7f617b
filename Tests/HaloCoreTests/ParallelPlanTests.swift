import Foundation
import Testing

@testable import HaloCore

/// A long run of plain draws (a text's glyphs) is planned on every core: each draw's plan must be the one
/// planning it alone gives, and through a cache, frame after frame, the one a fresh plan gives.
@Suite struct ParallelPlanTests {
    /// `n` draws in a row: fills and strokes of every shape kind at fractional places, solid and
    /// gradient paints, some transparent (planned as nothing).
    static func draws(_ n: Int, moved t: Double = 0) -> [Draw] {
        let kinds: [ShapeKind] = [.rect, .roundedRect, .capsule, .circle, .ellipse]
        return (0..<n).map { i in
            let x = Double(i % 40) * 23.37 + 1.3 + (i % 3 == 0 ? 9 * t : 0), y = Double(i / 40) * 19.61 + 0.7
            let shape = Shape(
                kind: kinds[i % kinds.count], frame: Rect(x: x, y: y, width: 7 + Double(i % 9), height: 11),
                cornerRadius: 3)
            let paint: Paint =
                i % 4 == 0
                ? .linear(stops: GradientStop.evenly([.white, RGBA(0, 0, 1, 1)]), start: Point(0, 0), end: Point(1, 1))
                : .solid(RGBA(Double(i % 7) / 7, t, 0.5, 1))
            return i % 5 == 1
                ? Draw(shape: shape, operation: .stroke, style: StrokeStyle(lineWidth: 1.5), paint: paint)
                : Draw(shape: shape, paint: paint, opacity: i % 11 == 0 ? 0 : 1)
        }
    }

    static func same(_ a: DrawPlan?, _ b: DrawPlan?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return a.segments == b.segments && a.list == b.list && a.tiles == b.tiles && a.covers == b.covers
            && a.paint == b.paint && a.opacity == b.opacity && a.localFromPixel == b.localFromPixel
    }

    static let canvas = Canvas(width: 960, height: 240, background: .black)

    @Test func aRunPlansAsEachDrawAlone() throws {
        let draws = Self.draws(300)
        let ctx = Planner.Context(
            toPixel: Transform2D(a: 2, b: 0, c: 0, d: 2, tx: 0.25, ty: 0), pixelScale: 2,
            region: PixelRect(x: 0, y: 0, width: 1920, height: 480), canvas: Rect(x: 0, y: 0, width: 960, height: 240),
            cache: nil)
        let together = Planner.geometries(draws, ctx)
        let alone = draws.map { Planner.geometry($0, ctx) }
        #expect(together.count == alone.count)
        #expect(zip(together, alone).allSatisfy { Self.same($0, $1) })
        // The comparison catches a plan of another draw.
        #expect(!Self.same(together[3], alone[4]))
    }

    @Test func aRunThroughACacheIsAFreshPlanFrameAfterFrame() throws {
        // Frame after frame: a third of the draws move, the paints change colour, then a still frame.
        let cache = GeometryCache()
        for t in [0.0, 0.5, 1.0, 1.0] {
            let scene = Scene(canvas: Self.canvas, layers: [Layer(draws: Self.draws(300, moved: t))])
            let cached = try Planner.plan(scene, cache: cache).allDraws
            let fresh = try Planner.plan(scene).allDraws
            #expect(cached.count == fresh.count && cached.count > 250, "t = \(t)")
            #expect(zip(cached, fresh).allSatisfy { Self.same($0, $1) }, "t = \(t)")
        }
        #expect(cache.reused > 0, "no draw kept its geometry")
    }
}
