import Foundation
import HaloTestSupport
import HaloUI
import Testing

/// HaloUI keeps its floor plan (docs/architecture.md, "HaloUI's floor plan"): folders by SwiftUI
/// area with nothing loose, one body for every primitive, every task local in one file, and
/// tests in folders that mirror the sources'.
@Suite struct FloorPlanTests {
    static let sources = RepoPaths.file("Sources/HaloUI")
    static let tests = RepoPaths.file("Tests/HaloUITests")

    /// Every Swift file under `root`, relative to it.
    static func swiftFiles(_ root: URL) -> [String] {
        let e = FileManager.default.enumerator(atPath: root.path)
        var out: [String] = []
        while let f = e?.nextObject() as? String {
            if f.hasSuffix(".swift") { out.append(f) }
        }
        return out.sorted()
    }

    /// The lines of the HaloUI sources that contain `needle`, as "path:line".
    static func lines(containing needle: String) throws -> [String] {
        try swiftFiles(sources).flatMap { f in
            try String(contentsOf: sources.appendingPathComponent(f), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                .filter {
                    $0.element.contains(needle) && !$0.element.trimmingCharacters(in: .whitespaces).hasPrefix("//")
                }
                .map { "\(f):\($0.offset + 1)" }
        }
    }

    @Test func nothingIsLooseButTheModuleFile() {
        let loose = Self.swiftFiles(Self.sources).filter { !$0.contains("/") }
        #expect(loose == ["HaloUI.swift"], "loose files at HaloUI's top: \(loose)")
        #expect(Self.swiftFiles(Self.sources).count > 100)
    }

    @Test func everyPrimitiveHasTheOneBody() throws {
        let bodies = try Self.lines(containing: "var body: Never")
        #expect(bodies.count == 1 && bodies.first?.hasPrefix("View/PrimitiveView.swift:") == true, "\(bodies)")
        // Primitives of every area take it.
        #expect(EmptyView.Body.self == Never.self)
        #expect(Text.Body.self == Never.self)
        #expect(ZStack<EmptyView>.Body.self == Never.self)
        #expect(Rectangle.Body.self != Never.self, "a shape has a body: the shape view it makes")
    }

    @Test func everyTaskLocalIsDeclaredInTheAmbientFile() throws {
        let declared = try Self.lines(containing: "@TaskLocal")
        #expect(declared.count >= 14)
        #expect(declared.allSatisfy { $0.hasPrefix("Runtime/Ambient.swift:") }, "\(declared)")
    }

    @Test func theTestFoldersMirrorTheSources() throws {
        let own: Set = ["Seeds", "Corpus"]
        let folders = Set(Self.swiftFiles(Self.tests).map { ($0 as NSString).deletingLastPathComponent })
        #expect(!folders.contains(""), "tests loose at HaloUITests' top")
        for folder in folders where !own.contains(folder) {
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(
                atPath: Self.sources.appendingPathComponent(folder).path, isDirectory: &isFolder)
            #expect(exists && isFolder.boolValue, "Tests/HaloUITests/\(folder) has no Sources/HaloUI/\(folder)")
        }
    }
}
