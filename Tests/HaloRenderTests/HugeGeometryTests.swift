import Foundation
import HaloCore
import HaloCPU
import Testing

/// Scene files are refused past `Scene.maxCoordinate`, but a library user can hand the
/// renderer a scene that was never validated: absurd coordinates must still plan and render
/// without trapping (Double and Float to Int conversions are clamped), and what is in range
/// still draws.
struct HugeGeometryTests {
    static let json = """
        {"canvas": {"width": 64, "height": 48}, "layers": [{"draws": [
          {"shape": {"type": "rect", "frame": [0, 1e308, 10, 10]}, "paint": "#ff0000"},
          {"shape": {"type": "circle", "frame": [1e308, 4, 20, 20]}, "operation": "stroke", "style": {"lineWidth": 3},
           "paint": "#00ff00"},
          {"shape": {"type": "rect", "frame": [4, 4, 20, 20]}, "paint": "#0000ff",
           "transform": {"translate": [1e23, 0]}},
          {"shape": {"type": "rect", "frame": [30, 10, 20, 20]}, "paint": "#ffffff"}
        ]}]}
        """

    @Test func anUnvalidatedSceneWithHugeCoordinatesRendersWithoutTrapping() throws {
        let scene = try JSONDecoder().decode(Scene.self, from: Data(Self.json.utf8))
        #expect(throws: SceneError.self) { try scene.validate() }
        let image = try CPURenderer().render(scene)
        // The white square, far from the absurd draws, is there.
        let at = (20 * 64 + 40) * 4
        #expect(Array(image.pixels[at..<at + 4]) == [255, 255, 255, 255])
    }
}
