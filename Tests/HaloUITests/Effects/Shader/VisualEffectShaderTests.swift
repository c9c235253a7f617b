import Foundation
import HaloCPU
import HaloCore
import HaloUI
import Testing

/// Shader effects made in `visualEffect`'s closure, as shader demos write them
/// (`content.colorEffect(...)` with the proxy's size), against the same effect on the view.
struct VisualEffectShaderTests {
    @Test func aColorEffectInAVisualEffectIsTheViewsColorEffect() throws {
        let library = ShaderLibraryTests.library
        let green = Color(red: 0, green: 1, blue: 0)
        let inClosure = Circle().fill(.red).frame(width: 20, height: 20)
            .visualEffect { content, proxy in
                content.colorEffect(library.tint(.color(proxy.size.width == 20 ? green : .blue)))
            }
        let image = try ShaderLibraryTests.render(inClosure, 20, 20)
        // The tint where the circle is, clear off it; green because the proxy's width is 20.
        #expect(ShaderLibraryTests.pixel(image, 10, 10) == [0, 255, 0, 255])
        #expect(ShaderLibraryTests.pixel(image, 0, 0) == [0, 0, 0, 0])
        // A distortion and a layer effect in the closure draw as on the view.
        let moved = ShaderLibraryTests.halves.visualEffect { content, _ in
            content.distortionEffect(library.shift(.float(20)), maxSampleOffset: CGSize(width: 20, height: 0))
        }
        #expect(ShaderLibraryTests.pixel(try ShaderLibraryTests.render(moved), 5, 10) == [0, 122, 255, 255])
        let mirrored = ShaderLibraryTests.halves.visualEffect { content, _ in
            content.layerEffect(library.mirror(.boundingRect), maxSampleOffset: .zero)
        }
        #expect(ShaderLibraryTests.pixel(try ShaderLibraryTests.render(mirrored), 5, 10) == [0, 122, 255, 255])
    }
}
