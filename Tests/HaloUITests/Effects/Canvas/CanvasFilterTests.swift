import Foundation
import HaloCPU
import HaloCore
import HaloTestSupport
import HaloUI
import Testing

/// `GraphicsContext.Filter`'s factories as the metaball code writes them: the alpha threshold
/// after a blur (added before it), and the colour filters, at pixels worked out by hand.
struct CanvasFilterTests {
    static func render<V: View>(_ view: V, width: Double = 60, height: Double = 30) throws -> HaloCore.Image {
        try CPURenderer(threads: 1).render(try ViewScene.scene(of: view, width: width, height: height))
    }

    static func square(_ x: CGFloat) -> Path { Path(CGRect(x: x, y: 5, width: 20, height: 20)) }

    /// Two black squares 4 points apart, blurred by `radius`, thresholded at `min`.
    static func metaballs(min: Double, radius: CGFloat, color: Color = .black) -> some View {
        Canvas { context, _ in
            context.addFilter(.alphaThreshold(min: min, color: color))
            context.addFilter(.blur(radius: radius))
            context.drawLayer { layer in
                layer.fill(Self.square(8), with: .color(.black))
                layer.fill(Self.square(32), with: .color(.black))
            }
        }
    }

    @Test func aThresholdAfterABlurJoinsNearShapesWithHardEdges() throws {
        let image = try Self.render(Self.metaballs(min: 0.3, radius: 4, color: .red))
        // The gap x 28...32 on the middle row: both blurred edges add up past 0.3 there.
        #expect(image[30, 15].w == 255 && image[30, 15].x == 255 && image[30, 15].z < 100)
        // Far from both squares the blur leaves nothing: transparent.
        #expect(image[1, 15].w == 0 && image[57, 15].w == 0)
        // Every pixel is the colour or clear: the threshold leaves no soft edge.
        let alphas = Set((0..<60).map { image[$0, 15].w })
        #expect(alphas.isSubset(of: [0, 255]), "\(alphas)")
        // Without the blur the gap stays open (the control: the threshold alone joins nothing).
        let sharp = try Self.render(Self.metaballs(min: 0.3, radius: 0))
        #expect(sharp[30, 15].w == 0 && sharp[18, 15].w == 255)
    }

    @Test func colourFiltersUseTheModifiersMatrices() throws {
        func filtered(_ filter: GraphicsContext.Filter) throws -> SIMD4<UInt8> {
            let canvas = Canvas { context, _ in
                context.addFilter(filter)
                context.fill(
                    Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(Color(red: 1, green: 0.5, blue: 0)))
            }
            return try Self.render(canvas, width: 10, height: 10)[5, 5]
        }
        // Inverted: (0, 0.5, 1), the green 127.5 rounding either way.
        let inverted = try filtered(.colorInvert())
        #expect(inverted.x == 0 && (127...128).contains(inverted.y) && inverted.z == 255)
        // Half inverted: every component 0.5.
        let half = try filtered(.colorInvert(0.5))
        #expect([half.x, half.y, half.z].allSatisfy { (127...128).contains($0) })
        // Multiplied by (0, 1, 1): red gone.
        #expect(try filtered(.colorMultiply(Color(red: 0, green: 1, blue: 1))).x == 0)
        // Brightened by 1: white.
        #expect(try filtered(.brightness(1)) == SIMD4(255, 255, 255, 255))
        // Fully grey: (1, 0.5, 0) weighted by W3C saturate(0)'s 0.213, 0.715, 0.072: 0.5705.
        let grey = try filtered(.grayscale(1))
        #expect(grey.x == grey.y && grey.y == grey.z && (144...147).contains(grey.x), "\(grey)")
    }
}
