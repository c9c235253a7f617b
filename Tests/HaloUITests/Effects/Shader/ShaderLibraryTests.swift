import Foundation
import HaloCPU
import HaloCore
import HaloRender
import HaloUI
import HaloTestSupport
import Testing

/// HaloUI's shaders: `ShaderLibrary` from the user's Metal sources, `Shader.Argument`, and
/// `colorEffect`, `distortionEffect` and `layerEffect` on views, checked at pixels whose colours
/// follow from the shaders by hand.
struct ShaderLibraryTests {
    /// The user's shaders, as a package would ship them: a folder of `.metal` files.
    static let folder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("halo-shaders-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let sources = [
            "tint.metal": """
            #include <metal_stdlib>
            using namespace metal;
            // The tint's colour where the view has any, at the view's coverage.
            [[ stitchable ]] half4 tint(float2 position, half4 color, half4 tint) {
                return tint * color.a;
            }
            """,
            "moves.metal": """
            #include <metal_stdlib>
            #include <SwiftUI/SwiftUI_Metal.h>
            using namespace metal;
            [[ stitchable ]] float2 shift(float2 position, float dx) { return position + float2(dx, 0.0); }
            [[ stitchable ]] half4 mirror(float2 position, SwiftUI::Layer layer, float4 bounds) {
                return layer.sample(float2(bounds.z - position.x, position.y));
            }
            [[ stitchable ]] half4 ramp(float2 position, half4 color, device const float *levels, int count) {
                int i = min(int(position.x / 10.0), count - 1);
                return half4(half3(levels[i]), 1.0);
            }
            """,
            "stamp.metal": """
            #include <metal_stdlib>
            using namespace metal;
            // The image's texel under the position (whole points are texels), where the view has colour.
            [[ stitchable ]] half4 stamp(float2 position, half4 color, texture2d<half> image) {
                constexpr sampler s(coord::pixel);
                return image.sample(s, position) * color.a;
            }
            """,
            "stars.metal": """
            #include <metal_stdlib>
            using namespace metal;
            // As IkkarionCross's flickeringStars.metal: a size where colorEffect passes the colour.
            [[ stitchable ]] half4 starfield(float2 position, float2 size, float time) {
                return half4(0.0, 0.0, 1.0, 1.0);
            }
            // float4 where SwiftUI says half4: the same signature to Halo, whose half is a float.
            [[ stitchable ]] float4 warm(float2 position, float4 color) {
                return float4(color.a, 0.4 * color.a, 0.0, color.a);
            }
            """,
            "square.metal": """
            #include <metal_stdlib>
            using namespace metal;
            // As Codelaby's ColorFill.metal makes its orange, po-gl's BoSShapes.metal its squares, and nilotic's
            // Shader.metal names its vectors.
            inline half4 makeRGB(int r, int g, int b) {
                return half4(static_cast<float>(r) / 255.0, static_cast<float>(g) / 255.0,
                             static_cast<float>(b) / 255.0, 1.0);
            }
            constant const half4 orange = makeRGB(237, 172, 76);
            // 1 inside the square of half-width `width` (plus `soft`) around `center`, else 0.
            float inside(float2 p, float2 center, float width = 4.0, float soft = 0.0) {
                float2 d = abs(p - center);
                return step(max(d.x, d.y), width + soft);
            }
            [[ stitchable ]] half4 square(float2 position, half4 color, float4 bounds) {
                vector_float2 middle = bounds.zw / 2.0;
                float k = inside(position, middle);
                vector_float3 rgb = mix(float3(color.rgb), float3(orange.rgb), k);
                return half4(half3(rgb), 1.0);
            }
            """,
            "broken.metal": """
            [[ stitchable ]] half4 broken(float2 position, half4 color) {
                goto end;
            }
            """,
        ]
        for (name, text) in sources {
            try? text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return folder
    }()

    static var library: ShaderLibrary { ShaderLibrary(url: folder) }

    static func render(_ view: some View, _ width: Double = 40, _ height: Double = 20) throws -> HaloCore.Image {
        try CPURenderer(threads: 1).render(try ViewScene.scene(of: view, width: width, height: height))
    }

    static func pixel(_ image: HaloCore.Image, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * image.width + x) * 4
        return Array(image.pixels[i..<i + 4])
    }

    /// Red left half, blue right half: 20 x 20 each.
    static var halves: some View {
        HStack(spacing: 0) {
            Color.red.frame(width: 20, height: 20)
            Color.blue.frame(width: 20, height: 20)
        }
    }

    @Test func aColorEffectRecoloursTheViewAtItsCoverage() throws {
        let view = Circle().fill(.red).frame(width: 20, height: 20)
            .colorEffect(Self.library.tint(.color(Color(red: 0, green: 1, blue: 0))))
        let image = try Self.render(view, 20, 20)
        #expect(Self.pixel(image, 10, 10) == [0, 255, 0, 255])
        // Off the circle the view's colour is clear, so the tint is too.
        #expect(Self.pixel(image, 0, 0) == [0, 0, 0, 0])
    }

    @Test func aDistortionReadsTheViewWhereItPoints() throws {
        let view = Self.halves.distortionEffect(
            Self.library.shift(.float(20)), maxSampleOffset: CGSize(width: 20, height: 0))
        let image = try Self.render(view)
        // Each pixel reads 20 points to its right: blue on the left, clear (off the view) on the right.
        #expect(Self.pixel(image, 5, 10) == [0, 122, 255, 255])
        #expect(Self.pixel(image, 25, 10)[3] == 0)
    }

    @Test func aLayerEffectSamplesTheLayer() throws {
        let view = Self.halves.layerEffect(Self.library.mirror(.boundingRect), maxSampleOffset: .zero)
        let image = try Self.render(view)
        #expect(Self.pixel(image, 5, 10) == [0, 122, 255, 255])
        #expect(Self.pixel(image, 35, 10) == [255, 59, 48, 255])
    }

    @Test func floatArraysArriveWithTheirCount() throws {
        let view = Color.white.frame(width: 40, height: 20)
            .colorEffect(ShaderLibrary(url: Self.folder).ramp(.floatArray([0, 1, 0.2])))
        let image = try Self.render(view)
        #expect(Self.pixel(image, 5, 5) == [0, 0, 0, 255])
        #expect(Self.pixel(image, 15, 5) == [255, 255, 255, 255])
        // Past the array's end the shader keeps to its last value (its own min with count - 1).
        #expect(Self.pixel(image, 35, 5) == [51, 51, 51, 255])
    }

    @Test func theSourceMayBeData() throws {
        let text = """
            [[ stitchable ]] half4 grey(float2 position, half4 color, float level) {
                return half4(half3(level), 1.0);
            }
            """
        let view = Color.red.frame(width: 4, height: 4).colorEffect(
            ShaderLibrary(data: Data(text.utf8)).grey(.float(1)))
        #expect(Self.pixel(try Self.render(view, 4, 4), 2, 2) == [255, 255, 255, 255])
    }

    @Test func theDefaultLibraryHoldsHalosShaders() throws {
        let view = Color.white.frame(width: 8, height: 8).colorEffect(ShaderLibrary.sepia(.float(1)))
        let pixel = Self.pixel(try Self.render(view, 8, 8), 4, 4)
        // Sepia at full strength warms white: red above blue.
        #expect(pixel[3] == 255 && pixel[0] > pixel[2])
    }

    @Test func aDisabledEffectLeavesTheView() throws {
        let view = Color.red.frame(width: 4, height: 4)
            .colorEffect(Self.library.tint(.color(.blue)), isEnabled: false)
        #expect(Self.pixel(try Self.render(view, 4, 4), 2, 2) == [255, 59, 48, 255])
    }

    /// `.image(Image)`: the image's texels, premultiplied, reach the shader (here one texel a point), on the
    /// CPU as worked out by hand and on the GPU alike.
    @Test func imagesReachTheShader() throws {
        // 2 x 1: opaque red, then half-transparent blue (premultiplied: (0, 0, 128, 128)).
        let image = Image(
            source: ImageSource(
                name: "stamp-2x1", image: HaloCore.Image(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 0, 128, 128]))
        )
        let view = Color.white.frame(width: 4, height: 2).colorEffect(Self.library.stamp(.image(image)))
        let frame = try Self.render(view, 4, 2)
        #expect(Self.pixel(frame, 0, 0) == [255, 0, 0, 255])
        #expect(Self.pixel(frame, 1, 0) == [0, 0, 128, 128])
        // Past the image's right edge the default sampler clamps to the edge texel.
        #expect(Self.pixel(frame, 3, 1) == [0, 0, 128, 128])
        if SharedGPU.available {
            let scene = try ViewScene.scene(of: view, width: 4, height: 2)
            let gpu = try SharedGPU.renderer().render(scene)
            // The control: the CPU's frame one pixel right, its texels out of place.
            ImageCheck.match(expected: frame, actual: gpu, control: ImageCheck.shifted(frame, dx: 1, dy: 0))
        }
    }

    /// Each problem is named, with the modifier and where.
    @Test(arguments: [
        ("missing", "no function 'missing'"),
        ("broken", "broken.metal:2:5: goto"),
        ("nan", "not a finite number"),
        ("image", ".image: "),
    ])
    func problemsAreNamed(_ problem: String, _ expected: String) throws {
        let lib = Self.library
        let shader: Shader =
            switch problem {
            case "missing": lib.missing(.float(1))
            case "broken": lib.broken()
            case "nan": lib.tint(.float4(Double.nan, 0, 0, 1))
            case "image": lib.tint(.image(Image(systemName: "star")))
            default: lib.shift(.float(1))
            }
        let view = Color.red.frame(width: 4, height: 4).colorEffect(shader)
        do {
            _ = try ViewScene.scene(of: view, width: 4, height: 4)
            Issue.record("\(problem): no error")
        } catch let e as SceneError {
            #expect("\(e)".contains("colorEffect") && "\(e)".contains(expected), "\(e)")
        }
    }

    /// Arguments that do not fit the function (one too many, one too few, one of another kind) are a warning
    /// naming the function, what it declares and what it was given, and the view is drawn without the
    /// effect (Apple's platforms draw a view whose shader fails that way); a strict renderer fails instead.
    @Test(arguments: [
        ("tooMany", "tint takes 1 arguments after SwiftUI's (float4), got 2 (a float, a float)"),
        ("tooFew", "tint takes 1 arguments after SwiftUI's (float4), got 0 ()"),
        ("kind", "argument 0 of tint is a float4, got an image (declares float4; given an image)"),
    ])
    func mismatchedArgumentsWarnAndDrawTheView(_ problem: String, _ expected: String) throws {
        let lib = Self.library
        let dot = HaloCore.Image(width: 1, height: 1, pixels: [0, 0, 0, 255])
        let shader: Shader =
            switch problem {
            case "tooMany": lib.tint(.float(1), .float(2))
            case "tooFew": lib.tint()
            default: lib.tint(.image(Image(source: ImageSource(name: "dot", image: dot))))
            }
        let view = Color.red.frame(width: 4, height: 4).colorEffect(shader)
        // Drawn as the plain view: SwiftUI's red, not the tint's (the control: the effect with fitting arguments
        // draws green, and raises no warning under strict).
        let plain = try ViewRenderer(backend: .cpu).image(of: view, width: 4, height: 4)
        #expect(Self.pixel(plain, 2, 2) == [255, 59, 48, 255])
        let fitting = Color.red.frame(width: 4, height: 4).colorEffect(
            lib.tint(.color(Color(red: 0, green: 1, blue: 0))))
        let tinted = try ViewRenderer(backend: .cpu, strict: true).image(of: fitting, width: 4, height: 4)
        #expect(Self.pixel(tinted, 2, 2) == [0, 255, 0, 255])
        // Strict: the warning is the error, every time it comes up (the second render too).
        for _ in 0..<2 {
            do {
                _ = try ViewRenderer(backend: .cpu, strict: true).image(of: view, width: 4, height: 4)
                Issue.record("\(problem): no error under strict")
            } catch let e as StrictWarningError {
                #expect(e.messages.count == 1)
                #expect(e.messages.first?.contains("colorEffect: tint.metal: " + expected) == true, "\(e)")
                #expect(e.messages.first?.hasSuffix("the view is drawn without the effect") == true, "\(e)")
            }
        }
    }

    /// A function whose signature is not the one the modifier calls (a `float2` where `colorEffect` passes the
    /// `half4` colour) is a warning naming the function and both signatures, and the view drawn without the
    /// effect; `float4` where SwiftUI says `half4` fits (half is a float here).
    @Test func aSignatureThatDoesNotFitWarnsAndDrawsTheView() throws {
        let lib = Self.library
        let view = Color.red.frame(width: 4, height: 4).colorEffect(lib.starfield(.float(1)))
        // SwiftUI's red, not the shader's blue.
        let plain = try ViewRenderer(backend: .cpu).image(of: view, width: 4, height: 4)
        #expect(Self.pixel(plain, 2, 2) == [255, 59, 48, 255])
        do {
            _ = try ViewRenderer(backend: .cpu, strict: true).image(of: view, width: 4, height: 4)
            Issue.record("no error under strict")
        } catch let e as StrictWarningError {
            let message = e.messages.first ?? ""
            #expect(message.hasPrefix("colorEffect: stars.metal:4:24: starfield: the signature does not fit"), "\(e)")
            #expect(message.contains("it is float4 starfield(float2, float2, float)"), "\(e)")
            #expect(message.contains("colorEffect calls half4 starfield(float2 position, half4 color, args...)"))
            #expect(message.hasSuffix("the view is drawn without the effect"), "\(e)")
        }
        // The control: float4 for half4 runs, and raises nothing under strict (red 1, green 0.4).
        let warm = Color.blue.frame(width: 4, height: 4).colorEffect(lib.warm())
        let image = try ViewRenderer(backend: .cpu, strict: true).image(of: warm, width: 4, height: 4)
        #expect(Self.pixel(image, 2, 2) == [255, 102, 0, 255])
    }

    /// simd names, a default argument, `static_cast` and a constant computed by a call, together in one
    /// colour effect: orange (237, 172, 76) in the 8-point square around the middle, the view's blue outside;
    /// the GPU (the source as GLSL) draws the same.
    @Test func theLanguageAdditionsRunOnBothBackends() throws {
        let view = Color(red: 0, green: 0, blue: 1).frame(width: 20, height: 20)
            .colorEffect(Self.library.square(.boundingRect))
        let image = try ViewRenderer(backend: .cpu, strict: true).image(of: view, width: 20, height: 20)
        // Pixel centres: 10.5 and 13.5 are within 4 of the middle (10); 14.5 and 2.5 are not.
        #expect(Self.pixel(image, 10, 10) == [237, 172, 76, 255])
        #expect(Self.pixel(image, 13, 6) == [237, 172, 76, 255])
        #expect(Self.pixel(image, 14, 10) == [0, 0, 255, 255])
        #expect(Self.pixel(image, 2, 2) == [0, 0, 255, 255])
        if SharedGPU.available {
            let gpu = try SharedGPU.renderer().render(try ViewScene.scene(of: view, width: 20, height: 20))
            // The control: the CPU's frame shifted, the square's edge out of place.
            ImageCheck.match(expected: image, actual: gpu, control: ImageCheck.shifted(image, dx: 2, dy: 0))
        }
    }

    @Test func aCompiledLibraryIsRefused() throws {
        let url = Self.folder.appendingPathComponent("default.metallib")
        try Data([0x4d, 0x54, 0x4c, 0x42]).write(to: url)
        let view = Color.red.frame(width: 4, height: 4).colorEffect(ShaderLibrary(url: url).tint(.color(.red)))
        #expect(throws: SceneError.self) { try ViewScene.scene(of: view, width: 4, height: 4) }
    }

    /// A view running the user's shaders renders the same on the GPU (the source emitted as GLSL) as on
    /// the CPU; the comparison catches a frame whose shader got another argument.
    @Test(.enabled(if: SharedGPU.available)) func theGPURunsTheUsersShadersAsTheCPUDoes() throws {
        func view(_ dx: Double) -> some View {
            Self.halves
                .distortionEffect(Self.library.shift(.float(dx)), maxSampleOffset: CGSize(width: 20, height: 0))
                .layerEffect(Self.library.mirror(.boundingRect), maxSampleOffset: .zero)
                .colorEffect(Self.library.tint(.color(Color(red: 0.2, green: 0.9, blue: 0.4))))
                .padding(5)
        }
        let scene = try ViewScene.scene(of: view(7.5), width: 50, height: 30)
        // Three nested effects, the innermost's region the widest: its pixels must stay inside its
        // parents' (an overflow of the CPU's layer targets, before the planner cut children to the region).
        let cpu = try CPURenderer().render(scene), gpu = try SharedGPU.renderer().render(scene)
        // The control: the frame whose shader got another argument (a shift of 12, not 7.5).
        let other = try CPURenderer().render(try ViewScene.scene(of: view(12), width: 50, height: 30))
        ImageCheck.match(expected: cpu, actual: gpu, control: other)
    }
}
