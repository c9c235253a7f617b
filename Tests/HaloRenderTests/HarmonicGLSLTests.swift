import Foundation
import HaloCatalog
import HaloCore
@testable import HaloGL
import HaloTestSupport
import Testing

/// bench/harmonic-handwritten.glsl, the hand-written GLSL `halo bench --effects-glsl` times
/// against the GLSL generated from the seed's Metal source, renders the harmonic bench scene
/// as the generated GLSL does: the benchmark compares two ways of writing the same frame.
@Suite struct HarmonicGLSLTests {
    static let file = Paths.repo.appendingPathComponent("bench/harmonic-handwritten.glsl")

    /// The harmonic bench scene (the peer's: idle, white strings) at 480 x 270, t = 0.7 s, with
    /// the shader effects from `glsl` (nil: generated).
    static func frame(_ glsl: String?) throws -> Image {
        let gpu = try GPURenderer(device: try SharedGPU.renderer().device)
        gpu.effectsOverride = glsl
        let entry = try #require(BenchScenes.entry(named: "harmonic"))
        return try gpu.render(try entry.displayList(480, 270, 0.7))
    }

    @Test(.enabled(if: SharedGPU.available))
    func theHandWrittenGLSLRendersTheGeneratedFrame() throws {
        let handWritten = try String(contentsOf: Self.file, encoding: .utf8)
        // The control: the port with its amplitude argument doubled.
        let amplitude = "hw_word(a + 6)"
        #expect(handWritten.contains(amplitude))
        let wrong = handWritten.replacingOccurrences(of: amplitude, with: "2.0 * \(amplitude)")
        // mix() against the generated x * (1 - a) + y * a, and the two compilers' rounding: 1/255.
        ImageCheck.match(
            expected: try Self.frame(nil), actual: try Self.frame(handWritten), control: try Self.frame(wrong),
            tolerance: ImageCheck.within(1), "hand-written vs generated harmonic GLSL")
    }
}
