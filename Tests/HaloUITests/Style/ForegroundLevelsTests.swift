import HaloCore
import HaloRender
import HaloUI
import Testing

/// `foregroundStyle(_:_:)` and `(_:_:_:)`, and `fill()` with its default content, as public code
/// writes them (`Circle().fill()`, `.foregroundStyle(.red, .purple.opacity(0.8))`).
@Suite struct ForegroundLevelsTests {
    /// The centre pixel of a 20 x 20 render of `view` on white, RGBA8.
    static func centre<V: View>(_ view: V) throws -> [UInt8] {
        let image = try ViewRenderer(backend: .cpu).image(of: view, width: 20, height: 20, background: .white)
        let i = (10 * image.width + 10) * 4
        return Array(image.pixels[i..<i + 4])
    }

    @Test func thePrimaryLevelDrawsAndFillWithNoContentTakesIt() throws {
        // SwiftUI's red and blue (docs/semantics.md, "Pixels and colour").
        let red: [UInt8] = [255, 59, 48, 255]
        let blue: [UInt8] = [0, 122, 255, 255]
        #expect(try Self.centre(Circle().fill().foregroundStyle(.red, .blue)) == red)
        #expect(try Self.centre(Circle().fill().foregroundStyle(.blue, .red)) == blue)
        #expect(try Self.centre(Rectangle().foregroundStyle(.blue, .red, .green)) == blue)
        // With no foreground set, fill() is black, as a shape drawn as a view is.
        #expect(try Self.centre(Circle().fill()) == [0, 0, 0, 255])
    }

    /// `.secondary` is the second level of the foreground style in force: inside
    /// `.foregroundStyle(.white)` it is white at 60%, not the light label grey.
    @Test func theSecondaryLevelIsTheForegroundAtSixtyPercent() throws {
        let square = Rectangle().foregroundStyle(.secondary).frame(width: 12, height: 12)
        let black = try ViewRenderer(backend: .cpu).image(
            of: VStack { square }.foregroundStyle(.white), width: 20, height: 20, background: .black)
        let i = (10 * black.width + 10) * 4
        // White at 0.6 over black: 0.6 * 255 = 153 (within rounding).
        for channel in black.pixels[i..<i + 3] { #expect(abs(Int(channel) - 153) <= 1) }
        // With no foreground set, the light secondary label grey: (60, 60, 67) at 60% over white,
        // 255 - 0.6 * (255 - 60) = 138 and 255 - 0.6 * (255 - 67) = 142.
        let plain = try Self.centre(square)
        #expect(abs(Int(plain[0]) - 138) <= 1 && abs(Int(plain[2]) - 142) <= 1)
    }

    /// Draws its text's lines as they are.
    struct PassThrough: TextRenderer {
        func draw(layout: Text.Layout, in context: inout GraphicsContext) {
            for line in layout { context.draw(line) }
        }
    }

    /// Text in `.secondary` inside a white foreground is light, drawn plainly or by a renderer.
    @Test func secondaryTextFollowsTheForegroundInForce() throws {
        func brightest<V: View>(_ text: V) throws -> Int {
            let image = try ViewRenderer(backend: .cpu).image(
                of: VStack { text }.foregroundStyle(.white), width: 60, height: 30, background: .black)
            return stride(from: 0, to: image.pixels.count, by: 4).map { Int(image.pixels[$0]) }.max() ?? 0
        }
        let text = Text("WWW").font(.system(size: 20, weight: .bold)).foregroundStyle(.secondary)
        #expect(try brightest(text) >= 150)
        #expect(try brightest(text.textRenderer(PassThrough())) >= 150)
    }
}
