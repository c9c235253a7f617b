import Foundation
import Testing
@testable import HaloGL
import HaloTestSupport

/// Every shader compiled offline by glslangValidator (Debian glslang-tools, installed by
/// `make setup`) for the GLSL ES version it declares, after the same #include expansion the
/// live driver gets.
@Suite struct ShaderValidationTests {
    static let validator = "/usr/bin/glslangValidator"

    /// Validates one program file of `sources`; returns (passed, output with original locations).
    static func validate(_ name: String, _ sources: GLSLSourceTree) throws -> (Bool, String) {
        let expanded = try sources.expand(name)
        let dir = try TemporaryDirectory.make("halo-glslang")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent((name as NSString).lastPathComponent)
        try expanded.source.write(to: file, atomically: true, encoding: .utf8)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: validator)
        p.arguments = [file.path]
        let out = Pipe()
        p.standardOutput = out
        p.standardError = out
        try p.run()
        var text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        // glslang says "ERROR: 0:LINE: ..."; name the original file and line.
        for m in text.matches(of: try Regex("0:(\\d+):")) {
            if let line = Int(m.output[1].substring ?? ""), let loc = expanded.location(ofLine: line) {
                text += "\n  line \(line) is \(loc)"
            }
        }
        return (p.terminationStatus == 0, text)
    }

    static var programs: [String] {
        GLSLSourceTree.builtIn.files.keys.filter { [".vert", ".frag", ".comp"].contains(where: $0.hasSuffix) }.sorted()
    }

    @Test func glslangValidatorIsInstalled() {
        #expect(FileManager.default.isExecutableFile(atPath: Self.validator), "install glslang-tools (make setup does)")
    }

    /// Whether glslangValidator is installed (`glslangValidatorIsInstalled` fails where not).
    static var hasValidator: Bool { FileManager.default.isExecutableFile(atPath: validator) }

    @Test(
        "Each shader program compiles offline",
        .enabled(if: hasValidator, "glslangValidator is not installed"), arguments: programs)
    func programCompiles(_ name: String) throws {
        let (ok, output) = try Self.validate(name, .builtIn)
        #expect(ok, "Shaders/\(name):\n\(output)")
        // Compute shaders need GLSL ES 3.10; the rest keep to 3.00.
        let version = name.hasSuffix(".comp") ? "#version 310 es" : "#version 300 es"
        #expect(GLSLSourceTree.builtIn.files[name]!.hasPrefix(version), "Shaders/\(name) must declare \(version) first")
    }

    @Test func everyIncludeIsCompiledThroughAProgram() throws {
        let included = Set(try Self.programs.flatMap { try GLSLSourceTree.builtIn.expand($0).lineMap.map(\.file) })
        for f in GLSLSourceTree.builtIn.files.keys where f.hasSuffix(".glsl") {
            #expect(
                included.contains { $0.hasSuffix(f) },
                "Shaders/\(f) is not included by any program, so nothing validates it")
        }
    }

    @Test(.enabled(if: hasValidator, "glslangValidator is not installed"))
    func aSyntaxErrorFailsValidationAndNamesTheFile() throws {
        var files = GLSLSourceTree.builtIn.files
        let broken = files["include/area.glsl"]!.replacingOccurrences(
            of: "return min(abs(area), 1.0);", with: "return min(abs(area), 1.0)  // missing semicolon\n")
        #expect(broken != files["include/area.glsl"])
        files["include/area.glsl"] = broken
        let (ok, output) = try Self.validate("fine.comp", GLSLSourceTree(files: files))
        #expect(!ok)
        #expect(output.contains("include/area.glsl:"), "\(output)")
    }
}
