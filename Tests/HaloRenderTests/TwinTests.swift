import Foundation
import HaloCore
@testable import HaloGL
import Testing

/// Every shader has a Swift twin of the same name with the same functions, and the constants
/// the two sides share are equal.
@Suite struct TwinTests {
    static func shaderFiles() throws -> [String] {
        let e = FileManager.default.enumerator(atPath: Paths.shaders.path)
        var out: [String] = []
        while let f = e?.nextObject() as? String {
            if [".vert", ".frag", ".glsl", ".comp"].contains(where: f.hasSuffix) { out.append(f) }
        }
        return out.sorted()
    }

    /// The twin's file name: the shader's base name, capitalised, ".swift".
    static func twinName(_ shader: String) -> String {
        let base = (shader as NSString).lastPathComponent.split(separator: ".")[0]
        return base.prefix(1).uppercased() + base.dropFirst() + ".swift"
    }

    @Test func everyShaderHasATwinWithItsFunctions() throws {
        let shaders = try Self.shaderFiles()
        #expect(shaders.count >= 4)
        for shader in shaders {
            let twin = Paths.cpuSources.appendingPathComponent(Self.twinName(shader))
            guard let swift = try? String(contentsOf: twin, encoding: .utf8) else {
                Issue.record("Shaders/\(shader) has no twin \(twin.path)"); continue
            }
            let glsl = try String(contentsOf: Paths.shaders.appendingPathComponent(shader), encoding: .utf8)
            let pattern = try Regex("(?m)^(?:float|vec[234]|int|bool|void|uint)\\s+(\\w+)\\s*\\(")
            let names = glsl.matches(of: pattern).compactMap { $0.output[1].substring.map(String.init) }
            for name in names where name != "main" || shader.hasSuffix(".frag") {
                #expect(swift.contains("func \(name)("), "Shaders/\(shader): \(name) has no twin in \(twin.lastPathComponent)")
            }
        }
    }

    @Test func everyTwinHasAShader() throws {
        let twins = Set(try Self.shaderFiles().map(Self.twinName))
        let sources = try FileManager.default.contentsOfDirectory(atPath: Paths.cpuSources.path)
        // The renderer, its pixel buffers, the coverage it keeps between frames, its rounding
        // to bytes and the twins' sums arranged a draw and a row at a time (checked against
        // the twins by FineTwinTests, CoverageCullingTests and BlurRowsTests) are the only
        // files that are not twins.
        let nonTwins: Set = ["CPURenderer.swift", "Target.swift", "BlurRows.swift", "RowRuns.swift",
                               "CoverageCache.swift", "DrawRows.swift", "Resolve.swift"]
        for f in sources where f.hasSuffix(".swift") && !nonTwins.contains(f) {
            #expect(twins.contains(f), "HaloCPU/\(f) is not the twin of any shader")
        }
    }

    static func constant(_ name: String, in file: String) throws -> Double? {
        let text = try String(contentsOf: Paths.shaders.appendingPathComponent(file), encoding: .utf8)
        let m = text.firstMatch(of: try Regex("const\\s+\\w+\\s+\(name)\\s*=\\s*([0-9.]+)"))
        return m.flatMap { Double($0.output[1].substring ?? "") }
    }

    @Test func sharedConstantsAreEqual() throws {
        #expect(try Self.constant("tileSize", in: "include/frame.glsl") == Double(FramePlan.tileSize))
        #expect(try Self.constant("commandWords", in: "include/frame.glsl") == Double(FineCommand.wordCount))
        #expect(try Self.constant("drawStride", in: "include/frame.glsl") == Double(FrameBuffers.drawStride))
        #expect(try Self.constant("layerStride", in: "include/frame.glsl") == Double(FrameBuffers.layerStride))
        #expect(try Self.constant("maxStops", in: "include/paint.glsl") == Double(Paint.maxStops))
        #expect(try Self.constant("maxRadius", in: "include/gaussian.glsl") == Double(GaussianKernel.maxRadius))
        // Tags are unsigned literals ("1u"); the pattern reads their digits.
        let frame = try String(contentsOf: Paths.shaders.appendingPathComponent("include/frame.glsl"), encoding: .utf8)
        #expect(frame.contains("const uint drawTag = \(FineCommand.drawTag)u;"))
        #expect(frame.contains("const uint layerTag = \(FineCommand.layerTag)u;"))
        #expect(frame.contains("const uint noClip = 0xFFFFFFFFu;") && FineCommand.noClip == 0xFFFF_FFFF)
        // The segment layout: one vec4, (p0.x, p0.y, p1.x, p1.y); a tile's covers fill whole vec4s.
        #expect(Segment(Point(1, 2), Point(3, 4)).floats == [1, 2, 3, 4])
    }
}
