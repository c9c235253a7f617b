import Foundation
import HaloCPU
import HaloCore
import HaloUI
import HaloTestSupport
import Testing

/// `scaleEffect(x:y:)` and a scene's `"scale": [x, y]`, against coverage worked out by hand:
/// the shape is scaled as drawn, its stroke's width and dashes with it, as SwiftUI scales a view.
struct NonUniformScaleTests {
    static func render(_ draws: [Draw], width: Double = 80, height: Double = 40) throws -> HaloCore.Image {
        try CPURenderer(threads: 1).render(
            Scene(
                canvas: Canvas(width: width, height: height, background: .clear), layers: [HaloCore.Layer(draws: draws)]
            ))
    }

    static func alpha(_ image: HaloCore.Image, _ x: Int, _ y: Int) -> Int { Int(image[x, y].w) }

    @Test func aRectangleIsStretchedAboutItsAnchor() throws {
        // 10 x 10 at (10, 10), x2 across and x0.5 down about its centre (15, 15): x 5...25, y 12.5...17.5.
        let rect = Draw(
            shape: HaloCore.Shape(kind: .rect, frame: Rect(x: 10, y: 10, width: 10, height: 10)), paint: .solid(.black),
            transform: DrawTransform(scale: 2, scaleY: 0.5))
        let image = try Self.render([rect])
        #expect(Self.alpha(image, 5, 14) == 255 && Self.alpha(image, 24, 14) == 255)
        #expect(Self.alpha(image, 4, 14) == 0 && Self.alpha(image, 25, 14) == 0)
        // Rows 12 and 17 are half covered.
        #expect(Self.alpha(image, 15, 12) == 128 && Self.alpha(image, 15, 17) == 128)
        #expect(Self.alpha(image, 15, 11) == 0 && Self.alpha(image, 15, 18) == 0)
    }

    @Test func aStrokeIsStretchedWithItsShape() throws {
        // A ring of radius 10 about (40, 20), 2 wide (radii 9 to 11), x2 across: at the centre's
        // row the ring spans x 18...22 on the left (4 pixels), at its column y 9...11 (2 pixels).
        let ring = Draw(
            shape: HaloCore.Shape(kind: .circle, frame: Rect(x: 30, y: 10, width: 20, height: 20)), operation: .stroke,
            style: StrokeStyle(lineWidth: 2), paint: .solid(.black), transform: DrawTransform(scale: 2, scaleY: 1))
        let image = try Self.render([ring])
        let row = (0..<40).filter { Self.alpha(image, $0, 19) > 200 || Self.alpha(image, $0, 20) > 200 }
        #expect(row == [18, 19, 20, 21], "\(row)")
        let column = (0..<20).filter { Self.alpha(image, 40, $0) > 200 }
        #expect(column == [9, 10], "\(column)")
    }

    @Test func sceneFilesReadAPairOfScalesAnimatedOrNot() throws {
        func transform(_ scale: String) throws -> DrawTransform {
            let json = """
                {"canvas": {"width": 40, "height": 40}, "layers": [{"items": [{"shape": {"type": "rect",
                 "frame": [10, 10, 10, 10]}, "paint": "black", "transform": {"scale": \(scale)}}]}]}
                """
            return try SceneDocument(json: Data(json.utf8)).scene(at: 0.5).layers[0].allDraws[0].transform
        }
        #expect(try transform("[2, 0.5]") == DrawTransform(scale: 2, scaleY: 0.5))
        #expect(try transform("3") == DrawTransform(scale: 3))
        let halfway = try transform(#"{"from": [1, 1], "to": [3, 0], "curve": "linear", "duration": 1}"#)
        #expect(halfway.scale == 2 && halfway.scaleY == 0.5)
        #expect {
            _ = try transform("[1, 2, 3]")
        } throws: { e in
            "\(e)".contains("transform.scale: expected a number or [x, y], got 3 numbers")
        }
    }

    @Test func haloUIsScaleEffectDrawsAsTheSceneDoes() throws {
        let view = Circle().stroke(Color.black, lineWidth: 2).frame(width: 20, height: 20)
            .scaleEffect(x: 2, y: 0.75, anchor: .topLeading)
        let fromView = try CPURenderer(threads: 1).render(try ViewScene.scene(of: view, width: 80, height: 40))
        // The circle centred on the canvas at (30, 10), stretched about its top-left corner.
        let ring = Draw(
            shape: HaloCore.Shape(kind: .circle, frame: Rect(x: 30, y: 10, width: 20, height: 20)), operation: .stroke,
            style: StrokeStyle(lineWidth: 2), paint: .solid(Color.black.rgba),
            transform: DrawTransform(scale: 2, scaleY: 0.75, anchor: Point(0, 0)))
        let fromScene = try Self.render([ring])
        // The control: the scales swapped between the axes.
        var swapped = ring
        swapped.transform = DrawTransform(scale: 0.75, scaleY: 2, anchor: Point(0, 0))
        ImageCheck.match(
            expected: fromScene, actual: fromView, control: try Self.render([swapped]), tolerance: ImageCheck.within(1))
        // And it is stretched: 2 x 22 = 44 wide (x 28...72), 0.75 x 22 = 16.5 tall.
        let covered = (0..<80).filter { Self.alpha(fromView, $0, 17) > 0 }
        #expect(covered.first == 28 && covered.last == 71, "\(covered)")
    }
}

/// Negative scales mirror, as SwiftUI's `scaleEffect(x: -1)` flips a view: the picture is its
/// mirror image, pixel for pixel, strokes, gradients and text included.
struct MirrorTests {
    /// A gradient rounded rect, a dashed stroke and a triangle over an 80 x 40 canvas, about
    /// the canvas's centre (x = 40): mirrored by `scale`.
    static func items(_ scale: Double, _ scaleY: Double? = nil) -> [Draw] {
        let t = DrawTransform(scale: scale, scaleY: scaleY)
        let triangle = HaloCore.Shape(
            contours: [
                Contour(start: Point(44, 30), elements: [.line(Point(70, 8)), .line(Point(74, 34))], closed: true)
            ], frame: Rect(x: 0, y: 0, width: 80, height: 40))
        return [
            Draw(
                shape: HaloCore.Shape(
                    kind: .roundedRect, frame: Rect(x: 6, y: 6, width: 30, height: 28), cornerRadius: 6),
                paint: .linear(
                    stops: GradientStop.evenly([RGBA(1, 0, 0, 1), RGBA(0, 0, 1, 1)]), start: Point(0, 0),
                    end: Point(1, 0.3)),
                transform: DrawTransform(scale: scale, scaleY: scaleY, anchor: Point(34.0 / 30, 14.0 / 28))),
            Draw(
                shape: triangle, operation: .stroke,
                style: StrokeStyle(lineWidth: 3, lineJoin: .round, dash: [7, 3]), paint: .solid(.white), transform: t),
        ]
    }

    @Test func aNegativeScaleAcrossIsTheMirrorImage() throws {
        let plain = try NonUniformScaleTests.render(Self.items(1))
        let mirrored = try NonUniformScaleTests.render(Self.items(-1, 1))
        var worst = 0
        for y in 0..<40 {
            for x in 0..<80 {
                let a = plain[x, y], b = mirrored[79 - x, y]
                worst = max(worst, (0..<4).map { abs(Int(a[$0]) - Int(b[$0])) }.max()!)
            }
        }
        #expect(worst <= 1, "the mirror differs by \(worst)")
        // The unmirrored picture is not its own mirror image: the comparison can fail.
        #expect((0..<80).contains { x in plain[x, 20] != plain[79 - x, 20] })
        // Upside down (scale -1 down) likewise, about y = 20.
        let flipped = try NonUniformScaleTests.render(Self.items(1, -1))
        #expect(
            (0..<80).allSatisfy { x in
                (0..<40).allSatisfy { y in
                    (0..<4).allSatisfy { abs(Int(plain[x, y][$0]) - Int(flipped[x, 39 - y][$0])) <= 1 }
                }
            })
    }

    @Test func scaleEffectOfMinusOneMirrorsAView() throws {
        func render<V: View>(_ view: V) throws -> HaloCore.Image {
            try CPURenderer(threads: 1).render(try ViewScene.scene(of: view, width: 80, height: 40, background: .white))
        }
        let text = Text("Halo").font(.system(size: 20)).foregroundStyle(Color.black)
        let plain = try render(text), mirrored = try render(text.scaleEffect(x: -1, y: 1))
        let worst = (0..<40).flatMap { y in (0..<80).map { x in abs(Int(plain[x, y].x) - Int(mirrored[79 - x, y].x)) } }
        #expect(worst.max()! <= 1)
        #expect(plain != mirrored)
    }
}

/// A blur under a non-uniform scale stretches with the layer, as SwiftUI transforms the blurred
/// output: measured on a blurred square's edges.
struct StretchedBlurTests {
    /// The distance (pixels) over which `row` climbs from 25% to 75% of white, from its start.
    static func rise(_ row: [Double]) -> Double {
        func crossing(_ level: Double) -> Double {
            var x = 0
            while row[x + 1] < level { x += 1 }
            return Double(x) + (level - row[x]) / (row[x + 1] - row[x])
        }
        return crossing(0.75) - crossing(0.25)
    }

    @Test func aBlurUnderScaleXYIsStretchedAsTheSquareIs() throws {
        // A white 40-point square blurred by 3 points, scaled 3x across and 1x down about its
        // centre (100, 60): its left edge's blur is 3 times as wide as its top edge's.
        let square = Draw(
            shape: HaloCore.Shape(kind: .rect, frame: Rect(x: 80, y: 40, width: 40, height: 40)), paint: .solid(.white))
        let layer = HaloCore.Layer(
            items: [.draw(square)], blur: 3,
            transform: DrawTransform(scale: 3, scaleY: 1, anchor: Point(0.5, 0.5)))
        let image = try CPURenderer(threads: 1).render(
            Scene(canvas: Canvas(width: 200, height: 120, background: .black), layers: [layer]))
        let across = Self.rise((0..<200).map { Double(image[$0, 60].x) / 255 })
        let down = Self.rise((0..<120).map { Double(image[100, $0].x) / 255 })
        // A Gaussian of sigma s climbs from 25% to 75% over 1.349 s: 3 x 3 across, 3 down.
        #expect(abs(across - 1.349 * 9) < 0.6 && abs(down - 1.349 * 3) < 0.4, "across \(across), down \(down)")
        // One round blur (the scales' geometric mean) would make them alike.
        #expect(across / down > 2.5)
    }
}
