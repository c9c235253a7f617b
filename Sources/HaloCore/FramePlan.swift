/// A frame reduced to what the per-pixel stage needs: geometry done, binned into tiles.
///
/// Both backends render a `FramePlan` and nothing else, so geometry (outlines, flattening,
/// dashes, joins, tiles) is computed once, here, on the CPU. Coordinates are pixels, y down,
/// pixel centres at (x + 0.5, y + 0.5).
public struct FramePlan: Sendable {
    public var width: Int
    public var height: Int
    /// The background, premultiplied.
    public var background: SIMD4<Float>
    public var draws: [DrawPlan]

    /// The side of a tile in pixels (keep in sync with `tileSize` in Shaders/draw.vert).
    public static let tileSize = 16
}

/// How a draw turns pieces into coverage.
public enum CoverageMode: Int32, Sendable {
    /// Nonzero-winding fill of closed segment pieces.
    case fill = 0
    /// Union of stroke pieces (segments with caps, join quads).
    case stroke = 1
}

/// A paint resolved for the per-pixel stage, in the draw's local coordinates (points).
public struct PaintPlan: Equatable, Sendable {
    /// 0 solid, 1 linear, 2 angular (keep in sync with Shaders/include/paint.glsl).
    public var kind: Int32
    /// Stop colours, straight alpha, sorted by location; one colour for a solid paint.
    public var colors: [SIMD4<Float>]
    public var locations: [Float]
    /// Linear: (start.x, start.y, end.x, end.y). Angular: (center.x, center.y, start, end) in radians.
    public var params: SIMD4<Float>

    public static let solidKind: Int32 = 0
    public static let linearKind: Int32 = 1
    public static let angularKind: Int32 = 2
}

/// One draw ready for the per-pixel stage.
public struct DrawPlan: Sendable {
    public var mode: CoverageMode
    public var pieces: [Piece]
    /// Per-tile piece indices, concatenated; each tile names its range.
    public var list: [UInt32]
    /// Tiles to shade: (tile x, tile y, first list index, list count); count 0 means fully covered.
    public var tiles: [SIMD4<UInt32>]
    /// Half the stroke width in pixels, at least 0.5 (thinner strokes scale `alphaScale`).
    public var halfWidth: Float
    /// Coverage multiplier: the stroke width in pixels where it is under 1, else 1.
    public var alphaScale: Float
    public var paint: PaintPlan
    public var opacity: Float
    /// Maps a pixel position to local points: (a, c, tx) and (b, d, ty) rows.
    public var localFromPixel: (SIMD3<Float>, SIMD3<Float>)
}
