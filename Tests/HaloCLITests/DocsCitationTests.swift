import Foundation
import Testing

/// Every type, member and file README.md and docs/ cite in backticks exists: a renamed or
/// removed name (`CompositePass`, `tile.vert`, `Scene.load(from:)`) fails here until the
/// docs follow.
@Suite struct DocsCitationTests {
    /// Names the docs cite that are not Halo's: SwiftUI's and Foundation's, Y4M's tags, files
    /// on a GPU server or in `../shared`, and SwiftUI views Halo does not have yet.
    static let external: Set<String> = [
        "C420jpeg", "C444", "XCOLORRANGE", "JSONDecoder", "NaN", "VectorArithmetic", "AnimatableIgnored",
        "ProgressView", "Toggle", "Spacer", "GeometryReader", "Double.random", "LIBRARIES.txt", "10_nvidia.json",
        "50_mesa.json", "SEMANTICS.md", "floor.py",
    ]

    static let repo = HaloBinary.repo

    /// Every Swift source of the package and the example, as one text.
    static let sources: String = {
        var text = ""
        for dir in ["Sources", "Tests", "examples/seeds/Sources"] {
            let root = repo.appendingPathComponent(dir)
            let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
            while let url = walk?.nextObject() as? URL {
                guard url.pathExtension == "swift" else { continue }
                text += (try? String(contentsOf: url, encoding: .utf8)) ?? ""
                text += "\n"
            }
        }
        return text
    }()

    /// Every file's name and path in the repository (not build folders), and each source
    /// folder's name (a module).
    static let files: Set<String> = {
        var names: Set<String> = []
        let walk = FileManager.default.enumerator(at: repo, includingPropertiesForKeys: nil)
        while let url = walk?.nextObject() as? URL {
            let path = url.path.replacingOccurrences(of: repo.path + "/", with: "")
            if path.hasPrefix(".build") || path.hasPrefix(".git") || path.contains("/.build") {
                walk?.skipDescendants()
                continue
            }
            names.insert(url.lastPathComponent)
            names.insert(path)
        }
        return names
    }()

    static func matches(_ pattern: String, in text: String) -> [[String]] {
        let regex = try! NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { m in
            (0..<m.numberOfRanges).map { i in
                Range(m.range(at: i), in: text).map { String(text[$0]) } ?? ""
            }
        }
    }

    /// Declared type names, module names and source files' base names.
    static let types: Set<String> = {
        var names = Set(
            matches(#"\b(?:struct|enum|class|protocol|typealias|actor|extension)\s+([A-Z][A-Za-z0-9_]*)"#, in: sources)
                .map { $0[1] })
        for dir in ["Sources", "Tests", "examples/seeds/Sources"] {
            let items =
                (try? FileManager.default.contentsOfDirectory(atPath: repo.appendingPathComponent(dir).path)) ?? []
            names.formUnion(items)
        }
        names.formUnion(files.filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) })
        // Folders (FuzzCorpus) and the manifest's targets (HaloSeedPorts).
        names.formUnion(files.filter { !$0.contains(".") && !$0.contains("/") })
        let manifest = (try? String(contentsOf: repo.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
        names.formUnion(matches(#"name: "([A-Za-z0-9]+)""#, in: manifest).map { $0[1] })
        return names
    }()

    /// Declared member names (functions, properties, cases).
    static let members = Set(
        matches(#"\b(?:func|var|let|case)\s+`?([a-zA-Z_][A-Za-z0-9_]*)"#, in: sources).map { $0[1] })

    /// What is wrong with a citation, or nil when it names something that exists.
    static func problem(_ cited: String) -> String? {
        if external.contains(cited) { return nil }
        let file = #"[\w./+-]+\.(swift|glsl|comp|vert|frag|json|md|sh|py|txt)"#
        if cited.range(of: "^\(file)$", options: .regularExpression) != nil {
            let name = (cited as NSString).lastPathComponent
            // Paths on a server (/usr/share/...) and in ../shared are not the repository's.
            if files.contains(cited) || files.contains(name) || cited.hasPrefix("../shared/") || cited.hasPrefix("/") {
                return nil
            }
            return "no file \(cited)"
        }
        let symbol = #"^([A-Z][A-Za-z0-9]*)((?:\.[a-zA-Z][A-Za-z0-9]*)*)(\([a-zA-Z0-9_:]*\))?$"#
        guard let m = matches(symbol, in: cited).first else { return nil }
        if !types.contains(m[1]) { return "no type \(m[1])" }
        for part in m[2].split(separator: ".").map(String.init) {
            if part.first!.isUppercase ? !types.contains(part) : !(members.contains(part) || part == "init") {
                return "no \(part) in \(cited)"
            }
        }
        return nil
    }

    @Test func citedNamesExist() throws {
        let docs = try FileManager.default.contentsOfDirectory(atPath: Self.repo.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
        var problems: [String] = []
        for doc in ["README.md"] + docs {
            var text = try String(contentsOf: Self.repo.appendingPathComponent(doc), encoding: .utf8)
            // Code blocks are commands and JSON, not citations.
            text = text.replacingOccurrences(of: "(?s)```.*?```", with: "", options: .regularExpression)
            for m in Self.matches("`([^`\n]+)`", in: text) {
                if let p = Self.problem(m[1].trimmingCharacters(in: .whitespaces)) { problems.append("\(doc): \(p)") }
            }
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test func aMissingNameIsCaught() {
        #expect(Self.problem("CompositePass") != nil)
        #expect(Self.problem("Shaders/tile.vert") != nil)
        #expect(Self.problem("Scene.loadFromNowhere(from:)") != nil)
        #expect(Self.problem("SceneDocument.scene(at:)") == nil)
        #expect(Self.problem("Shaders/fine.comp") == nil)
    }
}
