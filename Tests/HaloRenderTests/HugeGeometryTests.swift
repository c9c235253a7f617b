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

    /// A dashed stroke of an ellipse 550,130 pt wide on a 160 x 120 canvas (a fuzz finding:
    /// 55,000 dashes, 16 s a frame under AddressSanitizer) plans only the dashes that reach the
    /// canvas, and still draws the part of the ellipse that crosses it.
    @Test func aDashedStrokeFarLargerThanTheCanvasPlansOnlyTheDashesNearIt() throws {
        let file = Paths.repo.appendingPathComponent(
            "Tests/HaloRenderTests/FuzzCorpus/finding-dashed-ellipse-550000pt.json")
        let scene = try Scene.varying(SceneNode(try JSONParser.parse(Data(contentsOf: file)))).value(at: 0)
        let segments = try Planner.plan(scene).allDraws.reduce(0) { $0 + $1.segments.count }
        // About 30 dashes of about 20 segments reach the canvas; 55,000 dashes would be ~10^6.
        #expect(segments > 0 && segments < 5_000, "\(segments) segments planned")
        let image = try CPURenderer().render(scene)
        // The ellipse's left end (x = 1, y = 37) lies on the canvas, stroked in orange.
        let orange = stride(from: 0, to: image.pixels.count, by: 4).filter {
            image.pixels[$0] == 255 && image.pixels[$0 + 1] > 100 && image.pixels[$0 + 2] == 0
        }
        #expect(orange.count > 50, "\(orange.count) orange pixels")
    }
}
