import HaloCPU
import HaloCore
import HaloUI
import Testing

/// `Path(roundedRect:cornerRadii:style:)`: each corner a quarter circle of its own radius.
struct PathCornerRadiiTests {
    static func image(_ path: Path) throws -> HaloCore.Image {
        let view = path.fill(Color.red).frame(width: 40, height: 40)
        return try CPURenderer(threads: 1).render(ViewScene.scene(of: view, width: 40, height: 40))
    }

    static func alpha(_ image: HaloCore.Image, _ x: Int, _ y: Int) -> UInt8 { image.pixels[(y * 40 + x) * 4 + 3] }

    @Test func eachCornerHasItsOwnRadius() throws {
        let path = Path(
            roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40),
            cornerRadii: RectangleCornerRadii(topLeading: 16, bottomTrailing: 8))
        let image = try Self.image(path)
        // Top left: radius 16 about (16, 16). Pixel centre (3.5, 3.5) is 17.7 away: outside;
        // (6.5, 6.5) is 13.4 away: inside.
        #expect(Self.alpha(image, 3, 3) == 0 && Self.alpha(image, 6, 6) == 255)
        // Top right and bottom left are square: their corner pixels are filled.
        #expect(Self.alpha(image, 39, 0) == 255 && Self.alpha(image, 0, 39) == 255)
        // Bottom right: radius 8 about (32, 32). (38.5, 38.5) is 9.2 away: outside; (36.5, 36.5),
        // 6.4: inside.
        #expect(Self.alpha(image, 38, 38) == 0 && Self.alpha(image, 36, 36) == 255)
    }

    @Test func radiiAreKeptWithinHalfTheShorterSide() throws {
        // A 40 x 20 rectangle at y 10 asking for 100 on every corner: each radius 10, a capsule.
        let radii = RectangleCornerRadii(topLeading: 100, bottomLeading: 100, bottomTrailing: 100, topTrailing: 100)
        let image = try Self.image(
            Path(roundedRect: CGRect(x: 0, y: 10, width: 40, height: 20), cornerRadii: radii, style: .circular))
        // The ends are half circles about (10, 20) and (30, 20): (20.5, 10.5) on the top edge is in,
        // (1.5, 11.5) is 12 from (10, 20): out; (1.5, 20.5) is 8.5 away: in.
        #expect(Self.alpha(image, 20, 10) == 255 && Self.alpha(image, 1, 11) == 0 && Self.alpha(image, 1, 20) == 255)
        #expect(Self.alpha(image, 20, 5) == 0)
    }
}
