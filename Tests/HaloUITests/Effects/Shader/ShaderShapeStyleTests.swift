import Foundation
import HaloCPU
import HaloCore
import HaloRender
import HaloTestSupport
import HaloUI
import Testing

/// `Shader` as a `ShapeStyle`, and shader libraries split over files with the preprocessor, as public
/// shaders are written: checked at pixels whose colours follow from the sources by hand.
struct ShaderShapeStyleTests {
    /// A library of three files: a guarded header of macros, a shared `.metal` with `#pragma once`, and
    /// the effects that include both (the header twice).
    static let folder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("halo-shapestyle-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let sources = [
            "Common.h": """
            #ifndef COMMON_H
            #define COMMON_H
            #define SATURATE(x) clamp((x), 0.0, 1.0)
            #define MIX(a, b, t) ((a) + ((b) - (a)) * (t))
            #define TWICE(v) v * 2.0
            #endif
            """,
            "Common.metal": """
            #pragma once
            #include <metal_stdlib>
            #include "Common.h"
            using namespace metal;
            inline float level(float x) { return SATURATE(x * 0.5); }
            float3 brand() { return float3(0.2, 0.4, 0.6); }
            """,
            "Effects.metal": """
            #include <metal_stdlib>
            #include <SwiftUI/SwiftUI_Metal.h>
            #include "Common.metal"
            #include "Common.h"
            using namespace metal;

            #define USE_BRAND 1
            /*
            #define USE_BRAND 0
            */

            // The brand colour at `amount` (1: all of it), where the view has colour.
            [[ stitchable ]] half4 branded(float2 position, half4 color, float amount) {
            #if USE_BRAND && defined(COMMON_H)
                float3 c = brand();
            #else
                float3 c = float3(1.0, 0.0, 0.0);
            #endif
                return half4(half3(MIX(float3(0.0), c, level(amount * 2.0))), 1.0) * color.a;
            }

            // Squares of `size` points: white where the square's row and column add up even, blue where odd.
            [[ stitchable ]] half4 checks(float2 position, float size) {
                int2 cell = int2(position / size);
                return (cell.x + cell.y) % 2 == 1 ? half4(0.0, 0.0, 1.0, 1.0) : half4(1.0, 1.0, 1.0, 1.0);
            }

            // Red left of x = 5, else green at TWICE(0.2 + 0.2) = 0.6 (0.2 + 0.2 * 2.0: tokens, not a value).
            [[ stitchable ]] half4 edge(float2 position) {
                return position.x < 5.0 ? half4(1.0, 0.0, 0.0, 1.0) : half4(0.0, TWICE(0.2 + 0.2), 0.0, 1.0);
            }

            // The image's middle.
            [[ stitchable ]] half4 middle(float2 position, texture2d<half> image) {
                constexpr sampler s;
                return image.sample(s, float2(0.5));
            }

            // A translucent premultiplied green, 0.4 of it.
            [[ stitchable ]] half4 glass(float2 position) { return half4(0.0, 0.4, 0.0, 0.4); }
            """,
        ]
        for (name, text) in sources {
            try? text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return folder
    }()

    static var library: ShaderLibrary { ShaderLibrary(url: folder) }

    static func render(_ view: some View, _ width: Double, _ height: Double) throws -> HaloCore.Image {
        try CPURenderer(threads: 1).render(try ViewScene.scene(of: view, width: width, height: height))
    }

    static func pixel(_ image: HaloCore.Image, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * image.width + x) * 4
        return Array(image.pixels[i..<i + 4])
    }

    /// One file's function calls a function and macros of the files it includes.
    @Test func includedFunctionsAndMacrosRun() throws {
        let full = Color.white.frame(width: 4, height: 4).colorEffect(Self.library.branded(.float(1)))
        // level(2) = clamp(1, 0, 1) = 1: the brand colour itself, (0.2, 0.4, 0.6) x 255.
        #expect(Self.pixel(try Self.render(full, 4, 4), 2, 2) == [51, 102, 153, 255])
        let none = Color.white.frame(width: 4, height: 4).colorEffect(Self.library.branded(.float(0)))
        #expect(Self.pixel(try Self.render(none, 4, 4), 2, 2) == [0, 0, 0, 255])
    }

    /// `Rectangle().fill(shader)`: the function's colour at each pixel of the rectangle.
    @Test func aRectangleFilledWithAShaderShowsItsColours() throws {
        let view = Rectangle().fill(Self.library.checks(.float(10))).frame(width: 40, height: 20)
        let image = try Self.render(view, 40, 20)
        #expect(Self.pixel(image, 5, 5) == [255, 255, 255, 255])
        #expect(Self.pixel(image, 15, 5) == [0, 0, 255, 255])
        // Cells (1, 1) and (3, 1) add up even, (2, 1) odd.
        #expect(Self.pixel(image, 15, 15) == [255, 255, 255, 255])
        #expect(Self.pixel(image, 25, 15) == [0, 0, 255, 255])
        #expect(Self.pixel(image, 35, 15) == [255, 255, 255, 255])
    }

    /// Positions start at the shape's own origin, wherever it is laid out.
    @Test func positionsAreTheShapesOwn() throws {
        let view = Rectangle().fill(Self.library.edge()).frame(width: 20, height: 10).padding(10)
        let image = try Self.render(view, 40, 30)
        #expect(Self.pixel(image, 12, 15) == [255, 0, 0, 255])
        #expect(Self.pixel(image, 22, 15) == [0, 153, 0, 255])
        // Outside the shape: nothing.
        #expect(Self.pixel(image, 5, 5) == [0, 0, 0, 0])
    }

    /// A circle keeps the shader to its coverage; a translucent premultiplied colour stays so; the same
    /// fill through `foregroundStyle` and `background`.
    @Test func theShapesCoverageMasksTheShader() throws {
        let circle = Circle().fill(Self.library.glass()).frame(width: 20, height: 20)
        let image = try Self.render(circle, 20, 20)
        #expect(Self.pixel(image, 10, 10) == [0, 102, 0, 102])
        #expect(Self.pixel(image, 1, 1) == [0, 0, 0, 0])
        let styled = Circle().foregroundStyle(Self.library.checks(.float(100))).frame(width: 20, height: 20)
        let s = try Self.render(styled, 20, 20)
        #expect(Self.pixel(s, 10, 10) == [255, 255, 255, 255])
        #expect(Self.pixel(s, 1, 1) == [0, 0, 0, 0])
        let behind = Color.clear.frame(width: 20, height: 10).background(Self.library.edge())
        let b = try Self.render(behind, 20, 10)
        #expect(Self.pixel(b, 2, 5) == [255, 0, 0, 255])
        #expect(Self.pixel(b, 12, 5) == [0, 153, 0, 255])
        if SharedGPU.available {
            let scene = try ViewScene.scene(of: circle, width: 20, height: 20)
            let gpu = try SharedGPU.renderer().render(scene)
            // The control: the CPU's frame shifted, its edge out of place.
            ImageCheck.match(expected: image, actual: gpu, control: ImageCheck.shifted(image, dx: 2, dy: 0))
            let checks = Rectangle().fill(Self.library.checks(.float(10))).frame(width: 40, height: 20)
            let cpu = try Self.render(checks, 40, 20)
            let g = try SharedGPU.renderer().render(try ViewScene.scene(of: checks, width: 40, height: 20))
            ImageCheck.match(expected: cpu, actual: g, control: ImageCheck.shifted(cpu, dx: 10, dy: 0))
        }
    }

    /// `GraphicsContext.Shading.shader`: positions in the context's coordinates.
    @Test func aCanvasFillsWithAShader() throws {
        let view = Canvas { context, size in
            context.fill(Path(CGRect(x: 10, y: 0, width: 10, height: 10)), with: .shader(Self.library.edge()))
        }.frame(width: 20, height: 10)
        let image = try Self.render(view, 20, 10)
        // x = 12 is past 5 in the context's coordinates: green, not the red of the path's own x = 2.
        #expect(Self.pixel(image, 12, 5) == [0, 153, 0, 255])
        #expect(Self.pixel(image, 5, 5) == [0, 0, 0, 0])
    }

    /// An asset image found nowhere reaches a shader as a placeholder texture of `Color.missingAsset`
    /// (grey 142 142 147), as `Image("name")` draws one, instead of failing the frame.
    @Test func aMissingAssetImageIsAPlaceholderTexture() throws {
        let view = Rectangle().fill(Self.library.middle(.image(Image("no-such-asset-anywhere"))))
            .frame(width: 4, height: 4)
        #expect(Self.pixel(try Self.render(view, 4, 4), 2, 2) == [142, 142, 147, 255])
    }

    /// A colour effect's signature used as a fill does not fit: a warning, and nothing drawn.
    @Test func aFillWithTheWrongSignatureDrawsNothing() throws {
        let view = Rectangle().fill(Self.library.branded(.float(1))).frame(width: 4, height: 4)
        #expect(Self.pixel(try Self.render(view, 4, 4), 2, 2) == [0, 0, 0, 0])
    }
}
