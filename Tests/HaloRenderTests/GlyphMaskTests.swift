import Foundation
@testable import HaloCPU
import HaloCatalog
@testable import HaloCore
import HaloEffects
import HaloText
import Testing

/// Plain glyphs are drawn from coverage masks: each glyph's exact area at its origin rounded to a
/// quarter pixel, computed once per outline, scale and phase (`GlyphMasks`, `Planner.glyphPlan`).
@Suite struct GlyphMaskTests {
    /// `text` in DejaVu Sans 20 points, its frame's left edge (the first glyph's origin) at `x`,
    /// black on white.
    static func frame(x: Double, text: String = "Halo aa", width: Int = 120) throws -> Image {
        let text = TextItem(
            spans: [.init(text: text)], font: .init(family: "DejaVu Sans", size: 20), color: RGBA(0, 0, 0),
            frame: Rect(x: x, y: 10, width: 100, height: 30), alignment: .leading)
        let scene = Scene(
            canvas: Canvas(width: Double(width), height: 50, background: .white), layers: [Layer(items: [.text(text)])])
        return try CPURenderer(threads: 2).render(try SceneTimeline(scene: scene, name: "masks").scene(at: 0))
    }

    @Test func originsRoundToAQuarterPixel() throws {
        // One glyph whose origin is the frame's edge: 0.1 pixel right rounds to the same quarter
        // (the same bytes); 0.2 to the next (other coverage).
        let h = try Self.frame(x: 10, text: "H")
        #expect(try Self.frame(x: 10.1, text: "H") == h)
        #expect(try Self.frame(x: 10.2, text: "H") != h)
        #expect(try Self.frame(x: 10.25, text: "H") == (try Self.frame(x: 10.2, text: "H")))
        // A whole pixel: the same masks, one pixel to the right.
        let at = try Self.frame(x: 10)
        let moved = try Self.frame(x: 11)
        var differing = 0
        for y in 0..<at.height {
            for x in 0..<(at.width - 1) where at[x, y] != moved[x + 1, y] { differing += 1 }
        }
        #expect(differing == 0)
        #expect(moved != at)
    }

    @Test func aRecolouredGlyphKeepsItsMask() throws {
        // The same text in another colour reuses the last frame's geometry (the masks' rectangles)
        // and paints it again: the bytes a fresh renderer draws, in the new colour.
        func scene(_ colour: RGBA) throws -> Scene {
            let text = TextItem(
                spans: [.init(text: "Halo")], font: .init(family: "DejaVu Sans", size: 20), color: colour,
                frame: Rect(x: 10, y: 10, width: 100, height: 30), alignment: .leading)
            let scene = Scene(
                canvas: Canvas(width: 120, height: 50, background: .white), layers: [Layer(items: [.text(text)])])
            return try SceneTimeline(scene: scene, name: "recolour").scene(at: 0)
        }
        let kept = CPURenderer(threads: 2)
        let black = try kept.render(try scene(RGBA(0, 0, 0)))
        let red = try kept.render(try scene(RGBA(1, 0, 0)))
        #expect(red == (try CPURenderer(threads: 2).render(try scene(RGBA(1, 0, 0)))))
        #expect(red != black)
        #expect((0..<red.height).contains { y in (0..<red.width).contains { red[$0, y] == SIMD4(255, 0, 0, 255) } })
    }

    @Test func repeatedGlyphsShareTheirMasks() throws {
        let masks = GlyphMasks()
        let face = try FontLibrary.shared.face(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
        let a = face.glyphOutline(glyph: face.shape("a")[0].glyph)
        #expect(a === face.glyphOutline(glyph: face.shape("a")[0].glyph))
        let scale = SIMD2(20 / face.unitsPerEm, 20 / face.unitsPerEm)
        let first = try #require(masks.mask(a, scale: scale, phase: SIMD2(1, 0)))
        #expect(masks.mask(a, scale: scale, phase: SIMD2(1, 0)) === first)
        #expect(masks.made == 1)
        _ = masks.mask(a, scale: scale, phase: SIMD2(2, 0))
        #expect(masks.made == 2)
        // A mask is a function of its key: made again, the same texels.
        let again = try #require(GlyphMasks.make(GlyphMasks.Flat(a, scale: scale), a, phase: SIMD2(1, 0)))
        #expect(again.level?.texels == first.level?.texels && first.level != nil)
        #expect((again.x, again.y, again.width, again.height) == (first.x, first.y, first.width, first.height))
    }

    /// The table keeps the outlines its masks were made from: a freed outline's address, reused by
    /// another glyph's outline, would otherwise find the first glyph's mask.
    @Test func theTableKeepsItsOutlines() throws {
        let masks = GlyphMasks()
        let square = [
            Contour(
                start: Point(0, 0), elements: [.line(Point(100, 0)), .line(Point(100, 100)), .line(Point(0, 100))],
                closed: true)
        ]
        weak var released: GlyphOutline?
        do {
            let outline = GlyphOutline(contours: square, name: "square")
            released = outline
            _ = try #require(masks.mask(outline, scale: SIMD2(0.1, 0.1), phase: .zero))
        }
        #expect(released != nil, "the outline was freed while its mask stayed in the table")
    }

    @Test func aMaskAtTheWrongPhaseIsCaught() throws {
        // The masked text against the exact area of its outlines where the layout put them, not
        // at the rounded origins the masks are drawn at: off by far more than two steps.
        let entry = try #require(SceneCatalog.entry(named: "text_plain_17pt"))
        let draws = entry.scene.layers.flatMap(\.allDraws)
        let shapes = draws.flatMap { d in
            let m = d.transform.matrix(frame: d.shape.frame)
            return d.shape.outlines(inset: 0).map { $0.flattened(tolerance: 0.001).points.map(m.apply) }
        }
        var plain = entry.scene
        plain.canvas.background = .clear
        plain.layers = [
            Layer(
                draws: draws.map {
                    var d = $0
                    d.paint = .solid(.white)
                    return d
                })
        ]
        let ref = AreaCoverageTests.reference(
            shapes, width: plain.canvas.pixelWidth, height: plain.canvas.pixelHeight)
        let (d, _) = AreaCoverageTests.worst(try CPURenderer(threads: 2).render(plain), ref)
        #expect(d > AreaCoverageTests.tolerance, "\(d * 255)/255")
    }

    @Test func aPixelRectanglesCoverageIsWholeAsComputed() throws {
        // A glyph mask's rectangle: its coverage through `coverageRows` is 1 inside and 0
        // outside, bit for bit, which `DrawRun` takes without computing it.
        let rect = PixelRect(x: 13, y: 7, width: 21, height: 30)
        let (x0, y0, x1, y1) = (Float(rect.x), Float(rect.y), Float(rect.maxX), Float(rect.maxY))
        let segments = [Segment(SIMD2(x1, y0), SIMD2(x1, y1)), Segment(SIMD2(x0, y1), SIMD2(x0, y0))]
        #expect(DrawRun.pixelRect(segments) == rect)
        #expect(DrawRun.pixelRect(segments.map { Segment($0.p1, $0.p0) }.reversed()) == rect)
        #expect(DrawRun.pixelRect([segments[0], Segment(SIMD2(x0, y0), SIMD2(x0, y1))]) == nil, "same direction")
        #expect(DrawRun.pixelRect([segments[0], Segment(SIMD2(x0 + 0.5, y1), SIMD2(x0 + 0.5, y0))]) == nil)
        let region = PixelRect(x: 0, y: 0, width: 64, height: 64)
        let (list, tiles, covers) = Tiler(region: region).bin(segments)
        let plan = DrawPlan(
            segments: segments, list: list, tiles: tiles, covers: covers,
            paint: PaintPlan(kind: PaintPlan.solidKind, colors: [SIMD4(1, 1, 1, 1)], locations: [0], params: .zero),
            opacity: 1, localFromPixel: LocalMap(x: SIMD3(1, 0, 0), y: SIMD3(0, 1, 0)))
        let u = DrawInput(plan)
        var checked = 0
        for (i, tile) in tiles.enumerated() {
            let px = tilePixels(tile, in: region)
            var rows = [[Float]](repeating: [Float](repeating: -1, count: px.width), count: px.height)
            rows.withUnsafeMutableBufferPointer { r in
                for y in px.y..<px.maxY {
                    r[y - px.y].withUnsafeMutableBufferPointer { row in
                        u.coverageRow(
                            y, px.x..<px.maxX, i, tileY: Int(tile.y), Int(tile.z), Int(tile.w), into: row.baseAddress!)
                    }
                }
            }
            for y in px.y..<px.maxY {
                for x in px.x..<px.maxX {
                    let inside = x >= rect.x && x < rect.maxX && y >= rect.y && y < rect.maxY
                    #expect(rows[y - px.y][x - px.x] == (inside ? 1 : 0), "(\(x), \(y))")
                    checked += 1
                }
            }
        }
        #expect(checked >= rect.width * rect.height)
    }

    @Test func aGlyphInASceneFileKeepsItsMask() throws {
        // A lowered scene written and read back draws its glyphs from masks again: the same bytes.
        let entry = try #require(SceneCatalog.entry(named: "text_plain_17pt"))
        let back = try Scene.load(json: try entry.scene.jsonData())
        #expect(back.layers.flatMap(\.allDraws).contains { $0.shape.glyph != nil })
        #expect(try CPURenderer(threads: 2).render(back) == (try CPURenderer(threads: 2).render(entry.scene)))
    }

    @Test func aBadGlyphIsRefusedByName() throws {
        func scene(_ glyph: String, contours: String = #"[{"start": [0, 0], "elements": [["L", 5, 5]]}]"#) -> String {
            #"{"canvas": {"width": 10, "height": 10}, "layers": [{"draws": [{"shape": {"type": "path", "#
                + #""contours": \#(contours), "glyph": \#(glyph)}, "paint": "black"}]}]}"#
        }
        let outline = #"[{"start": [0, 0], "elements": [["L", 500, 500]]}]"#
        let cases: [(String, String, String)] = [
            (#"{"outline": \#(outline), "scale": 0, "origin": [0, 0]}"#, "", "scale: must be > 0, got 0.0"),
            (#"{"outline": \#(outline), "scale": 0.01, "origin": [0, 0], "size": 3}"#, "", "size"),
            (
                #"{"outline": \#(outline), "scale": 0.01, "origin": [0, 0]}"#,
                #"[{"start": [0, {"keyframes": [{"time": 0, "value": 0}, {"time": 1, "value": 5}]}], "#
                    + #""elements": [["L", 5, 5]]}]"#,
                "cannot be animated"
            ),
        ]
        for (glyph, contours, message) in cases {
            let json = contours.isEmpty ? scene(glyph) : scene(glyph, contours: contours)
            do {
                _ = try Scene.load(json: Data(json.utf8))
                Issue.record("accepted \(glyph)")
            } catch {
                #expect("\(error)".contains(message), "\(error)")
                #expect("\(error)".contains("glyph") || "\(error)".contains("contours"), "\(error)")
            }
        }
    }

    @Test func texelsRoundAsRoundfDoes() {
        // Every whole number and half up to 256 and the Floats either side of them, then every 97th
        // Float from 0 to 256.
        var wrong: [Float] = [], checked = 0
        func check(_ v: Float) {
            checked += 1
            if GlyphMasks.roundedHalfUp(v) != UInt32(v.rounded()) { wrong.append(v) }
        }
        for k in 0...512 {
            let v = Float(k) / 2
            for x in [v, v.nextUp, v.nextDown] where x >= 0 { check(x) }
        }
        var bits: UInt32 = 0
        while Float(bitPattern: bits) < 256 {
            check(Float(bitPattern: bits))
            bits += 97
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
        #expect(checked > 10_000_000)
        // The byte of a coverage, clamped first.
        #expect(GlyphMasks.byte(-0.1) == 0 && GlyphMasks.byte(2) == 255 && GlyphMasks.byte(0.5) == 128)
    }
}
