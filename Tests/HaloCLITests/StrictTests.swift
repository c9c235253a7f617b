import Foundation
import HaloIO
import Testing

/// `--strict` (issue 48): every warning is an error, for render farms. Without it the same renders
/// warn and write their output (the control of each check).
@Suite struct StrictTests {
    /// An intelligence glow whose arrays differ in length: the scene's checks warn (drawing the shortest).
    static let unevenGlow = #"""
        {"canvas": {"width": 100, "height": 60}, "layers": [{"items": [
          {"effect": "intelligenceGlow", "shape": {"type": "capsule", "frame": [10, 10, 80, 40]},
           "lineWidths": [6, 9, 11], "blurs": [0, 4]}]}]}
        """#
    static let warning = "lineWidths, blurs and animationDurations have 3, 2 and 4 entries"

    @Test func aSceneWarningFailsAStrictRender() throws {
        let dir = try HaloBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("glow.json")
        try Data(Self.unevenGlow.utf8).write(to: scene)
        let out = dir.appendingPathComponent("out.png")
        let plain = try HaloBinary.run(["render", scene.path, "--backend", "cpu", "-o", out.path])
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(plain.stderr.contains("halo: warning: ") && plain.stderr.contains(Self.warning), "\(plain.stderr)")
        #expect(FileManager.default.fileExists(atPath: out.path))
        let strictOut = dir.appendingPathComponent("strict.png")
        let strict = try HaloBinary.run(["render", scene.path, "--backend", "cpu", "--strict", "-o", strictOut.path])
        #expect(strict.status == 1, "\(strict.stderr)")
        #expect(strict.stderr.contains("strict: 1 warning as error: ") && strict.stderr.contains(Self.warning))
        #expect(!FileManager.default.fileExists(atPath: strictOut.path))
        // A frame sequence stops too, and so does a comparison.
        let frames = dir.appendingPathComponent("frames")
        let sequence = try HaloBinary.run(
            ["render", scene.path, "--backend", "cpu", "--strict", "--frames", "0..2", "-o", frames.path, "--quiet"])
        #expect(sequence.status == 1 && sequence.stderr.contains(Self.warning), "\(sequence.stderr)")
        let compare = try HaloBinary.run(["compare", scene.path, "--strict"])
        #expect(compare.status == 1 && compare.stderr.contains(Self.warning), "\(compare.stderr)")
    }

    @Test func aStrictRenderWithoutWarningsRenders() throws {
        let dir = try HaloBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("snake.png")
        let r = try HaloBinary.run(
            ["render", "--effect", "snake", "--size", "120x60", "--backend", "cpu", "--strict", "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try PNG.read(out).width == 120)
    }
}
