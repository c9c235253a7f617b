import Dispatch
import Foundation

/// Turns a scene into a `FramePlan`: the one place where geometry is computed.
public enum Planner {
    /// How far (pixels) a flattened curve may stray from the true outline. A chord inside a
    /// curve takes up to this much area from a pixel, so it is a bound on coverage error:
    /// 0.005 px keeps curved edges within 1.5/255 of the exact area (`AreaCoverageTests`;
    /// 0.01 gave 2.5/255).
    public static let flatteningTolerance = 0.005

    /// Where geometry lands: points to pixels through the canvas scale and enclosing layer
    /// transforms, and the pixels worth shading.
    struct Context {
        var toPixel: Transform2D
        var pixelScale: Double
        var region: PixelRect
        var canvas: Rect
        var cache: GeometryCache?
        /// Under a layer's projection: the whole map from points to pixels (`toPixel` then
        /// keeps the affine transforms alone, for what is not projected).
        var projection: Homography? = nil
    }

    /// An effect or text was left in a scene given for planning; they must be resolved for a
    /// time first (HaloEffects: `SceneTimeline`, `EffectLibrary.resolve`).
    public struct UnresolvedEffect: Error, CustomStringConvertible {
        /// The effect left in the scene ("text" for a text item).
        public let name: String
        /// Where it is ("layers[0].items[2]").
        public var path: String = ""
        /// What to do: resolve the effect for a time first.
        public var description: String {
            let place = path.isEmpty ? "" : "\(path): "
            return "\(place)effect '\(name)' must be resolved for a time before planning (HaloEffects)"
        }
    }

    /// Plans a scene: its display list (`DisplayList(_:)`, which refuses effects and text left
    /// in it), planned.
    /// - Throws: `UnresolvedEffect` naming an effect or text item left in the scene.
    package static func plan(_ scene: Scene, cache: GeometryCache? = nil) throws -> FramePlan {
        plan(try DisplayList(scene), cache: cache)
    }

    /// Plans a validated display list; with a `cache`, draws whose geometry the last frame
    /// planned through it reuse that geometry (the same plan).
    package static func plan(_ list: DisplayList, cache: GeometryCache? = nil) -> FramePlan {
        // A scene equal to the last one (a still scene: the same arrays) is planned once.
        if let kept = cache?.plan(ifScene: list.scene) { return kept }
        var made = plan(list, region: nil, cache: cache)
        cache?.keep(&made, for: list.scene)
        return made
    }

    /// Plans the pixels of `region` (tile-aligned) of a display list's frame: the draws' tiles
    /// there, and of each layer what reaches them. A frame's bands planned so and drawn one
    /// after another into one target make the frame (`GPURenderer` splits a frame whose
    /// layers one atlas cannot hold).
    package static func plan(_ list: DisplayList, region: PixelRect) -> FramePlan {
        plan(list, region: region, cache: nil)
    }

    private static func plan(_ list: DisplayList, region: PixelRect?, cache: GeometryCache?) -> FramePlan {
        let scene = list.scene
        let c = scene.canvas
        let frame = PixelRect(x: 0, y: 0, width: c.pixelWidth, height: c.pixelHeight)
        let ctx = Context(
            toPixel: .scale(c.scale), pixelScale: c.scale, region: region?.intersection(frame) ?? frame,
            canvas: Rect(x: 0, y: 0, width: c.width, height: c.height), cache: cache)
        func nodes() -> [PlanNode] {
            var nodes: [PlanNode] = []
            for layer in scene.layers { plan(layer, ctx, into: &nodes) }
            return nodes
        }
        var made = FramePlan(
            width: c.pixelWidth, height: c.pixelHeight, background: c.background.premultiplied,
            nodes: cache.map { $0.frame(of: scene, nodes) } ?? nodes())
        made.region = ctx.region
        made.list = list
        made.cache = cache
        return made
    }

    static func plan(_ items: [LayerItem], _ ctx: Context) -> [PlanNode] {
        var nodes: [PlanNode] = []
        plan(items, ctx, into: &nodes)
        return nodes
    }

    /// Plans `items`, appending their nodes to `nodes`.
    static func plan(_ items: [LayerItem], _ ctx: Context, into nodes: inout [PlanNode]) {
        nodes.reserveCapacity(nodes.count + items.count)
        // A frame that repeats the last one's geometry takes each plain draw's plan from its place, each
        // draw read out of its item once.
        if let cache = ctx.cache, cache.repeatsGeometry {
            for item in items {
                guard case .draw(let d) = item, isPlain(d) else {
                    plan(item, ctx, into: &nodes)
                    continue
                }
                if let kept = repeated(d, ctx, cache) {
                    if let p = kept { nodes.append(.draw(p)) }
                } else if let p = plan(d, ctx) {
                    nodes.append(.draw(p))
                }
            }
            return
        }
        var i = 0
        while i < items.count {
            // A long run of plain draws (a text's glyphs) is planned on every core.
            var j = i
            while j < items.count, isPlain(items[j]) { j += 1 }
            if j - i >= parallelRun {
                // Each visible draw copied once, into an array of its size.
                let run = items[i..<j].compactMap { item -> Draw? in
                    guard case .draw(let d) = item, d.opacity > 0 else { return nil }
                    return d
                }
                plan(run, ctx, into: &nodes)
                i = j
                continue
            }
            // A short run of plain draws, or the one item that is not one.
            let end = max(j, i + 1)
            for k in i..<end { plan(items[k], ctx, into: &nodes) }
            i = end
        }
    }

    /// Plans one item, appending its nodes to `nodes`.
    private static func plan(_ item: LayerItem, _ ctx: Context, into nodes: inout [PlanNode]) {
        switch item {
        case .draw(let d):
            if case .harmonic(let h) = d.paint {
                // Lowered to the article's colour effect (`harmonicLayer`): one definition of the shader.
                if let l = harmonicLayer(d, h, pixelScale: ctx.pixelScale) { plan(l, ctx, into: &nodes) }
            } else if case .shader(let e) = d.paint {
                // A `Shader` as a `ShapeStyle`: its fill function as a colour effect (`shaderLayer`).
                if let l = shaderLayer(d, e.entry, e.arguments, bounds: e.bounds, pixelScale: ctx.pixelScale) {
                    plan(l, ctx, into: &nodes)
                }
            } else if let p = plan(d, ctx) {
                nodes.append(.draw(p))
            }
        case .layer(let l):
            plan(l, ctx, into: &nodes)
        case .effect, .text:
            // Not in a display list: `DisplayList` is made only without them.
            break
        }
    }

    /// A layer, appended to `nodes`: flattened into its parent when it has no modifier, else
    /// an offscreen pass.
    static func plan(_ layer: Layer, _ ctx: Context, into nodes: inout [PlanNode]) {
        guard layer.opacity > 0 else { return }
        let layerMap = layer.transform.matrix(frame: ctx.canvas)
        // A blur under a projection or a non-uniform scale is drawn flat and resampled, so it
        // stretches with the layer (SwiftUI transforms the blurred output).
        if layer.blursInside,
            layer.projection != nil
                || (ctx.projection == nil && !ctx.toPixel.concatenating(after: layerMap).isConformal)
        {
            if let planned = resampled(layer, layerMap, ctx) {
                ctx.cache?.note(planned, at: nodes.count)
                nodes.append(.layer(planned))
            }
            return
        }
        if layer.shadow != nil { return plan(layer.castingShadow, ctx, into: &nodes) }
        // A blur wider than the exact kernel runs downsampled (`downsampled`), on its own layer: what the
        // layer does after its blur (clip, effect, opacity, mask) stays at full resolution.
        if layer.blur > 0, layer.blur * ctx.pixelScale * layer.transform.meanScale > GaussianKernel.maxExactSigma {
            guard layer.isPlainBlur else {
                var outer = layer
                outer.blur = 0
                outer.items = [.layer(Layer(items: layer.items, blur: layer.blur))]
                return plan(outer, ctx, into: &nodes)
            }
            if let planned = downsampled(layer, layerMap, ctx) {
                ctx.cache?.note(planned, at: nodes.count)
                nodes.append(.layer(planned))
            }
            return
        }
        var inner = ctx
        inner.toPixel = ctx.toPixel.concatenating(after: layerMap)
        inner.pixelScale = ctx.pixelScale * layer.transform.meanScale
        // Under a projection every draw inside is projected (no blur is: those layers are
        // resampled above).
        if layer.projection != nil || ctx.projection != nil {
            inner.projection = pointsToPixels(layer.projection, layerMap, ctx)
        }
        guard layer.isolated else { return plan(layer.items, inner, into: &nodes) }
        guard let planned = isolated(layer, ctx, inner) else { return }
        ctx.cache?.note(planned, at: nodes.count)
        nodes.append(.layer(planned))
    }

    /// Flat pixels a projected layer may span at most either way from its centre.
    static let maxFlatReach = 8192.0
    /// How far from the canvas a flat layer's centre may be (pixels): further, it draws nothing.
    static let maxFlatCentre = 1e7

    /// A layer with a blur or shadow inside under a projection or a non-uniform scale: drawn flat
    /// (its own points uniformly scaled by the map's largest scale at its centre, so that a flat
    /// pixel is no larger than an output pixel there), blurred there, then sampled through the
    /// map (`LayerPlan.resample`), so the blur stretches and foreshortens with the layer as
    /// SwiftUI's transformed rendered output does. Nil where nothing of it shows.
    static func resampled(_ layer: Layer, _ layerMap: Transform2D, _ ctx: Context) -> LayerPlan? {
        let full = pointsToPixels(layer.projection, layerMap, ctx)
        // A projection's centre, in the layer's own points (any point for an affine map).
        let centre = layer.projection?.center ?? Point(0, 0)
        let c = layerMap.inverted?.apply(centre) ?? centre
        guard let j = full.jacobian(at: c), j.uniformScale > 0, let fromPixel = full.inverted else { return nil }
        let pc = full.apply(c), s = j.maxScale
        // A centre beyond any canvas (a degenerate transform) has no pixels to sample.
        guard abs(pc.x) < maxFlatCentre, abs(pc.y) < maxFlatCentre else { return nil }
        let flat = Transform2D(a: s, b: 0, c: 0, d: s, tx: pc.x - s * c.x, ty: pc.y - s * c.y)
        let resample = Homography(flat).concatenating(after: fromPixel)
        guard resample.isFinite, let toParent = resample.inverted else { return nil }
        // The flat pixels the region's pixels sample (where all of it lies before the eye),
        // within reach of the centre.
        let r = ctx.region, reach = maxFlatReach
        let near = (lo: Point(pc.x - reach, pc.y - reach), hi: Point(pc.x + reach, pc.y + reach))
        let flatRegion =
            mapped(r, through: resample).map { pixels(between: $0, within: near, grownBy: 2) }
            ?? PixelRect(x: Int(pc.x - reach), y: Int(pc.y - reach), width: Int(2 * reach), height: Int(2 * reach))
        var flatCtx = ctx
        flatCtx.projection = nil
        flatCtx.toPixel = flat
        flatCtx.pixelScale = s
        flatCtx.region = flatRegion
        var inner = layer
        inner.projection = nil
        inner.transform = DrawTransform()
        inner.blendMode = .normal
        guard var planned = isolated(Layer(items: [.layer(inner)]), flatCtx, flatCtx) else { return nil }
        // Where the flat pixels land among the parent's: their corners through the projection.
        var output = r
        if let landed = mapped(planned.bounds, through: toParent) {
            let all = (lo: Point(-1e9, -1e9), hi: Point(1e9, 1e9))
            output = pixels(between: landed, within: all, grownBy: 1).intersection(r)
        }
        guard !output.isEmpty else { return nil }
        planned.output = output
        planned.resample = resample
        planned.blendMode = layer.blendMode.code
        return planned
    }

    /// A layer whose only modifier is a blur wider than `GaussianKernel.maxExactSigma` pixels (sigma):
    /// drawn flat at 1 / 2^k of the resolution, with the least k that brings sigma within the exact kernel,
    /// blurred there by the exact kernel, and sampled bilinearly back through the map (`LayerPlan.resample`).
    /// The flat pixels average the content over 2^k x 2^k pixels (a box, variance 4^k / 12) and the bilinear
    /// read spreads it by a tent (variance 4^k / 6): the flat blur's sigma is sqrt(sigma^2 - 4^k / 4) / 2^k,
    /// so the three together have the Gaussian's variance (docs/semantics.md, "Layers and blur"). The work
    /// is that of a blur of 8 to 16 pixels over 1 / 4^k of the pixels, whatever the radius. Nil where
    /// nothing of it shows.
    static func downsampled(_ layer: Layer, _ layerMap: Transform2D, _ ctx: Context) -> LayerPlan? {
        let full = pointsToPixels(nil, layerMap, ctx)
        guard let j = full.jacobian(at: Point(0, 0)), j.uniformScale > 0, let fromPixel = full.inverted else {
            return nil
        }
        let s = j.maxScale, sigma = layer.blur * s
        let factor = GaussianKernel.downsampling(sigma: sigma)
        let pc = full.apply(Point(0, 0)), f = Double(factor)
        guard abs(pc.x) < maxFlatCentre, abs(pc.y) < maxFlatCentre else { return nil }
        // Point (0, 0) lands on its full-resolution pixel position / 2^k: a flat pixel covers 2^k x 2^k
        // whole pixels where the map is a plain scale and translation by whole pixels.
        let flat = Transform2D(a: s / f, b: 0, c: 0, d: s / f, tx: pc.x / f, ty: pc.y / f)
        let resample = Homography(flat).concatenating(after: fromPixel)
        guard resample.isFinite, let toParent = resample.inverted else { return nil }
        let r = ctx.region
        let all = (lo: Point(-1e9, -1e9), hi: Point(1e9, 1e9))
        // The flat pixels the region samples, within reach of the centre as a projected layer's
        // are (a degenerate transform must not ask for billions of them).
        let near = (
            lo: Point(pc.x / f - maxFlatReach, pc.y / f - maxFlatReach),
            hi: Point(pc.x / f + maxFlatReach, pc.y / f + maxFlatReach)
        )
        guard let flatBox = mapped(r, through: resample) else { return nil }
        var flatCtx = ctx
        flatCtx.projection = nil
        flatCtx.toPixel = flat
        flatCtx.pixelScale = s / f
        flatCtx.region = pixels(between: flatBox, within: near, grownBy: 2)
        var inner = layer
        inner.transform = DrawTransform()
        inner.blur = (sigma * sigma - f * f / 4).squareRoot() / s
        guard var planned = isolated(Layer(items: [.layer(inner)]), flatCtx, flatCtx) else { return nil }
        guard let landed = mapped(planned.bounds, through: toParent) else { return nil }
        let output = pixels(between: landed, within: all, grownBy: 1).intersection(r)
        guard !output.isEmpty else { return nil }
        planned.output = output
        planned.resample = resample
        return planned
    }

    /// The map from a layer's own points to pixels: the parent's (projective or not), then the
    /// layer's projection, if any, then its transform.
    static func pointsToPixels(_ projection: Projection?, _ layerMap: Transform2D, _ ctx: Context) -> Homography {
        var h = ctx.projection ?? Homography(ctx.toPixel)
        if let p = projection { h = h.concatenating(after: p.matrix) }
        return h.concatenating(after: Homography(layerMap))
    }

    /// The bounds of a pixel rectangle's corners through `m`; nil where one falls behind the
    /// viewer (w <= 0).
    static func mapped(_ r: PixelRect, through m: Homography) -> (lo: Point, hi: Point)? {
        let q = [(r.x, r.y), (r.maxX, r.y), (r.x, r.maxY), (r.maxX, r.maxY)].map {
            m.homogeneous(Point(Double($0.0), Double($0.1)))
        }
        guard q.allSatisfy({ $0.z > 0 }) else { return nil }
        let xs = q.map { $0.x / $0.z }, ys = q.map { $0.y / $0.z }
        return (Point(xs.min()!, ys.min()!), Point(xs.max()!, ys.max()!))
    }

    /// The whole pixels from `box.lo` to `box.hi`, kept within `limit`, grown by `pad`. A box
    /// far outside the limit (or NaN, from a degenerate transform) is held to it, so the rounding
    /// never meets a value an `Int` cannot hold.
    static func pixels(
        between box: (lo: Point, hi: Point), within limit: (lo: Point, hi: Point), grownBy pad: Int
    ) -> PixelRect {
        func held(_ v: Double, _ lo: Double, _ hi: Double) -> Double { v.isNaN ? lo : min(max(v, lo), hi) }
        let x0 = Int(held(box.lo.x, limit.lo.x, limit.hi.x).rounded(.down)) - pad
        let y0 = Int(held(box.lo.y, limit.lo.y, limit.hi.y).rounded(.down)) - pad
        let x1 = Int(held(box.hi.x, limit.lo.x, limit.hi.x).rounded(.up)) + pad
        let y1 = Int(held(box.hi.y, limit.lo.y, limit.hi.y).rounded(.up)) + pad
        return PixelRect(x: x0, y: y0, width: max(x1 - x0, 0), height: max(y1 - y0, 0))
    }

    /// A layer's offscreen pass (`inner`: the context under its transform), nil where nothing
    /// of it reaches the region (or its mask keeps nothing).
    static func isolated(_ layer: Layer, _ ctx: Context, _ inner: Context) -> LayerPlan? {
        var inner = inner
        let kernel = GaussianKernel(sigma: layer.blur * inner.pixelScale)
        inner.region = ctx.region.insetBy(-kernel.radius)
        var effect: EffectPlan? = nil
        var effectRegion: PixelRect? = nil
        if let e = layer.shaderEffect {
            guard let made = effectPlan(e, inner) else { return nil }
            // The effect shades its region, and only that (the view's bounds, grown by how far
            // it samples): content outside it is cut, as SwiftUI renders the view into a layer
            // of its bounds for the shader. So the children are planned within it: none may
            // reach past the layer's pixels (a nested effect's region can be the larger).
            effect = made.plan
            effectRegion = made.region
            inner.region = inner.region.intersection(made.region)
        }
        // An effect that never reads the view's pixels (`ShaderEntry.readsLayer`) replaces them whatever
        // they are: its region does not depend on them, so they are not planned at all.
        let children = effect?.entry.readsLayer == false ? [] : plan(layer.items, inner)
        var content = PixelRect(x: 0, y: 0, width: 0, height: 0)
        for n in children {
            switch n {
            case .draw(let d): content = content.union(d.bounds)
            case .layer(let l): content = content.union(l.output)
            }
        }
        let grown = effectRegion ?? content.insetBy(-kernel.radius)
        let bounds = grown.intersection(inner.region)
        let output = bounds.intersection(ctx.region)
        guard !output.isEmpty else { return nil }
        var clip: DrawPlan? = nil
        if let shape = layer.clip {
            var clipCtx = inner
            clipCtx.region = bounds
            guard let c = plan(Draw(shape: shape, paint: .solid(.white)), clipCtx) else { return nil }
            clip = c
        }
        var mask: LayerPlan? = nil
        if let m = layer.mask {
            // Drawn offscreen over the layer's pixels, as they are (its own modifiers inside a
            // plain wrapper): the composite reads its alpha.
            var maskCtx = inner
            maskCtx.region = output
            guard let planned = isolated(Layer(items: [.layer(m)]), maskCtx, maskCtx) else { return nil }
            mask = planned
        }
        var occupancy = TileOccupancy(covering: bounds)
        for n in children {
            switch n {
            case .draw(let d): occupancy.mark(tiles: d.tiles)
            case .layer(let l): occupancy.mark(l.output)
            }
        }
        var planned = LayerPlan(
            bounds: bounds, output: output, nodes: children, content: occupancy,
            opacity: Float(layer.opacity), kernel: kernel, clip: clip)
        planned.blendMode = layer.blendMode.code
        planned.colorMatrix = layer.colorMatrix.map { $0.values.map(Float.init) }
        planned.mask = mask
        planned.effect = effect
        return planned
    }

    /// A shader effect's plan under `inner` (the layer's map to pixels), and the pixels it
    /// shades: its bounds grown by the most it samples away; nil where the map cannot be
    /// inverted.
    static func effectPlan(_ e: ShaderEffect, _ inner: Context) -> (plan: EffectPlan, region: PixelRect)? {
        // Points from the bounds' origin to pixels, and back.
        let bounds = e.bounds ?? inner.canvas
        let toPixel = inner.toPixel.concatenating(after: .translation(bounds.x, bounds.y))
        guard let fromPixel = toPixel.inverted else { return nil }
        func rows(_ m: Transform2D) -> (SIMD3<Float>, SIMD3<Float>) {
            (SIMD3(Float(m.a), Float(m.c), Float(m.tx)), SIMD3(Float(m.b), Float(m.d), Float(m.ty)))
        }
        let pad = Rect(
            x: -e.maxSampleOffset.x, y: -e.maxSampleOffset.y, width: bounds.width + 2 * e.maxSampleOffset.x,
            height: bounds.height + 2 * e.maxSampleOffset.y)
        let corners = [Point(pad.x, pad.y), Point(pad.maxX, pad.y), Point(pad.x, pad.maxY), Point(pad.maxX, pad.maxY)]
            .map(toPixel.apply)
        let lo = Point(corners.map(\.x).min()!, corners.map(\.y).min()!)
        let hi = Point(corners.map(\.x).max()!, corners.map(\.y).max()!)
        let limit = (lo: Point(-1e7, -1e7), hi: Point(1e7, 1e7))
        let region = pixels(between: (lo, hi), within: limit, grownBy: 0)
        var plan = EffectPlan(
            entry: e.entry, arguments: e.values(bounds: bounds), position: rows(fromPixel), pixel: rows(toPixel),
            extent: SIMD4(Float(pad.x), Float(pad.y), Float(pad.maxX), Float(pad.maxY)))
        // An image argument is read at the image's own pixels (its first level).
        plan.image = e.image?.level(0)
        return (plan, region)
    }

    static func plan(_ draw: Draw, _ ctx: Context) -> DrawPlan? {
        guard draw.opacity > 0 else { return nil }
        guard let cache = ctx.cache else { return geometry(draw, ctx) }
        if let kept = repeated(draw, ctx, cache) { return kept }
        let (plan, reused) = cache.plan(GeometryCache.Key(draw, ctx), paint: draw.paint) {
            geometry(draw, ctx)
        } resolve: {
            repainted(draw, ctx)
        }
        guard var p = plan else { return nil }
        guard reused else { return p }
        p.opacity = Float(draw.opacity)
        return p
    }

    /// A draw's plan in a frame that repeats the last frame's geometry (`GeometryCache.repeatsGeometry`),
    /// from its place in the last frame: `.some(nil)` where it draws nothing; nil when the frame does not
    /// repeat the last one's.
    @inline(__always)
    private static func repeated(_ d: Draw, _ ctx: Context, _ cache: GeometryCache) -> DrawPlan?? {
        guard d.opacity > 0 else { return .some(nil) }
        guard let kept = cache.repeated(paint: d.paint, resolve: { repainted(d, ctx) }) else { return nil }
        guard var p = kept else { return .some(nil) }
        p.opacity = Float(d.opacity)
        return .some(p)
    }

    /// The fewest plain draws in a row that are planned on several threads: below it, waking them costs
    /// more than they save.
    static let parallelRun = 64

    /// Whether a draw's plan is its geometry and a paint of its own (no image or mesh to look up, no
    /// shader to lower into a layer): one a thread may plan alone.
    static func isPlain(_ d: Draw) -> Bool {
        switch d.paint {
        case .image, .mesh, .harmonic, .shader: return false
        default: return true
        }
    }

    /// Whether an item is a plain draw (`isPlain(_:)`), read without copying the draw.
    static func isPlain(_ item: LayerItem) -> Bool {
        guard case .draw(let d) = item else { return false }
        return isPlain(d)
    }

    /// Plain draws in a row, appended to `nodes` in order as `plan(_:_:)` plans them one by one: the
    /// geometry the last frame's does not give is made on every core, each draw on one thread (the same
    /// plan, whatever the thread). Their outlines are flattened afresh, not memoised: in parallel the
    /// memo's order is no one's. Every draw is visible (opacity above 0): the caller leaves out the rest.
    static func plan(_ draws: [Draw], _ ctx: Context, into nodes: inout [PlanNode]) {
        var free = ctx
        free.cache = nil
        guard let cache = ctx.cache else {
            for p in geometries(draws, free) { if let p { nodes.append(.draw(p)) } }
            return
        }
        var keys: [GeometryCache.Key] = [], paints: [Paint] = []
        keys.reserveCapacity(draws.count)
        paints.reserveCapacity(draws.count)
        for d in draws {
            keys.append(GeometryCache.Key(d, ctx))
            paints.append(d.paint)
        }
        let planned = cache.plans(keys, paints: paints) { misses in
            geometries(misses.map { draws[$0] }, free)
        } resolve: { k in
            repainted(draws[k], ctx)
        }
        for (k, made) in planned.enumerated() {
            guard var p = made.plan else { continue }
            if made.reused { p.opacity = Float(draws[k].opacity) }
            nodes.append(.draw(p))
        }
    }

    /// Each draw's `geometry` (under `ctx`, which has no cache), interleaved over the cores.
    static func geometries(_ draws: [Draw], _ ctx: Context) -> [DrawPlan?] {
        ParallelMap.map(draws.count, grain: 16) { geometry(draws[$0], ctx) }
    }

    /// A reused draw's paint planned again for its new paint.
    static func repainted(_ draw: Draw, _ ctx: Context) -> PaintPlan {
        if let m = glyphMask(draw, ctx), let level = m.level { return maskPaint(level, m.rect, m.colour) }
        switch draw.paint {
        case .image, .mesh: break
        default: return paintPlan(draw.paint, frame: draw.shape.frame)
        }
        return paintPlan(draw.paint, frame: draw.shape.frame, localFromPixel: localFromPixel(draw, ctx))
    }

    /// A draw's plan, its geometry computed here.
    static func geometry(_ draw: Draw, _ ctx: Context) -> DrawPlan? {
        if let h = ctx.projection { return projectedGeometry(draw, ctx, h) }
        if let masked = glyphPlan(draw, ctx) { return masked }
        let toPixel = ctx.toPixel.concatenating(after: draw.transform.matrix(frame: draw.shape.frame))
        guard let inverse = toPixel.inverted else { return nil }
        // Under a non-uniform scale the outline is trimmed, dashed and stroked in its own points
        // (a stroke's width, a dash's length and a trim's fraction are the shape's, as SwiftUI
        // scales the drawn shape), then moved to pixels; else all of it in pixels.
        let local = !toPixel.isConformal
        let pixelScale = local ? toPixel.maxScale : ctx.pixelScale * draw.transform.meanScale
        let isStroke = draw.operation != .fill
        if isStroke && !(draw.style.lineWidth > 0) { return nil }
        let inset = draw.operation == .strokeBorder ? draw.style.lineWidth / 2 : 0
        let tolerance = flatteningTolerance / pixelScale
        if !isStroke, !draw.isTrimmed, !local {
            // A plain fill reads the outline's points alone: no arc lengths, tangents or corners.
            func flatten() -> [[Point]] {
                draw.shape.outlines(inset: inset).map { $0.flattenedPoints(tolerance: tolerance) }
            }
            let contours =
                ctx.cache?.flattenedPoints(draw.shape, inset: inset, tolerance: tolerance, flatten) ?? flatten()
            guard !contours.isEmpty else { return nil }
            return binned(
                Segment.closedContours(contours, mapped: toPixel, reaching: ctx.region), draw, ctx,
                inverse: Homography(inverse), paintMap: inverse)
        }
        func flatten() -> [Polyline] { draw.shape.outlines(inset: inset).map { $0.flattened(tolerance: tolerance) } }
        let flat = ctx.cache?.flattened(draw.shape, inset: inset, tolerance: tolerance, flatten) ?? flatten()
        if local {
            return localGeometry(
                draw, ctx, flat, project: { $0.map(toPixel.apply) }, inverse: Homography(inverse), paintMap: inverse,
                tolerance: tolerance)
        }
        let lines = flat.map { $0.transformed(by: toPixel) }
        guard !lines.isEmpty else { return nil }
        let outlines = draw.isTrimmed ? lines.trimmed(from: draw.trimFrom, to: draw.trimTo) : lines
        guard !outlines.isEmpty else { return nil }
        var contours = outlines.map(\.points)
        if isStroke {
            let halfWidth = draw.style.lineWidth / 2 * pixelScale
            // A chain's stroke lies within a miter's length (or a square cap's corner) of it.
            let reach = halfWidth * max(draw.style.miterLimit, 2.squareRoot())
            var chains = outlines
            if let dash = DashPattern(intervals: draw.style.dash, phase: draw.style.dashPhase)?.scaled(by: pixelScale) {
                chains = outlines.flatMap { dash.apply(to: $0, within: spans($0, near: ctx.region, by: reach)) }
            }
            let stroker = Stroker(
                halfWidth: halfWidth, cap: draw.style.lineCap,
                join: draw.style.lineJoin, miterLimit: draw.style.miterLimit,
                tolerance: flatteningTolerance)
            contours = chains.filter { reaches($0.points, ctx.region, by: reach) }.flatMap(stroker.outline)
        }
        return binned(contours, draw, ctx, inverse: Homography(inverse), paintMap: inverse)
    }

    /// A draw's geometry under a layer's projection (`h`: points to pixels): flattened in its own
    /// points finely enough for the largest scale the map gives its bounds, trimmed, dashed and
    /// stroked there (`localGeometry`), then each contour projected (cut where it would pass
    /// behind the viewer). Straight chords stay straight under the map, so the outline is exact
    /// to the flattening tolerance.
    static func projectedGeometry(_ draw: Draw, _ ctx: Context, _ h: Homography) -> DrawPlan? {
        let full = h.concatenating(after: Homography(draw.transform.matrix(frame: draw.shape.frame)))
        guard let inverse = full.inverted, inverse.isFinite else { return nil }
        let isStroke = draw.operation != .fill
        if isStroke && !(draw.style.lineWidth > 0) { return nil }
        let inset = draw.operation == .strokeBorder ? draw.style.lineWidth / 2 : 0
        let grow = isStroke ? draw.style.lineWidth * max(draw.style.miterLimit, 2) : 0
        let f = draw.shape.frame
        let corners = [
            Point(f.x - grow, f.y - grow), Point(f.maxX + grow, f.y - grow), Point(f.x - grow, f.maxY + grow),
            Point(f.maxX + grow, f.maxY + grow), Point(f.midX, f.midY),
        ]
        // Near the eye the scale grows without bound: a thousand pixels a point is as fine as
        // anything drawn needs.
        let scale = min(full.maxScale(at: corners), 1000)
        guard scale > 0, scale.isFinite else { return nil }
        let tolerance = flatteningTolerance / scale
        let flat = draw.shape.outlines(inset: inset).map { $0.flattened(tolerance: tolerance) }
        return localGeometry(
            draw, ctx, flat, project: { full.projected($0) }, inverse: inverse,
            paintMap: paintMap(full, inverse, frame: f), tolerance: tolerance)
    }

    /// What a projected draw's image and mesh pick their level and tessellation by: the inverse
    /// map's affine part at the pixel of the shape's centre.
    static func paintMap(_ full: Homography, _ inverse: Homography, frame f: Rect) -> Transform2D? {
        inverse.jacobian(at: full.apply(Point(f.midX, f.midY)))
    }

    /// A draw's geometry under a transform that is not conformal: trimmed, dashed and stroked
    /// in the shape's own points (`flat`, flattened to `tolerance` there), then moved to pixels
    /// by `project` (a contour's points; `inverse` maps pixels back, `paintMap` approximates it
    /// for the paint's level of detail).
    static func localGeometry(
        _ draw: Draw, _ ctx: Context, _ flat: [Polyline], project: ([Point]) -> [Point], inverse: Homography,
        paintMap: Transform2D?, tolerance: Double
    ) -> DrawPlan? {
        guard !flat.isEmpty else { return nil }
        let outlines = draw.isTrimmed ? flat.trimmed(from: draw.trimFrom, to: draw.trimTo) : flat
        guard !outlines.isEmpty else { return nil }
        var contours = outlines.map(\.points)
        if draw.operation != .fill {
            var chains = outlines
            if let dash = DashPattern(intervals: draw.style.dash, phase: draw.style.dashPhase) {
                chains = outlines.flatMap { dash.apply(to: $0, within: [0...$0.length]) }
            }
            let stroker = Stroker(
                halfWidth: draw.style.lineWidth / 2, cap: draw.style.lineCap, join: draw.style.lineJoin,
                miterLimit: draw.style.miterLimit, tolerance: tolerance)
            contours = chains.flatMap(stroker.outline)
        }
        return binned(contours.map(project), draw, ctx, inverse: inverse, paintMap: paintMap)
    }

    /// A draw's plan from its closed contours in pixels: binned into the region's tiles, with
    /// its paint resolved (`inverse`: pixels to local points; `paintMap`, its affine part for
    /// an image's level and a mesh's tessellation).
    static func binned(
        _ contours: [[Point]], _ draw: Draw, _ ctx: Context, inverse: Homography, paintMap: Transform2D?
    ) -> DrawPlan? {
        var contours = contours
        // A closed contour adds no winding outside its bounds: those off the region are left out
        // (a dashed stroke of a shape far larger than the canvas is thousands of them).
        contours.removeAll { !reaches($0, ctx.region, by: 0) }
        // A trimmed fill is closed by a straight line, as a path fill is.
        return binned(Segment.closedContours(contours), draw, ctx, inverse: inverse, paintMap: paintMap)
    }

    /// A draw's plan from its closed contours' segments in pixels: binned into tiles, with its
    /// paint.
    static func binned(
        _ segments: [Segment], _ draw: Draw, _ ctx: Context, inverse: Homography, paintMap: Transform2D?
    ) -> DrawPlan? {
        let (list, tiles, covers) = Tiler(region: ctx.region).bin(segments)
        guard !tiles.isEmpty else { return nil }
        return DrawPlan(
            segments: segments, list: list, tiles: tiles, covers: covers,
            paint: paintPlan(draw.paint, frame: draw.shape.frame, localFromPixel: paintMap),
            opacity: Float(draw.opacity), localFromPixel: LocalMap(inverse))
    }

    /// Whether the bounds of `points`, grown by `reach` pixels and one more for antialiasing,
    /// meet `region`.
    static func reaches(_ points: [Point], _ region: PixelRect, by reach: Double) -> Bool {
        guard let (lo, hi) = Point.bounds(of: points) else { return false }
        return reaches(lo, hi, region, by: reach)
    }

    /// Whether the box from `lo` to `hi`, grown by `reach` pixels and one more, meets `region`.
    static func reaches(_ lo: Point, _ hi: Point, _ region: PixelRect, by reach: Double) -> Bool {
        let r = reach + 1
        // Written so that NaN bounds reach everywhere: the tiler decides what they cover.
        return
            !(hi.x + r < Double(region.x) || lo.x - r > Double(region.maxX)
            || hi.y + r < Double(region.y) || lo.y - r > Double(region.maxY))
    }

    /// The arc lengths (from the line's start) of the chords of `line` that come within `reach`
    /// pixels of `region`, joined where they touch: where its dashes can be seen. Nil (every
    /// dash) where the distances are not finite.
    static func spans(_ line: Polyline, near region: PixelRect, by reach: Double) -> [ClosedRange<Double>]? {
        let p = line.points, d = line.distances
        guard p.count > 1, d.count == p.count, d.allSatisfy(\.isFinite) else { return nil }
        var out: [ClosedRange<Double>] = []
        for i in 1..<p.count {
            let a = p[i - 1], b = p[i]
            let lo = Point(min(a.x, b.x), min(a.y, b.y)), hi = Point(max(a.x, b.x), max(a.y, b.y))
            guard reaches(lo, hi, region, by: reach) else { continue }
            let from = d[i - 1] - d[0], to = max(from, d[i] - d[0])
            if let last = out.last, last.upperBound >= from {
                out[out.count - 1] = last.lowerBound...max(last.upperBound, to)
            } else {
                out.append(from...to)
            }
        }
        return out
    }

    /// Stops sorted by location, as the per-pixel stage reads them.
    private static func resolve(_ stops: [GradientStop]) -> ([SIMD4<Float>], [Float]) {
        let s = GradientStop.sorted(stops)
        return (s.map { $0.color.float4 }, s.map { Float($0.location) })
    }

    /// A radial paint: the centre in local points and the radii (points, or fractions of the
    /// frame for an elliptical gradient: variant 1, which divides offsets by the frame's size).
    private static func radialPlan(
        _ stops: [GradientStop], _ center: Point, _ r0: Double, _ r1: Double, frame: Rect, elliptical: Bool
    ) -> PaintPlan {
        let (cols, locs) = resolve(stops)
        let c = frame.point(unit: center)
        var p = PaintPlan(
            kind: PaintPlan.radialKind, colors: cols, locations: locs,
            params: SIMD4(Float(c.x), Float(c.y), Float(r0), Float(r1)))
        p.frame = SIMD4(Float(frame.x), Float(frame.y), Float(frame.width), Float(frame.height))
        p.variant = elliptical ? 1 : 0
        return p
    }

    /// The map from pixels to the draw's local points (nil where the draw is flat); under a
    /// projection, its affine part at the shape's centre.
    static func localFromPixel(_ draw: Draw, _ ctx: Context) -> Transform2D? {
        let local = draw.transform.matrix(frame: draw.shape.frame)
        guard let h = ctx.projection else { return ctx.toPixel.concatenating(after: local).inverted }
        let full = h.concatenating(after: Homography(local))
        return full.inverted.flatMap { paintMap(full, $0, frame: draw.shape.frame) }
    }

    /// An image paint: the level a pixel spans at most two texels of (`ImageSource.levelIndex`,
    /// from the longer of the steps one pixel across and one down make in the image), and
    /// texels of that level per local point.
    private static func imagePlan(_ i: ImagePaint, frame: Rect, localFromPixel m: Transform2D?) -> PaintPlan {
        let source = i.source
        let fw = max(frame.width, 1e-9), fh = max(frame.height, 1e-9)
        let sx = Double(source.width) / fw, sy = Double(source.height) / fh
        var span = 1.0
        if let m {
            let across = ((m.a * sx) * (m.a * sx) + (m.b * sy) * (m.b * sy)).squareRoot()
            let down = ((m.c * sx) * (m.c * sx) + (m.d * sy) * (m.d * sy)).squareRoot()
            span = max(across, down)
        }
        let level = source.level(source.levelIndex(texelsPerPixel: span))
        var p = PaintPlan(
            kind: PaintPlan.imageKind, colors: [(i.tint ?? RGBA(1, 1, 1, 1)).float4], locations: [0],
            params: SIMD4(Float(Double(level.width) / fw), Float(Double(level.height) / fh), 0, 0))
        p.frame = SIMD4(Float(frame.x), Float(frame.y), Float(frame.width), Float(frame.height))
        p.variant =
            (i.tint != nil ? PaintPlan.templateImage : 0) | (i.interpolation == .none ? PaintPlan.nearestImage : 0)
        p.image = level
        return p
    }

    /// A mesh paint: its record, tessellated for the pixels a local point spans at most; the
    /// background in colour 0.
    private static func meshPlan(_ m: MeshPaint, frame: Rect, localFromPixel: Transform2D?) -> PaintPlan {
        var pixelsPerPoint = 1.0
        if let l = localFromPixel, let toPixel = l.inverted { pixelsPerPoint = toPixel.maxScale }
        var p = PaintPlan(kind: PaintPlan.meshKind, colors: [m.background.float4], locations: [0], params: .zero)
        p.frame = SIMD4(Float(frame.x), Float(frame.y), Float(frame.width), Float(frame.height))
        p.mesh = MeshPatches(m, frame: frame, pixelsPerPoint: pixelsPerPoint)
        return p
    }

    /// Resolves a paint against the shape's frame (gradient geometry in local points);
    /// `localFromPixel` picks an image's level and a mesh's tessellation.
    static func paintPlan(_ paint: Paint, frame: Rect, localFromPixel: Transform2D? = nil) -> PaintPlan {
        switch paint {
        case .mesh(let m):
            return meshPlan(m, frame: frame, localFromPixel: localFromPixel)
        case .image(let i):
            return imagePlan(i, frame: frame, localFromPixel: localFromPixel)
        case .solid(let c):
            return PaintPlan(kind: PaintPlan.solidKind, colors: [c.float4], locations: [0], params: .zero)
        case let .linear(stops, s, e):
            let (cols, locs) = resolve(stops)
            let a = frame.point(unit: s), b = frame.point(unit: e)
            return PaintPlan(
                kind: PaintPlan.linearKind, colors: cols, locations: locs,
                params: SIMD4(Float(a.x), Float(a.y), Float(b.x), Float(b.y)))
        case .harmonic, .shader:
            // Never planned as a paint: `plan(_:_:into:)` lowers the draw to the shader effect first
            // (`harmonicLayer`). White, the colour a mask of its coverage takes, where something does.
            return PaintPlan(kind: PaintPlan.solidKind, colors: [SIMD4(1, 1, 1, 1)], locations: [0], params: .zero)
        case let .radial(stops, center, r0, r1):
            return radialPlan(stops, center, r0, r1, frame: frame, elliptical: false)
        case let .elliptical(stops, center, r0, r1):
            return radialPlan(stops, center, r0, r1, frame: frame, elliptical: true)
        case let .angular(stops, center, start, end):
            let (cols, locs) = resolve(stops)
            let c = frame.point(unit: center)
            return PaintPlan(
                kind: PaintPlan.angularKind, colors: cols, locations: locs,
                params: SIMD4(Float(c.x), Float(c.y), Float(start * Double.pi / 180), Float(end * Double.pi / 180)))
        }
    }
}
