import Foundation
import Testing
@testable import HaloGL

/// EGL display choice, context creation, the probe report, shader includes and compile errors.
///
/// These need an EGL implementation with at least one working display (Mesa's
/// surfaceless or software device is enough, as in CI).
@Suite struct EGLDeviceTests {
    // MARK: - Device and report

    @Test func opensADeviceAndReportsIt() throws {
        let device = try GLDevice.open(environment: [:])
        let report = device.report
        let version = report.contextVersion.split(separator: ".").compactMap { Int($0) }
        #expect(version.count == 2)
        #expect((version.first ?? 0) >= 3, "context \(report.contextVersion) is not OpenGL ES 3")
        #expect(report.glVersion.hasPrefix("OpenGL ES 3"))
        #expect(report.maxTextureSize > 0)
        #expect(!report.renderer.isEmpty)
        #expect(!report.vendor.isEmpty)
        #expect(report.attempts.filter(\.used).count == 1)
        #expect(report.attempts.last?.used == true)
        #expect(report.attempts.last?.platform == report.platform)
        #expect(report.attempts.dropLast().allSatisfy { !$0.reason.isEmpty })

        let text = report.humanReadable()
        #expect(text.contains("EGL platform:"))
        #expect(text.contains(report.renderer))
        #expect(text.contains("[used]"))

        let json = try JSONEncoder().encode(report)
        #expect(try JSONDecoder().decode(ProbeReport.self, from: json) == report)
    }

    @Test func runsOnTheGLThreadWithTheContextCurrent() throws {
        let device = try GLDevice.open(environment: [:])
        let renderer = try device.run { try GL.string(GL_RENDERER_VALUE) }
        #expect(renderer == device.report.renderer)
        // Nested calls run in place instead of deadlocking.
        let nested = try device.run { try device.run { device.thread.isCurrent } }
        #expect(nested)
        #expect(!device.thread.isCurrent)
    }

    @Test func pbufferFallbackWorks() throws {
        var overrides = try EGLOverrides(environment: [:])
        overrides.forcePbuffer = true
        let device = try GLDevice.open(overrides: overrides)
        #expect(!device.report.surfaceless)
        #expect(device.report.attempts.last?.reason.contains("1x1 pbuffer") == true)
        #expect(try device.run { try GL.integer(GL_MAX_TEXTURE_SIZE_VALUE) } > 0)
    }

    @Test func runRethrowsTheClosuresError() throws {
        struct Marker: Error {}
        let device = try GLDevice.open(environment: [:])
        #expect(throws: Marker.self) { try device.run { throw Marker() } }
        // The thread still serves work after an error.
        #expect(try device.run { 42 } == 42)
    }

    // MARK: - Overrides

    @Test func unknownPlatformNamesTheValidOnes() {
        do {
            _ = try GLDevice.open(environment: ["HALO_EGL_PLATFORM": "bogus"])
            Issue.record("HALO_EGL_PLATFORM=bogus opened a device")
        } catch {
            let text = "\(error)"
            #expect(error is EGLOverrideError)
            #expect(text.contains("HALO_EGL_PLATFORM=bogus"))
            #expect(text.contains("device, gbm, surfaceless"))
        }
    }

    @Test(arguments: EGLPlatform.allCases)
    func eachPlatformOverrideWorksOrSaysWhy(platform: EGLPlatform) throws {
        do {
            let device = try GLDevice.open(environment: ["HALO_EGL_PLATFORM": platform.rawValue])
            #expect(device.report.platform == platform.rawValue)
            #expect(device.report.attempts.allSatisfy { $0.platform == platform.rawValue })
            #expect(try device.run { try GL.integer(GL_MAX_TEXTURE_SIZE_VALUE) } > 0)
        } catch let error as NoEGLDisplayError {
            #expect(!error.attempts.isEmpty)
            for attempt in error.attempts {
                #expect(attempt.platform == platform.rawValue)
                #expect(!attempt.used)
                #expect(!attempt.reason.isEmpty)
            }
            #expect("\(error)".contains(platform.rawValue))
        }
    }

    @Test func deviceIndexOutOfRangeIsAnError() {
        do {
            _ = try GLDevice.open(environment: ["HALO_EGL_DEVICE": "999"])
            Issue.record("HALO_EGL_DEVICE=999 opened a device")
        } catch let error as EGLOverrideError {
            #expect("\(error)".contains("HALO_EGL_DEVICE=999"))
            #expect("\(error)".contains("out of range"))
        } catch let error as NoEGLDisplayError {
            // No device enumeration at all: the device platform itself says why.
            #expect(error.attempts.allSatisfy { $0.platform == "device" })
        } catch {
            Issue.record("unexpected error: \(error)")
        }
    }

    @Test func badOverrideValuesAreErrors() throws {
        #expect(throws: EGLOverrideError.self) { try EGLOverrides(environment: ["HALO_EGL_DEVICE": "first"]) }
        #expect(throws: EGLOverrideError.self) {
            try EGLOverrides(environment: ["HALO_EGL_DEVICE": "0", "HALO_EGL_PLATFORM": "gbm"])
        }
        #expect(try EGLOverrides(environment: [:]).platforms == EGLPlatform.allCases)
        #expect(try EGLOverrides(environment: ["HALO_EGL_PLATFORM": ""]).platforms == EGLPlatform.allCases)
        let device = try? EGLOverrides(environment: ["HALO_EGL_DEVICE": "1"])
        #expect(device?.platforms == [.device])
        #expect(device?.deviceIndex == 1)
    }

    /// CUDA_VISIBLE_DEVICES picks the EGL device whose CUDA number it names, in either numbering.
    @Test func cudaVisibleDevicesPicksTheGPU() {
        func pick(_ value: String, _ numbers: [Int?]) -> Int? {
            CUDAVisibleDevices(value)?.device(cudaNumbers: numbers)
        }
        // Machine-wide numbers (every GPU answers), EGL listing them in another order.
        let eight: [Int?] = [3, 1, 0, 2, 7, 6, 5, 4]
        #expect(pick("2", eight) == 3)
        #expect(pick("5,6", eight) == 6)
        #expect(pick("0", eight) == 2)
        // The process's numbers: only the visible GPU answers, as 0 (or -1 for the others).
        #expect(pick("5", [nil, nil, 0, nil]) == 2)
        #expect(pick("GPU-8932f937-d72c-4106-c12f-20bd9faed9f6", [-1, 0, -1]) == 1)
        #expect(pick("6,2", [nil, 1, nil, 0]) == 3)
        // Software devices and Mesa's have no CUDA number: no preference.
        #expect(pick("3", [nil, nil]) == nil)
        // A GPU that is not there, or a UUID among machine-wide numbers: no preference.
        #expect(pick("9", eight) == nil)
        #expect(pick("GPU-8932f937", eight) == nil)
        #expect(CUDAVisibleDevices("") == nil)
        #expect(CUDAVisibleDevices(" , ") == nil)
        #expect(CUDAVisibleDevices(nil) == nil)
        #expect(CUDAVisibleDevices(" 1, 0 ")?.entries == ["1", "0"])
    }

    @Test func cudaVisibleDevicesIsReadButHaloEGLDeviceWins() throws {
        let overrides = try EGLOverrides(environment: ["CUDA_VISIBLE_DEVICES": "2"])
        #expect(overrides.cudaVisible?.entries == ["2"])
        #expect(overrides.platforms == EGLPlatform.allCases)
        let both = try EGLOverrides(environment: ["CUDA_VISIBLE_DEVICES": "2", "HALO_EGL_DEVICE": "0"])
        #expect(both.deviceIndex == 0)
    }

    /// On a machine with no CUDA device (llvmpipe in CI), CUDA_VISIBLE_DEVICES changes nothing.
    @Test func cudaVisibleDevicesWithoutCUDAOpensTheUsualDevice() throws {
        let plain = try GLDevice.open(environment: [:]).report
        let masked = try GLDevice.open(environment: ["CUDA_VISIBLE_DEVICES": "3"]).report
        #expect(masked.platform == plain.platform)
        #expect(masked.renderer == plain.renderer)
        #expect(masked.attempts.map(\.device) == plain.attempts.map(\.device))
    }

    // MARK: - Programs

    @Test func compilesAProgramAndCachesUniforms() throws {
        let sources = GLSLSourceTree(files: [
            "t.comp": """
            // A comment before #version is allowed; #version is hoisted.
            #version 310 es
            precision highp float;
            layout(local_size_x = 1) in;
            layout(std430, binding = 0) buffer Out { vec4 colour[]; };
            #include "include/tint.glsl"
            void main() { colour[0] = tint(vec4(1.0)); }
            """,
            "include/tint.glsl": """
            uniform vec4 tintColour;
            vec4 tint(vec4 c) { return c * tintColour; }
            """,
        ])
        let device = try GLDevice.open(environment: [:])
        try device.run {
            let program = try GLProgram(compute: "t.comp", sources: sources)
            #expect(program.id != 0)
            let location = program.uniform("tintColour")
            #expect(location >= 0)
            #expect(program.uniform("tintColour") == location)
            #expect(program.uniform("noSuchUniform") == -1)
        }
    }

    @Test func compileErrorInAnIncludeNamesItsFileAndLine() throws {
        let sources = GLSLSourceTree(files: [
            "t.comp": """
            #version 310 es
            precision highp float;
            layout(local_size_x = 1) in;
            layout(std430, binding = 0) buffer Out { vec4 colour[]; };
            #include "include/good.glsl"
            #include "include/bad.glsl"
            void main() { colour[0] = good() + bad(); }
            """,
            "include/good.glsl": """
            vec4 good() {
                return vec4(0.5);
            }
            """,
            "include/bad.glsl": """
            vec4 bad() {
                vec4 x = vec4(1.0);
                return x +* 2.0;
            }
            """,
        ])
        let device = try GLDevice.open(environment: [:])
        do {
            try device.run {
                _ = try GLProgram(compute: "t.comp", sources: sources)
            }
            Issue.record("a shader with a syntax error compiled")
        } catch let error as GLError {
            #expect(error.call == "glCompileShader")
            #expect(error.detail.contains("Shaders/include/bad.glsl:3:"), "detail: \(error.detail)")
            #expect("\(error)".hasPrefix("glCompileShader failed: "))
        }
    }

    // MARK: - Shader sources

    @Test func missingIncludeIsReportedWithFileAndLine() {
        let sources = GLSLSourceTree(files: ["a.frag": "#version 300 es\n#include \"include/nope.glsl\"\n"])
        do {
            _ = try sources.expand("a.frag")
            Issue.record("a missing include expanded")
        } catch let error as ShaderIncludeError {
            #expect(error.file == "Shaders/a.frag")
            #expect(error.line == 2)
            #expect("\(error)".hasPrefix("Shaders/a.frag:2: error: "))
            #expect(error.message.contains("include/nope.glsl"))
        } catch {
            Issue.record("unexpected error: \(error)")
        }
        #expect(throws: ShaderIncludeError.self) { try sources.expand("missing.frag") }
    }

    @Test func definesFollowTheVersionAndKeepLinesMapped() throws {
        let sources = GLSLSourceTree(files: ["a.frag": "// a\n#version 300 es\nuniform int uMode;\nvoid main() {}\n"])
        let e = try sources.expand("a.frag", defines: [("DRAW_MODE", 1), ("PAINT_KIND", 3)])
        let lines = e.source.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "#version 300 es")
        #expect(lines[1] == "#define DRAW_MODE 1")
        #expect(lines[2] == "#define PAINT_KIND 3")
        #expect(e.location(ofLine: 2)?.file == "<defines>")
        // The source's own lines keep their files and numbers after the defines.
        #expect(e.location(ofLine: 5)?.file == "Shaders/a.frag")
        #expect(e.location(ofLine: 5)?.line == 3)
        #expect(try sources.expand("a.frag").source.contains("#define") == false)
    }

    @Test func includeCycleIsAnError() {
        let sources = GLSLSourceTree(files: [
            "a.frag": "#version 300 es\n#include \"x.glsl\"\n",
            "x.glsl": "// x\n#include \"y.glsl\"\n",
            "y.glsl": "#include \"x.glsl\"\n",
        ])
        do {
            _ = try sources.expand("a.frag")
            Issue.record("an include cycle expanded")
        } catch let error as ShaderIncludeError {
            #expect(error.file == "Shaders/y.glsl")
            #expect(error.line == 1)
            #expect(error.message.contains("a.frag -> x.glsl -> y.glsl -> x.glsl"))
        } catch {
            Issue.record("unexpected error: \(error)")
        }
    }

    @Test func expansionIncludesOnceKeepsVersionFirstAndMapsLines() throws {
        let sources = GLSLSourceTree(files: [
            "a.frag": "// header\n#version 300 es\n#include \"c.glsl\"\n#include \"b.glsl\"\nvoid main() {}\n",
            "b.glsl": "#include \"c.glsl\"\nfloat b;\n",
            "c.glsl": "float c;\n",
        ])
        let expanded = try sources.expand("a.frag")
        #expect(expanded.source == "#version 300 es\n// header\nfloat c;\nfloat b;\nvoid main() {}\n")
        #expect(
            expanded.lineMap.map(\.description) == [
                "Shaders/a.frag:2", "Shaders/a.frag:1", "Shaders/c.glsl:1", "Shaders/b.glsl:2", "Shaders/a.frag:5",
            ])
        #expect(expanded.location(ofLine: 99) == nil)
    }

    @Test func compilerLogFormatsAreParsed() throws {
        #expect(ShaderLog.parse("0:12(3): error: syntax error")?.line == 12)
        #expect(ShaderLog.parse("0:12(3): error: syntax error")?.message == "error: syntax error")
        #expect(ShaderLog.parse("0(7) : error C0000: syntax error")?.line == 7)
        #expect(ShaderLog.parse("0(7) : error C0000: syntax error")?.message == "error C0000: syntax error")
        #expect(ShaderLog.parse("ERROR: 0:4: 'x' : undeclared identifier")?.line == 4)
        #expect(
            ShaderLog.parse("ERROR: 0:4: 'x' : undeclared identifier")?.message == "error: 'x' : undeclared identifier")
        #expect(ShaderLog.parse("warning: something") == nil)

        let expanded = try GLSLSourceTree(files: [
            "a.frag": "#version 300 es\n#include \"i.glsl\"\n", "i.glsl": "x\ny\n",
        ])
        .expand("a.frag")
        let mapped = ShaderLog.map(
            "0(3) : error C1: bad\nlinker says no\n", through: expanded, fallbackFile: "Shaders/a.frag")
        #expect(mapped == "Shaders/i.glsl:2: error C1: bad\nShaders/a.frag: linker says no")
    }

    @Test func embeddedShadersMatchTheShadersFolder() throws {
        let root = Paths.shaders
        var onDisk: [String: String] = [:]
        let extensions: Set<String> = ["vert", "frag", "glsl", "comp"]
        if let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) {
            for case let url as URL in walker where extensions.contains(url.pathExtension) {
                let relative = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
                onDisk[relative] = try String(contentsOf: url, encoding: .utf8)
            }
        }
        let stale = Set(onDisk.keys).union(ShaderSources.files.keys)
            .filter { onDisk[$0] != ShaderSources.files[$0] }.sorted()
        #expect(stale.isEmpty, "Sources/HaloGL/ShaderSources.swift is stale for \(stale): run scripts/embed-shaders.sh")
    }

    @Test func everyBuiltInShaderCompiles() throws {
        let sources = GLSLSourceTree.builtIn
        let stages = sources.files.keys.filter { !$0.hasPrefix("include/") }.sorted()
        let device = try GLDevice.open(environment: [:])
        try device.run {
            for name in stages {
                let stage: Int32 = name.hasSuffix(".vert") ? 0x8B31 : name.hasSuffix(".frag") ? 0x8B30 : 0x91B9
                do {
                    GL.deleteShader(try GLProgram.compile(name, type: stage, sources: sources))
                } catch {
                    Issue.record("\(error)")
                }
            }
        }
    }
}

// GL enums as Swift Int32 values for the tests (the CEGL module is HaloGL's, not the tests').
private let GL_RENDERER_VALUE: Int32 = 0x1F01
private let GL_MAX_TEXTURE_SIZE_VALUE: Int32 = 0x0D33

/// What the probe report says of a context, from its version and renderer strings.
@Suite struct ProbeReportTests {
    static func report(_ version: String, _ renderer: String) -> ProbeReport {
        ProbeReport(
            platform: "device", device: nil, vendor: "v", renderer: renderer, glVersion: "g", glslVersion: "s",
            contextVersion: version, maxTextureSize: 16384, floatRenderTargets: true, surfaceless: true,
            attempts: [])
    }

    @Test func computeNeedsOpenGLES31() {
        #expect(!Self.report("3.0", "NVIDIA H100").hasCompute)
        #expect(Self.report("3.1", "NVIDIA H100").hasCompute && Self.report("3.2", "NVIDIA H100").hasCompute)
        #expect(Self.report("3.0", "x").humanReadable().contains("no: the GPU path needs OpenGL ES 3.1"))
    }

    @Test func softwareRasterizersAreNamed() {
        for r in ["llvmpipe (LLVM 15.0.6, 256 bits)", "softpipe", "Google SwiftShader", "lavapipe"] {
            #expect(Self.report("3.2", r).isSoftwareRasterizer, "\(r)")
        }
        #expect(!Self.report("3.2", "NVIDIA H100 80GB HBM3/PCIe/SSE2").isSoftwareRasterizer)
    }
}
