import Foundation
import HaloCore
import HaloCPU
import Testing
import HaloTestSupport

/// A transform's anchor is in unit coordinates of what it transforms: a draw's shape frame, or
/// for a layer the canvas (docs/scene-format.md, "transform"), as SwiftUI's UnitPoint anchors.
@Suite struct TransformAnchorTests {
    /// A 100 x 100 scene with a red square at [10, 10, 20, 20], the transform on the draw or on
    /// a layer around it.
    static func render(drawTransform: String = "{}", layerTransform: String = "{}") throws -> Image {
        let json = """
            {"canvas": {"width": 100, "height": 100}, "layers": [{"transform": \(layerTransform), "items": [
              {"shape": {"type": "rect", "frame": [10, 10, 20, 20]}, "paint": "red", "transform": \(drawTransform)}]}]}
            """
        return try CPURenderer(threads: 1).render(try Scene.load(json: Data(json.utf8)))
    }

    /// Whether pixel (x, y) is covered (opaque).
    static func covered(_ image: Image, _ x: Int, _ y: Int) -> Bool { image[x, y].w == 255 }

    /// A scale of 0 is legal and draws nothing (SwiftUI's `scaleEffect(0)`), on a draw or a
    /// layer, on the CPU and, where there is one, the GPU; other draws stay.
    @Test func aScaleOfZeroDrawsNothing() throws {
        let background = try Self.render()
        #expect(Self.covered(background, 20, 20))
        for (draw, layer) in [(#"{"scale": 0}"#, "{}"), ("{}", #"{"scale": 0}"#)] {
            let image = try Self.render(drawTransform: draw, layerTransform: layer)
            #expect(image.pixels.allSatisfy { $0 == 0 }, "draw \(draw), layer \(layer)")
        }
        let json = """
            {"canvas": {"width": 40, "height": 30}, "layers": [{"items": [
              {"shape": {"type": "rect", "frame": [5, 5, 20, 10]}, "paint": "red", "transform": {"scale": 0}},
              {"shape": {"type": "circle", "frame": [20, 10, 10, 10]}, "paint": "blue"}]},
              {"blur": 3, "transform": {"scale": 0}, "items": [
                {"shape": {"type": "rect", "frame": [0, 0, 40, 30]}, "paint": "green"}]}]}
            """
        let scene = try Scene.load(json: Data(json.utf8))
        let cpu = try CPURenderer(threads: 1).render(scene)
        #expect(!Self.covered(cpu, 10, 8) && Self.covered(cpu, 25, 15))
        if SharedGPU.available {
            #expect(try SharedGPU.renderer().render(scene) == cpu)
        }
    }

    @Test func drawAnchorIsInTheShapeFrame() throws {
        // Scaled 2x about the frame's top-left (10, 10): the square covers 10...50.
        let image = try Self.render(drawTransform: #"{"scale": 2, "anchor": [0, 0]}"#)
        #expect(Self.covered(image, 12, 12) && Self.covered(image, 47, 47))
        #expect(!Self.covered(image, 52, 52) && !Self.covered(image, 8, 8))
        // About the frame's centre (20, 20): 0...40.
        let centred = try Self.render(drawTransform: #"{"scale": 2}"#)
        #expect(Self.covered(centred, 2, 2) && Self.covered(centred, 37, 37) && !Self.covered(centred, 42, 42))
    }

    @Test func layerAnchorIsInTheCanvas() throws {
        // Scaled 2x about the canvas's top-left (0, 0): the square covers 20...60.
        let image = try Self.render(layerTransform: #"{"scale": 2, "anchor": [0, 0]}"#)
        #expect(Self.covered(image, 22, 22) && Self.covered(image, 57, 57))
        #expect(!Self.covered(image, 15, 15) && !Self.covered(image, 62, 62))
        // About the canvas's centre (50, 50): -30...10.
        let centred = try Self.render(layerTransform: #"{"scale": 2}"#)
        #expect(Self.covered(centred, 2, 2) && Self.covered(centred, 8, 8) && !Self.covered(centred, 12, 12))
        // The same numbers on the draw say something else: the test can tell them apart.
        #expect(image != (try Self.render(drawTransform: #"{"scale": 2, "anchor": [0, 0]}"#)))
    }
}
