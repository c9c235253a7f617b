import Foundation
import HaloCore
import HaloGL
import Testing
import HaloTestSupport

/// Images on the GPU: an identity-placed image keeps its bytes, and images whose texels a
/// shader cannot reach are refused by name instead of drawn wrong.
@Suite(.enabled(if: SharedGPU.available)) struct ImageGPUTests {
    static func scene(_ source: ImageSource, _ frame: Rect, size: (Double, Double)) -> Scene {
        Scene(
            canvas: Canvas(width: size.0, height: size.1, background: .clear),
            layers: [
                Layer(draws: [Draw(shape: Shape(kind: .rect, frame: frame), paint: .image(ImagePaint(source: source)))])
            ])
    }

    @Test func anImageAtItsOwnSizeKeepsItsBytesOnTheGPU() throws {
        let gpu = try SharedGPU.renderer()
        let out = try gpu.render(
            Self.scene(
                ImageSource(name: "gpu-pattern", image: ImageTests.pattern), Rect(x: 4, y: 6, width: 7, height: 5),
                size: (16, 12)))
        for y in 0..<5 {
            for x in 0..<7 { #expect(out[x + 4, y + 6] == ImageTests.pattern[x, y], "texel \(x), \(y)") }
        }
    }

    /// Whether the driver's storage-block limit can be exceeded by one image a test can hold.
    static let limitWithinReach = (try? SharedGPU.renderer()).map { $0.maxStorageBlock <= 500_000_000 } ?? false

    @Test(.enabled(if: limitWithinReach, "the driver's storage-block limit is too large to exceed in a test"))
    func texelsPastTheDriversStorageLimitAreRefusedByName() throws {
        let gpu = try SharedGPU.renderer()
        // An image just over the limit, drawn at its own size (its full level).
        let side = Int((Double(gpu.maxStorageBlock) / 4).squareRoot().rounded(.up)) + 1
        let big = ImageSource(name: "gpu-big", image: Image(width: side, height: side))
        #expect {
            _ = try gpu.render(
                Self.scene(big, Rect(x: 0, y: 0, width: Double(side), height: Double(side)), size: (8, 8)))
        } throws: { e in
            "\(e)".contains("GL_MAX_SHADER_STORAGE_BLOCK_SIZE")
        }
    }
}
