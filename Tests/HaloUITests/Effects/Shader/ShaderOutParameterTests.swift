import Foundation
import HaloCPU
import HaloCore
import HaloRender
import HaloTestSupport
import HaloUI
import Testing

/// Shaders written as public ones are: `modf` with its whole part in a variable (a smoke shader's
/// `q.x = modf(q.x, floatPart) - 0.5;`), and a program-scope `sampler textureSampler;` read with a third
/// `sample` argument (a rain shader's `image.sample(textureSampler, UV + n, 1)`), checked at pixels worked out by
/// hand, on the CPU and, where one runs, on the GPU alike.
struct ShaderOutParameterTests {
    static let library: ShaderLibrary = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("halo-outparams-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let source = """
            #include <SwiftUI/SwiftUI_Metal.h>
            #include <metal_stdlib>
            using namespace metal;

            // Four bands across the view: red the fraction of x / size * 4 - 2 (its sign too, so negative left
            // of the middle: black there), green the whole part's magnitude / 4.
            [[ stitchable ]] half4 bands(float2 position, half4 color, float2 size) {
                float2 uv = position / size;
                float2 q = uv;
                q.x *= 4.;
                float floatPart = 1.;
                q.x = modf(q.x - 2., floatPart);
                return half4(q.x, abs(floatPart) / 4., 0., 1.);
            }

            // Red frexp's mantissa of position.x, green its exponent / 8, blue 0.5 + 0.5 cos(position.x / 5) from
            // sincos.
            [[ stitchable ]] half4 parts(float2 position, half4 color) {
                int e = 0;
                float m = frexp(position.x, e);
                float k = 0.;
                float s = sincos(position.x * 0.2, k);
                return half4(m, float(e) / 8., 0.5 + 0.5 * k, 1. + 0. * s);
            }

            sampler textureSampler;

            // The image across the rectangle, read one texel right and one down (the int offset).
            [[ stitchable ]] half4 shifted(float2 pos, float4 boundingRect, texture2d<half> image) {
                float2 UV = pos / float2(boundingRect[2], boundingRect[3]);
                half3 col = image.sample(textureSampler, UV, 1).rgb;
                return half4(col.r, col.g, col.b, 1);
            }

            // The same with a level of detail, which one mip level leaves as it is.
            [[ stitchable ]] half4 leveled(float2 pos, float4 boundingRect, texture2d<half> image) {
                float2 UV = pos / float2(boundingRect[2], boundingRect[3]);
                return image.sample(textureSampler, UV, level(2.0));
            }
            """
        try? source.write(to: folder.appendingPathComponent("Effects.metal"), atomically: true, encoding: .utf8)
        return ShaderLibrary(url: folder)
    }()

    static func render(_ view: some View, _ width: Double, _ height: Double) throws -> HaloCore.Image {
        try CPURenderer(threads: 1).render(try ViewScene.scene(of: view, width: width, height: height))
    }

    static func pixel(_ image: HaloCore.Image, _ x: Int, _ y: Int) -> [Int] {
        let i = (y * image.width + x) * 4
        return image.pixels[i..<i + 4].map { Int($0) }
    }

    /// Each channel within one step of `want`.
    static func near(_ got: [Int], _ want: [Int]) -> Bool { zip(got, want).allSatisfy { abs($0 - $1) <= 1 } }

    /// modf's fraction and whole part, at pixel centres: x = 4.5 of 16 gives 4.5 / 4 - 2 = -0.875 (fraction
    /// -0.875, drawn black; whole -0: green 0); x = 10.5 gives 0.625 (red 0.625, green 0); x = 14.5 gives 1.625
    /// (red 0.625, green 1 / 4); x = 0.5 gives -1.875 (whole -1: green 1 / 4).
    @Test func modfSplitsIntoFractionAndWholePart() throws {
        let view = Color.white.frame(width: 16, height: 2)
            .colorEffect(Self.library.bands(.float2(CGSize(width: 16, height: 2))))
        let image = try Self.render(view, 16, 2)
        #expect(Self.near(Self.pixel(image, 4, 0), [0, 0, 0, 255]))
        #expect(Self.near(Self.pixel(image, 10, 0), [159, 0, 0, 255]))
        #expect(Self.near(Self.pixel(image, 14, 1), [159, 64, 0, 255]))
        #expect(Self.near(Self.pixel(image, 0, 0), [0, 64, 0, 255]))
        if SharedGPU.available {
            let gpu = try SharedGPU.renderer().render(try ViewScene.scene(of: view, width: 16, height: 2))
            // The control: the CPU's frame two pixels right, its bands out of place.
            ImageCheck.match(expected: image, actual: gpu, control: ImageCheck.shifted(image, dx: 2, dy: 0))
        }
    }

    /// frexp and sincos at pixel centres: 4.5 = 0.5625 x 2^3 (red 143, green 3 / 8: 96) with cos(0.9) = 0.6216
    /// (blue 207); 11.5 = 0.71875 x 2^4 (red 183, green 128) with cos(2.3) = -0.6663 (blue 43).
    @Test func frexpAndSincosWriteTheirVariables() throws {
        let view = Color.white.frame(width: 16, height: 2).colorEffect(Self.library.parts())
        let image = try Self.render(view, 16, 2)
        #expect(Self.near(Self.pixel(image, 4, 0), [143, 96, 207, 255]), "\(Self.pixel(image, 4, 0))")
        #expect(Self.near(Self.pixel(image, 11, 1), [183, 128, 43, 255]), "\(Self.pixel(image, 11, 1))")
        if SharedGPU.available {
            let gpu = try SharedGPU.renderer().render(try ViewScene.scene(of: view, width: 16, height: 2))
            ImageCheck.match(expected: image, actual: gpu, control: ImageCheck.shifted(image, dx: 2, dy: 0))
        }
    }

    /// A 3 x 2 image (red, green, blue / blue, white, red) across a 3 x 2 rectangle: `sample(s, uv, 1)` reads
    /// one texel right and one down, clamped to the edge, so each row shows white, red, red (the bottom row from
    /// its second texel on); a `level(2)` reads the image as it is.
    @Test func aThirdSampleArgumentOffsetsOrLeavesTheLevel() throws {
        let texels: [UInt8] = [
            255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255,
            0, 0, 255, 255, 255, 255, 255, 255, 255, 0, 0, 255,
        ]
        let image = Image(
            source: ImageSource(name: "quad-3x2", image: HaloCore.Image(width: 3, height: 2, pixels: texels)))
        let shifted = Rectangle().fill(Self.library.shifted(.boundingRect, .image(image))).frame(width: 3, height: 2)
        let s = try Self.render(shifted, 3, 2)
        for y in 0..<2 {
            #expect(Self.pixel(s, 0, y) == [255, 255, 255, 255], "shifted at 0, \(y)")
            #expect(Self.pixel(s, 1, y) == [255, 0, 0, 255], "shifted at 1, \(y)")
            #expect(Self.pixel(s, 2, y) == [255, 0, 0, 255], "shifted at 2, \(y)")
        }
        let leveled = Rectangle().fill(Self.library.leveled(.boundingRect, .image(image))).frame(width: 3, height: 2)
        let l = try Self.render(leveled, 3, 2)
        #expect(Self.pixel(l, 0, 0) == [255, 0, 0, 255])
        #expect(Self.pixel(l, 1, 0) == [0, 255, 0, 255])
        #expect(Self.pixel(l, 0, 1) == [0, 0, 255, 255])
        if SharedGPU.available {
            let gpu = try SharedGPU.renderer().render(try ViewScene.scene(of: leveled, width: 3, height: 2))
            ImageCheck.match(expected: l, actual: gpu, control: s)
            let g = try SharedGPU.renderer().render(try ViewScene.scene(of: shifted, width: 3, height: 2))
            ImageCheck.match(expected: s, actual: g, control: l)
        }
    }
}
