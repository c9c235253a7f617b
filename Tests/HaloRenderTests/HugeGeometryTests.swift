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
        // Read without validation: the document's value at t = 0 as written.
        let scene = try Scene.varying(SceneNode(try JSONParser.parse(Data(contentsOf: Self.file)))).value(at: 0)
        #expect(throws: SceneError.self) { try scene.validate() }
        let image = try CPURenderer().render(scene)
        // The white square, far from the absurd draws, is there.
        let at = (20 * 64 + 40) * 4
        #expect(Array(image.pixels[at..<at + 4]) == [255, 255, 255, 255])
    }
}
