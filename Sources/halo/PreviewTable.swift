import Foundation

/// One line of the preview runner's output: a preview listed, started or drawn.
struct PreviewRow: Codable {
    /// "list" (every preview, first), "start" (before drawing it) or "done".
    var event: String
    /// The preview's name.
    var name: String
    /// Where it is declared ("File.swift:12", or a provider's type name).
    var source: String
    /// The canvas, points.
    var width: Double?
    var height: Double?
    /// How long it took to size, make and draw (and write), milliseconds.
    var milliseconds: Double?
    /// The PNG and clip written, file names in the output folder.
    var png: String?
    var clip: String?
    /// Why it failed, when it did.
    var error: String?
}

/// The table `halo previews` prints: preview, source, size, milliseconds, result.
struct PreviewTable {
    let rows: [PreviewRow]
    let sources: PreviewSources

    /// Each row's cells.
    var cells: [[String]] {
        rows.map { row in
            let size = row.width.map { "\(Self.number($0))x\(Self.number(row.height ?? 0))" } ?? "-"
            let ms = row.milliseconds.map { String(format: "%.0f", $0) } ?? "-"
            let result =
                row.error.map { "error: " + $0.replacingOccurrences(of: "\n", with: " ") }
                ?? ([row.png, row.clip].compactMap { $0 }.joined(separator: ", "))
            return [row.name, row.source, size, ms, result]
        }
    }

    static let header = ["preview", "source", "size", "ms", "result"]

    /// Columns padded to their widest cell.
    var text: String {
        let all = [Self.header] + cells
        let widths = Self.header.indices.map { c in all.map { $0[c].count }.max() ?? 0 }
        return all.map { row in
            row.enumerated().map { c, cell in
                c == row.count - 1 ? cell : cell.padding(toLength: widths[c], withPad: " ", startingAt: 0)
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }

    /// A Markdown table (for docs).
    var markdown: String {
        let escape = { (cell: String) in cell.replacingOccurrences(of: "|", with: "\\|") }
        var lines = ["| " + Self.header.joined(separator: " | ") + " |", "|" + String(repeating: " --- |", count: 5)]
        lines += cells.map { "| " + $0.map(escape).joined(separator: " | ") + " |" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A size without a needless ".0".
    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }
}
