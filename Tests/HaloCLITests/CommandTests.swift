import Foundation
import HaloCore
import HaloIO
import Testing

/// The commands end to end: what they write and print, and their exit status.
@Suite struct CommandTests {
    static let demo = HaloBinary.repo.appendingPathComponent("examples/demo.json").path

    @Test func renderWritesAPNGOfTheSceneSizeOnTheCPU() throws {
        try Self.renderWritesAPNGOfTheSceneSize("cpu")
    }

    @Test(.enabled(if: HaloBinary.gpu, "no EGL display: halo probe says so"))
    func renderWritesAPNGOfTheSceneSizeOnTheGPU() throws {
        try Self.renderWritesAPNGOfTheSceneSize("gpu")
    }

    static func renderWritesAPNGOfTheSceneSize(_ backend: String) throws {
        let dir = try HaloBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("demo.png")
        let r = try HaloBinary.run(["render", Self.demo, "-o", out.path, "--backend", backend])
        #expect(r.status == 0, "exit \(r.status); stdout: \(r.stdout); stderr: \(r.stderr)")
        let image = try PNG.read(out)
        #expect(image.width == 400 && image.height == 300)
        // The card's inside is black and opaque; the canvas corner is the background.
        #expect(image[200, 115] == SIMD4(0, 0, 0, 255))
        #expect(image[2, 2] == SIMD4(13, 13, 18, 255))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["demo.png"])
    }

    /// A sheet is the stills side by side; an existing sheet is kept unless --overwrite.
    @Test func sheetKeepsAnExistingOutputUnlessToldToReplaceIt() throws {
        let dir = try HaloBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("strip.png")
        let args = [
            "sheet", "--effect", "snake", "--count", "3", "--duration", "1.5", "-o", out.path, "--backend", "cpu",
        ]
        let first = try HaloBinary.run(args + ["--size", "60x30"])
        #expect(first.status == 0, "\(first.stderr)")
        let strip = try PNG.read(out)
        #expect(strip.width == 3 * 60 + 2 * ContactSheet.gap && strip.height == 30)
        let again = try HaloBinary.run(args + ["--size", "40x20"])
        #expect(again.status != 0 && again.stderr.contains("--overwrite"), "\(again.stderr)")
        #expect(try PNG.read(out) == strip)
        let replaced = try HaloBinary.run(args + ["--size", "40x20", "--overwrite"])
        #expect(replaced.status == 0, "\(replaced.stderr)")
        #expect(try PNG.read(out).width == 3 * 40 + 2 * ContactSheet.gap)
    }

    @Test(.enabled(if: HaloBinary.gpu, "no EGL display: halo probe says so"))
    func compareReportsMetricsAndWritesTheDiff() throws {
        let dir = try HaloBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let diff = dir.appendingPathComponent("diff.png")
        let r = try HaloBinary.run(["compare", Self.demo, "--diff", diff.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("PASS"))
        #expect(r.stdout.contains("PSNR"))
        let d = try PNG.read(diff)
        #expect(d.width == 400 * 3 + 8 && d.height == 300)
    }

    /// A scene the GPU and the CPU cannot draw alike: white noise from sin at arguments up to
    /// 6e7, which every implementation of sin reduces its own way (why Shaders/metal/grain.metal
    /// hashes with integers), amplified a millionfold. Most pixels differ, far past the standard
    /// tolerance (on llvmpipe, 72% of them, by up to 253/255).
    static func noiseScene(in dir: URL) throws -> URL {
        let shader = """
            #include <metal_stdlib>
            #include <SwiftUI/SwiftUI_Metal.h>
            using namespace metal;

            [[ stitchable ]] half4 noise(float2 position, half4 color) {
                float v = fract(sin(position.x * 123456.7 + position.y * 782333.1) * 1000000.0);
                return half4(v, v, v, 1.0);
            }
            """
        try Data(shader.utf8).write(to: dir.appendingPathComponent("noise.metal"))
        let scene = dir.appendingPathComponent("noise.json")
        let json = """
            {"canvas": {"width": 64, "height": 64, "background": "black"},
             "layers": [{"items": [{"shape": {"type": "rect", "frame": [0, 0, 64, 64]}, "paint": "white"}],
                         "colorEffect": {"source": "noise.metal"}}]}
            """
        try Data(json.utf8).write(to: scene)
        return scene
    }

    @Test(.enabled(if: HaloBinary.gpu, "no EGL display: halo probe says so"))
    func compareFailsBeyondToleranceAndSaysSo() throws {
        let dir = try HaloBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = try Self.noiseScene(in: dir).path
        let diff = dir.appendingPathComponent("diff.png")
        let r = try HaloBinary.run(["compare", scene, "--diff", diff.path])
        #expect(r.status == 1, "exit \(r.status); stdout: \(r.stdout); stderr: \(r.stderr)")
        #expect(r.stdout.contains("noise.json: max ") && r.stdout.contains("-> FAIL"), "\(r.stdout)")
        #expect(r.stdout.contains("0 passed, 1 failed"), "\(r.stdout)")
        #expect(try PNG.read(diff).width == 64 * 3 + 8)
        let json = try HaloBinary.run(["compare", scene, "--json"])
        #expect(json.status == 1, "\(json.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let metrics = try #require(report["metrics"] as? [String: Any], "\(json.stdout)")
        #expect(report["pass"] as? Bool == false)
        #expect((metrics["differingFraction"] as? Double ?? 0) > 0.01, "\(metrics)")
        // The exit follows the tolerance given, not the difference alone: the widest one passes the same frames.
        let wide = try HaloBinary.run(["compare", scene, "--max-difference", "255", "--max-percent", "100"])
        #expect(wide.status == 0 && wide.stdout.contains("-> PASS"), "\(wide.stdout) \(wide.stderr)")
    }

    /// GPU tests skip only where `halo probe` finds no EGL display: with glvnd's EGL loader
    /// given no vendor library it says so; a HALO_EGL_DEVICE it cannot read is another
    /// failure, which must run the GPU tests (and fail them), not skip them.
    @Test func theGPUGateSkipsOnlyWithoutADisplay() throws {
        let none = try HaloBinary.run(["probe"], environment: ["__EGL_VENDOR_LIBRARY_FILENAMES": "/nonexistent.json"])
        #expect(HaloBinary.saysNoDisplay(none), "exit \(none.status): \(none.stderr)")
        let bad = try HaloBinary.run(["probe"], environment: ["HALO_EGL_DEVICE": "first"])
        #expect(bad.status != 0 && bad.stderr.contains("HALO_EGL_DEVICE=first"), "exit \(bad.status): \(bad.stderr)")
        #expect(!HaloBinary.saysNoDisplay(bad))
    }

    @Test(.enabled(if: HaloBinary.gpu, "no EGL display: halo probe says so"))
    func probePrintsTheChosenPlatform() throws {
        let r = try HaloBinary.run(["probe", "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let report = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        #expect(["device", "gbm", "surfaceless"].contains(report?["platform"] as? String ?? ""))
        #expect((report?["maxTextureSize"] as? Int ?? 0) >= 2048)
    }

    @Test(.enabled(if: HaloBinary.gpu, "no EGL display: halo probe says so"))
    func autoRendersOnTheCPUWhenTheOnlyGPUIsSoftware() throws {
        // On a software rasterizer (llvmpipe here and in CI) auto says so and renders what
        // --backend cpu renders; on a hardware GPU it renders there without that line.
        let probe = try HaloBinary.run(["probe", "--json"])
        let report = try? JSONSerialization.jsonObject(with: Data(probe.stdout.utf8)) as? [String: Any]
        let renderer = try #require(report?["renderer"] as? String, "halo probe --json: \(probe.stderr)")
        let software = ["llvmpipe", "softpipe", "lavapipe", "swiftshader"].contains {
            renderer.lowercased().contains($0)
        }
        let dir = try HaloBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        func render(_ backend: String) throws -> (HaloBinary.Result, Data) {
            let out = dir.appendingPathComponent("\(backend).png")
            let r = try HaloBinary.run([
                "render", "--effect", "rotatingBorder", "--time", "0.5", "--size", "160x120",
                "-o", out.path, "--backend", backend, "--quiet",
            ])
            #expect(r.status == 0, "\(backend): \(r.stderr)")
            return (r, (try? Data(contentsOf: out)) ?? Data())
        }
        let (auto, autoPNG) = try render("auto")
        let line = "a software rasterizer: rendering on the CPU backend"
        #expect(auto.stderr.contains(line) == software, "\(renderer): \(auto.stderr)")
        #expect(try render("gpu").0.stderr.contains(line) == false)
        if software { #expect(autoPNG == (try render("cpu").1)) }
    }

    @Test func effectFramesAreFunctionsOfTime() throws {
        let dir = try HaloBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        func frame(_ t: String, _ name: String) throws -> Image {
            let out = dir.appendingPathComponent(name)
            let r = try HaloBinary.run([
                "render", "--effect", "intelligence-glow", "--time", t, "-o", out.path, "--backend", "cpu",
            ])
            #expect(r.status == 0, "\(r.stderr)")
            return try PNG.read(out)
        }
        let a = try frame("1.3", "a.png"), b = try frame("1.3", "b.png"), c = try frame("0.2", "c.png")
        #expect(a == b)
        #expect(a != c)
        #expect(a.width == 360 && a.height == 200)
    }

    @Test func mismatchedEffectArraysWarnOnce() throws {
        let dir = try HaloBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("glow.json")
        let json =
            #"{"canvas": {"width": 120, "height": 60}, "layers": [{"items": [{"effect": "intelligenceGlow", "#
            + #""shape": {"type": "capsule", "frame": [10, 10, 100, 40]}, "lineWidths": [6, 9]}]}]}"#
        try Data(json.utf8).write(to: scene)
        let r = try HaloBinary.run([
            "render", scene.path, "-o", dir.appendingPathComponent("g.png").path, "--backend", "cpu",
        ])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.components(separatedBy: "warning").count == 2)
        #expect(r.stderr.contains("drawing 2 layers (the shortest)"))
    }

    @Test func listShowsEveryEffect() throws {
        let r = try HaloBinary.run(["list"])
        #expect(r.status == 0)
        for name in ["intelligence-glow", "glow", "lineWidths", "blurRadius"] { #expect(r.stdout.contains(name)) }
    }

    @Test func helpListsTheCommands() throws {
        let r = try HaloBinary.run(["--help"])
        #expect(r.status == 0)
        for c in ["render", "compare", "probe"] { #expect(r.stdout.contains(c)) }
    }
}

/// PNG sequences: names, count, and the refusal to overwrite.
@Suite struct SequenceTests {
    @Test func sequenceWritesEveryFrameOnce() throws {
        let dir = try HaloBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("frames")
        let r = try HaloBinary.run([
            "render", "--effect", "snake", "--duration", "0.25", "--fps", "24", "-o", out.path, "--backend", "cpu",
        ])
        #expect(r.status == 0, "\(r.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(files == (0..<6).map { String(format: "frame_%05d.png", $0) })
        // Frame 3 is the frame at t = 3/24 s.
        let single = dir.appendingPathComponent("one.png")
        _ = try HaloBinary.run([
            "render", "--effect", "snake", "--time", String(3.0 / 24), "-o", single.path, "--backend", "cpu",
        ])
        #expect(try PNG.read(single) == PNG.read(out.appendingPathComponent("frame_00003.png")))
        let again = try HaloBinary.run([
            "render", "--effect", "snake", "--duration", "0.25", "--fps", "24", "-o", out.path, "--backend", "cpu",
        ])
        // The library's refusal, with the CLI's flags added.
        #expect(
            again.status != 0
                && again.stderr.contains(
                    "frame_00000.png exists; pass --resume to keep finished frames, or --overwrite"),
            "\(again.stderr)")
    }

    @Test func badSequenceOptionsAreRefused() throws {
        for (args, message) in [
            (["--duration=-1"], "--duration must be > 0"), (["--fps", "0", "--duration", "1"], "--fps must be in"),
            (["--duration", "1", "-o", "/tmp/x.png"], "give a directory"),
        ] {
            var all = ["render", "--effect", "snake", "-o", "/tmp/halo-seq"] + args
            if args.contains("-o") { all = ["render", "--effect", "snake"] + args }
            let r = try HaloBinary.run(all)
            #expect(r.status != 0)
            #expect(r.stderr.contains(message), "\(r.stderr)")
        }
    }
}

/// docs/cli.md is the real --help output of every command.
@Suite struct CLIDocTests {
    @Test func cliDocMatchesHelp() throws {
        let doc = try String(contentsOf: HaloBinary.repo.appendingPathComponent("docs/cli.md"), encoding: .utf8)
        for cmd in ["", "render", "batch", "concat", "sheet", "compare", "probe", "bench", "list", "previews"] {
            let r = try HaloBinary.run((cmd.isEmpty ? [] : [cmd]) + ["--help"], environment: ["COLUMNS": "100"])
            #expect(r.status == 0)
            let heading = cmd.isEmpty ? "## halo\n" : "## halo \(cmd)\n"
            #expect(
                doc.contains(heading + "\n```\n" + r.stdout + "```"),
                "docs/cli.md is stale for `halo \(cmd)`: run scripts/gen-cli-doc.sh")
        }
    }
}
