import Foundation
import HaloCPU
import HaloCore
import Testing

@testable import HaloUI

/// `Image(size:label:opaque:colorMode:renderer:)`: an image whose content a closure draws into a
/// `GraphicsContext`, as a view (vectors) and as a shader's image argument (pixels).
struct ImageDrawnTests {
    static let red = Color(red: 1, green: 0, blue: 0)

    /// A 20 x 10 image: its left half red.
    static var halfRed: HaloUI.Image {
        HaloUI.Image(size: CGSize(width: 20, height: 10)) { context in
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(red))
        }
    }

    static func render<V: View>(_ view: V, width: Double, height: Double) throws -> HaloCore.Image {
        try CPURenderer(threads: 1).render(try ViewScene.scene(of: view, width: width, height: height))
    }

    @Test func theImageTakesItsSizeAndDrawsTheClosuresDrawing() throws {
        // A 40 x 30 canvas: the 20 x 10 image centred at (10, 10).
        let image = try Self.render(Self.halfRed, width: 40, height: 30)
        #expect(image[10, 10] == SIMD4(255, 0, 0, 255), "\(image[10, 10])")
        #expect(image[19, 19] == SIMD4(255, 0, 0, 255), "\(image[19, 19])")
        #expect(image[20, 15].w == 0 && image[9, 15].w == 0 && image[15, 9].w == 0 && image[15, 20].w == 0)
    }

    @Test func aResizableImageStretchesTheDrawingAndCutsWhatLiesOutside() throws {
        let overflowing = HaloUI.Image(size: CGSize(width: 20, height: 10)) { context in
            // Past the image's right edge: cut off.
            context.fill(Path(CGRect(x: 10, y: 0, width: 30, height: 10)), with: .color(Self.red))
        }
        let image = try Self.render(overflowing.resizable(), width: 40, height: 20)
        // Stretched 2 x: the drawing covers x 20...40 of the canvas, nothing past it.
        #expect(image[19, 10].w == 0, "\(image[19, 10])")
        #expect(image[20, 10] == SIMD4(255, 0, 0, 255) && image[39, 19] == SIMD4(255, 0, 0, 255))
    }

    @Test func asAShaderArgumentItIsRasterizedOnePixelAPoint() throws {
        let registered = HaloUI.Image.Rasterizer.shared.rasterize
        defer { HaloUI.Image.Rasterizer.shared.rasterize = registered }
        let cpu = CPURenderer(threads: 1)
        HaloUI.Image.Rasterizer.shared.rasterize = { try cpu.render($0) }
        let source = try Self.halfRed.decoded().get()
        #expect(source.width == 20 && source.height == 10)
        #expect(source.image[4, 4] == SIMD4(255, 0, 0, 255), "\(source.image[4, 4])")
        #expect(source.image[15, 4].w == 0, "\(source.image[15, 4])")
    }

    @Test func withoutARasterizerTheArgumentFailsSayingSo() {
        let registered = HaloUI.Image.Rasterizer.shared.rasterize
        defer { HaloUI.Image.Rasterizer.shared.rasterize = registered }
        HaloUI.Image.Rasterizer.shared.rasterize = nil
        guard case .failure(let error) = Self.halfRed.decoded() else {
            Issue.record("decoded without a rasterizer")
            return
        }
        #expect(error.message.contains("rasterizer"))
    }
}
