import Foundation
import HaloTestSupport
import Testing

/// docs/swiftui-coverage.md (written by scripts/swiftui-coverage.py, `make coverage`) adds up:
/// its totals line and its table of areas count the rows it lists, and every row has a status
/// and, unless drawn, a reason. Regenerating it is the script's job; this only reads it.
@Suite struct SwiftUICoverageTests {
    static let statuses = ["drawn", "accepted", "not provided"]

    /// One table row's cells, split at the `|`s that are not escaped.
    static func cells(_ line: String) -> [String] {
        let marker = "\u{1}"
        return line.replacingOccurrences(of: "\\|", with: marker)
            .split(separator: "|", omittingEmptySubsequences: false)
            .dropFirst().dropLast()
            .map { $0.replacingOccurrences(of: marker, with: "|").trimmingCharacters(in: .whitespaces) }
    }

    /// The counts of "N rows: a drawn, b accepted, c not provided." (or "Totals: N rows: ...").
    static func counts(_ line: Substring) -> [Int]? {
        let numbers = line.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        let words = ["rows:", "drawn,", "accepted,", "not provided."]
        guard numbers.count == 4, words.allSatisfy({ line.contains($0) }) else { return nil }
        return numbers
    }

    @Test func totalsMatchTheRows() throws {
        let text = try String(contentsOf: RepoPaths.file("docs/swiftui-coverage.md"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var tableOfAreas: [String: [Int]] = [:]  // area -> rows, drawn, accepted, not provided
        var sectionLine: [String: [Int]] = [:]
        var counted: [String: [String: Int]] = [:]
        var totals: [Int]?
        var section = ""
        for line in lines {
            if line.hasPrefix("## ") {
                section = String(line.dropFirst(3))
                continue
            }
            if line.hasPrefix("Totals: ") {
                totals = Self.counts(line)
                continue
            }
            if section == "Totals", line.hasPrefix("| [") {
                let c = Self.cells(String(line))
                if c.count == 6 {
                    let area = String(c[0].dropFirst().prefix { $0 != "]" })
                    tableOfAreas[area] = c[1...4].compactMap { Int($0) }
                }
                continue
            }
            if counted[section] == nil, let c = Self.counts(line), sectionLine[section] == nil, section != "Totals" {
                sectionLine[section] = c
                counted[section] = [:]
                continue
            }
            if counted[section] != nil, line.hasPrefix("| `") {
                let c = Self.cells(String(line))
                try #require(c.count == 5, "a row of five cells: \(line)")
                #expect(Self.statuses.contains(c[3]), "status '\(c[3])' in \(line)")
                #expect(c[3] == "drawn" || !c[4].isEmpty, "a row that is not drawn says why: \(line)")
                counted[section, default: [:]][c[3], default: 0] += 1
            }
        }
        let total = try #require(totals, "no 'Totals: N rows: ...' line")
        #expect(!tableOfAreas.isEmpty && Set(tableOfAreas.keys) == Set(counted.keys), "areas: \(counted.keys)")
        var sum = [0, 0, 0, 0]
        for (area, byStatus) in counted {
            let rows = Self.statuses.map { byStatus[$0, default: 0] }
            let expected = [rows.reduce(0, +)] + rows
            #expect(sectionLine[area] == expected, "\(area): its line says \(sectionLine[area] ?? [])")
            #expect(tableOfAreas[area] == expected, "\(area): the totals table says \(tableOfAreas[area] ?? [])")
            sum = zip(sum, expected).map { $0 + $1 }
        }
        #expect(total == sum, "the totals line says \(total), the rows add up to \(sum)")
        #expect(sum[0] > 1000, "SwiftUI's surface has thousands of declarations, the document \(sum[0])")
    }
}
