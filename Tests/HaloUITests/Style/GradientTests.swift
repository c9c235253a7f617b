import Foundation
import HaloCPU
import HaloCore
import HaloUI
import Testing

/// Radial, elliptical and fading gradients against colours worked out by hand from SwiftUI's
/// documented geometry (docs/semantics.md, "Radial and elliptical gradients").
struct GradientTests {
    static let red = RGBA(1, 0, 0, 1), blue = RGBA(0, 0, 1, 1)

    /// The premultiplied bytes of the pixel whose top-left corner is (x, y).
    static func pixel(_ image: HaloCore.Image, _ x: Int, _ y: Int) -> [Int] {
        let i = (y * image.width + x) * 4
        return image.pixels[i..<i + 4].map(Int.init)
    }

    /// One rectangle filling a transparent canvas with `paint`.
    static func render(_ paint: Paint, width: Double, height: Double) throws -> HaloCore.Image {
        let frame = Rect(x: 0, y: 0, width: width, height: height)
        let draw = Draw(shape: HaloCore.Shape(kind: .rect, frame: frame), paint: paint)
        let canvas = Canvas(width: width, height: height, background: .clear)
        return try CPURenderer(threads: 1).render(Scene(canvas: canvas, layers: [Layer(draws: [draw])]))
    }

    /// Red at location 0 to blue at 1, at position t along the gradient: the bytes expected.
    static func redToBlue(_ t: Double) -> [Int] {
        let f = min(max(t, 0), 1)
        return [Int(((1 - f) * 255).rounded()), 0, Int((f * 255).rounded()), 255]
    }

    static func close(_ a: [Int], _ b: [Int]) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) <= 1 } }

    @Test func aRadialGradientRunsFromTheStartRadiusToTheEndRadiusInPoints() throws {
        let stops = GradientStop.evenly([Self.red, Self.blue])
        let image = try Self.render(
            .radial(stops: stops, center: Point(0.5, 0.5), startRadius: 10, endRadius: 40), width: 100, height: 100)
        // Pixel (69, 49): its centre (69.5, 49.5) lies 19.5064 points from (50, 50); t = 9.5064 / 30.
        let t = ((19.5 * 19.5 + 0.5 * 0.5).squareRoot() - 10) / 30
        #expect(Self.close(Self.pixel(image, 69, 49), Self.redToBlue(t)), "\(Self.pixel(image, 69, 49))")
        // Inside the start radius: the first colour; past the end radius: the last.
        #expect(Self.pixel(image, 50, 50) == Self.redToBlue(0))
        #expect(Self.pixel(image, 95, 95) == Self.redToBlue(1))
        // The same point measured from a wrong radius is another colour: the check can fail.
        #expect(!Self.close(Self.pixel(image, 69, 49), Self.redToBlue(19.5 / 40)))
    }

    @Test func anEllipticalGradientMeasuresRadiiAsFractionsOfTheFrame() throws {
        let stops = GradientStop.evenly([Self.red, Self.blue])
        let paint = Paint.elliptical(
            stops: stops, center: Point(0.5, 0.5), startRadiusFraction: 0, endRadiusFraction: 0.5)
        let image = try Self.render(paint, width: 200, height: 100)
        // Pixel (149, 49): offset (49.5, -0.5) points, (0.2475, -0.005) of the 200 x 100 frame;
        // r = 0.24755, t = r / 0.5.
        let t1 = (0.2475 * 0.2475 + 0.005 * 0.005).squareRoot() / 0.5
        #expect(Self.close(Self.pixel(image, 149, 49), Self.redToBlue(t1)), "\(Self.pixel(image, 149, 49))")
        // Pixel (99, 74): offset (-0.5, 24.5) points, (-0.0025, 0.245) of the frame.
        let t2 = (0.0025 * 0.0025 + 0.245 * 0.245).squareRoot() / 0.5
        #expect(Self.close(Self.pixel(image, 99, 74), Self.redToBlue(t2)), "\(Self.pixel(image, 99, 74))")
        // The last pixel before the right edge's midpoint is all but the last colour (end radius
        // 0.5 reaches the edge): offset (0.4975, -0.005), t = 0.99505. The corners lie past it.
        let t3 = (0.4975 * 0.4975 + 0.005 * 0.005).squareRoot() / 0.5
        #expect(Self.close(Self.pixel(image, 199, 49), Self.redToBlue(t3)), "\(Self.pixel(image, 199, 49))")
        #expect(Self.pixel(image, 199, 0) == Self.redToBlue(1))
        // Circles measured in the frame's width would put (99, 74) at t = 0.245 x 100 / 200 / 0.5:
        // another colour, so a circular rule is caught.
        #expect(!Self.close(Self.pixel(image, 99, 74), Self.redToBlue(0.245 / 2 / 0.5)))
    }

    @Test func equalRadiiSwitchFromTheFirstColourToTheLast() throws {
        let stops = GradientStop.evenly([Self.red, Self.blue])
        let image = try Self.render(
            .radial(stops: stops, center: Point(0.5, 0.5), startRadius: 20, endRadius: 20), width: 100, height: 100)
        #expect(Self.pixel(image, 60, 49) == Self.redToBlue(0))
        #expect(Self.pixel(image, 80, 49) == Self.redToBlue(1))
    }

    /// A fade to `.clear` (transparent black) interpolates straight colour, as Core Graphics'
    /// gradients do: halfway is half-transparent grey, not half-transparent white.
    @Test func aFadeToClearInterpolatesStraightColour() throws {
        let stops = GradientStop.evenly([.white, .clear])
        let image = try Self.render(
            .linear(stops: stops, start: Point(0, 0.5), end: Point(1, 0.5)), width: 100, height: 4)
        // Pixel 49's centre is at t = 0.495: straight (0.505, 0.505, 0.505, 0.505), so
        // premultiplied colour 0.505 x 0.505 = 0.255 (65) at alpha 0.505 (129).
        let p = Self.pixel(image, 49, 1)
        #expect(Self.close(p, [65, 65, 65, 129]), "\(p)")
        // Premultiplied interpolation would give white at half alpha, (129, 129, 129, 129).
        #expect(!Self.close(p, [129, 129, 129, 129]))
    }

    @Test func theViewsLowerToTheirScenePaints() throws {
        let radial = RadialGradient(colors: [.red, .blue], center: .topLeading, startRadius: 5, endRadius: 50)
        let scene = try ViewScene.scene(of: Rectangle().fill(radial), width: 100, height: 100)
        let paint = scene.layers.flatMap(\.allDraws)[0].paint
        #expect(
            paint
                == .radial(
                    stops: GradientStop.evenly([Color.red.rgba, Color.blue.rgba]), center: Point(0, 0), startRadius: 5,
                    endRadius: 50))
        // The style spelling, and a gradient used as a view filling its frame.
        #expect(
            try ViewScene.scene(
                of: Circle().fill(
                    .radialGradient(colors: [.red, .blue], center: .topLeading, startRadius: 5, endRadius: 50)),
                width: 100, height: 100) == ViewScene.scene(of: Circle().fill(radial), width: 100, height: 100))
        let elliptical = try ViewScene.scene(
            of: EllipticalGradient(colors: [.red, .blue]), width: 100, height: 60)
        let draw = elliptical.layers.flatMap(\.allDraws)[0]
        #expect(draw.shape.frame == Rect(x: 0, y: 0, width: 100, height: 60))
        #expect(
            draw.paint
                == .elliptical(
                    stops: GradientStop.evenly([Color.red.rgba, Color.blue.rgba]), center: Point(0.5, 0.5),
                    startRadiusFraction: 0, endRadiusFraction: 0.5))
        #expect(
            try ViewScene.scene(
                of: Rectangle().fill(.ellipticalGradient(colors: [.red, .blue])), width: 100, height: 60)
                == elliptical)
    }
}
