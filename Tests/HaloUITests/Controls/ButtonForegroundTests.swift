import struct HaloCore.Image
import HaloRender
import HaloUI
import Testing

/// A foreground style set on a `Button` (or inside its label) wins over its style's tint, as
/// SwiftUI's `foregroundColor(_:)` lets "the system or the container" colour a view only where
/// none is set: `Button("Start") { }.foregroundColor(.white)` is white, not the accent blue.
@Suite struct ButtonForegroundTests {
    static func pixel(_ image: HaloCore.Image, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * image.width + x) * 4
        return Array(image.pixels[i..<i + 4])
    }

    static func centre(_ view: some View) throws -> [UInt8] {
        Self.pixel(try ViewRenderer(backend: .cpu).image(of: view, width: 20, height: 20, background: .black), 10, 10)
    }

    /// A button whose label is a square that takes the foreground.
    static func square() -> Button<some View> {
        Button {
        } label: {
            Rectangle().frame(width: 12, height: 12)
        }
    }

    @Test func theButtonsForegroundWinsOverTheTint() throws {
        // Unset: the accent colour (SwiftUI's blue).
        #expect(try Self.centre(Self.square()) == [0, 122, 255, 255])
        // Set on the button, around it, or inside the label: that colour.
        #expect(try Self.centre(Self.square().foregroundColor(.white)) == [255, 255, 255, 255])
        #expect(try Self.centre(VStack { Self.square() }.foregroundStyle(Color.red)) == [255, 59, 48, 255])
        let inside = Button {
        } label: {
            Rectangle().foregroundColor(.green).frame(width: 12, height: 12)
        }
        #expect(try Self.centre(inside) == [52, 199, 89, 255])
        // A tint still colours a button with no foreground of its own.
        #expect(try Self.centre(Self.square().tint(.red)) == [255, 59, 48, 255])
    }

    @Test func aWhiteTitleHasNoBlue() throws {
        let image = try ViewRenderer(backend: .cpu).image(
            of: Button("Start") {}.foregroundColor(.white), width: 60, height: 30, background: .black)
        var lit = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = Self.pixel(image, x, y)
                #expect(p[0] == p[2], "grey, not blue, at (\(x), \(y)): \(p)")
                if p[0] > 128 { lit += 1 }
            }
        }
        #expect(lit > 20)
    }

    /// A button's label is in `.tint`, read where the label is drawn: a `tint(_:)` inside the
    /// label colours it (as `Button { } label: { ZStack { ... }.tint(.white) }` is written).
    @Test func aTintInsideTheLabelColoursIt() throws {
        let button = Button {
        } label: {
            Rectangle().frame(width: 12, height: 12).tint(.orange)
        }
        // SwiftUI's orange, (255, 149, 0), not the accent blue.
        #expect(try Self.centre(button) == [255, 149, 0, 255])
        // A foreground set around the button still wins over a tint inside.
        #expect(try Self.centre(button.foregroundColor(.white)) == [255, 255, 255, 255])
    }

    /// `buttonBorderShape(.capsule)` rounds a bordered prominent button's background to a
    /// capsule: its corner is empty where the automatic rounded rectangle's is filled.
    @Test func aCapsuleBorderShapeRoundsTheBackground() throws {
        func corner(_ view: some View) throws -> [UInt8] {
            let image = try ViewRenderer(backend: .cpu).image(of: view, width: 60, height: 40, background: .black)
            // The 60 x 40 button's background fills the render; (2, 2) lies 2 points in from its
            // corner: inside a 6-point rounded corner's square edge, outside a 20-point capsule end
            // (the capsule's circle of radius 20 about (20, 20) is 25.5 points from (2, 2)).
            return Self.pixel(image, 2, 2)
        }
        let button = Button {
        } label: {
            Color.clear.frame(width: 36, height: 26)  // with the regular padding, 12 and 7: 60 x 40
        }
        .buttonStyle(.borderedProminent)
        .tint(.white)
        #expect(try corner(button.frame(width: 60, height: 40)) != [0, 0, 0, 255])
        #expect(try corner(button.buttonBorderShape(.capsule).frame(width: 60, height: 40)) == [0, 0, 0, 255])
    }
}
