extension Planner {
    /// Whether a draw is drawn from its glyph's mask where its transform to pixels allows: a fill
    /// of a placed glyph (`Shape.glyph`), whole, in one colour. (Its geometry is then a mask's
    /// rectangle, so `GeometryCache.Key` tells such draws apart.)
    static func masks(_ draw: Draw) -> Bool {
        guard draw.shape.glyph != nil, draw.operation == .fill, !draw.isTrimmed else { return false }
        if case .solid = draw.paint { return true }
        return false
    }

    /// A glyph draw's mask and the whole pixels it covers, with the draw's colour, when the draw
    /// `masks` and its map to pixels, without projection, scales both axes alike (mirrored or
    /// turned half a turn too) and moves; nil when it is drawn from its outline. The glyph's origin
    /// in pixels is rounded to a quarter pixel; the mask of that phase (`GlyphMasks`) lies at the
    /// whole pixels left (nil `level`: the glyph covers nothing).
    static func glyphMask(_ draw: Draw, _ ctx: Context) -> (level: ImageLevel?, rect: PixelRect, colour: RGBA)? {
        guard ctx.projection == nil, masks(draw), let g = draw.shape.glyph, case .solid(let colour) = draw.paint
        else { return nil }
        let toPixel = ctx.toPixel.concatenating(after: draw.transform.matrix(frame: draw.shape.frame))
        // A turn's sine is not 0 at half a turn (sin(pi) is 1.2e-16): shears below a billionth of the
        // scale are none.
        let flat = 1e-9 * abs(toPixel.a)
        guard abs(toPixel.b) <= flat, abs(toPixel.c) <= flat, abs(toPixel.a) == abs(toPixel.d), toPixel.a != 0
        else { return nil }
        let scale = SIMD2(toPixel.a * g.scale, toPixel.d * g.scale), origin = toPixel.apply(g.origin)
        let q = Double(GlyphMasks.phases), limit = 1e7
        guard scale.x.isFinite, scale.y.isFinite, abs(origin.x) < limit, abs(origin.y) < limit else { return nil }
        let qx = Int((origin.x * q).rounded()), qy = Int((origin.y * q).rounded())
        let n = GlyphMasks.phases
        let whole = SIMD2(qx.floorDivided(by: n), qy.floorDivided(by: n))
        let phase = SIMD2(Int32(qx - whole.x * n), Int32(qy - whole.y * n))
        guard let mask = GlyphMasks.shared.mask(g.outline, scale: scale, phase: phase) else { return nil }
        let rect = PixelRect(x: whole.x + mask.x, y: whole.y + mask.y, width: mask.width, height: mask.height)
        return (mask.level, rect, colour)
    }

    /// A mask's paint over `rect`: a template image in `colour` with nearest texels, which both
    /// backends read texel for pixel (local points are pixels).
    static func maskPaint(_ level: ImageLevel, _ rect: PixelRect, _ colour: RGBA) -> PaintPlan {
        var paint = PaintPlan(
            kind: PaintPlan.imageKind, colors: [colour.float4], locations: [0], params: SIMD4(1, 1, 0, 0))
        paint.frame = SIMD4(Float(rect.x), Float(rect.y), Float(rect.width), Float(rect.height))
        paint.variant = PaintPlan.templateImage | PaintPlan.nearestImage
        paint.image = level
        return paint
    }

    /// A glyph draw's plan from its mask (`glyphMask`): `.some(plan)`, nil where it covers no pixel
    /// of the region; nil when it is drawn from its outline. Its geometry is the mask's rectangle.
    static func glyphPlan(_ draw: Draw, _ ctx: Context) -> DrawPlan?? {
        guard let (level, rect, colour) = glyphMask(draw, ctx) else { return nil }
        guard let level else { return .some(nil) }
        let (x0, y0) = (Float(rect.x), Float(rect.y)), (x1, y1) = (Float(rect.maxX), Float(rect.maxY))
        let segments = [Segment(SIMD2(x1, y0), SIMD2(x1, y1)), Segment(SIMD2(x0, y1), SIMD2(x0, y0))]
        let (list, tiles, covers) = Tiler(region: ctx.region).bin(segments)
        guard !tiles.isEmpty else { return .some(nil) }
        return DrawPlan(
            segments: segments, list: list, tiles: tiles, covers: covers, paint: maskPaint(level, rect, colour),
            opacity: Float(draw.opacity), localFromPixel: LocalMap(x: SIMD3(1, 0, 0), y: SIMD3(0, 1, 0)))
    }
}
