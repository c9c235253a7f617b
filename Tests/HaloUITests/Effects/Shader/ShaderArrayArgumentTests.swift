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
}
