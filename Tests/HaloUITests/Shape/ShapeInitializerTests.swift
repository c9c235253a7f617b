import HaloCPU
import HaloCore
import HaloUI
import Testing

/// The transformed shapes made by their public initializers, as `ScaledShape(shape:scale:)`
/// is written: each draws where its transform puts the shape's frame.
struct ShapeInitializerTests {
    /// The alpha of pixel (x, y) of `shape` filled red in a 40 x 40 frame.
    static func alpha<S: HaloUI.Shape>(_ shape: S, _ x: Int, _ y: Int) throws -> UInt8 {
        let view = shape.fill(Color.red).frame(width: 40, height: 40)
        let image = try CPURenderer(threads: 1).render(ViewScene.scene(of: view, width: 40, height: 40))
        return image.pixels[(y * 40 + x) * 4 + 3]
    }

    @Test func scaledHalvesAboutTheCentreOrTheAnchor() throws {
        let half = ScaledShape(shape: Rectangle(), scale: CGSize(width: 0.5, height: 0.5))
        // About the centre: x and y 10...30.
        #expect(try Self.alpha(half, 11, 11) == 255 && Self.alpha(half, 8, 20) == 0)
        let corner = ScaledShape(shape: Rectangle(), scale: CGSize(width: 0.5, height: 0.5), anchor: .topLeading)
        // About the top-left corner: 0...20.
        #expect(try Self.alpha(corner, 1, 1) == 255 && Self.alpha(corner, 25, 25) == 0)
    }

    @Test func rotatedTurnsAboutItsAnchor() throws {
        // A 40-wide bar 10 high (y 15...25) turned 90 degrees about the centre: x 15...25.
        let bar = Rectangle().scale(x: 1, y: 0.25)
        let turned = RotatedShape(shape: bar, angle: .degrees(90))
        #expect(try Self.alpha(turned, 20, 2) == 255 && Self.alpha(turned, 2, 20) == 0)
        let flat = RotatedShape(shape: bar, angle: .degrees(0), anchor: .topLeading)
        #expect(try Self.alpha(flat, 2, 20) == 255)
    }

    @Test func offsetAndTransformedMoveTheShape() throws {
        let square = Rectangle().scale(0.5, anchor: .topLeading)
        let moved = OffsetShape(shape: square, offset: CGSize(width: 20, height: 0))
        // The 20 x 20 square moved 20 right: x 20...40, y 0...20.
        #expect(try Self.alpha(moved, 30, 5) == 255 && Self.alpha(moved, 10, 5) == 0)
        let squeezed = TransformedShape(shape: Rectangle(), transform: CGAffineTransform(scaleX: 0.25, y: 1))
        // x scaled by a quarter about the frame's origin: 0...10.
        #expect(try Self.alpha(squeezed, 5, 30) == 255 && Self.alpha(squeezed, 15, 30) == 0)
    }
}
