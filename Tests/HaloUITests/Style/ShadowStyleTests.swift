import Foundation
import HaloCPU
import HaloCore
import HaloTestSupport
import HaloUI
import Testing

/// `ShapeStyle.shadow(.inner(...))` and `.drop(...)` against pixels worked out from Apple's
/// definitions: an inner shadow is the content's alpha inverted, tinted, blurred and offset,
/// drawn on top of the content and inside it; a drop shadow is the modifier's.
struct ShadowStyleTests {
    static func render<V: View>(_ view: V) throws -> HaloCore.Image {
        try CPURenderer(threads: 1).render(try ViewScene.scene(of: view, width: 40, height: 40, background: .clear))
    }

    @Test func aSharpInnerShadowDarkensTheEdgeItIsOffsetFrom() throws {
        // A white 20 x 20 square at (10, 10); the inverted alpha moved 5 right covers its left 5 columns.
        let view = Rectangle().fill(Color.white.shadow(.inner(color: .black, radius: 0, x: 5, y: 0)))
            .frame(width: 20, height: 20)
        let image = try Self.render(view)
        #expect(image[10, 20] == SIMD4(0, 0, 0, 255) && image[14, 20] == SIMD4(0, 0, 0, 255))
        #expect(image[15, 20] == SIMD4(255, 255, 255, 255) && image[29, 20] == SIMD4(255, 255, 255, 255))
        // Nothing outside the square: the inner shadow is kept inside it.
        #expect(image[9, 20].w == 0 && image[30, 20].w == 0 && image[20, 9].w == 0)
    }

    @Test func aBlurredInnerShadowFadesInwardsAtItsColoursAlpha() throws {
        let view = Circle().fill(Color.white.shadow(.inner(radius: 3))).frame(width: 30, height: 30)
        let image = try Self.render(view)
        // At the centre, far from every edge, the content alone; near the edge, darker.
        #expect(image[20, 20] == SIMD4(255, 255, 255, 255))
        #expect(image[6, 20].x < 220 && image[6, 20].w == 255, "\(image[6, 20])")
        // The default colour is black at 0.55: the edge is never darker than white under 0.55 black.
        #expect(image[6, 20].x >= 114)
    }

    /// Every way a shape takes a style carries the style's shadow: fill, stroke, strokeBorder.
    @Test func strokesCastTheirStylesShadowToo() throws {
        let style = Color.white.shadow(.inner(radius: 1))
        for view in [
            AnyView(Circle().stroke(style, lineWidth: 4)), AnyView(Circle().strokeBorder(style, lineWidth: 4)),
            AnyView(Circle().fill(style)),
        ] {
            let items = try ViewScene.scene(of: view.frame(width: 20, height: 20), width: 40, height: 40).layers[0]
                .items
            #expect(items.count == 2, "the shape and its inner shadow: \(items)")
        }
    }

    @Test func aDropShadowStyleIsTheShadowModifiers() throws {
        let styled = try Self.render(
            Rectangle().fill(Color.blue.shadow(.drop(radius: 2, x: 3, y: 3))).frame(width: 20, height: 20))
        let modified = try Self.render(
            Rectangle().fill(Color.blue).frame(width: 20, height: 20).shadow(radius: 2, x: 3, y: 3))
        // The control: the modifier's shadow without its offset, as a style that lost it would draw.
        let unmoved = try Self.render(Rectangle().fill(Color.blue).frame(width: 20, height: 20).shadow(radius: 2))
        ImageCheck.match(expected: modified, actual: styled, control: unmoved, tolerance: .exact)
        // The shadow is there: below and right of the square, past its edge, a dark translucent pixel.
        #expect(modified[32, 32].w > 0 && modified[32, 32].z < 128, "\(modified[32, 32])")
    }
}
