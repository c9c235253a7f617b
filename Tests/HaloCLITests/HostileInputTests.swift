import Foundation
import Testing

/// Numbers far outside any sensible range, and a standard error nobody reads, must not trap:
/// the render ends with a status and its output (issue: hostile input, reproducers A to D).
@Suite struct HostileInputTests {
    /// A scene with a coordinate of 1e308, a circle there too, and a translation of 1e23.
    static let huge = """
        {"canvas": {"width": 64, "height": 48}, "layers": [{"draws": [
          {"shape": {"type": "rect", "frame": [0, 1e308, 10, 10]}, "paint": "#ff0000"},
          {"shape": {"type": "circle", "frame": [1e308, 4, 20, 20]}, "operation": "stroke", "style": {"lineWidth": 3},
           "paint": "#00ff00"},
          {"shape": {"type": "rect", "frame": [4, 4, 20, 20]}, "paint": "#0000ff",
           "transform": {"translate": [1e23, 0]}},
          {"shape": {"type": "rect", "frame": [30, 10, 20, 20]}, "paint": "#ffffff"}
        ]}]}
        """

    @Test(arguments: ["cpu", "gpu"])
    func hugeCoordinatesAreRefusedByName(_ backend: String) throws {
        // Coordinates and translations are bounded (|v| <= 1e6 points): the first one out of
        // range is named with its value and the limit, nothing is written, nothing traps.
        // (HugeGeometryTests renders such a scene, unvalidated, through the planner.)
        let dir = try HaloBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("huge.json"), out = dir.appendingPathComponent("huge.png")
        try Self.huge.write(to: scene, atomically: true, encoding: .utf8)
        let r = try HaloBinary.run(["render", scene.path, "-o", out.path, "--backend", backend])
        #expect(r.status == 1, "\(backend): \(r.stderr)")
        #expect(r.stderr.contains("layers[0].draws[0].shape.frame.y: must be between -1000000 and 1000000 points, "
                                  + "got 1e+308"), "\(r.stderr)")
        #expect(!r.stderr.contains("Fatal error"))
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func aTimeOf1e19RendersTheGlow() throws {
        let dir = try HaloBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("glow.png")
        let r = try HaloBinary.run(["render", "--effect", "intelligenceGlow", "--time", "1e19", "--size", "160x90",
                                    "--backend", "cpu", "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(FileManager.default.fileExists(atPath: out.path))
    }

    @Test(arguments: ["2>&-", "2>/dev/full"])
    func aClosedOrFullStandardErrorLosesNoFrame(_ redirect: String) throws {
        // Progress lines go to standard error; when it is closed or full they are lost, the
        // frames are not.
        let dir = try HaloBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let frames = dir.appendingPathComponent("frames")
        let status = try HaloBinary.shell("'\(HaloBinary.url.path)' render --effect snake --size 96x64 "
                                          + "--duration 0.5 --fps 10 --backend cpu -o '\(frames.path)' \(redirect)")
        #expect(status == 0, "exit \(status) with \(redirect)")
        let written = try FileManager.default.contentsOfDirectory(atPath: frames.path).filter { $0.hasSuffix(".png") }
        #expect(written.count == 5)
    }
}
