import Foundation
import HaloCore
import HaloCPU
import HaloEffects
import HaloGL
import HaloTestSupport
import Testing
import HaloTestSupport

/// Scenes whose layers once overflowed the GPU's atlas (every layer stacked in one column,
/// nothing reused) render on the GPU within the standard tolerance of the CPU: 200 blurred
/// layers, a layer tree 30 deep in a scene file, and 64 deep built in Swift. A frame whose
/// layers one atlas cannot hold is drawn in bands, one submission each, to the same bytes.
@Suite(.enabled(if: SharedGPU.available, "no EGL display: the GPU cannot be compared"))
struct AtlasTests {
    static func file(_ name: String) throws -> Scene {
        try SceneTimeline(file: Paths.repo.appendingPathComponent("examples/scale/\(name)").path).scene(at: 0)
    }

    /// The GPU's frame against the CPU's, with a picture of both when they differ; the control,
    /// the CPU's frame one pixel right and down.
    static func check(_ name: String, _ scene: Scene) throws {
        let cpu = try CPURenderer().render(scene)
        let gpu = try SharedGPU.renderer().render(scene)
        let outcome = ImageCheck.match(
            expected: cpu, actual: gpu, control: ImageCheck.shifted(cpu, dx: 1, dy: 1), "\(name)")
        if !outcome.passed { writeFailure("atlas-\(name)", expected: cpu, actual: gpu) }
    }

    @Test func twoHundredBlurredLayers() throws {
        let scene = try Self.file("blur-200.json")
        #expect(scene.layers.count == 200 && scene.layers.allSatisfy { $0.blur > 0 })
        try Self.check("blur-200", scene)
    }

    @Test func aLayerTreeThirtyDeepFromAFile() throws {
        let scene = try Self.file("nested-30.json")
        func depth(_ l: Layer) -> Int {
            1 + (l.items.compactMap { if case .layer(let c) = $0 { return depth(c) } else { return nil } }.max() ?? 0)
        }
        #expect(depth(scene.layers[0]) == 30)
        try Self.check("nested-30", scene)
    }

    @Test func aLayerTreeSixtyFourDeepFromSwift() throws {
        var layer = Layer(
            items: [
                .draw(
                    Draw(
                        shape: Shape(kind: .circle, frame: Rect(x: 60, y: 60, width: 8, height: 8)),
                        paint: .solid(.white)))
            ],
            opacity: 0.98, blur: 1)
        for d in 1..<64 {
            let inset = Double(64 - d)
            let ring = Draw(
                shape: Shape(
                    kind: .rect, frame: Rect(x: inset, y: inset, width: 128 - 2 * inset, height: 128 - 2 * inset)),
                operation: .stroke, paint: .solid(RGBA(Double(d % 3) / 2, 0.5, 1, 1)))
            layer = Layer(items: [.draw(ring), .layer(layer)], opacity: 0.98, blur: d % 8 == 0 ? 1 : 0)
        }
        try Self.check("nested-64", Scene(canvas: Canvas(width: 128, height: 128, background: .black), layers: [layer]))
    }

    @Test func theComparisonCatchesAWrongFrame() throws {
        // The same check fails for the 200 layers with one layer's blur changed.
        var scene = try Self.file("blur-200.json")
        let cpu = try CPURenderer().render(scene)
        scene.layers[57].blur = 0
        let wrong = try SharedGPU.renderer().render(scene)
        ImageCheck.rejects(expected: cpu, actual: wrong, "layer 57 unblurred")
    }

    /// A scene file on a renderer whose atlas may be at most three quarters of the side the
    /// whole frame needs: prepared in bands, drawn in several submissions.
    static func split(_ name: String) throws -> (renderer: GPURenderer, frame: EncodedFrame, scene: Scene) {
        let scene = try Self.file(name)
        let renderer = try GPURenderer(device: try GLDevice.open())
        let atlas = try renderer.prepare(try Planner.plan(scene)).buffers.atlas
        renderer.atlasLimit = max(atlas.width, atlas.height) * 3 / 4
        return (renderer, try renderer.prepare(try Planner.plan(scene)), scene)
    }

    @Test(arguments: ["blur-200.json", "nested-30.json"])
    func aFrameSplitIntoBandsIsTheWholeFrame(_ name: String) throws {
        let (renderer, frame, scene) = try Self.split(name)
        #expect(frame.allBands.count > 1, "the frame is split")
        let limit = renderer.atlasLimit!
        #expect(frame.allBands.allSatisfy { $0.buffers.atlas.width <= limit && $0.buffers.atlas.height <= limit })
        let whole = try SharedGPU.renderer().render(scene)
        let split = try renderer.finish(try renderer.start(frame))
        #expect(
            split.pixels == whole.pixels,
            "\(frame.allBands.count) bands: \(writeFailure("atlas-split-\(name)", expected: whole, actual: split))")
        #expect(try renderer.render(scene).pixels == whole.pixels, "rendered from the scene, split the same way")
    }

    @Test func aBandLeftOutIsSeen() throws {
        // The same comparison fails for the frame without its last band.
        let (renderer, frame, scene) = try Self.split("blur-200.json")
        let bands = frame.allBands
        let partial = EncodedFrame(bands: bands[0], Array(bands.dropFirst().dropLast()))
        #expect(try renderer.finish(try renderer.start(partial)).pixels != SharedGPU.renderer().render(scene).pixels)
    }
}
