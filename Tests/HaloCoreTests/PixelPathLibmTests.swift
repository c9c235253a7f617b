import Foundation
import Testing

/// The modules that compute pixels call no transcendental function of the platform's libm, whose
/// last bits differ between CPUs and glibc releases: their object files, as the build left them,
/// import none of those symbols. `sqrt` and `fmod` are allowed: IEEE 754 makes both exact, so every
/// libm returns the same bits.
@Suite("Pixel path without libm")
struct PixelPathLibmTests {
    /// The modules whose arithmetic can reach a pixel (HaloGL's shaders run on the GPU, which
    /// keeps its own functions).
    static let modules = [
        "HaloMath", "HaloRows", "HaloRowsAVX2", "HaloCore", "HaloCPU", "HaloText", "HaloEffects", "HaloCatalog",
        "HaloIO", "HaloRender", "HaloUI", "Combine", "CoreGraphics", "Metal", "HaloSnapshotTesting",
    ]

    /// libm's functions whose results are not fixed by IEEE 754, double and float forms.
    static let inexact: Set<String> = {
        let names = [
            "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh",
            "exp", "exp2", "exp10", "expm1", "log", "log2", "log10", "log1p", "pow", "cbrt", "hypot", "erf", "erfc",
            "tgamma", "lgamma", "sincos",
        ]
        return Set(names + names.map { $0 + "f" })
    }()

    /// SwiftPM's products folder: the one holding the test bundle; nil where the objects are not
    /// beside it (another build system).
    static let products: URL? = {
        let dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let probe = dir.appendingPathComponent("HaloCore.build")
        return FileManager.default.fileExists(atPath: probe.path) ? dir : nil
    }()

    /// The inexact libm symbols the object files of `module` import, with the files: in each
    /// build of it SwiftPM made (`NAME.build`, and `NAME-tool.build` where a macro made it build
    /// the module for the host too).
    static func libmCalls(_ module: String) throws -> [String] {
        let root = try #require(products)
        let dirs = ["\(module).build", "\(module)-tool.build"].map { root.appendingPathComponent($0) }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
        try #require(!dirs.isEmpty, "no build of \(module) in \(root.path)")
        var found: [String] = []
        for dir in dirs {
            let objects = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".o") }
            for object in objects.sorted() {
                for name in try undefinedSymbols(dir.appendingPathComponent(object)) where inexact.contains(name) {
                    found.append("\(dir.lastPathComponent)/\(object): \(name)")
                }
            }
        }
        return found
    }

    /// The symbols an object file uses but does not define, from binutils' nm.
    static func undefinedSymbols(_ object: URL) throws -> [String] {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/nm")
        p.arguments = ["-u", "--format=posix", object.path]
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        try #require(p.terminationStatus == 0, "nm failed on \(object.path)")
        return text.split(separator: "\n").map { String($0.split(separator: " ").first ?? "") }
    }

    static let canInspect = products != nil && FileManager.default.isExecutableFile(atPath: "/usr/bin/nm")

    @Test(
        "No pixel-path module imports an inexact libm function",
        .enabled(if: canInspect, "needs SwiftPM's object files and binutils' nm"), arguments: modules)
    func noLibm(_ module: String) throws {
        let calls = try Self.libmCalls(module)
        #expect(calls.isEmpty, "\(module) calls libm: \(calls.joined(separator: ", ")); use PortableMath")
    }

    /// A call of the platform's sine, kept out of line so its object file imports `sin`.
    @inline(never)
    static func platformSine(_ x: Double) -> Double { Foundation.sin(x) }

    /// The inspection finds a libm call where there is one: this test module's own call above.
    @Test("The inspection finds a libm call", .enabled(if: canInspect, "needs SwiftPM's object files and nm"))
    func inspectionFindsLibm() throws {
        #expect(Self.platformSine(0.5) > 0.47)
        let calls = try Self.libmCalls("HaloCoreTests")
        #expect(calls.contains { $0.hasSuffix("/PixelPathLibmTests.swift.o: sin") }, "\(calls)")
    }
}
