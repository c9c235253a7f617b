/// A frame reduced to what the per-pixel stage needs: geometry done, binned into tiles.
///
/// Both backends render a `FramePlan` and nothing else, so geometry (outlines, flattening,
/// dashes, joins, tiles, layer bounds, blur kernels) is computed once, here, on the CPU.
/// Coordinates are pixels, y down, pixel centres at (x + 0.5, y + 0.5).
package struct FramePlan: Sendable {
    package var width: Int
    package var height: Int
    /// The background, premultiplied.
    package var background: SIMD4<Float>
    package var nodes: [PlanNode]
    /// The pixels the plan writes: the whole frame, or a band of it (`Planner.plan(_:region:)`).
    package var region: PixelRect
    /// The display list it was planned from, so a renderer can plan it again in bands.
    package var list: DisplayList? = nil
    /// The cache the plan was made through, whose last encoding `EncodedFrame` may reuse.
    package var cache: GeometryCache? = nil
    /// Which of its cache's plans this is (0: not made through a cache): a plan the cache
    /// hands out again for an equal scene keeps its number, and so its encoding.
    package var number = 0
    /// The number of the first of its cache's plans with this plan's geometry (0: not made
    /// through a cache): plans with the same one differ at most in paints and opacities.
    package var geometryNumber = 0

    /// A plan of `nodes` over the whole `width` x `height` frame.
    package init(width: Int, height: Int, background: SIMD4<Float>, nodes: [PlanNode]) {
        self.width = width
        self.height = height
        self.background = background
        self.nodes = nodes
        region = PixelRect(x: 0, y: 0, width: width, height: height)
    }

    /// The side of a tile in pixels (`tileSize` in Shaders/include/constants.glsl, generated from it).
    package static let tileSize = 16

    /// Every draw of the plan, nested layers included, in drawing order.
    package var allDraws: [DrawPlan] { PlanNode.draws(in: nodes) }
}

/// A rectangle of whole pixels.
package struct PixelRect: Equatable, Sendable {
    package var x: Int
    package var y: Int
    package var width: Int
    package var height: Int

    package init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(width, 0)
        self.height = max(height, 0)
    }

    package var maxX: Int { x + width }
    package var maxY: Int { y + height }
    package var isEmpty: Bool { width == 0 || height == 0 }

    package func intersection(_ o: PixelRect) -> PixelRect {
        let x0 = max(x, o.x), y0 = max(y, o.y)
        return PixelRect(x: x0, y: y0, width: min(maxX, o.maxX) - x0, height: min(maxY, o.maxY) - y0)
    }

    package func union(_ o: PixelRect) -> PixelRect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        let x0 = min(x, o.x), y0 = min(y, o.y)
        return PixelRect(x: x0, y: y0, width: max(maxX, o.maxX) - x0, height: max(maxY, o.maxY) - y0)
    }

    package func insetBy(_ d: Int) -> PixelRect {
        PixelRect(x: x + d, y: y + d, width: width - 2 * d, height: height - 2 * d)
    }
}

/// One step of a frame: a draw, or a layer drawn offscreen and composited.
package enum PlanNode: Sendable {
    case draw(DrawPlan)
    /// Boxed: a layer's plan is twice a draw's size, and a frame's arrays hold mostly draws.
    indirect case layer(LayerPlan)

    /// Whether two lists of nodes have the same geometry (layers, tiles, segments, covers and
    /// placement) and differ at most in paints and opacities. Geometry reused from a
    /// `GeometryCache` is the same arrays, so this is quick where it holds.
    static func sameGeometry(_ a: [PlanNode], _ b: [PlanNode]) -> Bool {
        guard a.count == b.count else { return false }
        for i in a.indices {
            switch (a[i], b[i]) {
            case let (.draw(p), .draw(q)):
                guard p.sameGeometry(as: q) else { return false }
            case let (.layer(p), .layer(q)):
                guard p.bounds == q.bounds, p.output == q.output, p.kernel == q.kernel, p.content == q.content,
                    p.blendMode == q.blendMode, p.resample == q.resample, (p.mask == nil) == (q.mask == nil),
                    (p.colorMatrix == nil) == (q.colorMatrix == nil), p.effect == q.effect,
                    p.mask.map({ sameGeometry([.layer($0)], [.layer(q.mask!)]) }) ?? true,
                    (p.clip == nil) == (q.clip == nil), p.clip.map({ $0.sameGeometry(as: q.clip!) }) ?? true,
                    sameGeometry(p.nodes, q.nodes)
                else { return false }
            default: return false
            }
        }
        return true
    }

    static func draws(in nodes: [PlanNode]) -> [DrawPlan] {
        nodes.flatMap { n -> [DrawPlan] in
            switch n {
            case .draw(let d): return [d]
            case .layer(let l): return draws(in: l.nodes) + (l.clip.map { [$0] } ?? [])
            }
        }
    }
}

/// An isolated layer: its nodes drawn into a float buffer over `bounds`, then blurred, clipped,
/// faded and composited source-over into `output` of the parent.
package struct LayerPlan: Sendable {
    /// The pixels of the offscreen buffer (the content's bounds grown by the kernel radius,
    /// limited to what can reach the parent).
    package var bounds: PixelRect
    /// The pixels written in the parent: `bounds` within the parent's buffer.
    package var output: PixelRect
    /// The pixels the horizontal blur pass computes: the columns of `output`, the rows of
    /// `bounds` (all the vertical pass reads).
    package var rowsPass: PixelRect {
        PixelRect(x: output.x, y: bounds.y, width: output.width, height: bounds.height)
    }
    package var nodes: [PlanNode]
    /// The tiles of `bounds` that its nodes can write: every other pixel stays transparent.
    package var content: TileOccupancy
    package var opacity: Float
    package var kernel: GaussianKernel
    /// The clip shape's fill, in the same pixel space; nil for no clip.
    package var clip: DrawPlan?
    /// How it combines with its parent's colour (`BlendMode.code`; 0 source-over).
    package var blendMode: Int32 = 0
    /// Its colour filter's 20 entries (`ColorMatrix`), applied after the blur; nil for none.
    package var colorMatrix: [Float]? = nil
    /// A layer drawn flat and projected: the map from a parent pixel's centre to the point of
    /// `bounds` (its own, flat pixels) sampled there, bilinearly; nil for a layer drawn in its
    /// parent's pixels. `output` is then in the parent's pixels, `bounds` in the flat ones.
    package var resample: Homography? = nil
    /// Its shader effect, applied after the blur, before the colour filter; nil for none.
    package var effect: EffectPlan? = nil
    /// The layer whose alpha keeps its pixels (`Layer.mask`), drawn over its `output`; nil for none.
    package var mask: LayerPlan? {
        get { masks.first }
        set { masks = newValue.map { [$0] } ?? [] }
    }
    var masks: [LayerPlan] = []
}

/// A paint resolved for the per-pixel stage, in the draw's local coordinates (points).
package struct PaintPlan: Equatable, Sendable {
    /// 0 solid, 1 linear, 2 angular, 4 radial, 5 image, 6 mesh (constants.glsl names each, generated; 3 was the
    /// hand-written harmonic, now a shader effect: `Planner.harmonicLayer`).
    package var kind: Int32
    /// Radial: 0 circular, 1 elliptical.
    /// Image: `templateImage` and `nearestImage` flags.
    package var variant: Int32 = 0
    /// The stops, in one object: a draw's plan is copied several times a frame, and one
    /// reference costs less to copy than two arrays.
    private final class Stops: Sendable {
        let colors: [SIMD4<Float>]
        let locations: [Float]
        init(colors: [SIMD4<Float>], locations: [Float]) {
            self.colors = colors
            self.locations = locations
        }
    }

    private let stops: Stops
    /// Stop colours, straight alpha, sorted by location; one colour for a solid paint.
    package var colors: [SIMD4<Float>] { stops.colors }
    /// Where each stop is, 0...1.
    package var locations: [Float] { stops.locations }
    /// Linear: (start.x, start.y, end.x, end.y). Angular: (center.x, center.y, start, end) in
    /// radians. Radial: (center.x, center.y, start radius, end radius).
    package var params: SIMD4<Float>
    /// The shape's frame (x, y, width, height) in local points: the ellipse's square, the image's rectangle.
    package var frame: SIMD4<Float> = .zero
    /// Image: the level of the image its texels are read from (params: texels per local point
    /// across and down; frame: the rectangle the image covers; colour 0: a template's tint).
    package var image: ImageLevel? = nil
    /// Mesh: its record (colour 0: the background outside the mesh).
    package var mesh: MeshPatches? = nil

    /// A paint of `kind` with stops (`colors` at `locations`) and parameters.
    package init(kind: Int32, colors: [SIMD4<Float>], locations: [Float], params: SIMD4<Float>) {
        self.kind = kind
        stops = Stops(colors: colors, locations: locations)
        self.params = params
    }

    /// Equal kinds, stops and parameters.
    package static func == (a: PaintPlan, b: PaintPlan) -> Bool {
        a.kind == b.kind && a.params == b.params && a.frame == b.frame && a.variant == b.variant
            && (a.stops === b.stops || (a.colors == b.colors && a.locations == b.locations)) && a.image === b.image
            && a.mesh === b.mesh
    }

    package static let solidKind: Int32 = 0
    package static let linearKind: Int32 = 1
    package static let angularKind: Int32 = 2
    package static let radialKind: Int32 = 4
    package static let imageKind: Int32 = 5
    package static let meshKind: Int32 = 6
    /// Image variant flags: the image's alpha in colour 0 (SwiftUI's template rendering mode);
    /// the nearest texel instead of bilinear filtering.
    package static let templateImage: Int32 = 1, nearestImage: Int32 = 2
}

/// One draw ready for the per-pixel stage: the nonzero-winding fill of closed contours of
/// segments (a stroke is the fill of its outline), binned into tiles.
///
/// A pixel's coverage is the exact area of the pixel square inside the fill, where the
/// winding number is 0 or +-1 within the pixel: the tile's `covers` for its row plus the
/// signed area each of the tile's segments adds (`segmentArea` in Shaders/include/area.glsl),
/// its magnitude clamped to 1.
package struct DrawPlan: Sendable {
    /// The draw's segments, tile lists, tiles and covers, shared by the frames that reuse them
    /// (one reference to copy, and the same object where a `GeometryCache` kept them).
    package final class Geometry: Sendable {
        package let segments: [Segment]
        /// Per-tile segment indices, concatenated; each tile names its range.
        package let list: [UInt32]
        /// Tiles to shade: (x, y of the tile's top-left pixel, first list index, list count).
        /// x and y are multiples of the tile size and may be negative.
        package let tiles: [SIMD4<Int32>]
        /// Per tile, `FramePlan.tileSize` Floats: the signed area each row of the tile takes
        /// from the segments wholly to its right.
        package let covers: [Float]

        init(segments: [Segment], list: [UInt32], tiles: [SIMD4<Int32>], covers: [Float]) {
            self.segments = segments
            self.list = list
            self.tiles = tiles
            self.covers = covers
        }
    }

    package var geometry: Geometry
    // The opacity beside the reference and the 16-byte-aligned parts after them: a plan is copied
    // several times a frame, and padding is copied with it.
    package var opacity: Float
    package var paint: PaintPlan
    /// Maps a pixel position to local points: (a, c, tx), (b, d, ty) and (g, h, i) rows, a point
    /// (x, y) going to the first two rows' products over the third's ((0, 0, 1) but under a
    /// projection).
    package var localFromPixel: LocalMap

    /// A draw of `segments` binned into `tiles` (`list`, `covers`), with its paint.
    package init(
        segments: [Segment], list: [UInt32], tiles: [SIMD4<Int32>], covers: [Float], paint: PaintPlan,
        opacity: Float, localFromPixel: LocalMap
    ) {
        geometry = Geometry(segments: segments, list: list, tiles: tiles, covers: covers)
        self.paint = paint
        self.opacity = opacity
        self.localFromPixel = localFromPixel
    }

    package var segments: [Segment] { geometry.segments }
    package var list: [UInt32] { geometry.list }
    package var tiles: [SIMD4<Int32>] { geometry.tiles }
    package var covers: [Float] { geometry.covers }

    /// Whether `other` has this draw's geometry and placement (its paint and opacity aside).
    func sameGeometry(as other: DrawPlan) -> Bool {
        let g = geometry, o = other.geometry
        return (g === o || (g.segments == o.segments && g.list == o.list && g.tiles == o.tiles && g.covers == o.covers))
            && localFromPixel == other.localFromPixel
    }

    /// The pixels the draw's tiles cover.
    package var bounds: PixelRect {
        var r = PixelRect(x: 0, y: 0, width: 0, height: 0)
        let s = FramePlan.tileSize
        var x0 = Int.max, y0 = Int.max, x1 = Int.min, y1 = Int.min
        for t in tiles {
            x0 = min(x0, Int(t.x))
            y0 = min(y0, Int(t.y))
            x1 = max(x1, Int(t.x) + s)
            y1 = max(y1, Int(t.y) + s)
        }
        if !tiles.isEmpty { r = PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) }
        return r
    }
}

/// A draw's map from pixels to its local points, as the per-pixel code reads it: three rows of
/// a homography in Float; a pixel (x, y) goes to (x-row . q, y-row . q) / (w-row . q), q = (x, y, 1).
package struct LocalMap: Equatable, Sendable {
    package var x: SIMD3<Float>
    package var y: SIMD3<Float>
    package var w: SIMD3<Float> = SIMD3(0, 0, 1)

    /// The rows of `m` in Float.
    package init(_ m: Homography) {
        x = SIMD3(Float(m.r0.x), Float(m.r0.y), Float(m.r0.z))
        y = SIMD3(Float(m.r1.x), Float(m.r1.y), Float(m.r1.z))
        w = SIMD3(Float(m.r2.x), Float(m.r2.y), Float(m.r2.z))
    }

    /// An affine map's rows.
    package init(x: SIMD3<Float>, y: SIMD3<Float>) {
        self.x = x
        self.y = y
    }
}

/// A layer's shader effect as the per-pixel stage runs it.
package struct EffectPlan: Equatable, Sendable {
    /// The function and the modifier that runs it.
    package var entry: ShaderEntry
    /// Each argument's Floats (a float vector's components, a float array's values).
    package var arguments: [[Float]]
    /// A pixel's centre (x, y, 1) to the position in points the shader gets (two rows), and a
    /// position back to pixels (two rows).
    package var position: (SIMD3<Float>, SIMD3<Float>)
    package var pixel: (SIMD3<Float>, SIMD3<Float>)
    /// The layer the shader colours, in its positions: (minX, minY, maxX, maxY), the bounds
    /// grown by maxSampleOffset. A pixel it covers in part keeps that part of the colour.
    package var extent: SIMD4<Float>
    /// The texels of its image argument (`texture2d<half>`), nil without one.
    package var image: ImageLevel? = nil

    package init(
        entry: ShaderEntry, arguments: [[Float]], position: (SIMD3<Float>, SIMD3<Float>),
        pixel: (SIMD3<Float>, SIMD3<Float>), extent: SIMD4<Float>
    ) {
        self.entry = entry
        self.arguments = arguments
        self.position = position
        self.pixel = pixel
        self.extent = extent
    }

    /// How much of the pixel whose centre is at `p` (a position) the extent covers: each axis's
    /// distance inside it in pixels, plus a half, kept to 0...1, multiplied (exact for a pixel
    /// cut by one edge of an axis-aligned extent). Twin of effects.glsl's `hs_cover`.
    package func cover(_ p: SIMD2<Float>) -> Float { cover(p, perPixel: perPixel) }

    /// Points per pixel along each axis of the positions (`cover`'s divisors).
    package var perPixel: SIMD2<Float> {
        SIMD2(
            (position.0.x * position.0.x + position.0.y * position.0.y).squareRoot(),
            (position.1.x * position.1.x + position.1.y * position.1.y).squareRoot())
    }

    /// `cover(p)` with `perPixel` computed once by the caller.
    package func cover(_ p: SIMD2<Float>, perPixel: SIMD2<Float>) -> Float {
        let c = coverFactors(p, perPixel: perPixel)
        return c.x * c.y
    }

    /// The two factors of `cover(p)`, each axis's alone: x's depends on p.x only, y's on p.y only.
    package func coverFactors(_ p: SIMD2<Float>, perPixel: SIMD2<Float>) -> SIMD2<Float> {
        let inside = pointwiseMin(p - SIMD2(extent.x, extent.y), SIMD2(extent.z, extent.w) - p) / perPixel
        return (inside + 0.5).clamped(lowerBound: .zero, upperBound: SIMD2(repeating: 1))
    }

    package static func == (a: EffectPlan, b: EffectPlan) -> Bool {
        a.entry == b.entry && a.arguments == b.arguments && a.position == b.position && a.pixel == b.pixel
            && a.extent == b.extent && a.image === b.image
    }
}
