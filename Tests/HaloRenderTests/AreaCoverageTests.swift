import Foundation
import HaloCore
import HaloCatalog
import HaloCPU
import Testing
import HaloTestSupport

/// Coverage is the exact area of each pixel inside the shape: every pixel of edge-heavy
/// scenes within 2/255 of a reference computed independently from the shapes' own geometry.
///
/// The reference samples 256 sub-rows per pixel row and is exact along each sub-row (the
/// nonzero-winding intervals of the shape's polygon, flattened within 0.001 px), so its own
/// error is below 1/512 of a pixel's area. (A 16 x 16 grid of point samples errs by up to
/// 1/16 on an axis-aligned edge, 8 times the tolerance, so it cannot judge 2/255.)
@Suite struct AreaCoverageTests {
    static let size = 64
    static let tolerance = 2.0 / 255

    /// A circle of `n` points, clockwise on screen from 3 o'clock (reversed: counter-clockwise).
    static func circle(_ c: Point, _ r: Double, reversed: Bool = false) -> [Point] {
        arc(c, r, 0, 2 * Double.pi).dropLast().reversedIf(reversed)
    }

    /// Points on the arc from angle a0 to a1 (radians, clockwise on screen), within 0.001 px.
    static func arc(_ c: Point, _ r: Double, _ a0: Double, _ a1: Double) -> [Point] {
        let n = max(2, Int((abs(a1 - a0) / (2 * acos(1 - 0.001 / r))).rounded(.up)))
        return (0...n).map { k in
            let a = a0 + (a1 - a0) * Double(k) / Double(n)
            return Point(c.x + r * cos(a), c.y + r * sin(a))
        }
    }

    /// The rectangle a line from `a` to `b` of half width `hw` with butt ends covers.
    static func band(_ a: Point, _ b: Point, _ hw: Double) -> [Point] {
        let n = (b - a).normalized.perpendicular * hw
        return [a + n, b + n, b - n, a - n]
    }

    /// A card whose corners (radius 12) hold dash ends.
    static let card = Rect(x: 6.4, y: 8.3, width: 50.2, height: 40.6)

    /// The point and outward normal at arc length s along the card's outline with circular
    /// corners of radius 12: from just after the top-left corner, clockwise (top, top-right
    /// corner, right, ...), as docs/semantics.md places it.
    static func cardPoint(_ s: Double) -> (Point, Point) {
        let r = 12.0, f = card
        // The point at angle a on a corner's circle around c, and its outward normal.
        func arcPoint(_ c: Point, _ a: Double) -> (Point, Point) {
            (Point(c.x + r * cos(a), c.y + r * sin(a)), Point(cos(a), sin(a)))
        }
        let w = f.width - 2 * r, h = f.height - 2 * r, quarter = Double.pi / 2 * r
        let parts: [(length: Double, at: (Double) -> (Point, Point))] = [
            (w, { (Point(f.x + r + $0, f.y), Point(0, -1)) }),
            (quarter, { arcPoint(Point(f.maxX - r, f.y + r), -Double.pi / 2 + $0 / r) }),
            (h, { (Point(f.maxX, f.y + r + $0), Point(1, 0)) }),
            (quarter, { arcPoint(Point(f.maxX - r, f.maxY - r), $0 / r) }),
            (w, { (Point(f.maxX - r - $0, f.maxY), Point(0, 1)) }),
            (quarter, { arcPoint(Point(f.x + r, f.maxY - r), Double.pi / 2 + $0 / r) }),
            (h, { (Point(f.x, f.maxY - r - $0), Point(-1, 0)) }),
            (quarter, { arcPoint(Point(f.x + r, f.y + r), Double.pi + $0 / r) }),
        ]
        var rest = s
        for p in parts {
            if rest <= p.length { return p.at(rest) }
            rest -= p.length
        }
        return parts[parts.count - 1].at(parts[parts.count - 1].length)
    }

    /// The card's dashes (on, off, from its start) as polygons: each side of the centreline
    /// offset along the outline's own normal, sampled every 0.02 px, ends square to it.
    static func cardDashes(on: Double, off: Double, halfWidth hw: Double) -> [[Point]] {
        let r = 12.0
        let length = 2 * (card.width - 2 * r) + 2 * (card.height - 2 * r) + 2 * Double.pi * r
        var out: [[Point]] = []
        var s0 = 0.0
        while s0 < length {
            let s1 = min(s0 + on, length)
            let n = max(2, Int(((s1 - s0) / 0.02).rounded(.up)))
            let samples = (0...n).map { cardPoint(s0 + (s1 - s0) * Double($0) / Double(n)) }
            out.append(samples.map { $0.0 + $0.1 * hw } + samples.reversed().map { $0.0 - $0.1 * hw })
            s0 += on + off
        }
        return out
    }

    /// The rectangle from (x0, y0) to (x1, y1), clockwise on screen.
    static func rect(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> [Point] {
        [Point(x0, y0), Point(x1, y0), Point(x1, y1), Point(x0, y1)]
    }

    /// Per pixel, the area inside the nonzero fill of `contours`.
    static func reference(_ contours: [[Point]], width: Int, height: Int) -> [Double] {
        var edges: [(Point, Point)] = []
        for c in contours { for i in c.indices { edges.append((c[i], c[(i + 1) % c.count])) } }
        var out = [Double](repeating: 0, count: width * height)
        let rows = 256
        for py in 0..<height {
            let near = edges.filter { min($0.0.y, $0.1.y) <= Double(py + 1) && max($0.0.y, $0.1.y) >= Double(py) }
            for j in 0..<rows {
                let y = Double(py) + (Double(j) + 0.5) / Double(rows)
                var crossings: [(x: Double, w: Int)] = []
                for (a, b) in near where (a.y <= y) != (b.y <= y) {
                    crossings.append((a.x + (y - a.y) * (b.x - a.x) / (b.y - a.y), b.y > a.y ? 1 : -1))
                }
                crossings.sort { $0.x < $1.x }
                var winding = 0
                for (k, c) in crossings.enumerated() {
                    winding += c.w
                    guard winding != 0, k + 1 < crossings.count else { continue }
                    let x0 = max(c.x, 0), x1 = min(crossings[k + 1].x, Double(width))
                    guard x1 > x0 else { continue }
                    for px in Int(x0.rounded(.down))...min(Int(x1.rounded(.up)) - 1, width - 1) {
                        let inside = min(x1, Double(px + 1)) - max(x0, Double(px))
                        if inside > 0 { out[py * width + px] += inside / Double(rows) }
                    }
                }
            }
        }
        return out
    }

    /// A 64 x 64 scene of white draws on a transparent canvas.
    static func scene(_ draws: [Draw]) -> Scene {
        Scene(canvas: Canvas(width: Double(size), height: Double(size)), layers: [Layer(draws: draws)])
    }

    static func line(_ a: Point, _ b: Point, width: Double) -> Draw {
        Draw(
            shape: Shape(contours: [Contour(start: a, elements: [.line(b)], closed: false)]), operation: .stroke,
            style: StrokeStyle(lineWidth: width), paint: .solid(.white))
    }

    /// The edge-heavy cases: a Halo scene and the polygons of the same shapes.
    static let cases: [(name: String, scene: Scene, shape: [[Point]])] = {
        let c = Point(32.3, 31.7)
        let frame = { (r: Double) in Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r) }
        // Dashes of 9 on, 4 off from 3 o'clock: annular sectors with radial (butt) ends.
        let r = 22.1, hw = 2.5
        var dashes: [[Point]] = []
        var s = 0.0
        while s < 2 * Double.pi * r {
            let e = min(s + 9, 2 * Double.pi * r)
            dashes.append(arc(c, r + hw, s / r, e / r) + arc(c, r - hw, e / r, s / r))
            s += 13
        }
        return [
            (
                "circle fill", scene([Draw(shape: Shape(kind: .circle, frame: frame(23.4)), paint: .solid(.white))]),
                [circle(c, 23.4)]
            ),
            (
                "circle stroke",
                scene([
                    Draw(
                        shape: Shape(kind: .circle, frame: frame(20.2)), operation: .stroke,
                        style: StrokeStyle(lineWidth: 7), paint: .solid(.white))
                ]),
                [circle(c, 23.7), circle(c, 16.7, reversed: true)]
            ),
            (
                "diagonal stroke", scene([line(Point(5.3, 7.1), Point(58.7, 41.9), width: 6)]),
                [band(Point(5.3, 7.1), Point(58.7, 41.9), 3)]
            ),
            (
                "dashes on a circle",
                scene([
                    Draw(
                        shape: Shape(kind: .circle, frame: frame(r)), operation: .stroke,
                        style: StrokeStyle(lineWidth: 2 * hw, dash: [9, 4]),
                        paint: .solid(.white))
                ]),
                dashes
            ),
            (
                "hairline 0.5 pt", scene([line(Point(4.2, 60.1), Point(60.3, 3.7), width: 0.5)]),
                [band(Point(4.2, 60.1), Point(60.3, 3.7), 0.25)]
            ),
            // A butt-capped trim of a circle: an annular sector with radial ends.
            (
                "trimmed circle, butt ends",
                scene([
                    Draw(
                        shape: Shape(kind: .circle, frame: frame(r)), operation: .stroke,
                        style: StrokeStyle(lineWidth: 2 * hw), paint: .solid(.white),
                        trimFrom: 0.1, trimTo: 0.35)
                ]),
                [arc(c, r + hw, 0.2 * Double.pi, 0.7 * Double.pi) + arc(c, r - hw, 0.7 * Double.pi, 0.2 * Double.pi)]
            ),
            // Butt-capped dashes around a rounded rectangle's circular corners.
            (
                "dashes on rounded corners",
                scene([
                    Draw(
                        shape: Shape(kind: .roundedRect, frame: Self.card, cornerRadius: 12, style: .circular),
                        operation: .stroke, style: StrokeStyle(lineWidth: 4, dash: [7, 3]), paint: .solid(.white))
                ]),
                Self.cardDashes(on: 7, off: 3, halfWidth: 2)
            ),
            // Thin horizontal edges: tiles that no slanted or vertical edge crosses.
            (
                "rectangle stroke 0.5 pt",
                scene([
                    Draw(
                        shape: Shape(kind: .rect, frame: Rect(x: 8.3, y: 10.6, width: 47.1, height: 40.2)),
                        operation: .stroke, style: StrokeStyle(lineWidth: 0.5), paint: .solid(.white))
                ]),
                [rect(8.05, 10.35, 55.65, 51.05), rect(8.55, 10.85, 55.15, 50.55).reversed()]
            ),
        ]
    }()

    /// The largest difference between an image's alpha and a reference coverage, and where.
    static func worst(_ image: Image, _ ref: [Double]) -> (Double, Int) {
        var worst = (0.0, 0)
        for i in ref.indices {
            let d = abs(Double(image.pixels[i * 4 + 3]) / 255 - ref[i])
            if d > worst.0 { worst = (d, i) }
        }
        return worst
    }

    @Test func everyPixelIsWithinTwoStepsOfTheExactArea() throws {
        for c in Self.cases {
            let ref = Self.reference(c.shape, width: Self.size, height: Self.size)
            #expect(ref.contains { $0 > 0.1 && $0 < 0.9 }, "\(c.name): the reference has partial pixels")
            let image = try CPURenderer(threads: 2).render(c.scene)
            let (d, i) = Self.worst(image, ref)
            print("area-coverage \(c.name): worst \(d * 255)/255")
            #expect(d <= Self.tolerance, "\(c.name): \(d * 255)/255 off at (\(i % Self.size), \(i / Self.size))")
            if SharedGPU.available {
                let (g, j) = Self.worst(try SharedGPU.renderer().render(c.scene), ref)
                #expect(
                    g <= Self.tolerance,
                    "\(c.name) on the GPU: \(g * 255)/255 off at (\(j % Self.size), \(j / Self.size))")
            }
        }
    }

    @Test func textIsWithinTwoStepsOfTheExactArea() throws {
        // Glyph outlines, flattened here within 0.001 px, against the renderer's own pixels: drawn
        // from their masks, at their origins rounded to a quarter pixel (`GlyphMasks`); and drawn
        // from their outlines (the same draws without their glyph), where they lie.
        let entry = try #require(SceneCatalog.entry(named: "text_plain_17pt"))
        let draws = entry.scene.layers.flatMap(\.allDraws)
        #expect(draws.count > 10)
        #expect(entry.scene.canvas.scale == 1)
        func white(_ d: Draw, glyph: Bool) -> Draw {
            var d = d
            d.paint = .solid(.white)
            if !glyph { d.shape.glyph = nil }
            return d
        }
        let canvas = entry.scene.canvas
        for masked in [true, false] {
            let shapes = try draws.flatMap { d in
                let m = d.transform.matrix(frame: d.shape.frame)
                guard masked else {
                    return d.shape.outlines(inset: 0).map { $0.flattened(tolerance: 0.001).points.map(m.apply) }
                }
                let g = try #require(d.shape.glyph)
                let o = m.apply(g.origin), q = Double(GlyphMasks.phases)
                let placed = Transform2D(
                    a: m.a * g.scale, b: 0, c: 0, d: m.d * g.scale, tx: (o.x * q).rounded() / q,
                    ty: (o.y * q).rounded() / q)
                return g.outline.contours.map { $0.transformed(by: placed).flattened(tolerance: 0.001).points }
            }
            let ref = Self.reference(shapes, width: canvas.pixelWidth, height: canvas.pixelHeight)
            var plain = entry.scene
            plain.canvas.background = .clear
            plain.layers = [Layer(draws: draws.map { white($0, glyph: masked) })]
            let (d, i) = Self.worst(try CPURenderer(threads: 2).render(plain), ref)
            print("area-coverage text (\(masked ? "masks" : "outlines")): worst \(d * 255)/255")
            #expect(
                d <= Self.tolerance,
                "text (masks: \(masked)): \(d * 255)/255 off at (\(i % canvas.pixelWidth), \(i / canvas.pixelWidth))")
        }
    }

    @Test func theOldDistanceRampFailsTheSameCheck() {
        // The previous coverage, a one-pixel ramp on the distance from the pixel centre to the
        // edge, for the filled circle: it must be caught.
        let c = Point(32.3, 31.7), r = 23.4
        let ref = Self.reference([Self.circle(c, r)], width: Self.size, height: Self.size)
        var ramp = Image(width: Self.size, height: Self.size)
        for y in 0..<Self.size {
            for x in 0..<Self.size {
                let d = (Point(Double(x) + 0.5, Double(y) + 0.5) - c).length - r
                ramp.pixels[(y * Self.size + x) * 4 + 3] = UInt8((min(max(0.5 - d, 0), 1) * 255).rounded())
            }
        }
        #expect(Self.worst(ramp, ref).0 > Self.tolerance)
    }
}

private extension Array {
    func reversedIf(_ flag: Bool) -> [Element] { flag ? reversed() : self }
}
