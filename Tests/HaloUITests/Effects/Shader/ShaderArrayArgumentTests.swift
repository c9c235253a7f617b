import Foundation
import HaloCPU
import HaloCore
import HaloRender
import HaloUI
import HaloTestSupport
import Testing

/// `Shader.Argument.colorArray`, `.floatArray` and `.data` reaching the parameter pairs SwiftUI's documentation
/// names (`device const half4 *ptr, int count`, `device const float *ptr, int count`), checked at pixels
/// worked out by hand.
struct ShaderArrayArgumentTests {
    static let source = """
        #include <metal_stdlib>
        using namespace metal;
        [[ stitchable ]] half4 palette(float2 position, half4 color, device const half4 *colors, int count,
                                       device const float *weights, int n) {
            int i = min(int(position.x / 10.0), count - 1);
            return colors[i] * weights[min(i, n - 1)];
        }
        [[ stitchable ]] half4 counted(float2 position, half4 color, device const half4 *colors, int count) {
            return half4(float(count) / 4.0, colors[7].a, 0.0, 1.0);
        }
        """

    static var library: ShaderLibrary { ShaderLibrary(data: Data(source.utf8)) }

    static func pixel(_ image: HaloCore.Image, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * image.width + x) * 4
        return Array(image.pixels[i..<i + 4])
    }

    @Test func colorArraysArriveAsPremultipliedHalf4s() throws {
        let colors = [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)]
        let view = Color.white.frame(width: 40, height: 10)
            .colorEffect(Self.library.palette(.colorArray(colors), .floatArray([1, 0.2])))
        let image = try ViewRenderer(backend: .cpu, strict: true).image(of: view, width: 40, height: 10)
        // x 5: colour 0 (red) x 1; x 15 and past the end (count 2): colour 1 (blue) x 0.2 = (0, 0, 0.2, 0.2),
        // premultiplied, 0.2 x 255 = 51.
        #expect(Self.pixel(image, 5, 5) == [255, 0, 0, 255])
        #expect(Self.pixel(image, 15, 5) == [0, 0, 51, 51])
        #expect(Self.pixel(image, 35, 5) == [0, 0, 51, 51])
    }

    @Test func aColorArraysCountIsItsColoursAndPastItsEndIsClear() throws {
        let colors = [Color(red: 1, green: 1, blue: 1), Color(red: 0, green: 0, blue: 0)]
        let view = Color.white.frame(width: 4, height: 4).colorEffect(Self.library.counted(.colorArray(colors)))
        let image = try ViewRenderer(backend: .cpu, strict: true).image(of: view, width: 4, height: 4)
        // count 2 (colours, not numbers): 2 / 4 = 0.5, 128 of 255 after rounding; colors[7] is off the array: 0.
        #expect(Self.pixel(image, 2, 2) == [128, 0, 0, 255])
    }

    @Test func aFloatArrayForAColorArrayWarnsNamingBoth() throws {
        let view = Color.red.frame(width: 4, height: 4)
            .colorEffect(Self.library.counted(.floatArray([1, 1, 1, 1])))
        do {
            _ = try ViewRenderer(backend: .cpu, strict: true).image(of: view, width: 4, height: 4)
            Issue.record("no warning")
        } catch let e as StrictWarningError {
            let message = e.messages.first ?? ""
            #expect(message.contains("argument 0 of counted is a device const half4 *, got a float array"), "\(e)")
        }
    }

    @Test func dataIsRefusedNamingIt() {
        let view = Color.red.frame(width: 4, height: 4)
            .colorEffect(Self.library.counted(.data(Data([1, 2, 3, 4]))))
        #expect {
            _ = try ViewScene.scene(of: view, width: 4, height: 4)
        } throws: { "\($0)".contains(".data (4 bytes) is not supported") }
    }

    /// Overloads, local and constant arrays filled as public shaders fill them (`p[k++] = ...`, an unsized
    /// list, `sizeof`), out-of-range indices and a colour array run on the GPU as on the CPU.
    @Test(.enabled(if: SharedGPU.available)) func theGPURunsArraysAndOverloadsAsTheCPUDoes() throws {
        let text = """
            constant float2 points[3] = { float2(5, 5), float2(30, 8), float2(15, 25) };
            float glsl_mod(float x, float y) { return x - y * floor(x / y); }
            float2 glsl_mod(float2 x, float y) { return x - y * floor(x / y); }
            [[ stitchable ]] half4 cells(float2 position, half4 color, device const half4 *colors, int count,
                                         float shift) {
                float2 p[4];
                int k = 0;
                for (float y = 0.0; y < 2.0; y++) {
                    for (float x = 0.0; x < 2.0; x++) { p[k++] = float2(x, y) * 3.0; }
                }
                const float shares[] = {0.5, 0.25, 0.125};
                int n = sizeof(points) / sizeof(points[0]);
                int nearest = 0;
                float best = 1e9;
                for (int i = 0; i < n; i++) {
                    float2 d = glsl_mod(position + p[int(position.x) % 5], 40.0) - points[i];
                    if (dot(d, d) < best) { best = dot(d, d); nearest = i; }
                }
                float w = shares[nearest] + glsl_mod(shift, 1.0) + shares[int(position.y) - 10];
                return colors[nearest] * min(w, 1.0);
            }
            """
        func view(_ shift: Float) -> some View {
            let colors = [Color(red: 1, green: 0.2, blue: 0), Color(red: 0, green: 0.6, blue: 1), .green]
            return Color.white.frame(width: 40, height: 30)
                .colorEffect(ShaderLibrary(data: Data(text.utf8)).cells(.colorArray(colors), .float(shift)))
        }
        let scene = try ViewScene.scene(of: view(2.25), width: 40, height: 30)
        let cpu = try CPURenderer().render(scene), gpu = try SharedGPU.renderer().render(scene)
        // The control: the frame whose shader got another argument (a shift of 0.5, not 0.25 past 2).
        let other = try CPURenderer().render(try ViewScene.scene(of: view(2.5), width: 40, height: 30))
        ImageCheck.match(expected: cpu, actual: gpu, control: other)
    }
}
