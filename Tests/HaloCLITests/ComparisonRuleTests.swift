import Foundation
import HaloTestSupport
import Testing

/// The rule that keeps image comparisons honest, enforced over every test source.
///
/// Rule: no Swift file under Tests/ calls `ImageDiff.compare` or a tolerance's `accepts(`
/// itself (outside comments); image comparisons go through `ImageCheck.match`, which takes a
/// negative control it checks is rejected and checks the expected image has ink, or
/// `ImageCheck.rejects`, which is a negative control. The exceptions are `ImageCheck.swift`
/// (the helper) and the files in `allowed`, each with its reason.
///
/// Out of the rule's reach: images compared with `==`, which a text scan cannot tell from any
/// other `==`.
@Suite struct ComparisonRuleTests {
    /// Files that may compare directly, and why: only where a comparison is itself the negative
    /// control.
    static let allowed: [String: String] = [
        "Tests/HaloTestSupport/ImageCheck.swift": "the helper: the one place that compares",
        "Tests/HaloRenderTests/ComparisonTests.swift":
            "tests ImageDiff and Tolerance themselves: each comparison there is the control that a perturbed "
            + "or wrong frame is rejected, on which every other test's comparison rests",
    ]

    /// What the rule forbids, built from parts so this file does not match itself.
    static let forbidden = ["ImageDiff" + ".compare", "." + "accepts("]

    /// The lines of `source` (1-based) whose code, comments left out, has a forbidden call.
    static func violations(in source: String) -> [(line: Int, text: String)] {
        code(of: source).split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { i, line in
            forbidden.contains { line.contains($0) } ? (i + 1, line.trimmingCharacters(in: .whitespaces)) : nil
        }
    }

    /// `source` with its `//` and `/* */` comments blanked (newlines kept); a `//` inside a
    /// string literal is not a comment.
    static func code(of source: String) -> String {
        var out = ""
        var inString = false, lineComment = false, blockDepth = 0
        var previous: Character = " "
        var chars = source.makeIterator()
        var next = chars.next()
        while let c = next {
            next = chars.next()
            if lineComment {
                if c == "\n" {
                    lineComment = false
                    out.append(c)
                }
            } else if blockDepth > 0 {
                if c == "*" && next == "/" {
                    blockDepth -= 1
                    next = chars.next()
                } else if c == "/" && next == "*" {
                    blockDepth += 1
                    next = chars.next()
                } else if c == "\n" {
                    out.append(c)
                }
            } else if !inString && c == "/" && next == "/" {
                lineComment = true
            } else if !inString && c == "/" && next == "*" {
                blockDepth = 1
                next = chars.next()
            } else {
                if c == "\"" && previous != "\\" { inString.toggle() }
                out.append(c)
            }
            previous = c
        }
        return out
    }

    /// Every Swift file under Tests/, by its path from the repository's root.
    static func testSources() throws -> [String: String] {
        let root = RepoPaths.root
        var files: [String: String] = [:]
        let walk = FileManager.default.enumerator(at: RepoPaths.file("Tests"), includingPropertiesForKeys: nil)
        while let url = walk?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let path = url.standardizedFileURL.path.replacingOccurrences(
                of: root.standardizedFileURL.path + "/", with: "")
            files[path] = try String(contentsOf: url, encoding: .utf8)
        }
        return files
    }

    @Test func everyComparisonHasItsNegativeControl() throws {
        let files = try Self.testSources()
        #expect(files.count > 50, "the scan found \(files.count) test files under \(RepoPaths.file("Tests").path)")
        for (path, source) in files.sorted(by: { $0.key < $1.key }) where Self.allowed[path] == nil {
            for v in Self.violations(in: source) {
                let problem = "compares images without a negative control (use ImageCheck.match or ImageCheck.rejects)"
                Issue.record("\(path):\(v.line): \(problem): \(v.text)")
            }
        }
        // The allowed files exist and still compare directly (a stale exception is removed).
        for path in Self.allowed.keys {
            let source = try #require(files[path], "\(path) is allowed but not found")
            #expect(!Self.violations(in: source).isEmpty, "\(path) no longer compares directly: drop it from allowed")
        }
    }

    @Test func theScanFindsADirectComparisonAndSkipsComments() {
        // COMPARE and ACCEPTS stand for the forbidden calls, so the scan of this file does not see them.
        let source = """
            // COMPARE(expected: a, actual: b) in a comment is fine
            let url = "https://example.com" // and so is ACCEPTS here
            /* a block: Tolerance.standardACCEPTSm) */
            #expect(Tolerance.standardACCEPTSCOMPARE(expected: a, actual: b)))
            let m = COMPARE(expected: a, actual: b)
            #expect(a == b, "\\(COMPARE(expected: b, actual: a).summary)")
            """
        let text = source.replacingOccurrences(of: "COMPARE", with: Self.forbidden[0])
            .replacingOccurrences(of: "ACCEPTS", with: Self.forbidden[1])
        #expect(Self.violations(in: text).map(\.line) == [4, 5, 6])
    }
}
