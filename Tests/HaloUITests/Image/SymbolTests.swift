import Foundation
import HaloCPU
import HaloText
import Testing

import struct HaloCore.Scene
import struct HaloCore.TextItem
@testable import HaloUI
import HaloTestSupport

/// `Image(systemName:)` draws the Material icon Halo's table names, sized by the font in force,
/// in the foreground style; `resizable()` stretches its ink to the frame.
struct SymbolTests {
    @Test func everyTableNameIsOneGlyphOfTheIconFont() throws {
        // Each Material name is a ligature of the font: shaped, it is exactly one glyph with ink.
        #expect(SymbolNames.material.count >= 150)
        let face = try FontLibrary.shared.face(TextItem.FontSpec(family: Image.symbolFamily, size: 24))
        var failures: [String] = []
        for (sf, icon) in SymbolNames.material {
            let glyphs = face.shape(icon, kerning: true)
            if glyphs.count != 1 || glyphs[0].glyph == 0 { failures.append("\(sf) -> \(icon): \(glyphs.count) glyphs") }
        }
        #expect(failures.isEmpty, "\(failures.sorted().prefix(10))")
        // A name the font lacks shapes to one glyph per letter: the check above can fail.
        #expect(face.shape("no_such_icon_name", kerning: true).count > 1)
    }

    /// The bounds of the pixels a view covers at more than half alpha.
    static func inkBox<V: View>(_ view: V, _ w: Int = 120, _ h: Int = 120) throws -> (Int, Int, Int, Int)? {
        let image = try CPURenderer(threads: 1).render(ViewScene.scene(of: view, width: Double(w), height: Double(h)))
        var box: (Int, Int, Int, Int)? = nil
        for y in 0..<h {
            for x in 0..<w where image[x, y].w > 127 {
                box = box.map { (min($0.0, x), min($0.1, y), max($0.2, x), max($0.3, y)) } ?? (x, y, x, y)
            }
        }
        return box
    }

    @Test func aSymbolIsAsLargeAsItsFontAndTakesTheForeground() throws {
        let small = try #require(try Self.inkBox(Image(systemName: "star.fill").font(.system(size: 20))))
        let large = try #require(try Self.inkBox(Image(systemName: "star.fill").font(.system(size: 40))))
        let (hs, hl) = (small.3 - small.1 + 1, large.3 - large.1 + 1)
        // Twice the font, twice the ink (within a pixel of rounding), and about the font's size.
        #expect(abs(hl - 2 * hs) <= 2, "\(hs) vs \(hl)")
        #expect(hl >= 30 && hl <= 48, "a 40-point star is \(hl) pixels tall")
        let red = try CPURenderer(threads: 1).render(
            ViewScene.scene(
                of: Image(systemName: "circle.fill").font(.system(size: 40)).foregroundColor(.red), width: 60,
                height: 60))[30, 30]
        let want = Color.red.rgba
        #expect(
            red
                == SIMD4(
                    UInt8((want.r * 255).rounded()), UInt8((want.g * 255).rounded()), UInt8((want.b * 255).rounded()),
                    255),
            "\(red)")
        // The outline and the filled heart differ: the filled one covers its centre.
        let filled = try CPURenderer(threads: 1).render(
            ViewScene.scene(of: Image(systemName: "heart.fill").font(.system(size: 40)), width: 60, height: 60))
        let outline = try CPURenderer(threads: 1).render(
            ViewScene.scene(of: Image(systemName: "heart").font(.system(size: 40)), width: 60, height: 60))
        #expect(filled[30, 30].w == 255 && outline[30, 30].w == 0)
        // imageScale(.large) is 1.3 times the medium symbol.
        let scaled = try #require(
            try Self.inkBox(Image(systemName: "star.fill").imageScale(.large).font(.system(size: 20))))
        #expect(abs(Double(scaled.3 - scaled.1 + 1) - 1.3 * Double(hs)) <= 2)
    }

    @Test func aResizableSymbolFillsItsFrame() throws {
        let box = try #require(
            try Self.inkBox(Image(systemName: "stop.fill").resizable().frame(width: 50, height: 80), 100, 100))
        // A square's ink stretched to the frame, centred: x 25..<75, y 10..<90, to the pixel.
        #expect(box.0 == 25 && box.2 == 74 && box.1 == 10 && box.3 == 89, "\(box)")
    }

    @Test func docsListEveryName() throws {
        let doc = try String(contentsOf: RepoPaths.file("docs/symbols.md"), encoding: .utf8)
        let rows = doc.split(separator: "\n").filter { $0.hasPrefix("| `") }
        #expect(rows.count == SymbolNames.material.count)
        for (sf, icon) in SymbolNames.material { #expect(doc.contains("| `\(sf)` | `\(icon)` |"), "\(sf)") }
    }

    @Test func aNameOutsideTheTableDrawsNothingAndFailsNothing() throws {
        let scene = try ViewScene.scene(
            of: HStack {
                Image(systemName: "no.such.symbol")
                Color.blue.frame(width: 10, height: 10)
            }, width: 40, height: 40)
        #expect(scene.layers.flatMap(\.allDraws).count == 1)
    }

    @Test func everyTextNameIsGlyphsOfTheTextFont() throws {
        // Each text symbol's characters are glyphs of DejaVu Sans Bold itself: none is missing (glyph 0).
        #expect(SymbolNames.text.count >= 100)
        let spec = TextItem.FontSpec(family: SymbolNames.textFamily, size: 24, weight: SymbolNames.textWeight)
        let face = try FontLibrary.shared.face(spec)
        #expect(face.path.hasSuffix("DejaVuSans-Bold.ttf"), "\(face.path)")
        var failures: [String] = []
        for (sf, text) in SymbolNames.text {
            let glyphs = face.shape(text, kerning: true)
            if glyphs.count != text.unicodeScalars.count || glyphs.contains(where: { $0.glyph == 0 }) {
                failures.append("\(sf) -> \(text)")
            }
        }
        #expect(failures.isEmpty, "\(failures.sorted().prefix(10))")
        // A character the face lacks (U+20BC, the manat sign) shapes to glyph 0: the check can fail.
        #expect(face.shape("\u{20BC}", kerning: true).first?.glyph == 0)
    }

    @Test func theRankedNamesInTheDocsDraw() throws {
        // docs/symbols.md ranks SF Symbols names by use in public SwiftUI code; a row says how the
        // name is drawn or "-" for not drawn. At least 1,500 draw, and each row tells the truth.
        let doc = try String(contentsOf: RepoPaths.file("docs/symbols.md"), encoding: .utf8)
        let rows = doc.split(separator: "\n").filter { $0.hasPrefix("| ") && $0.dropFirst(2).first?.isNumber == true }
        var drawn = 0
        var wrong: [String] = []
        for (i, row) in rows.enumerated() {
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 5, Int(cells[0]) == i + 1 else {
                wrong.append("row \(i + 1): \(row)")
                continue
            }
            let name = cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            let says = cells[4] != "-"
            if says { drawn += 1 }
            if says != (SymbolRecipe.resolve(name) != nil) { wrong.append(name) }
        }
        #expect(rows.count >= 1500)
        #expect(drawn >= 1500, "\(drawn) ranked names draw")
        #expect(wrong.isEmpty, "\(wrong.prefix(10))")
        for (sf, text) in SymbolNames.text { #expect(doc.contains("| text: \(text) | `\(sf)` |"), "\(sf)") }
    }
}
