import ArgumentParser
import Foundation
import HaloCore
import HaloText

/// `halo layout`: a text laid out as Halo draws it, as JSON: its lines (where each starts), each line's runs in
/// visual order (face, file), their glyphs (id, pen position, advance, character); the characters no installed
/// font has. For comparing with other text engines (scripts/text-peer.py runs pango-view beside it).
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print a text's layout as JSON: lines, runs with their fonts, glyphs with their positions.",
        discussion: """
            Lines are top to bottom; a line's "start" is its first character (Unicode scalars, counted from 0, \
            newlines included). Runs and glyphs are in visual order, left to right; "x" is a glyph's pen \
            position in points from the text block's left edge. Example: halo layout --width 200 'مرحبا world'
            """)

    @Argument(help: "The text (or give --file).")
    var text: String?

    @Option(help: "A UTF-8 file holding the text.")
    var file: String?

    @Option(help: "The font family (fontconfig).")
    var font = "DejaVu Sans"

    @Option(help: "The font size, points.")
    var size = 20.0

    @Option(help: "Wrap lines at this width, points (0: no wrapping).")
    var width = 0.0

    @Option(help: "Paragraph direction: auto (each paragraph's first strong character), ltr or rtl.")
    var direction = "auto"

    func validate() throws {
        guard (text == nil) != (file == nil) else { throw ValidationError("give the text, or --file, not both") }
        guard size.isFinite, size > 0, size <= 2000 else { throw ValidationError("--size must be in (0, 2000]") }
        guard width.isFinite, width >= 0 else { throw ValidationError("--width must be 0 or more") }
        guard ["auto", "ltr", "rtl"].contains(direction) else {
            throw ValidationError("--direction must be auto, ltr or rtl, got '\(direction)'")
        }
    }

    func run() throws {
        var string = text ?? ""
        if let file {
            guard let data = FileManager.default.contents(atPath: file) else {
                throw ValidationError("cannot read \(file)")
            }
            guard let decoded = String(data: data, encoding: .utf8) else {
                throw ValidationError("\(file) is not UTF-8 text")
            }
            string = decoded
        }
        guard string.count <= TextItem.maxLength else {
            throw ValidationError("the text has \(string.count) characters; at most \(TextItem.maxLength)")
        }
        var item = TextItem(
            spans: [TextItem.Span(text: string)], font: TextItem.FontSpec(family: font, size: size), color: .black,
            frame: Rect(x: 0, y: 0, width: width, height: 0), alignment: .leading)
        item.direction = direction == "ltr" ? .leftToRight : direction == "rtl" ? .rightToLeft : nil
        let layout: TextLayout
        do {
            layout = try TextLayoutEngine.layout(item)
        } catch let e as FontFace.FontError {
            throw ValidationError(e.description)
        }
        let left = layout.bounds.minX
        let lines: [[String: Any]] = layout.lines.map { line in
            let characters = line.runs.flatMap { $0.glyphs.map(\.character) }
            return [
                "start": characters.min() ?? -1,
                "runs": line.runs.map { run -> [String: Any] in
                    [
                        "family": run.face.family, "file": run.face.path,
                        "glyphs": run.glyphs.map { g -> [String: Any] in
                            ["id": g.id, "x": g.position.x - left, "advance": g.advance, "character": g.character]
                        },
                    ]
                },
            ]
        }
        let missing = layout.missing.map { "U+" + String($0.value, radix: 16, uppercase: true) }
        let json = try JSONSerialization.data(
            withJSONObject: ["lines": lines, "missing": missing], options: [.sortedKeys])
        print(String(decoding: json, as: UTF8.self))
    }
}
