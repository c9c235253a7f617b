import struct HaloCore.Image
import HaloRender
import HaloUI
import Testing

/// `Path.addArc` from 0° to 360°: the whole circle whichever way it turns, as public code draws a
/// dot (`path.addArc(center:radius:startAngle: .degrees(0), endAngle: .degrees(360), clockwise: true)`).
@Suite struct PathArcTests {
    static func pixel(_ image: HaloCore.Image, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * image.width + x) * 4
        return Array(image.pixels[i..<i + 4])
    }

    static func dot(_ start: Double, _ end: Double, clockwise: Bool) -> some View {
        Path { path in
            path.addArc(
                center: CGPoint(x: 10, y: 10), radius: 8, startAngle: .degrees(start), endAngle: .degrees(end),
                clockwise: clockwise)
        }
        .fill(Color.red)
        .frame(width: 20, height: 20)
    }

    @Test func aTurnApartIsTheWholeCircleEitherWay() throws {
        let renderer = try ViewRenderer(backend: .cpu)
        let red: [UInt8] = [255, 59, 48, 255]
        for clockwise in [true, false] {
            let image = try renderer.image(
                of: Self.dot(0, 360, clockwise: clockwise), width: 20, height: 20, background: .white)
            // Inside the circle of radius 8 about (10, 10) on all four sides, and at its centre.
            for (x, y) in [(10, 10), (4, 10), (16, 10), (10, 4), (10, 16)] {
                #expect(Self.pixel(image, x, y) == red, "clockwise \(clockwise) at (\(x), \(y))")
            }
            #expect(Self.pixel(image, 0, 0) == [255, 255, 255, 255])
        }
        // -90° to 270° is a turn too; equal angles are no arc, and 0° to 180° half the circle.
        let quarter = try renderer.image(
            of: Self.dot(-90, 270, clockwise: true), width: 20, height: 20, background: .white)
        #expect(Self.pixel(quarter, 10, 10) == red)
        let none = try renderer.image(of: Self.dot(90, 90, clockwise: true), width: 20, height: 20, background: .white)
        #expect(Self.pixel(none, 10, 10) == [255, 255, 255, 255])
        // Angles increasing (clockwise: false) from 0° to 180° turn clockwise on screen: the lower half.
        let half = try renderer.image(of: Self.dot(0, 180, clockwise: false), width: 20, height: 20, background: .white)
        #expect(Self.pixel(half, 10, 15) == red && Self.pixel(half, 10, 5) == [255, 255, 255, 255])
    }

    /// The stars of a galaxy: each a dot of a 2-point tall `GeometryReader` (radius 1) with a glow,
    /// placed by `position`, on black: the dot's pixel is lit, and so is its glow around it.
    @Test func aTwoPointStarGlows() throws {
        let star = GeometryReader { proxy in
            Path { path in
                let width = min(proxy.size.height, proxy.size.width)
                path.addArc(
                    center: CGPoint(x: proxy.size.width / 2, y: proxy.size.height / 2), radius: width / 2,
                    startAngle: Angle(degrees: 0), endAngle: Angle(degrees: 360), clockwise: true)
            }
            .fill(Color.mint)
            .shadow(color: .mint, radius: 6)
        }
        let view = ZStack {
            Color.black
            star.frame(height: 2).position(x: 20, y: 20)
        }
        let image = try ViewRenderer(backend: .cpu).image(of: view, width: 40, height: 40)
        let centre = Self.pixel(image, 20, 19)
        #expect(centre[1] > 100, "the dot: \(centre)")
        let glow = Self.pixel(image, 20, 23)
        #expect(glow[1] > 0 && glow[1] < centre[1], "the glow: \(glow)")
        #expect(Self.pixel(image, 2, 38) == [0, 0, 0, 255])
    }
}
