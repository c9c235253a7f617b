import Foundation
import HaloCore
import HaloCPU
import HaloEffects
import HaloTestSupport
import Testing
import HaloTestSupport

/// A scene file's text effect takes its own text (an item with "effect" and "text" is the
/// effect, not a plain text item), with every renderer, on both backends.
@Suite struct TextEffectSceneTests {
    static func scene(_ renderer: String) throws -> Scene {
        let json = """
            {"canvas": {"width": 320, "height": 90, "background": "white"},
             "layers": [{"items": [{"effect": "textEffects", "renderer": "\(renderer)", "text": "Meet ***Halo***",
                                    "frame": [0, 0, 320, 90]}]}]}
            """
        let document = try SceneDocument(json: Data(json.utf8))
        return try EffectLibrary.resolve(try document.scene(at: 0.6), at: 0.6)
    }

    @Test(arguments: ["fade", "pulse", "bounce", "floating"])
    func customTextRendersOnBothBackends(_ renderer: String) throws {
        let scene = try Self.scene(renderer)
        let texts = scene.layers.flatMap { $0.items }.count
        #expect(texts > 0)
        let cpu = try CPURenderer().render(scene)
        let white = SIMD4<UInt8>(255, 255, 255, 255)
        let inked = (0..<(cpu.width * cpu.height)).filter { cpu[$0 % cpu.width, $0 / cpu.width] != white }.count
        #expect(inked > 200, "\(renderer): \(inked) pixels of ink")
        // Not the seed's default text: the default scene's frame differs.
        #expect(try CPURenderer().render(Self.defaultText(renderer, canvas: scene.canvas)) != cpu)
    }

    /// The effect with the seed's default text instead of the scene's, at 0.6 s.
    static func defaultText(_ renderer: String, canvas: Canvas) throws -> Scene {
        let parameters: [String: JSONValue] = [
            "renderer": .string(renderer), "frame": .array([0, 0, 320, 90].map(JSONValue.number)),
        ]
        return try EffectLibrary.resolve(
            Scene(
                canvas: canvas,
                layers: [Layer(items: [.effect(EffectItem(name: "textEffects", parameters: parameters))])]),
            at: 0.6)
    }

    @Test(
        .enabled(if: SharedGPU.available, "no EGL display could be made: GPU not compared"),
        arguments: ["fade", "pulse", "bounce", "floating"])
    func customTextOnTheGPUIsTheCPUFrame(_ renderer: String) throws {
        let scene = try Self.scene(renderer)
        let cpu = try CPURenderer().render(scene)
        let gpu = try SharedGPU.renderer().render(scene)
        // The control: the CPU's frame of the seed's default text, not the scene's.
        let control = try CPURenderer().render(Self.defaultText(renderer, canvas: scene.canvas))
        ImageCheck.match(expected: cpu, actual: gpu, control: control, "\(renderer): GPU vs CPU")
    }
}
