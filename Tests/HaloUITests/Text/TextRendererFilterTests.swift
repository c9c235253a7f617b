import Foundation
import HaloCPU
import HaloCore
import HaloTestSupport
import HaloUI
import Testing

/// A `TextRenderer`'s context takes the filters a Canvas's does (colour filters, shadows), as
/// the showcase corpus file's hue rotation and colour multiply, drawn on its glyphs; its
/// opacity out of 0...1 is clamped (docs/semantics.md, "Text renderer filters").
struct TextRendererFilterTests {
    struct Filtered: TextRenderer {
        let filter: GraphicsContext.Filter?
        var opacity = 1.0
        func draw(layout: Text.Layout, in context: inout GraphicsContext) {
            for line in layout {
                for run in line {
                    var copy = context
                    if let filter { copy.addFilter(filter) }
                    copy.opacity = opacity
                    copy.draw(run)
                }
            }
        }
    }

    static func render(_ renderer: Filtered) throws -> HaloCore.Image {
        let text = Text("MMMM").font(.system(size: 30, weight: .black)).foregroundStyle(.white)
        return try CPURenderer(threads: 1).render(
            try ViewScene.scene(of: text.textRenderer(renderer), width: 120, height: 50))
    }

    /// The colour of the opaque ink: each channel's largest value over opaque pixels, and their count.
    static func ink(_ image: HaloCore.Image) -> (SIMD4<UInt8>, Int) {
        var top = SIMD4<UInt8>(0, 0, 0, 0)
        var count = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y].w == 255 {
                top = pointwiseMax(top, image[x, y])
                count += 1
            }
        }
        return (top, count)
    }

    @Test func colourFiltersRecolourTheGlyphs() throws {
        // White times red is red; white turned in hue stays white (the control that the
        // filter is the one drawn): the red has no green or blue.
        let (plain, plainCount) = Self.ink(try Self.render(Filtered(filter: nil)))
        let (red, redCount) = Self.ink(
            try Self.render(Filtered(filter: .colorMultiply(.init(red: 1, green: 0, blue: 0)))))
        #expect(plain == SIMD4(255, 255, 255, 255) && plainCount > 50)
        #expect(red == SIMD4(255, 0, 0, 255) && redCount == plainCount)
        // Brightness -1 takes every channel to 0: black glyphs.
        let (dark, _) = Self.ink(try Self.render(Filtered(filter: .brightness(-1))))
        #expect(dark == SIMD4(0, 0, 0, 255))
    }

    @Test func anOpacityPastOneIsOpaqueAndBelowZeroInvisible() throws {
        let (over, overCount) = Self.ink(try Self.render(Filtered(filter: nil, opacity: 1.5)))
        #expect(over == SIMD4(255, 255, 255, 255) && overCount > 50)
        let under = try Self.render(Filtered(filter: nil, opacity: -0.3))
        #expect((0..<under.height).allSatisfy { y in (0..<under.width).allSatisfy { under[$0, y].w == 0 } })
    }

    /// The showcase's glow: a colour shader (green and blue halved) over a blur of the run. The
    /// shader runs over the whole drawing, the glyphs and their blurred halo past the text's
    /// frame, as a Canvas's filter runs over all the Canvas draws.
    @Test func aColourShaderFilterRecoloursTheBlurredRun() throws {
        let source = """
            #include <metal_stdlib>
            using namespace metal;
            [[ stitchable ]] half4 glow(float2 position, half4 color, float2 size) {
                return half4(1.0h, 0.5h, 0.5h, 1.0h) * color;
            }
            """
        struct Glow: TextRenderer {
            let library: ShaderLibrary
            func draw(layout: Text.Layout, in context: inout GraphicsContext) {
                for line in layout {
                    for run in line {
                        var copy = context
                        copy.addFilter(.colorShader(library.glow(.float2(run.typographicBounds.rect.size))))
                        copy.addFilter(.blur(radius: 4))
                        copy.draw(run)
                    }
                }
            }
        }
        let text = Text("MMMM").font(.system(size: 30, weight: .black)).foregroundStyle(.white)
            .textRenderer(Glow(library: ShaderLibrary(data: Data(source.utf8))))
            .padding(20)
        let image = try CPURenderer(threads: 1).render(try ViewScene.scene(of: text, width: 160, height: 90))
        // The halo: pixels with some alpha, green and blue half the red where the shader ran
        // (white unshaded has them equal), premultiplied or not.
        var halo = 0
        var white = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y].w > 40 {
                let (r, g, b) = (Double(image[x, y].x), Double(image[x, y].y), Double(image[x, y].z))
                if abs(2 * g - r) <= 0.1 * r + 4 && abs(g - b) <= 2 { halo += 1 }
                if g > 0.8 * r { white += 1 }
            }
        }
        #expect(halo > 500, "the blurred run is drawn, recoloured by the shader")
        #expect(white == 0, "no pixel escapes the shader")
    }
}
