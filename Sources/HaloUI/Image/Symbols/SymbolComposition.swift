import Foundation
import HaloCore
import HaloMath

/// A symbol composed by rule (`SymbolRecipe`): the glyph's outline and HaloCore shapes, built
/// once in the glyph's layout points, then mapped onto the rectangle the layout gives it.
///
/// The measures follow Material's 24-unit grid, `u` = the font's em / 24 (docs/symbols.md,
/// "Variants by rule"): a circle 20u across with a 2u ring; a rounded square 18u on a side, corner
/// radius 3u, 2u ring; the glyph inside scaled so its longer side is half the shape's; a slash
/// 2u wide with round caps from the top-left to the bottom-right corner of the square around the
/// glyph, the glyph cut away 1.5u either side of it. Knock-outs use the nonzero rule: the glyph's
/// outline runs against the filled shape's, so where the glyph has ink the count is zero.
struct SymbolComposition {
    /// One piece of the drawing, in layout points.
    enum Part {
        /// Outlines filled in the foreground style (nonzero winding).
        case fill([Contour])
        /// An open line stroked with round caps, `width` points wide.
        case stroke(Contour, width: Double)
        /// Outlines filled, kept only inside the `clip` outlines.
        case clipped([Contour], clip: [Contour])
    }

    /// Diameter of the circle, in u.
    static let circleDiameter = 20.0
    /// Side of the rounded square, in u.
    static let squareSide = 18.0
    /// Corner radius of the rounded square, in u.
    static let squareCorner = 3.0
    /// Width of rings and of the slash, in u.
    static let lineWidth = 2.0
    /// The longer side of an enclosed glyph, as a fraction of the shape's size.
    static let innerFraction = 0.5
    /// The gap cut into the glyph either side of the slash, in u.
    static let slashGap = 1.5

    /// What is drawn, back to front.
    let parts: [Part]
    /// The bounds of the drawing: what the layout sizes and `resizable()` stretches.
    let ink: Rect

    /// The composition of `recipe` from the glyph's outline `glyph` (layout points), whose ink is
    /// `glyphInk`, set in a font of `em` points.
    init(recipe: SymbolRecipe, glyph: [Contour], glyphInk: Rect, em: Double) {
        let u = em / 24
        let c = glyphInk.center
        let longer = max(glyphInk.width, glyphInk.height)
        let lineWidth = Self.lineWidth * u
        /// The glyph scaled about its centre so that its longer side is `side`.
        func inner(_ side: Double) -> [Contour] {
            let k = longer > 0 ? side / longer : 1
            let t = Transform2D.translation(c.x, c.y).concatenating(after: .scale(k))
                .concatenating(after: .translation(-c.x, -c.y))
            return glyph.map { $0.transformed(by: t) }
        }
        switch recipe.enclosure {
        case .none:
            guard recipe.slash else {
                parts = [.fill(glyph)]
                ink = glyphInk
                return
            }
            let s = longer / 2
            var line = Contour(start: Point(c.x - s, c.y - s), closed: false)
            line.elements = [.line(Point(c.x + s, c.y + s))]
            let h = lineWidth / 2 + Self.slashGap * u
            let reach = s + lineWidth
            let box = Rect(x: c.x - reach, y: c.y - reach, width: 2 * reach, height: 2 * reach)
                .union(glyphInk.insetBy(-lineWidth))
            // Across the slash, (1, -1) / sqrt 2: keep the glyph more than h either side.
            let across = Point(1 / 2.squareRoot(), -1 / 2.squareRoot())
            let sides = [1.0, -1.0].compactMap { sign in
                Self.halfPlane(box, normal: across * sign, centre: c, offset: h)
            }
            parts = [.clipped(glyph, clip: sides), .stroke(line, width: lineWidth)]
            let cap = s + lineWidth / 2
            ink = glyphInk.union(Rect(x: c.x - cap, y: c.y - cap, width: 2 * cap, height: 2 * cap))
        case .circle, .circleFill:
            let r = Self.circleDiameter * u / 2
            let outer = Self.circle(c, r, clockwise: true)
            if recipe.enclosure == .circle {
                let ring = [outer, Self.circle(c, r - lineWidth, clockwise: false)]
                parts = [.fill(ring), .fill(inner(2 * r * Self.innerFraction))]
            } else {
                parts = [.fill([outer] + Self.against(outer, inner(2 * r * Self.innerFraction)))]
            }
            ink = Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)
        case .square, .squareFill:
            let side = Self.squareSide * u
            let frame = Rect(x: c.x - side / 2, y: c.y - side / 2, width: side, height: side)
            let outer = Self.roundedSquare(frame, radius: Self.squareCorner * u, clockwise: true)
            if recipe.enclosure == .square {
                let hole = Self.roundedSquare(
                    frame.insetBy(lineWidth), radius: max(Self.squareCorner * u - lineWidth, 0), clockwise: false)
                parts = [.fill([outer, hole]), .fill(inner(side * Self.innerFraction))]
            } else {
                parts = [.fill([outer] + Self.against(outer, inner(side * Self.innerFraction)))]
            }
            ink = frame
        }
    }

    /// The scene items of the composition mapped from `ink` onto `rect`, in `paint`.
    func items(in rect: Rect, paint: Paint) -> [LayerItem] {
        let sx = ink.width > 0 ? rect.width / ink.width : 1
        let sy = ink.height > 0 ? rect.height / ink.height : 1
        let t = Transform2D.translation(rect.minX, rect.minY).concatenating(after: .scale(sx, sy))
            .concatenating(after: .translation(-ink.minX, -ink.minY))
        let mean = (abs(sx * sy)).squareRoot()
        func fill(_ contours: [Contour]) -> Draw {
            Draw(shape: HaloCore.Shape(contours: contours.map { $0.transformed(by: t) }), paint: paint)
        }
        return parts.map { part in
            switch part {
            case .fill(let contours):
                return .draw(fill(contours))
            case let .stroke(line, width):
                return .draw(
                    Draw(
                        shape: HaloCore.Shape(contours: [line.transformed(by: t)]), operation: .stroke,
                        style: StrokeStyle(lineWidth: width * mean, lineCap: .round), paint: paint))
            case let .clipped(contours, clip):
                return .layer(
                    Layer(
                        items: [.draw(fill(contours))],
                        clip: HaloCore.Shape(contours: clip.map { $0.transformed(by: t) })))
            }
        }
    }

    /// A circle of radius `r` about `c` in four cubics, clockwise on screen or against.
    static func circle(_ c: Point, _ r: Double, clockwise: Bool) -> Contour {
        let k = 0.5522847498 * r
        var o = Contour(start: Point(c.x + r, c.y), closed: true)
        o.elements = [
            .cubic(Point(c.x + r, c.y + k), Point(c.x + k, c.y + r), Point(c.x, c.y + r)),
            .cubic(Point(c.x - k, c.y + r), Point(c.x - r, c.y + k), Point(c.x - r, c.y)),
            .cubic(Point(c.x - r, c.y - k), Point(c.x - k, c.y - r), Point(c.x, c.y - r)),
            .cubic(Point(c.x + k, c.y - r), Point(c.x + r, c.y - k), Point(c.x + r, c.y)),
        ]
        return clockwise ? o : reversed(o)
    }

    /// A square `f` with circular corners of `radius`, clockwise on screen or against.
    static func roundedSquare(_ f: Rect, radius: Double, clockwise: Bool) -> Contour {
        let r = min(radius, f.width / 2, f.height / 2)
        let k = 0.5522847498 * r
        let (x0, y0, x1, y1) = (f.minX, f.minY, f.maxX, f.maxY)
        var o = Contour(start: Point(x0 + r, y0), closed: true)
        o.elements = [
            .line(Point(x1 - r, y0)),
            .cubic(Point(x1 - r + k, y0), Point(x1, y0 + r - k), Point(x1, y0 + r)),
            .line(Point(x1, y1 - r)),
            .cubic(Point(x1, y1 - r + k), Point(x1 - r + k, y1), Point(x1 - r, y1)),
            .line(Point(x0 + r, y1)),
            .cubic(Point(x0 + r - k, y1), Point(x0, y1 - r + k), Point(x0, y1 - r)),
            .line(Point(x0, y0 + r)),
            .cubic(Point(x0, y0 + r - k), Point(x0 + r - k, y0), Point(x0 + r, y0)),
        ]
        return clockwise ? o : reversed(o)
    }

    /// `glyph` turned, if need be, to run against `shape`: filled together with the nonzero
    /// rule, the glyph's ink then cancels the shape's.
    static func against(_ shape: Contour, _ glyph: [Contour]) -> [Contour] {
        let turn = glyph.reduce(0) { $0 + signedArea($1) }
        return (turn > 0) == (signedArea(shape) > 0) ? glyph.map(reversed) : glyph
    }

    /// Twice the signed area of the polygon through a contour's points (control points included:
    /// enough for its sign).
    static func signedArea(_ c: Contour) -> Double {
        var points = [c.start]
        for e in c.elements {
            switch e {
            case .line(let p): points.append(p)
            case let .cubic(a, b, p): points += [a, b, p]
            case let .arc(center, rx, ry, start, end):
                for i in 1...8 {
                    let a = start + (end - start) * Double(i) / 8
                    points.append(Point(center.x + rx * PortableMath.cos(a), center.y + ry * PortableMath.sin(a)))
                }
            }
        }
        var sum = 0.0
        for i in points.indices {
            let (p, q) = (points[i], points[(i + 1) % points.count])
            sum += p.x * q.y - q.x * p.y
        }
        return sum
    }

    /// The same outline run the other way.
    static func reversed(_ c: Contour) -> Contour {
        var starts = [c.start]
        for e in c.elements {
            switch e {
            case .line(let p), .cubic(_, _, let p): starts.append(p)
            case let .arc(center, rx, ry, _, end):
                starts.append(Point(center.x + rx * PortableMath.cos(end), center.y + ry * PortableMath.sin(end)))
            }
        }
        var r = Contour(start: starts[starts.count - 1], closed: c.closed)
        r.elements = c.elements.indices.reversed().map { i in
            let from = starts[i]
            switch c.elements[i] {
            case .line: return .line(from)
            case let .cubic(a, b, _): return .cubic(b, a, from)
            case let .arc(center, rx, ry, start, end):
                return .arc(center: center, rx: rx, ry: ry, start: end, end: start)
            }
        }
        return r
    }

    /// The part of `box` where `normal . (p - centre) >= offset`, as a closed polygon (nil when
    /// none of the box is there): Sutherland-Hodgman against one line.
    static func halfPlane(_ box: Rect, normal n: Point, centre: Point, offset: Double) -> Contour? {
        let corners = [
            Point(box.minX, box.minY), Point(box.maxX, box.minY), Point(box.maxX, box.maxY), Point(box.minX, box.maxY),
        ]
        func side(_ p: Point) -> Double { n.x * (p.x - centre.x) + n.y * (p.y - centre.y) - offset }
        var kept: [Point] = []
        for i in corners.indices {
            let (p, q) = (corners[i], corners[(i + 1) % corners.count])
            let (sp, sq) = (side(p), side(q))
            if sp >= 0 { kept.append(p) }
            if (sp >= 0) != (sq >= 0) {
                let t = sp / (sp - sq)
                kept.append(Point(p.x + (q.x - p.x) * t, p.y + (q.y - p.y) * t))
            }
        }
        guard kept.count >= 3 else { return nil }
        var polygon = Contour(start: kept[0], closed: true)
        polygon.elements = kept.dropFirst().map { .line($0) }
        return polygon
    }
}
