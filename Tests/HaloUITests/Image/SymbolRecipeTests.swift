import Foundation
import HaloCPU
import HaloText
import Testing

import struct HaloCore.Rect
import struct HaloCore.TextItem
@testable import HaloUI

/// The variant rules of docs/symbols.md ("Variants by rule"): each composed name is rendered and
/// compared, pixel by pixel, with the same drawing composed independently: the plain symbol
/// rendered by the table path at the scaled size the rule states, and the ring, square or slash
/// at the positions its measures give. At a 60-point font the em is 72 points, so u (em / 24)
/// is 3 pixels: the circle is 60 across with a 6-pixel ring, the square 54 on a side, the slash
/// 6 wide with a 4.5-pixel gap either side. Every view is centred on the canvas's centre.
struct SymbolRecipeTests {
    /// The canvas's side, pixels.
    static let side = 120
    /// Its centre, where every symbol is centred.
    static let centre = 60.0
    /// The font size every symbol is drawn at (u = 3 pixels).
    static let font = 60.0

    /// The alpha of each pixel of `name` at font `size`, centred on a 120-pixel canvas.
    static func alpha(_ name: String, size: Double = font) throws -> [[Int]] {
        let image = try CPURenderer(threads: 1).render(
            ViewScene.scene(
                of: Image(systemName: name).font(.system(size: size)), width: Double(side), height: Double(side)))
        return (0..<side).map { y in (0..<side).map { x in Int(image[x, y].w) } }
    }

    /// The ink bounds of the table's Material icon for `name` in a font of `em` points, from the
    /// font's outlines (what the rule scales from).
    static func glyphInk(_ name: String, em: Double = font * 1.2) throws -> Rect {
        let icon = try #require(SymbolNames.material[name])
        let item = TextItem(
            spans: [TextItem.Span(text: icon)], font: TextItem.FontSpec(family: Image.symbolFamily, size: em),
            frame: Rect(x: 0, y: 0, width: 0, height: 0))
        let draws = try TextLayoutEngine.layout(item).draws()
        let first = try #require(draws.first).shape.frame
        return draws.dropFirst().reduce(first) { $0.union($1.shape.frame) }
    }

    /// The pixels (x, y) whose centres, taken from the canvas centre, pass `keep`.
    static func pixels(_ keep: (Double, Double) -> Bool) -> [(Int, Int)] {
        var out: [(Int, Int)] = []
        for y in 0..<side {
            for x in 0..<side where keep(Double(x) + 0.5 - centre, Double(y) + 0.5 - centre) { out.append((x, y)) }
        }
        return out
    }

    /// How many of `region`'s pixels differ by more than 96 between `a` and `want` (alpha).
    static func misses(_ a: [[Int]], _ want: (Int, Int) -> Int, in region: [(Int, Int)]) -> Int {
        region.filter { abs(a[$0.1][$0.0] - want($0.0, $0.1)) > 96 }.count
    }

    @Test func namesResolveByTheFirstRuleThatFits() {
        #expect(SymbolRecipe.resolve("heart") == SymbolRecipe(glyph: .icon("favorite_border")))
        #expect(SymbolRecipe.resolve("eye.slash") == SymbolRecipe(glyph: .icon("visibility_off")))
        #expect(SymbolRecipe.resolve("tag.fill") == SymbolRecipe(glyph: .icon("local_offer")))
        #expect(SymbolRecipe.resolve("star.circle") == SymbolRecipe(glyph: .icon("star_border"), enclosure: .circle))
        #expect(
            SymbolRecipe.resolve("star.circle.fill") == SymbolRecipe(glyph: .icon("star"), enclosure: .circleFill))
        #expect(SymbolRecipe.resolve("tag.square") == SymbolRecipe(glyph: .icon("local_offer"), enclosure: .square))
        #expect(SymbolRecipe.resolve("star.slash.fill") == SymbolRecipe(glyph: .icon("star"), slash: true))
        #expect(SymbolRecipe.resolve("7.square.fill") == SymbolRecipe(glyph: .text("7"), enclosure: .squareFill))
        #expect(SymbolRecipe.resolve("centsign.circle") == SymbolRecipe(glyph: .text("¢"), enclosure: .circle))
        // Rules do not nest, and a base outside the tables reaches nothing.
        #expect(SymbolRecipe.resolve("star.circle.slash") == nil)
        #expect(SymbolRecipe.resolve("no.such.symbol.circle") == nil)
        #expect(SymbolRecipe.resolve(".circle") == nil)
    }

    @Test func circleDrawsTheGlyphHalfSizeInsideARing() throws {
        let composed = try Self.alpha("star.circle")
        let base = try Self.alpha("star")
        let g = try Self.glyphInk("star")
        // The inner star: the plain star scaled so its longer side is 30 pixels (half the circle).
        let inner = try Self.alpha("star", size: Self.font * 30 / max(g.width, g.height))
        var bare = 0
        for degrees in stride(from: 0.0, to: 360, by: 5) {
            let (c, s) = (cos(degrees * .pi / 180), sin(degrees * .pi / 180))
            let (x, y) = (Int(Self.centre + 27 * c), Int(Self.centre + 27 * s))
            #expect(composed[y][x] > 200, "ring at \(degrees) degrees")
            if base[y][x] == 0 { bare += 1 }
            #expect(composed[Int(Self.centre + 33 * s)][Int(Self.centre + 33 * c)] < 20, "outside at \(degrees)")
        }
        #expect(bare > 20, "the plain star has ink where the ring is: \(72 - bare) of 72")
        let middle = Self.pixels { x, y in x * x + y * y < 21 * 21 }
        #expect(middle.filter { inner[$0.1][$0.0] > 200 }.count > 100)
        #expect(Self.misses(composed, { inner[$1][$0] }, in: middle) <= middle.count / 50)
        // The full-size star in the middle is not what is drawn there.
        #expect(Self.misses(composed, { base[$1][$0] }, in: middle) > middle.count / 10)
    }

    @Test func circleFillKnocksTheGlyphOutOfADisc() throws {
        let composed = try Self.alpha("star.circle.fill")
        let g = try Self.glyphInk("star.fill")
        let inner = try Self.alpha("star.fill", size: Self.font * 30 / max(g.width, g.height))
        let disc = Self.pixels { x, y in x * x + y * y < 28 * 28 }
        let middle = Self.pixels { x, y in x * x + y * y < 21 * 21 }
        // Ink everywhere in the disc but where the star is: 255 - the star's alpha.
        #expect(Self.misses(composed, { 255 - inner[$1][$0] }, in: disc) <= disc.count / 50)
        #expect(middle.filter { composed[$0.1][$0.0] < 55 }.count > 100, "the star is knocked out")
        #expect(Self.pixels { x, y in x * x + y * y > 32 * 32 }.allSatisfy { composed[$0.1][$0.0] < 20 })
    }

    @Test func squareDrawsTheGlyphInsideARoundedSquare() throws {
        let composed = try Self.alpha("star.square")
        let g = try Self.glyphInk("star")
        let inner = try Self.alpha("star", size: Self.font * 27 / max(g.width, g.height))
        // The square: 54 across (27 either side of the centre), a 6-pixel ring, 9-pixel corners.
        for t in stride(from: -12.0, through: 12, by: 3) {
            for (dx, dy) in [(24.0, t), (-24, t), (t, 24), (t, -24)] {
                #expect(composed[Int(Self.centre + dy)][Int(Self.centre + dx)] > 200, "ring at \(dx), \(dy)")
                #expect(composed[Int(Self.centre + dy * 30 / 24)][Int(Self.centre + dx * 30 / 24)] < 20)
            }
        }
        for (dx, dy) in [(26.0, 26.0), (-26, 26), (26, -26), (-26, -26)] {
            #expect(composed[Int(Self.centre + dy)][Int(Self.centre + dx)] < 20, "rounded corner \(dx), \(dy)")
        }
        let middle = Self.pixels { x, y in abs(x) < 17 && abs(y) < 17 }
        #expect(middle.filter { inner[$0.1][$0.0] > 200 }.count > 80)
        #expect(Self.misses(composed, { inner[$1][$0] }, in: middle) <= middle.count / 50)
    }

    @Test func squareFillKnocksTheGlyphOutOfARoundedSquare() throws {
        let composed = try Self.alpha("star.square.fill")
        let g = try Self.glyphInk("star.fill")
        let inner = try Self.alpha("star.fill", size: Self.font * 27 / max(g.width, g.height))
        let square = Self.pixels { x, y in abs(x) < 25 && abs(y) < 25 && (abs(x) < 17 || abs(y) < 17) }
        #expect(Self.misses(composed, { 255 - inner[$1][$0] }, in: square) <= square.count / 50)
        #expect(square.filter { composed[$0.1][$0.0] < 55 }.count > 80, "the star is knocked out")
        #expect(Self.pixels { x, y in max(abs(x), abs(y)) > 29 }.allSatisfy { composed[$0.1][$0.0] < 20 })
    }

    @Test func slashCrossesTheGlyphWithAGap() throws {
        let composed = try Self.alpha("star.slash")
        let base = try Self.alpha("star")
        let g = try Self.glyphInk("star")
        let s = max(g.width, g.height) / 2
        // The slash, top-left to bottom-right through the centre, 6 wide.
        for t in stride(from: -(s - 3), through: s - 3, by: 1) {
            #expect(composed[Int(Self.centre + t)][Int(Self.centre + t)] > 200, "slash at \(t)")
        }
        // Distance across the slash of a pixel's centre.
        func across(_ x: Double, _ y: Double) -> Double { abs(x - y) / 2.squareRoot() }
        // The gap: from 3 (the slash's edge) to 7.5 (3 + 4.5) across, nothing, where the star had ink.
        let gap = Self.pixels { x, y in (4.2...6.3).contains(across(x, y)) }
        #expect(gap.allSatisfy { composed[$0.1][$0.0] < 20 })
        #expect(gap.filter { base[$0.1][$0.0] > 200 }.count >= 5, "the plain star has ink in the gap")
        // Away from the slash, the plain star as it is.
        let rest = Self.pixels { x, y in across(x, y) > 8.5 }.filter {
            base[$0.1][$0.0] > 0 || composed[$0.1][$0.0] > 0
        }
        #expect(rest.count > 300)
        #expect(Self.misses(composed, { base[$1][$0] }, in: rest) <= rest.count / 50)
    }

    @Test func textNamesDrawInsideShapesToo() throws {
        // `7.circle`: the digit from the text font, inside the same ring as any glyph.
        let composed = try Self.alpha("7.circle")
        #expect(composed[Int(Self.centre)][Int(Self.centre + 27)] > 200)
        #expect(composed[Int(Self.centre)][Int(Self.centre - 27)] > 200)
        let middle = Self.pixels { x, y in x * x + y * y < 15 * 15 }
        #expect(middle.filter { composed[$0.1][$0.0] > 200 }.count > 30, "the digit inside")
        #expect(try Self.alpha("centsign").joined().filter { $0 > 200 }.count > 100)
    }
}
