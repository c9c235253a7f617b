import struct HaloCore.Image
import HaloRender
import HaloUI
import Testing

/// `frame(width: .infinity, height: .infinity)`: SwiftUI logs "Invalid frame dimension (negative
/// or non-finite)." and the frame keeps the view's own size, so a shape that walks its rectangle
/// (a wave drawn with `stride(from: 0, to: rect.width, by: 2)`) still gets a finite one.
@Suite struct InvalidFrameTests {
    /// A sine wave filled below its line, as public code draws water: one point every 2 points.
    struct Wave: Shape {
        var level: CGFloat
        func path(in rect: CGRect) -> Path {
            Path { path in
                path.move(to: .zero)
                for x in stride(from: 0, to: rect.width, by: 2) {
                    path.addLine(to: CGPoint(x: x, y: (1 - level) * rect.height + 2 * sin(Double(x) / 5)))
                }
                path.addLine(to: CGPoint(x: rect.width, y: rect.height))
                path.addLine(to: CGPoint(x: 0, y: rect.height))
            }
        }
    }

    static func pixel(_ image: HaloCore.Image, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * image.width + x) * 4
        return Array(image.pixels[i..<i + 4])
    }

    @Test func nonFiniteAndNegativeLengthsAreIgnored() throws {
        let renderer = try ViewRenderer(backend: .cpu)
        let blue: [UInt8] = [0, 122, 255, 255]
        // A colour takes what it is offered: the frame passes the 20 x 10 canvas through.
        let infinite = try renderer.image(
            of: Color.blue.frame(width: .infinity, height: .infinity), width: 20, height: 10, background: .white)
        #expect(Self.pixel(infinite, 0, 0) == blue && Self.pixel(infinite, 19, 9) == blue)
        // A negative width is ignored too; the valid height still applies (4 points, centred: rows 3 to 6).
        let negative = try renderer.image(
            of: Color.blue.frame(width: -5, height: 4), width: 20, height: 10, background: .white)
        #expect(Self.pixel(negative, 0, 4) == blue && Self.pixel(negative, 19, 5) == blue)
        #expect(Self.pixel(negative, 10, 1) == [255, 255, 255, 255])
    }

    /// The water of a drink: a wave in a 20-point `GeometryReader`, in a padded stack framed with
    /// infinite lengths and aligned to the top. It draws (in finite time), filled to half.
    @Test func aWaveInAnInfiniteFrameDraws() throws {
        let view = ZStack {
            Color.white
            VStack {
                GeometryReader { _ in
                    Wave(level: 0.5).fill(Color.blue)
                }
                .frame(height: 20)
            }
            .padding(4)
            .frame(width: .infinity, height: .infinity, alignment: .top)
        }
        let image = try ViewRenderer(backend: .cpu).image(of: view, width: 40, height: 40)
        // The stack (28 points tall with its padding) is centred: the reader spans rows 10 to 30,
        // the water its lower half, below the wave's crest at row 22.
        #expect(Self.pixel(image, 20, 27) == [0, 122, 255, 255])
        #expect(Self.pixel(image, 20, 12) == [255, 255, 255, 255])
    }
}
