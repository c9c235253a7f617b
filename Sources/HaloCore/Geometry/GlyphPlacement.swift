/// A glyph's outline in its font's units (y down, origin on the baseline), one object per glyph
/// of a face, which keys the glyph's masks (`GlyphMasks`); equal to another of the same contours
/// (a scene file read back makes its own).
///
/// Sendable by hand: its contours are a constant.
public final class GlyphOutline: @unchecked Sendable, Equatable, CustomStringConvertible {
    /// The outline, in font units.
    public let contours: [Contour]
    /// Which glyph of which face, for messages and tests.
    public let name: String

    /// The outline `contours` of the glyph called `name`.
    public init(contours: [Contour], name: String) {
        self.contours = contours
        self.name = name
    }

    /// The same object, or the same contours.
    public static func == (a: GlyphOutline, b: GlyphOutline) -> Bool { a === b || a.contours == b.contours }

    /// The name.
    public var description: String { name }
}

/// Where a text layout put a glyph: its outline scaled to points and moved to its origin. A
/// path shape that carries one is that glyph (its contours are the outline so placed), which the
/// planner may draw from a coverage mask (`GlyphMasks`).
public struct GlyphPlacement: Equatable, Sendable {
    /// The glyph's outline in font units.
    public var outline: GlyphOutline
    /// Points per font unit.
    public var scale: Double
    /// The outline's origin (on the baseline) in the shape's points.
    public var origin: Point

    /// `outline` scaled by `scale` with its origin at `origin`.
    public init(outline: GlyphOutline, scale: Double, origin: Point) {
        self.outline = outline
        self.scale = scale
        self.origin = origin
    }
}
