import Foundation
import HaloCPU
import HaloCore
import Testing

/// 3D rotations and projections against the 3D maths done here by hand: a card turned about y
/// covers exactly its projected quad, a gradient on it is perspective-correct, and the scene
/// format reads, writes and refuses projections by name.
struct ProjectionTests {
    static let card = Rect(x: 50, y: 50, width: 100, height: 100)

    /// A 200 x 200 white canvas with `paint` filling `card`, turned `degrees` about y.
    static func scene(_ paint: Paint, degrees: Double = 60, perspective: Double = 1) -> Scene {
        var layer = Layer(items: [.draw(Draw(shape: HaloCore.Shape(kind: .rect, frame: card), paint: paint))])
        layer.projection = .rotation3D(
            degrees: degrees, axis: (0, 1, 0), anchor: Point(0.5, 0.5), anchorZ: 0, perspective: perspective,
            frame: card)
        return Scene(
            canvas: Canvas(width: 200, height: 200, background: .white), layers: [Layer(items: [.layer(layer)])])
    }

    /// Where a point of the card goes, by the 3D maths: turned about the vertical line through
    /// the card's centre (x' = cos u, depth -sin u), seen from 100 points (its side / 1) away.
    static func projected(_ x: Double, _ y: Double, degrees: Double = 60, distance: Double = 100) -> Point {
        let t = degrees * Double.pi / 180, u = x - 100, v = y - 100
        let depth = -sin(t) * u
        let w = distance.isInfinite ? 1 : 1 - depth / distance
        return Point(100 + cos(t) * u / w, 100 + v / w)
    }

    /// The shoelace area of a polygon.
    static func area(_ p: [Point]) -> Double {
        abs(zip(p, p.dropFirst() + p.prefix(1)).reduce(0) { $0 + $1.0.x * $1.1.y - $1.1.x * $1.0.y }) / 2
    }

    @Test func theMatrixIsTheHandMadeRotationAndInverts() throws {
        let p = Projection.rotation3D(
            degrees: 60, axis: (0, 2, 0), anchor: Point(0.5, 0.5), anchorZ: 0, perspective: 1, frame: Self.card)
        for (x, y) in [(50.0, 50.0), (150, 50), (150, 150), (73, 121)] {
            let got = p.matrix.apply(Point(x, y)), want = Self.projected(x, y)
            #expect(abs(got.x - want.x) < 1e-9 && abs(got.y - want.y) < 1e-9, "\(got) vs \(want)")
            let back = try #require(p.matrix.inverted).apply(got)
            #expect(abs(back.x - x) < 1e-9 && abs(back.y - y) < 1e-9)
        }
        // The Jacobian is the map's derivative: a small step, measured.
        let j = try #require(p.matrix.jacobian(at: Point(60, 70)))
        let a = p.matrix.apply(Point(60, 70)), b = p.matrix.apply(Point(60 + 1e-6, 70))
        #expect(abs((b.x - a.x) / 1e-6 - j.a) < 1e-4 && abs((b.y - a.y) / 1e-6 - j.b) < 1e-4)
        // A zero axis turns nothing; no perspective keeps the map affine.
        let none = Projection.rotation3D(
            degrees: 60, axis: (0, 0, 0), anchor: Point(0.5, 0.5), anchorZ: 0, perspective: 1, frame: Self.card)
        #expect(none.matrix == .identity)
        let flat = Projection.rotation3D(
            degrees: 60, axis: (0, 1, 0), anchor: Point(0.5, 0.5), anchorZ: 0, perspective: 0, frame: Self.card)
        #expect(flat.matrix.isAffine)
    }

    @Test func aTurnedCardCoversExactlyItsProjectedQuad() throws {
        let image = try CPURenderer(threads: 1).render(Self.scene(.solid(.black)))
        // Black on white: each pixel's coverage is how far its red falls from 255.
        var covered = 0.0
        for i in stride(from: 0, to: image.pixels.count, by: 4) { covered += Double(255 - image.pixels[i]) / 255 }
        let quad = [(50.0, 50.0), (150, 50), (150, 150), (50, 150)].map { Self.projected($0.0, $0.1) }
        #expect(abs(covered - Self.area(quad)) < 0.5, "covered \(covered), quad \(Self.area(quad))")
        // Without perspective the quad is another size: the check can fail.
        let flat = [(50.0, 50.0), (150, 50), (150, 150), (50, 150)].map {
            Self.projected($0.0, $0.1, distance: .infinity)
        }
        #expect(abs(covered - Self.area(flat)) > 50)
        // The near (left) edge is taller than the card, the far (right) one shorter.
        #expect(quad[0].y < 50 && quad[1].y > 50)
        #expect(
            image[Int(quad[0].x) + 1, 40] == [0, 0, 0, 255] && image[Int(quad[1].x) - 1, 45] == [255, 255, 255, 255])
    }

    @Test func aGradientOnTheTurnedCardIsPerspectiveCorrect() throws {
        let red = RGBA(1, 0, 0, 1), blue = RGBA(0, 0, 1, 1)
        let paint = Paint.linear(stops: GradientStop.evenly([red, blue]), start: Point(0, 0.5), end: Point(1, 0.5))
        let image = try CPURenderer(threads: 1).render(Self.scene(paint))
        let t = 60 * Double.pi / 180
        let left = Self.projected(50, 100).x, right = Self.projected(150, 100).x
        var affineMiss = 0
        for x in stride(from: Int(left) + 2, to: Int(right) - 1, by: 3) {
            // The card's point under the pixel centre: solve s = 100 + cos(t) u / (1 + sin(t) u / 100).
            let s = Double(x) + 0.5 - 100
            let u = s / (cos(t) - sin(t) * s / 100)
            let f = (u + 50) / 100
            let want = [Int(((1 - f) * 255).rounded()), 0, Int((f * 255).rounded()), 255]
            let got = image[x, 100]
            #expect(abs(Int(got.x) - want[0]) <= 1 && abs(Int(got.z) - want[2]) <= 1, "x \(x): \(got) vs \(want)")
            // Interpolated across the screen instead (no perspective divide): another colour.
            let g = (Double(x) + 0.5 - left) / (right - left)
            if abs(Int(got.z) - Int((g * 255).rounded())) > 3 { affineMiss += 1 }
        }
        #expect(affineMiss > 5)
    }

    @Test func aBlurOnATurnedCardForeshortensWithIt() throws {
        // A white card blurred by 6 points on black, turned 50 degrees about y: drawn flat,
        // blurred there, then projected, so its near (left) edge's blur is wider than its far
        // one's by the ratio of the map's scales across there: cos t / w^2, w = 1 -+ sin t / 2.
        var card = Layer(
            items: [.draw(Draw(shape: HaloCore.Shape(kind: .rect, frame: Self.card), paint: .solid(.white)))], blur: 6)
        card.projection = .rotation3D(
            degrees: 50, axis: (0, 1, 0), anchor: Point(0.5, 0.5), anchorZ: 0, perspective: 1, frame: Self.card)
        let scene = Scene(canvas: Canvas(width: 200, height: 200, background: .black), layers: [card])
        let image = try CPURenderer(threads: 1).render(scene)
        let row = (0..<200).map { Double(image[$0, 100].x) / 255 }
        /// Where the row crosses `level` going from `from` in steps of `step` (interpolated).
        func crossing(_ level: Double, from: Int, step: Int) -> Double {
            var x = from
            while row[x + step] < level { x += step }
            return Double(x) + Double(step) * (level - row[x]) / (row[x + step] - row[x])
        }
        let near = crossing(0.75, from: 0, step: 1) - crossing(0.25, from: 0, step: 1)
        let far = crossing(0.25, from: 199, step: -1) - crossing(0.75, from: 199, step: -1)
        let t = 50 * Double.pi / 180
        let expected = (1 / pow(1 + sin(t) * -0.5, 2)) / (1 / pow(1 + sin(t) * 0.5, 2))
        #expect(
            abs(near / far / expected - 1) < 0.2, "near \(near) px, far \(far) px, ratio \(near / far) vs \(expected)")
        // One blur for the whole card (the map's scale at its centre) would make them alike.
        #expect(near / far > 3)
    }

    @Test func aContourPassingBehindTheViewerIsCutThere() {
        // w = 1 - x / 100: the eye's plane at x = 100.
        let h = Homography(SIMD3(1, 0, 0), SIMD3(0, 1, 0), SIMD3(-0.01, 0, 1))
        let cut = h.projected([Point(0, 0), Point(200, 0), Point(200, 10), Point(0, 10)])
        #expect(!cut.isEmpty && cut.allSatisfy { $0.x.isFinite && $0.y.isFinite && $0.x >= 0 })
        #expect(cut.contains { $0.x > 1000 })
    }

    static func layer(_ projection: String) -> String {
        """
        {"canvas": {"width": 200, "height": 200}, "layers": [{"projection": \(projection),
          "items": [{"shape": {"type": "rect", "frame": [50, 50, 100, 100]}, "paint": "red"}]}]}
        """
    }

    @Test func aSceneFilesProjectionReadsInBothFormsAndIsWrittenBack() throws {
        let turned = try Scene.load(
            json: Data(Self.layer(#"{"angle": 60, "axis": [0, 1, 0], "frame": [50, 50, 100, 100]}"#).utf8))
        let p = try #require(turned.layers[0].projection)
        let want = Self.projected(50, 50), got = p.matrix.apply(Point(50, 50))
        #expect(abs(got.x - want.x) < 1e-9 && abs(got.y - want.y) < 1e-9 && p.center == Point(100, 100))
        // Written as a matrix (SwiftUI's entry order) and read back: the same map.
        let again = try Scene.load(json: try JSONEncoder().encode(turned))
        let q = try #require(again.layers[0].projection)
        #expect(abs(q.matrix.apply(Point(50, 50)).x - want.x) < 1e-9)
        // SwiftUI's order: m31, m32 translate.
        let moved = try Scene.load(json: Data(Self.layer(#"{"matrix": [1, 0, 0, 0, 1, 0, 5, 7, 1]}"#).utf8))
        #expect(moved.layers[0].projection?.matrix.apply(Point(1, 1)) == Point(6, 8))
        // A map that flattens the layer (a card edge-on) draws nothing, and is no error.
        let flat = try Scene.load(json: Data(Self.layer(#"{"matrix": [1, 0, 0, 2, 0, 0, 0, 0, 1]}"#).utf8))
        let image = try CPURenderer(threads: 1).render(flat)
        #expect(!image.pixels.enumerated().contains { $0.offset % 4 == 3 && $0.element != 0 })
    }

    @Test(
        "A bad projection is refused by name",
        arguments: [
            (#"{"matrix": [1, 0, 0, 0, 1, 0, 0, 0]}"#, "expected 9 numbers, got 8"),
            (#"{"matrix": [1, 0, 0, 0, 1, 0, 0, 0, 1], "angle": 3}"#, "either a matrix or a 3D rotation"),
            (#"{"angle": 30, "axis": [0, 1], "frame": [0, 0, 10, 10]}"#, "expected [x, y, z]"),
        ])
    func aBadProjectionIsRefusedByName(_ projection: String, _ message: String) {
        do {
            _ = try Scene.load(json: Data(Self.layer(projection).utf8))
            Issue.record("accepted \(projection)")
        } catch {
            #expect("\(error)".contains(message) && "\(error)".contains("layers[0].projection"), "\(error)")
        }
    }
}
