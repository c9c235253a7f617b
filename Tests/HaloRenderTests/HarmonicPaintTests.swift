import Foundation
import HaloCPU
import HaloCore
import HaloTestSupport
import Testing

/// The scene format's `"harmonic"` paint is seed 003's shader from its Metal source as a colour effect
/// (`Planner.harmonicLayer`): over a rectangle it is the article's `Rectangle().colorEffect(...)` byte for
/// byte; over another shape, a stroke or under a transform it keeps to the draw's coverage and turns with it.
@Suite struct HarmonicPaintTests {
    static let canvas = Canvas(width: 240, height: 160, background: RGBA(0.1, 0.1, 0.2, 1))
    static let frame = Rect(x: 30, y: 40, width: 160, height: 80)
    static let paint = HarmonicPaint(waves: 6, time: 1.3, amplitude: 2, press: 1, palette: .cosine)

    /// The article's view: a rectangle over `frame` recoloured by the shader, as `HarmonicButton` builds it.
    static func articleLayer(_ paint: HarmonicPaint = paint, transform: DrawTransform = DrawTransform()) -> Layer {
        var layer = Layer(
            items: [.draw(Draw(shape: Shape(kind: .rect, frame: frame), paint: .solid(.black)))], transform: transform)
        let entry = HarmonicPaint.shaders[paint.palette]!
        layer.shaderEffect = ShaderEffect(entry: entry, arguments: paint.arguments, bounds: frame)
        return layer
    }

    /// One draw of `shape` with the paint.
    static func painted(
        _ shape: Shape, _ operation: HaloCore.Operation = .fill, _ paint: HarmonicPaint = paint,
        transform: DrawTransform = DrawTransform()
    ) -> Scene {
        var draw = Draw(shape: shape, operation: operation, style: StrokeStyle(lineWidth: 10), paint: .harmonic(paint))
        draw.transform = transform
        return Scene(canvas: canvas, layers: [Layer(draws: [draw])])
    }

    static func render(_ scene: Scene) throws -> Image { try CPURenderer().render(scene) }

    /// RGBA of pixel (x, y).
    static func pixel(_ image: Image, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * image.width + x) * 4
        return Array(image.pixels[i..<(i + 4)])
    }

    @Test func overARectangleItIsTheArticlesEffect() throws {
        let article = try Self.render(Scene(canvas: Self.canvas, layers: [Self.articleLayer()]))
        let painted = try Self.render(Self.painted(Shape(kind: .rect, frame: Self.frame)))
        #expect(painted.pixels == article.pixels)
        // The comparison can fail: the strings a moment later are other pixels.
        var later = Self.paint
        later.time += 0.25
        let moved = try Self.render(Scene(canvas: Self.canvas, layers: [Self.articleLayer(later)]))
        #expect(moved.pixels != painted.pixels)
    }

    @Test func otherShapesKeepToTheirCoverage() throws {
        let article = try Self.render(Scene(canvas: Self.canvas, layers: [Self.articleLayer()]))
        let background = try Self.render(Scene(canvas: Self.canvas, layers: []))
        let capsule = try Self.render(Self.painted(Shape(kind: .capsule, frame: Self.frame)))
        // Inside the capsule, away from its edge: the effect's pixels; outside it (the frame's corners):
        // the background.
        for (x, y) in [(110, 80), (80, 60), (150, 100), (75, 79)] {
            #expect(Self.pixel(capsule, x, y) == Self.pixel(article, x, y), "inside at \(x), \(y)")
        }
        for (x, y) in [(31, 41), (188, 118), (31, 118)] {
            #expect(Self.pixel(capsule, x, y) == Self.pixel(background, x, y), "outside at \(x), \(y)")
        }
        // A stroke centred on the frame's outline paints its outer half too, past the frame.
        let stroke = try Self.render(Self.painted(Shape(kind: .rect, frame: Self.frame), .stroke))
        for (x, y) in [(27, 80), (110, 37), (192, 80)] {
            #expect(Self.pixel(stroke, x, y) != Self.pixel(background, x, y), "stroke's outer half at \(x), \(y)")
        }
        #expect(Self.pixel(stroke, 110, 80) == Self.pixel(background, 110, 80))
    }

    @Test func itTurnsWithItsDraw() throws {
        // Half a turn about the frame's centre: the article's layer under the same turn, about the same point
        // (a layer's anchor is in the canvas's unit coordinates).
        let c = Self.frame.center
        let turn = DrawTransform(rotate: 180)
        let layerTurn = DrawTransform(
            rotate: 180, anchor: Point(c.x / Self.canvas.width, c.y / Self.canvas.height))
        let painted = try Self.render(Self.painted(Shape(kind: .rect, frame: Self.frame), transform: turn))
        let article = try Self.render(Scene(canvas: Self.canvas, layers: [Self.articleLayer(transform: layerTurn)]))
        // The control: unturned, the strings run the other way, far from the turned ones.
        let straight = try Self.render(Self.painted(Shape(kind: .rect, frame: Self.frame)))
        ImageCheck.match(expected: article, actual: painted, control: straight)
    }
}
