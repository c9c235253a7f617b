import Foundation
import Testing
@testable import HaloCore

/// Outlines, flattening, dashes and strokes against hand-computed geometry.
@Suite struct GeometryTests {
    /// Twice the signed area (shoelace); positive means clockwise on screen (y down).
    static func signedArea(_ p: [Point]) -> Double {
        var a = 0.0
        for i in 0..<(p.count - 1) { a += p[i].cross(p[i + 1]) }
        return a
    }

    @Test func outlinesStartWhereSwiftUIStartsAndRunClockwise() throws {
        let f = Rect(x: 10, y: 20, width: 100, height: 60)
        let cases: [(Shape, Point)] = [
            (Shape(kind: .rect, frame: f), Point(10, 20)),
            (Shape(kind: .roundedRect, frame: f, cornerRadius: 10, style: .circular), Point(20, 20)),
            (Shape(kind: .roundedRect, frame: f, cornerRadius: 10, style: .continuous), Point(10 + 15.28665, 20)),
            (Shape(kind: .circle, frame: f), Point(60 + 30, 50)),
            (Shape(kind: .ellipse, frame: f), Point(110, 50)),
        ]
        for (shape, start) in cases {
            let line = try #require(shape.outline()).flattened(tolerance: 0.01)
            #expect(
                abs(line.points[0].x - start.x) < 1e-9 && abs(line.points[0].y - start.y) < 1e-9,
                "\(shape.kind) starts at \(line.points[0])")
            #expect(line.points.last == line.points.first)
            #expect(Self.signedArea(line.points) > 0, "\(shape.kind) is not clockwise on screen")
        }
    }

    @Test func flattenedCircleLengthIsTheCircumference() throws {
        let r = 50.0
        let line = try #require(Shape(kind: .circle, frame: Rect(x: 0, y: 0, width: 2 * r, height: 2 * r)).outline())
            .flattened(tolerance: 0.02)
        let exact = 2 * Double.pi * r
        #expect(abs(line.length - exact) / exact < 1e-3)
        // Every vertex lies on the circle; chords stay within the tolerance of it.
        for p in line.points { #expect(abs((p - Point(r, r)).length - r) < 1e-9) }
    }

    @Test func continuousCornerMatchesTheTable() throws {
        // A 100 x 100 square, r = 10: the corner curve's last point before the left edge.
        let c = try #require(
            Shape(kind: .roundedRect, frame: Rect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 10).outline())
        guard case let .cubic(c1, c2, p) = c.elements[1] else {
            Issue.record("expected a cubic")
            return
        }
        // Top-right corner, first curve: from (100 - 15.28665, 0) toward (100 - 6.31494, 0.74911).
        #expect(abs(c1.x - (100 - 10.88493)) < 1e-9 && c1.y == 0)
        #expect(abs(c2.x - (100 - 8.68407)) < 1e-9 && c2.y == 0)
        #expect(abs(p.x - (100 - 6.31494)) < 1e-9 && abs(p.y - 0.74911) < 1e-9)
    }

    @Test func continuousCornersWhileTheyFitThenCircular() {
        // 240 x 70: continuous corners fit while r <= 70 / 3.0573 (22.896...); above that the
        // corners are circular of radius min(r, 35), so the capsule (r = 35) is a pill.
        let f = Rect(x: 0, y: 0, width: 240, height: 70)
        let fits = ContinuousCorner.effective(22.89, style: .continuous, in: f)
        #expect(fits.style == .continuous && fits.radius == 22.89 && abs(fits.extent - 22.89 * 1.528665) < 1e-9)
        let over = ContinuousCorner.effective(23, style: .continuous, in: f)
        #expect(over.style == .circular && over.radius == 23 && over.extent == 23)
        let capsule = ContinuousCorner.effective(35, style: .continuous, in: f)
        #expect(capsule.style == .circular && capsule.radius == 35)
        #expect(ContinuousCorner.effective(100, style: .continuous, in: f).radius == 35)
        #expect(ContinuousCorner.effective(100, style: .circular, in: f).radius == 35)
    }

    @Test func aCapsuleEndIsASemicircle() throws {
        // Every point of the flattened outline left of the end's centre lies on the circle of
        // radius h/2 around it, whatever the corner style asked for.
        for style in [CornerStyle.continuous, .circular] {
            let f = Rect(x: 10, y: 20, width: 240, height: 70)
            let shape = Shape(kind: .capsule, frame: f, style: style)
            let outline = try #require(shape.outline()).flattened(tolerance: 0.005)
            let centre = Point(45, 55)
            let end = outline.points.filter { $0.x < centre.x - 1e-9 }
            #expect(end.count > 20)
            for p in end { #expect(abs(hypot(p.x - centre.x, p.y - centre.y) - 35) < 0.006, "\(style): \(p)") }
        }
    }

    @Test func strokeBorderInsetsByHalfTheWidth() throws {
        let shape = Shape(
            kind: .roundedRect, frame: Rect(x: 0, y: 0, width: 100, height: 50), cornerRadius: 12, style: .circular)
        let inset = try #require(shape.outline(inset: 4)).flattened(tolerance: 0.01)
        let xs = inset.points.map(\.x), ys = inset.points.map(\.y)
        #expect(abs(xs.min()! - 4) < 1e-9 && abs(xs.max()! - 96) < 1e-9)
        #expect(abs(ys.min()! - 4) < 1e-9 && abs(ys.max()! - 46) < 1e-9)
        #expect(abs(inset.points[0].x - (4 + 8)) < 1e-9)  // radius 12 - 4
        #expect(Shape(kind: .circle, frame: Rect(x: 0, y: 0, width: 6, height: 6)).outline(inset: 3) == nil)
    }

    @Test func rectCornersAreCornersAndCurvesAreSmooth() throws {
        let rect = try #require(Shape(kind: .rect, frame: Rect(x: 0, y: 0, width: 10, height: 10)).outline()).flattened(
            tolerance: 0.01)
        #expect(rect.corners == [true, true, true, true, true])
        let round = try #require(
            Shape(kind: .roundedRect, frame: Rect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 20).outline()
        ).flattened(tolerance: 0.01)
        #expect(!round.corners.contains(true))
    }

    @Test func dashesFollowThePatternAndPhase() throws {
        // A 100 x 50 rect: perimeter 300, starting at the top-left corner.
        let line = try #require(Shape(kind: .rect, frame: Rect(x: 0, y: 0, width: 100, height: 50)).outline())
            .flattened(tolerance: 0.01)
        let dashes = try #require(DashPattern(intervals: [10, 5], phase: 0)).apply(to: line)
        #expect(dashes.count == 20)  // 300 / 15
        #expect(dashes[0].points.first == Point(0, 0))
        #expect(dashes[0].points.last == Point(10, 0))
        #expect(dashes[1].points.first == Point(15, 0))
        // The dash over the top-right corner (starts at 90) turns it: 90 -> 100 -> (100, 0) -> (100, 0..)
        let corner = dashes[6]
        #expect(corner.points.first == Point(90, 0))
        #expect(corner.points.count == 2)  // 90..100 ends exactly at the corner
        #expect(dashes[7].points.first == Point(100, 5))
        // Phase 7 moves the pattern back: the first dash is the last 3 points of a 10.
        let shifted = try #require(DashPattern(intervals: [10, 5], phase: 7)).apply(to: line)
        #expect(shifted[0].points.first == Point(0, 0) && shifted[0].points.last == Point(3, 0))
        #expect(shifted[1].points.first == Point(8, 0))
        // An odd pattern repeats: [15] is 15 on, 15 off.
        let odd = try #require(DashPattern(intervals: [15], phase: 0)).apply(to: line)
        #expect(odd.count == 10)
        #expect(DashPattern(intervals: [0, 0], phase: 0) == nil)
        let total = dashes.map(\.length).reduce(0, +)
        #expect(abs(total - 200) < 1e-9)  // two thirds of the perimeter
    }

    /// The signed area of closed contours (shoelace), summed.
    static func area(_ contours: [[Point]]) -> Double {
        contours.reduce(0) { sum, c in
            sum + c.indices.reduce(0) { $0 + c[$1].cross(c[($1 + 1) % c.count]) } / 2
        }
    }

    @Test func strokeOutlinesHaveTheStrokesArea() throws {
        // An L of two legs, 100 and 50 long, 10 wide: the joins and caps change the area by
        // what they add, computed by hand.
        let l = Polyline(
            points: [Point(0, 0), Point(100, 0), Point(100, 50)], corners: [false, true, false],
            closed: false)
        func area(_ cap: LineCap, _ join: LineJoin, limit: Double = 10) -> Double {
            let s = Stroker(halfWidth: 5, cap: cap, join: join, miterLimit: limit, tolerance: 1e-4)
            return abs(Self.area(s.outline(of: l)))
        }
        let miter = 105.0 * 10 + 10 * 45
        #expect(abs(area(.butt, .miter) - miter) < 1e-9)
        #expect(abs(area(.butt, .bevel) - (miter - 12.5)) < 1e-9)
        #expect(abs(area(.butt, .miter, limit: 1.2) - (miter - 12.5)) < 1e-9)  // beyond the limit: bevelled
        // Round joins and caps are polygons whose chords stray at most 1e-4 inside the arc:
        // they lack at most that times the arc's length.
        #expect(abs(area(.butt, .round) - (miter - 25 + 25 * Double.pi / 4)) < 1e-4 * 5 * Double.pi / 2)
        #expect(abs(area(.square, .miter) - (miter + 100)) < 1e-9)
        #expect(abs(area(.round, .miter) - (miter + 25 * Double.pi)) < 1e-4 * 10 * Double.pi)
        // A closed circle's stroke is a ring: outer and inner contours of opposite turns.
        let circle = Shape(kind: .circle, frame: Rect(x: 0, y: 0, width: 200, height: 200)).outlines(inset: 0)[0]
            .flattened(tolerance: 1e-4)
        let ring = Stroker(halfWidth: 5, cap: .butt, join: .miter, miterLimit: 10, tolerance: 1e-4).outline(of: circle)
        #expect(ring.count == 2)
        #expect(abs(abs(Self.area(ring)) - 4 * Double.pi * 100 * 5) < 0.05)
    }

    @Test func buttCappedDashesOnACurveEndAtTheirEnds() throws {
        // Dashes of a circle of radius 50, 12 wide, flattened within 0.01: no outline point
        // lies farther than that past the radial line at either end of its dash (nothing
        // reaches past a butt end), or outside the ring.
        let tolerance = 0.01
        let circle = Shape(kind: .circle, frame: Rect(x: -50, y: -50, width: 100, height: 100)).outlines(inset: 0)[0]
            .flattened(tolerance: tolerance)
        let dashes = try #require(DashPattern(intervals: [20, 10], phase: 3)).apply(to: circle)
        #expect(dashes.count == 11)
        let s = Stroker(halfWidth: 6, cap: .butt, join: .miter, miterLimit: 10, tolerance: tolerance)
        for dash in dashes {
            let a0 = dash.distances[0] / 50, a1 = dash.distances[dash.distances.count - 1] / 50
            for p in s.outline(of: dash).joined() {
                var a = atan2(p.y, p.x)
                if a < a0 - 0.5 { a += 2 * Double.pi }
                let past = max(p.length * sin(a0 - a), p.length * sin(a - a1))
                #expect(past <= tolerance, "a point \(past) past its dash's end")
                #expect(p.length >= 44 - 2 * tolerance && p.length <= 56 + tolerance)
            }
        }
    }

    @Test func transformsRotateClockwiseAboutTheAnchor() {
        let t = DrawTransform(rotate: 90).matrix(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let p = t.apply(Point(10, 5))  // 3 o'clock of the frame -> 6 o'clock
        #expect(abs(p.x - 5) < 1e-9 && abs(p.y - 10) < 1e-9)
        let inv = t.inverted!
        let back = inv.apply(p)
        #expect(abs(back.x - 10) < 1e-9 && abs(back.y - 5) < 1e-9)
    }

    @Test func tilesCoverEveryPixelOfAFill() throws {
        // A filled rect: inside tiles come out solid, edge tiles listed, nothing outside.
        let scene = Scene(
            canvas: Canvas(width: 64, height: 64),
            layers: [
                Layer(draws: [
                    Draw(
                        shape: Shape(kind: .rect, frame: Rect(x: 8, y: 8, width: 48, height: 48)), paint: .solid(.white)
                    )
                ])
            ])
        let plan = try Planner.plan(scene)
        let draw = plan.allDraws[0]
        let tiles = draw.tiles
        #expect(tiles.count == 16)  // all 4 x 4 tiles touch the rect
        // The 2 x 2 inner tiles and the middle ones of the top and bottom rows (which only
        // horizontal edges cross, adding no area) list no segment.
        #expect(tiles.filter { $0.w == 0 }.count == 8)
        // The top middle tile's covers: the rows from y = 8 take the right edge's full height.
        let top = try #require(tiles.firstIndex { $0.x == 16 && $0.y == 0 })
        let covers = draw.covers[top * 16..<(top + 1) * 16].map(abs)
        #expect(covers == [Float](repeating: 0, count: 8) + [Float](repeating: 1, count: 8))
        let wide = try Planner.plan(
            Scene(
                canvas: Canvas(width: 128, height: 128),
                layers: [
                    Layer(draws: [
                        Draw(
                            shape: Shape(kind: .rect, frame: Rect(x: 4, y: 4, width: 120, height: 120)),
                            paint: .solid(.white))
                    ])
                ]))
        // The 6 x 6 inner tiles, and 6 + 6 along the top and bottom edges.
        #expect(wide.allDraws[0].tiles.filter { $0.w == 0 }.count == 36 + 12)
    }
}

/// `Int(clamping:to:)`: a Double-to-Int conversion that never traps.
@Suite struct IntClampingTests {
    @Test func clampsEveryDouble() {
        #expect(Int(clamping: 3.7, to: 0...10) == 3)
        #expect(Int(clamping: -3.7, to: -10...10) == -3)
        #expect(Int(clamping: 1e308, to: 1...65_536) == 65_536)
        #expect(Int(clamping: .infinity, to: 1...9) == 9)
        #expect(Int(clamping: -.infinity, to: 1...9) == 1)
        #expect(Int(clamping: .nan, to: 1...9) == 1)
        #expect(Int(clamping: 1e19, to: 0...Int.max) == Int.max)
    }
}

/// A piece cut from a piece keeps the outline's own directions.
@Suite struct SliceTangentTests {
    @Test func aCutNextToACurveOfATrimmedOutlineIsSquareToTheLine() throws {
        // The card's left edge runs up from s = 125.55, just after its bottom-left corner arc.
        // A trim, then a dash cut at s = 126 on that edge: its end faces straight up, not
        // tilted by the arc's chords (the dash of a trimmed stroke).
        let card = Shape(
            kind: .roundedRect, frame: Rect(x: 6.4, y: 8.3, width: 50.2, height: 40.6), cornerRadius: 12,
            style: .circular
        ).outlines(inset: 0)[0].flattened(tolerance: 0.005)
        let trimmed = card.slice(10, 150)
        #expect(trimmed.chordTangents.count == 2 * (trimmed.points.count - 1))
        let dash = trimmed.slice(126, 128)
        let t = try #require(dash.startTangent)
        #expect(abs(t.x) < 1e-12 && abs(t.y + 1) < 1e-12, "\(t)")
        #expect(dash.chordTangents.count == 2 * (dash.points.count - 1))
    }

    @Test func aFillsPointsAreTheFlattenedPolylinesPoints() throws {
        // `flattenedPoints` (a plain fill's outline) skips the arc lengths and tangents a
        // stroke needs; its points must be those of `flattened`, bit for bit: every shape kind,
        // an open and a closed path of lines, cubics and arcs, at three tolerances.
        let f = Rect(x: 3.25, y: -7.5, width: 91.5, height: 40.125)
        var contours: [Contour] = [ShapeKind.rect, .roundedRect, .capsule, .circle, .ellipse].compactMap {
            Shape(kind: $0, frame: f, cornerRadius: 9).outline()
        }
        let pieces: [PathElement] = [
            .line(Point(40, 2)), .cubic(Point(60, -30), Point(90, 40), Point(70, 70)),
            .arc(center: Point(50, 70), rx: 20, ry: 11, start: 0, end: 2.5), .line(Point(0, 0)),
        ]
        contours += [Contour(start: Point(1, 1), elements: pieces, closed: true)]
        contours += [Contour(start: Point(1, 1), elements: pieces, closed: false)]
        for c in contours {
            for tolerance in [0.25, 0.01, 1e-4] {
                #expect(c.flattenedPoints(tolerance: tolerance) == c.flattened(tolerance: tolerance).points)
            }
        }
        var moved = contours[contours.count - 1]
        moved.start = Point(1, 1.5)
        #expect(
            moved.flattenedPoints(tolerance: 0.01) != contours[contours.count - 1].flattened(tolerance: 0.01).points)
    }
}
