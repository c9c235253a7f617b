import Foundation
import HaloCore
import HaloCPU
import Testing

/// Scene files are refused past `Scene.maxCoordinate`, but a library user can hand the
/// renderer a scene that was never validated: absurd coordinates must still plan and render
/// without trapping (Double and Float to Int conversions are clamped), and what is in range
/// still draws.
struct HugeGeometryTests {
    /// A coordinate of 1e308, a circle there too, a translation of 1e23, and a white square.
    static let file = Paths.repo.appendingPathComponent("Tests/HaloCLITests/BadScenes/huge_geometry.json")

    @Test func anUnvalidatedSceneWithHugeCoordinatesRendersWithoutTrapping() throws {
        let scene = try JSONDecoder().decode(Scene.self, from: Data(contentsOf: Self.file))
        #expect(throws: SceneError.self) { try scene.validate() }
        let image = try CPURenderer().render(scene)
        // The white square, far from the absurd draws, is there.
        let at = (20 * 64 + 40) * 4
        #expect(Array(image.pixels[at..<at + 4]) == [255, 255, 255, 255])
    }
}
