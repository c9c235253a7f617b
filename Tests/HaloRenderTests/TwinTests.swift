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

    /// Where the CPU twins are: every file there is the twin of a shader.
    static let twinsFolder = Paths.cpuSources.appendingPathComponent("Twins")
    /// The one twin outside it: ycbcr.comp's, which HaloCore shares with the video sinks.
    static let sharedTwin = "Sources/HaloCore/Image/YCbCr.swift"

    /// The twin of a shader, relative to the repository: in HaloCPU/Twins, named as the shader
    /// (the name compared without case), or the shared one.
    static func twinPath(_ shader: String) throws -> String {
        if twinName(shader).lowercased() == (sharedTwin as NSString).lastPathComponent.lowercased() {
            return sharedTwin
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: twinsFolder.path)
        let name = files.first { $0.lowercased() == twinName(shader).lowercased() } ?? twinName(shader)
        return "Sources/HaloCPU/Twins/\(name)"
    }

    /// The functions a GLSL file defines, in order: every definition at the start of a line,
    /// whatever it returns (a struct such as `Kernel` too), but not `main`.
    static func glslFunctions(_ glsl: String) throws -> [String] {
        let pattern = try Regex(#"(?m)^[A-Za-z_]\w*\s+([A-Za-z_]\w*)\s*\([^;{]*\)\s*\{"#)
        return glsl.matches(of: pattern).compactMap { $0.output[1].substring.map(String.init) }.filter { $0 != "main" }
    }

    @Test func everyShaderHasATwinWithItsFunctionsInOrder() throws {
        let shaders = try Self.shaderFiles()
        #expect(shaders.count >= 4)
        for shader in shaders {
            let twin = Paths.repo.appendingPathComponent(try Self.twinPath(shader))
            guard let swift = try? String(contentsOf: twin, encoding: .utf8) else {
                Issue.record("Shaders/\(shader) has no twin \(twin.path)")
                continue
            }
            let glsl = try String(contentsOf: Paths.shaders.appendingPathComponent(shader), encoding: .utf8)
            var last: String.Index? = nil, lastName = ""
            for name in try Self.glslFunctions(glsl) {
                guard let at = swift.range(of: "func \(name)(") ?? swift.range(of: "func \(name)<") else {
                    Issue.record("Shaders/\(shader): \(name) has no twin in \(twin.lastPathComponent)")
                    continue
                }
                if let last, at.lowerBound < last {
                    let order = "\(name) comes after \(lastName) there, before it in \(twin.lastPathComponent)"
                    Issue.record("Shaders/\(shader): \(order)")
                }
                last = at.lowerBound
                lastName = name
            }
        }
    }

    @Test func theFunctionListCatchesAnyReturnType() throws {
        let glsl =
            "ivec4 pixel(int x, int y) {\n}\nKernel layerKernel(int l,\n    int pass) {\n}\nvoid main() {\n}\n"
            + "vec4 prototype(int i);\nuniform int uLayer;\n"
        #expect(try Self.glslFunctions(glsl) == ["pixel", "layerKernel"])
    }

    @Test func everyFileInTheTwinsFolderIsTheTwinOfAShader() throws {
        let twins = Set(try Self.shaderFiles().map(Self.twinName))
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.twinsFolder.path)
        #expect(files.count >= 11, "Sources/HaloCPU/Twins holds \(files.count) files")
        for f in files {
            #expect(twins.contains(f), "HaloCPU/Twins/\(f) is the twin of no shader: move it beside the folder")
        }
    }

    /// A shader's header names its twin (`// Twin: Sources/...`), and that is the file checked.
    @Test func everyShaderNamesItsTwinInItsHeader() throws {
        for shader in try Self.shaderFiles() {
            let glsl = try String(contentsOf: Paths.shaders.appendingPathComponent(shader), encoding: .utf8)
            let header = glsl.split(separator: "\n").prefix(12).first { $0.hasPrefix("// Twin: ") }
            let named = header.map { String($0.dropFirst("// Twin: ".count).prefix { $0 != " " && $0 != "(" }) }
            let expected = try Self.twinPath(shader)
            #expect(
                named.map { $0 == expected || $0 == expected + "." } == true,
                "Shaders/\(shader) names \(named ?? "no twin"), not \(expected)")
        }
    }

    @Test func constantsFileIsGeneratedFromSwift() throws {
        let url = Paths.shaders.appendingPathComponent("include/constants.glsl")
        let file = try String(contentsOf: url, encoding: .utf8)
        #expect(file == ShaderConstants.glsl, "Shaders/include/constants.glsl is stale: run make shaders")
        #expect(file.contains("const int tileSize = \(FramePlan.tileSize);"))
    }

    @Test func sharedLayoutsAreEqual() throws {
        // The segment layout: one vec4, (p0.x, p0.y, p1.x, p1.y); covers are one Float a row.
        #expect(Segment(Point(1, 2), Point(3, 4)).floats == [1, 2, 3, 4])
        // The shaders name the constants instead of repeating their numbers.
        for file in ["include/frame.glsl", "include/paint.glsl", "include/gaussian.glsl", "fine.comp", "blur.comp"] {
            let text = try String(contentsOf: Paths.shaders.appendingPathComponent(file), encoding: .utf8)
            #expect(!text.contains("const int tileSize"), "Shaders/\(file) repeats a generated constant")
            #expect(!text.contains("paintKind == 1"), "Shaders/\(file) names a paint kind by number")
        }
    }
}
