import Foundation
import HaloCPU
import HaloCore
import HaloUI
import Testing

/// `GraphicsContext.clip(to:options: .inverse)`: the drawing kept outside the path ("SwiftUI
/// uses `1 - alpha` instead of `alpha` for the given clip shape").
struct CanvasInverseClipTests {
    /// A 60 x 40 canvas filled blue through a clip to the rectangle (20, 10, 20, 20).
    static func clipped(_ options: GraphicsContext.ClipOptions) throws -> HaloCore.Image {
        let canvas = Canvas { context, size in
            context.clip(to: Path(CGRect(x: 20, y: 10, width: 20, height: 20)), options: options)
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(Color(red: 0, green: 0, blue: 1)))
        }
        return try CanvasTests.render(canvas)
    }

    @Test func anInverseClipKeepsTheDrawingOutsideThePath() throws {
        let inverse = try Self.clipped(.inverse)
        // Outside the rectangle: blue, opaque; inside: nothing.
        for (x, y) in [(5, 5), (19, 20), (40, 20), (30, 9), (30, 30), (59, 39)] {
            #expect(inverse[x, y] == SIMD4(0, 0, 255, 255), "(\(x), \(y)): \(inverse[x, y])")
        }
        for (x, y) in [(20, 10), (30, 20), (39, 29)] {
            #expect(inverse[x, y].w == 0, "(\(x), \(y)): \(inverse[x, y])")
        }
    }

    @Test func aPlainClipStillKeepsTheInside() throws {
        let plain = try Self.clipped([])
        #expect(plain[30, 20] == SIMD4(0, 0, 255, 255))
        #expect(plain[5, 5].w == 0 && plain[19, 20].w == 0)
    }

    @Test func anInverseClipUnderATransformCutsThePathWhereTheTransformPutsIt() throws {
        // Translated by (10, 0): the hole is (30, 10, 20, 20).
        let canvas = Canvas { context, size in
            context.translateBy(x: 10, y: 0)
            context.clip(to: Path(CGRect(x: 20, y: 10, width: 20, height: 20)), options: .inverse)
            context.translateBy(x: -10, y: 0)
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(Color(red: 1, green: 0, blue: 0)))
        }
        let image = try CanvasTests.render(canvas)
        #expect(image[25, 20] == SIMD4(255, 0, 0, 255), "\(image[25, 20])")
        #expect(image[35, 20].w == 0 && image[49, 29].w == 0)
        #expect(image[50, 20] == SIMD4(255, 0, 0, 255), "\(image[50, 20])")
    }
}
