import Foundation
import HaloCPU
import HaloCatalog
import HaloCore
import HaloIO
import Testing

/// The CPU's shader-effect pass: an effect straight into its parent (faded and blended there) gives the
/// bytes of the same effect through a target of its own and the layer's composite, and an effect that
/// never reads the view's pixels draws the same whatever they are.
@Suite struct EffectPassTests {
    /// The catalog's scene `name` with its effect layer changed by `change`.
    static func scene(_ name: String, _ change: (inout Layer) -> Void) -> Scene {
        var scene = SceneCatalog.shaders.first { $0.name == name }!.scene
        guard case .layer(var layer) = scene.layers[0].items[0] else { fatalError("a shader scene holds a layer") }
        change(&layer)
        scene.layers[0].items[0] = .layer(layer)
        return scene
    }

    @Test(arguments: ["shader_ripple", "shader_wave", "shader_grain", "shader_harmonicColorEffect"])
    func straightIntoTheParentIsTheComposite(_ name: String) throws {
        let fade: (inout Layer) -> Void = { layer in
            layer.opacity = 0.6
            layer.blendMode = .multiply
        }
        let direct = try CPURenderer().render(Self.scene(name, fade))
        // A clip over the whole canvas keeps every pixel, and sends the effect through its own target.
        let clipped = try CPURenderer().render(
            Self.scene(name) { layer in
                fade(&layer)
                layer.clip = Shape(kind: .rect, frame: Rect(x: -10, y: -10, width: 200, height: 150))
            })
        #expect(direct.pixels == clipped.pixels)
        // The comparison can fail: another opacity is seen.
        let other = try CPURenderer().render(Self.scene(name) { $0.opacity = 0.5 })
        #expect(other.pixels != direct.pixels)
    }

    @Test func anEffectThatIgnoresThePixelsDrawsTheSameOverAnyContent() throws {
        let plain = try CPURenderer().render(Self.scene("shader_harmonicColorEffect") { _ in })
        let other = try CPURenderer().render(
            Self.scene("shader_harmonicColorEffect") { layer in
                layer.items = [
                    .draw(
                        Draw(
                            shape: Shape(kind: .circle, frame: Rect(x: 20, y: 20, width: 90, height: 60)),
                            paint: .solid(.white)))
                ]
            })
        #expect(plain.pixels == other.pixels)
        // One that reads them (grain adds to the colour) changes with them.
        let grain = try CPURenderer().render(Self.scene("shader_grain") { _ in })
        let grainOther = try CPURenderer().render(Self.scene("shader_grain") { $0.items = [] })
        #expect(grain.pixels != grainOther.pixels)
    }

    /// The view under an effect that ignores it is not planned: on the GPU, one fine run over the frame and
    /// no blur, where an effect that reads it draws it in a run of its own first.
    @Test func contentAnEffectIgnoresIsNotPlanned() throws {
        func layerNodes(_ plan: FramePlan) -> [PlanNode] {
            for case .layer(let l) in plan.nodes where l.effect != nil { return l.nodes }
            return []
        }
        let ignored = try Planner.plan(Self.scene("shader_harmonicColorEffect") { $0.blur = 3 })
        let read = try Planner.plan(Self.scene("shader_grain") { $0.blur = 3 })
        #expect(layerNodes(ignored).isEmpty && !layerNodes(read).isEmpty)
        let fine = (WorkCounts(ignored).passes[0], WorkCounts(read).passes[0])
        #expect(fine.0.runs == 1 && fine.0.blurTaps == 0)
        #expect(fine.1.runs == 2 && fine.1.blurTaps > 0)
    }

    /// A scene file's `{"image": "file.png"}` argument: the image beside the scene, as a `texture2d<half>`;
    /// written back under the same key; a missing file named.
    @Test func sceneFilesPassImages() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("effect-image-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var pixels: [UInt8] = []
        for i in 0..<16 { pixels += [UInt8(i * 15), UInt8(255 - i * 15), 80, 255] }
        try PNG.write(Image(width: 4, height: 4, pixels: pixels), to: folder.appendingPathComponent("tex.png"))
        func json(_ file: String, _ amount: Double) -> Data {
            Data(
                """
                {"canvas": {"width": 40, "height": 30, "background": "black"},
                 "layers": [{"items": [{"shape": {"type": "rect", "frame": [0, 0, 40, 30]}, "paint": "white"}],
                   "colorEffect": {"source": "textureOverlay.metal",
                                   "arguments": ["boundingRect", {"image": "\(file)"}, \(amount)]}}]}
                """.utf8)
        }
        let document = try SceneDocument(json: json("tex.png", 1), directory: folder.path)
        let scene = try document.scene(at: 0)
        guard case .image(let source) = scene.layers[0].shaderEffect?.arguments[1] else {
            Issue.record("no image argument")
            return
        }
        #expect(source.width == 4 && source.height == 4)
        let encoded = String(decoding: try JSONEncoder().encode(scene.layers[0].shaderEffect!.arguments), as: UTF8.self)
        #expect(encoded.contains("\"image\""))
        // The image shows: another amount draws another frame.
        let shown = try CPURenderer().render(scene)
        let none = try CPURenderer().render(
            try SceneDocument(json: json("tex.png", 0), directory: folder.path).scene(at: 0))
        #expect(shown.pixels != none.pixels)
        #expect(throws: (any Error).self) { try SceneDocument(json: json("missing.png", 1), directory: folder.path) }
    }

    @Test func readsLayerFollowsTheSource() throws {
        func entry(_ source: String, _ kind: ShaderEffectKind) throws -> ShaderEntry {
            try ShaderEntry(ShaderParser.parse(source, file: "t.metal"), function: "f", kind: kind)
        }
        let ignores = try entry(
            "[[ stitchable ]] half4 f(float2 p, half4 c) { return half4(p.x, 0.0, 0.0, 1.0); }", .color)
        let reads = try entry("[[ stitchable ]] half4 f(float2 p, half4 c) { return c * 0.5; }", .color)
        #expect(!ignores.readsLayer && reads.readsLayer)
        let samples = try entry(
            "[[ stitchable ]] half4 f(float2 p, SwiftUI::Layer l) { return l.sample(p); }", .layer)
        let constant = try entry("[[ stitchable ]] half4 f(float2 p, SwiftUI::Layer l) { return half4(1.0); }", .layer)
        #expect(samples.readsLayer && !constant.readsLayer)
        #expect(try entry("[[ stitchable ]] float2 f(float2 p) { return p; }", .distortion).readsLayer)
    }
}
