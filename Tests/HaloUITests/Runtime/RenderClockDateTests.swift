import HaloCPU
import HaloRender
import HaloUI
import Testing

import struct HaloCore.Image

/// `timeIntervalSinceNow` in a file that imports HaloUI alone: now is the render's clock, as for
/// `Date()`, so a start date's interval since now is minus the render's seconds, as on a device
/// (a shader's time argument, `.float(startDate.timeIntervalSinceNow)`).
@Suite struct RenderClockDateTests {
    static func pixel(_ image: HaloCore.Image, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * image.width + x) * 4
        return Array(image.pixels[i..<i + 4])
    }

    struct Elapsed: View {
        let start = Date()
        var body: some View {
            TimelineView(.animation) { _ in
                Rectangle().frame(width: -10 * CGFloat(start.timeIntervalSinceNow), height: 5)
            }
        }
    }

    @Test func timeIntervalSinceNowIsOnTheRendersClock() throws {
        // Made outside the render (t = 0); drawn at 2.5 s: -2.5 s, a bar 25 points wide.
        let draws = try ViewScene.scene(of: Elapsed(), width: 100, height: 20, at: 2.5).layers.flatMap(\.allDraws)
        #expect(try #require(draws.first).shape.frame.width == 25)
    }

    /// A palette `colorEffect` fed the seconds since a start date: rows 10 points tall, the even ones
    /// `0.5 + 0.5 * cos(time + half3(0, 1, 0.4))`, the odd ones `sin(0.25 - color * time)`.
    static let palette = ShaderLibrary(
        data: Data(
            """
            #include <metal_stdlib>
            using namespace metal;
            [[ stitchable ]] half4 pallete(float2 position, half4 currentColor, float size, float time) {
                uint2 posInChecks = uint2(position.x / size, position.y / size);
                bool isColor = posInChecks.y & 1;
                half3 newColor = 0.5 + 0.5 * cos(time + half3(0, 1, 0.4));
                return isColor ? sin(0.25 - currentColor * time) : half4(newColor, 1);
            }
            """.utf8))

    struct Card: View {
        let startDate = Date()
        var body: some View {
            TimelineView(.animation) { _ in
                Rectangle().fill(Color.blue).frame(width: 20, height: 20)
                    .colorEffect(
                        RenderClockDateTests.palette.pallete(.float(10), .float(startDate.timeIntervalSinceNow)))
            }
        }
    }

    @Test func aShadersTimeFromAStartDateIsTheRendersSeconds() throws {
        let image = try ViewRenderer(backend: .cpu).image(
            of: Card(), width: 20, height: 20, background: .black, at: 1.5)
        // By hand, with time = -1.5 and SwiftUI's blue (0, 122, 255): on black, the premultiplied colour.
        let time = -1.5
        let even = [cos(time), cos(time + 1), cos(time + 0.4)].map { 0.5 + 0.5 * $0 }
        let blue = [0, 122.0 / 255, 1]
        let odd = blue.map { sin(0.25 - $0 * time) }
        func near(_ pixel: [UInt8], _ expected: [Double]) -> Bool {
            zip(pixel, expected).allSatisfy { abs(Double($0) - $1 * 255) <= 2 }
        }
        let row5 = Self.pixel(image, 10, 5)
        let row15 = Self.pixel(image, 10, 15)
        #expect(near(row5, even), "\(row5) against \(even.map { $0 * 255 })")
        #expect(near(row15, odd), "\(row15) against \(odd.map { $0 * 255 })")
        // The same shader at t = 0 would make the even rows (1, 0.77, 0.96): a time of -1.5 s is what drew.
        #expect(!near(row5, [1, 0.77, 0.96]))
    }
}
