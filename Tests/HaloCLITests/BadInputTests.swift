import Foundation
import Testing

/// Bad input gets a clear error that names the problem, a non-zero exit, and no output file.
@Suite struct BadInputTests {
    static let corpus = HaloBinary.repo.appendingPathComponent("Tests/HaloCLITests/BadScenes")

    static let expectations: [String: String] = {
        let data = (try? Data(contentsOf: corpus.appendingPathComponent("expectations.json"))) ?? Data()
        return (try? JSONDecoder().decode([String: String].self, from: data)) ?? [:]
    }()

    @Test("The corpus lists every bad scene")
    func corpusIsComplete() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path)
            .filter { $0.hasSuffix(".json") && $0 != "expectations.json" }
        #expect(files.count >= 20)
        #expect(Set(files) == Set(Self.expectations.keys))
    }

    @Test("A bad scene is refused with its message", arguments: expectations.keys.sorted())
    func badSceneIsRefused(_ file: String) throws {
        let dir = try HaloBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out.png")
        for backend in ["cpu", "auto"] {
            let r = try HaloBinary.run([
                "render", Self.corpus.appendingPathComponent(file).path, "-o", out.path, "--backend", backend,
            ])
            #expect(r.status != 0, "\(file): exit 0")
            #expect(r.stderr.contains(Self.expectations[file]!), "\(file): stderr was \(r.stderr)")
            #expect(!r.stderr.contains("Fatal error"), "\(file) crashed")
            #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty, "\(file) left files behind")
        }
    }

    @Test func missingSceneFileIsNamed() throws {
        let r = try HaloBinary.run(["render", "/nonexistent/scene.json", "-o", "/tmp/never.png"])
        #expect(r.status != 0)
        #expect(r.stderr.contains("/nonexistent/scene.json: cannot read the scene: No such file or directory"))
    }

    @Test func unwritableOutputIsRefusedBeforeRendering() throws {
        let demo = HaloBinary.repo.appendingPathComponent("examples/demo.json").path
        let missing = try HaloBinary.run(["render", demo, "-o", "/nonexistent-dir/out.png", "--backend", "cpu"])
        #expect(missing.status != 0)
        #expect(
            missing.stderr.contains("cannot write /nonexistent-dir/out.png: directory /nonexistent-dir does not exist"))
        let notDir = try HaloBinary.run(["render", demo, "-o", "\(demo)/out.png", "--backend", "cpu"])
        #expect(notDir.status != 0)
        #expect(notDir.stderr.contains("is not a directory"))
        let notPNG = try HaloBinary.run(["render", demo, "-o", "/tmp/out.jpg"])
        #expect(notPNG.status != 0)
        #expect(notPNG.stderr.contains("--output /tmp/out.jpg: unknown kind of output"))
    }

    @Test func readOnlyDirectoryGivesAnErrorAndNoFile() throws {
        // /proc refuses new files even for root.
        let demo = HaloBinary.repo.appendingPathComponent("examples/demo.json").path
        let r = try HaloBinary.run(["render", demo, "-o", "/proc/halo-test.png", "--backend", "cpu"])
        #expect(r.status != 0)
        #expect(r.stderr.contains("/proc/halo-test.png"))
        #expect(!FileManager.default.fileExists(atPath: "/proc/halo-test.png"))
    }

    /// glvnd finds no EGL vendor at all with this: the same as a machine with no EGL display.
    static let noEGL = ["__EGL_VENDOR_LIBRARY_FILENAMES": "/nonexistent/egl_vendor.json"]

    @Test func noEGLDisplayFallsBackToCPUWithOneWarning() throws {
        let dir = try HaloBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("demo.png")
        let demo = HaloBinary.repo.appendingPathComponent("examples/demo.json").path
        let r = try HaloBinary.run(["render", demo, "-o", out.path, "--backend", "auto"], environment: Self.noEGL)
        #expect(r.status == 0, "\(r.stderr)")
        let warnings = r.stderr.split(separator: "\n").filter { $0.contains("warning") }
        #expect(warnings.count == 1)
        #expect(r.stderr.contains("rendering on the CPU"))
        #expect(r.stdout.contains("cpu"))
        #expect(FileManager.default.fileExists(atPath: out.path))
    }

    @Test func noEGLDisplayFailsTheGPUBackendNamingEachPlatform() throws {
        let dir = try HaloBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("demo.png")
        let demo = HaloBinary.repo.appendingPathComponent("examples/demo.json").path
        let r = try HaloBinary.run(["render", demo, "-o", out.path, "--backend", "gpu"], environment: Self.noEGL)
        #expect(r.status != 0)
        for platform in ["device", "gbm", "surfaceless"] {
            #expect(r.stderr.contains("[failed] \(platform)"), "stderr: \(r.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: out.path))
        let probe = try HaloBinary.run(["probe"], environment: Self.noEGL)
        #expect(probe.status != 0)
        #expect(probe.stderr.contains("no EGL display"))
    }

    @Test func badEGLOverrideIsNamed() throws {
        let r = try HaloBinary.run(["probe"], environment: ["HALO_EGL_PLATFORM": "vulkan"])
        #expect(r.status != 0)
        #expect(r.stderr.contains("HALO_EGL_PLATFORM=vulkan"))
    }
}
