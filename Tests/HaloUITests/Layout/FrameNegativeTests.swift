import Foundation
import HaloCPU
import HaloCore
import HaloUI
import Testing

/// A frame given a negative width or height (a size from a preference still zero, less a
/// line width, as the AnimationBorder corpus file's) is ignored and draws, not fails.
struct FrameNegativeTests {
    @Test func aNegativeFrameIsEmptyNotAnError() throws {
        let view = ZStack {
            Color.blue.frame(width: 20, height: 20)
            RoundedRectangle(cornerRadius: 4).stroke(lineWidth: 4).frame(width: -2, height: -2)
        }
        let image = try CPURenderer(threads: 1).render(try ViewScene.scene(of: view, width: 40, height: 40))
        // The blue square, 10..<30; the stroke, its frame ignored, runs along the canvas's edge.
        #expect(image[12, 12].z > 200 && image[12, 12].w == 255)
        #expect(image[5, 5].w == 0 && image[35, 35].w == 0)
    }
}
