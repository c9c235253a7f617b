import Foundation
import HaloCatalog
import HaloCore
@testable import HaloGL
import HaloTestSupport
import Testing

/// Each frame runs a variant of the fine stage compiled with only the features it uses
/// (`FineFeatures`, the switches of Shaders/fine.comp): on llvmpipe, which executes every branch
/// of a shader under a lane mask, the whole stage made the harmonic's one shader effect cost a
/// second a 1080p frame (docs/performance.md, "Generated shaders on llvmpipe"). A variant must
/// leave out that code and render the same bytes as the whole stage.
@Suite struct FineVariantTests {
    /// The functions the whole stage calls for every command of every pixel on llvmpipe, each
    /// behind a switch: draws and their image, gradient and mesh paints, blur, colour matrix, blend modes.
    static let switchedCalls = [
        "drawColor", "imageColor", "gradientColor", "meshColor", "gaussianSample", "filteredColor", "blendMode",
    ]

    /// A renderer that runs the whole stage for every frame (made once: each renderer compiles it).
    static let whole = Result { () throws -> GPURenderer in
        let gpu = try GPURenderer(device: try SharedGPU.renderer().device)
        gpu.wholeFineStage = true
        return gpu
    }

    /// The encoding of a bench scene's frame at 1080p, t = 0.5 s.
    static func encoding(_ scene: String) throws -> FrameEncoding {
        let entry = try #require(BenchScenes.entry(named: scene))
        return EncodedFrame(Planner.plan(try entry.displayList(1920, 1080, 0.5))).encoding
    }

    /// fine.comp with `features`, through glslangValidator's preprocessor (`-E`).
    static func preprocessed(_ features: FineFeatures) throws -> String {
        let expanded = try GLSLSourceTree.builtIn.expand("fine.comp", defines: features.defines)
        let dir = try TemporaryDirectory.make("halo-fine-variant")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("fine.comp")
        try expanded.source.write(to: file, atomically: true, encoding: .utf8)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: ShaderValidationTests.validator)
        p.arguments = ["-E", file.path]
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(p.terminationStatus == 0, "glslangValidator -E: \(text.suffix(400))")
        return text
    }

    /// How often `name(` occurs in `text` as a whole name: its definition, plus one a call.
    static func occurrences(of name: String, in text: String) throws -> Int {
        text.matches(of: try Regex("\\b\(name)\\(")).count
    }

    @Test func theSwitchesAreFineCompsSwitches() throws {
        let source = try #require(GLSLSourceTree.builtIn.files["fine.comp"])
        let declared = source.matches(of: try Regex("#ifndef (HALO_[A-Z_]+)")).compactMap {
            $0.output[1].substring.map(String.init)
        }
        #expect(declared == FineFeatures.names)
        // Each switch guards code: fine.comp or paint.glsl tests it.
        let guarded = source + (GLSLSourceTree.builtIn.files["include/paint.glsl"] ?? "")
        for name in FineFeatures.names {
            #expect(guarded.contains("#if \(name)") || guarded.contains("\(name) != 0"), "\(name) guards nothing")
        }
    }

    @Test func theHarmonicFrameLeavesOutWhatItNeverRuns() throws {
        #expect(FineFeatures(try Self.encoding("harmonic")).on == ["HALO_LAYERS", "HALO_EFFECTS"])
        // The control: the glow's frame has draws, gradient strokes and blurred layers.
        let glow = FineFeatures(try Self.encoding("intelligence-glow")).on
        #expect(glow.isSuperset(of: ["HALO_DRAWS", "HALO_GRADIENTS", "HALO_LAYERS", "HALO_BLUR"]), "\(glow)")
    }

    @Test(.enabled(if: ShaderValidationTests.hasValidator, "glslangValidator is not installed"))
    func theHarmonicsStageCallsNoneOfTheSwitchedCode() throws {
        let harmonic = try Self.preprocessed(FineFeatures(try Self.encoding("harmonic")))
        let whole = try Self.preprocessed(.all)
        for name in Self.switchedCalls {
            // Defined in both (a function nobody calls costs nothing), called only in the whole stage.
            #expect(try Self.occurrences(of: name, in: harmonic) == 1, "the harmonic's variant calls \(name)")
            #expect(try Self.occurrences(of: name, in: whole) > 1, "the whole stage does not call \(name)")
        }
    }

    @Test(
        "A frame's variant renders the whole stage's bytes", .enabled(if: SharedGPU.available),
        arguments: SceneCatalog.all)
    func variantRendersTheWholeStagesBytes(_ entry: SceneCatalog.Entry) throws {
        let expected = try Self.whole.get().render(entry.scene)
        #expect(try GPUFrames.frame(entry) == expected, "\(entry.name)")
    }

    @Test(.enabled(if: SharedGPU.available))
    func aVariantWithoutAFeatureItUsesRendersOtherBytes() throws {
        // The control of the test above: the glow compiled without its blur is another frame.
        let entry = try #require(BenchScenes.entry(named: "intelligence-glow"))
        let list = try entry.displayList(160, 90, 0.5)
        let gpu = try GPURenderer(device: try SharedGPU.renderer().device)
        let right = try gpu.render(list)
        gpu.switchedOff = ["HALO_BLUR"]
        #expect(try gpu.render(list) != right)
        gpu.switchedOff = []
        gpu.wholeFineStage = true
        #expect(try gpu.render(list) == right)
    }
}
