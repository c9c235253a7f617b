import Foundation

/// The geometry of a frame's draws, kept for the next frame.
///
/// A draw's pieces, tiles and widths depend on its shape, operation, stroke style, transform
/// and trim, and on where it lands (the pixel transform, scale and region): not on its paint
/// or opacity. The planner looks a draw up by those (`Key`) at the same place in the last
/// frame's order of draws, and reuses the geometry when they are equal, which gives the same
/// plan as planning it again: the glow's capsule, the border's cards and labels, and text
/// that does not move are flattened, stroked and tiled once. One frame is planned at a time
/// per cache (a lock), so a renderer can share one between threads. Sendable by hand: its
/// memos, layers, last plan and encoding and counters are read and written under `lock`
/// (`flattened`, `note` and `plan(_:paint:_:resolve:)` run only inside `frame`, which holds
/// it); the counters' getters, for tests, are read on the planning thread after the frames.
package final class GeometryCache: @unchecked Sendable {
    /// What a draw's geometry depends on.
    struct Key: Equatable {
        var shape: Shape
        var operation: Operation
        var style: StrokeStyle
        var transform: DrawTransform
        var trim: SIMD2<Double>
        var toPixel: Transform2D
        var pixelScale: Double
        var region: PixelRect
        var projection: Homography?
        /// Whether the draw is a glyph drawn from its mask (`Planner.masks`): its geometry is then
        /// the mask's rectangle, whatever colour it takes.
        var masked: Bool

        init(_ d: Draw, _ ctx: Planner.Context) {
            shape = d.shape
            operation = d.operation
            style = d.style
            transform = d.transform
            trim = SIMD2(d.trimFrom, d.trimTo)
            toPixel = ctx.toPixel
            pixelScale = ctx.pixelScale
            region = ctx.region
            projection = ctx.projection
            masked = Planner.masks(d)
        }
    }

    /// A layer's geometry apart from its nodes, and where it is among its parent's nodes:
    /// with every draw reused, equal lists of these mean an equal geometry.
    struct LayerOutline: Equatable {
        var bounds: PixelRect, output: PixelRect, content: TileOccupancy
        var kernel: GaussianKernel
        var clipped: Bool
        var nodes: Int, index: Int
        var blendMode: Int32, masked: Bool
        var resample: Homography?
        var filtered: Bool
        /// Its shader effect: a repaint keeps the effect records, so any change re-encodes.
        var effect: EffectPlan?
    }

    /// What a draw's outlines flattened in its own points depend on: not where it lands, so
    /// a shape that only moves (a bouncing glyph, a trimmed stroke's outline) is flattened once.
    struct OutlineKey: Equatable {
        var shape: Shape
        var inset: Double
        var tolerance: Double
    }

    private let lock = NSLock()
    /// The flattened outlines of the draws whose geometry was made afresh, in that order.
    private var outlines = FrameMemo<OutlineKey, [Polyline]>()
    private var points = FrameMemo<OutlineKey, [[Point]]>()
    /// The layers of the frame being planned, in the order they were planned, and the last
    /// frame's.
    private var layers: [LayerOutline] = [], lastLayers: [LayerOutline] = []
    private var memo = FrameMemo<Key, (plan: DrawPlan?, paint: Paint)>()
    /// The last scene planned and its plan.
    private var last: (scene: Scene, plan: FramePlan)?
    /// The last plan encoded and its encoding.
    private var encoded: (plan: FramePlan, frame: EncodedFrame)?
    /// How many frames reused the last frame's plan, and its encoding (for tests).
    package private(set) var reusedPlans = 0, reusedEncodings = 0
    /// How many frames resumed the last frame's encoding after the nodes they share (for tests).
    package private(set) var resumedEncodings = 0
    /// How many draws reused the last frame's geometry, and how many whose geometry was made
    /// afresh reused its flattened outlines (for tests).
    package var reused: Int { memo.reused }
    package var reusedOutlines: Int { outlines.reused + points.reused }

    package init() {}

    /// The last plan when `scene` equals the scene it was made from, else nil.
    func plan(ifScene scene: Scene) -> FramePlan? {
        lock.lock()
        defer { lock.unlock() }
        guard let last, last.scene == scene else { return nil }
        reusedPlans += 1
        return last.plan
    }

    /// Numbers the plan and keeps it for the next frame.
    /// Its geometry is numbered too: the last plan's geometry number when every draw reused
    /// the last frame's geometry and the layers are the last frame's, else its own number.
    func keep(_ plan: inout FramePlan, for scene: Scene) {
        lock.lock()
        defer { lock.unlock() }
        plans += 1
        plan.number = plans
        let same = memo.matchesLastFrame && layers == lastLayers && plan.nodes.count == last?.plan.nodes.count
        plan.geometryNumber = same ? last?.plan.geometryNumber ?? plans : plans
        last = (scene, plan)
    }

    /// How many plans this cache has made.
    private var plans = 0

    /// The plan encoded: the last encoding repainted when only paints and opacities changed
    /// since the last plan encoded through this cache, else a fresh one.
    func encode(_ plan: FramePlan) -> EncodedFrame {
        // Taken out of the cache, so a repaint writes in place when the caller has let the
        // last frame go.
        var lastPlan: FramePlan? = nil
        var lastFrame: EncodedFrame? = nil
        lock.lock()
        if let e = encoded { (lastPlan, lastFrame) = (e.plan, e.frame) }
        encoded = nil
        lock.unlock()
        var frame: EncodedFrame
        var reused = true, resumed = false
        if let p = lastPlan, let f = lastFrame, p.number != 0, p.number == plan.number {
            frame = f  // the same plan again (a still scene): the same encoding
        } else if let p = lastPlan, var f = lastFrame {
            lastFrame = nil
            // The same geometry repainted; else the nodes it shares with the last frame kept and the
            // rest encoded after them; else afresh, with room for the next frame to resume it where
            // only room was missing.
            reused = f.repaint(for: plan, from: p)
            let update = reused ? .unshared : f.update(for: plan, from: p)
            resumed = update == .resumed
            frame = reused || resumed ? f : EncodedFrame(fresh: plan, roomy: update == .outOfRoom)
        } else {
            frame = EncodedFrame(fresh: plan)
            reused = false
        }
        lock.lock()
        if reused { reusedEncodings += 1 }
        if resumed { resumedEncodings += 1 }
        encoded = (plan, frame)
        lock.unlock()
        return frame
    }

    /// Whether the frame being planned repeats the last frame's geometry
    /// (`Scene.repeatsGeometry(of:)`): each draw then takes the last frame's plan at its place
    /// (`repeated(paint:resolve:)`), no key made or compared. Read within `frame`.
    private(set) var repeatsGeometry = false
    /// How many frames repeated the last frame's geometry (for tests).
    package private(set) var repeatedFrames = 0

    /// Runs `body` as the planning of one frame of `scene`: its draws match the last frame's.
    func frame<R>(of scene: Scene, _ body: () throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        repeatsGeometry = last.map { scene.repeatsGeometry(of: $0.scene) } ?? false
        if repeatsGeometry { repeatedFrames += 1 }
        memo.startFrame()
        outlines.startFrame()
        points.startFrame()
        swap(&layers, &lastLayers)
        layers.removeAll(keepingCapacity: true)
        return try body()
    }

    /// The outlines of `shape` inset by `inset`, flattened to `tolerance` in its own points:
    /// those of the last frame's draw at this place among the draws whose geometry was made
    /// afresh when it had the same shape, inset and tolerance, else `make()`. Within `frame`.
    func flattened(_ shape: Shape, inset: Double, tolerance: Double, _ make: () -> [Polyline]) -> [Polyline] {
        outlines.next(OutlineKey(shape: shape, inset: inset, tolerance: tolerance), make).value
    }

    /// The shape's outlines as points alone (`Contour.flattenedPoints`), for a plain fill: the
    /// last frame's at this place when the shape, inset and tolerance are the same, else `make()`.
    func flattenedPoints(_ shape: Shape, inset: Double, tolerance: Double, _ make: () -> [[Point]]) -> [[Point]] {
        points.next(OutlineKey(shape: shape, inset: inset, tolerance: tolerance), make).value
    }

    /// Notes a layer planned within `frame`, at `index` among its parent's nodes.
    func note(_ layer: LayerPlan, at index: Int) {
        layers.append(
            LayerOutline(
                bounds: layer.bounds, output: layer.output, content: layer.content, kernel: layer.kernel,
                clipped: layer.clip != nil, nodes: layer.nodes.count, index: index, blendMode: layer.blendMode,
                masked: layer.mask != nil, resample: layer.resample, filtered: layer.colorMatrix != nil,
                effect: layer.effect))
    }

    /// The draw's plan: the last frame's at this place when its key is equal, its paint
    /// resolved again by `resolve` where `paint` changed (`reused`: its opacity is the last
    /// frame's, the caller's to set), else `make()`.
    func plan(
        _ key: Key, paint: Paint, _ make: () -> DrawPlan?, resolve: () -> PaintPlan
    ) -> (plan: DrawPlan?, reused: Bool) {
        plans([key], paints: [paint], make: { $0.map { _ in make() } }, resolve: { _ in resolve() })[0]
    }

    /// The draw's plan in a frame that repeats the last frame's geometry: the last frame's at this
    /// place, its paint resolved again by `resolve` where `paint` changed (its opacity the caller's
    /// to set); nil when the frame does not repeat it. Within `frame`.
    func repeated(paint: Paint, resolve: () -> PaintPlan) -> DrawPlan?? {
        guard repeatsGeometry, let kept = memo.nextKept() else { return nil }
        guard kept.paint != paint, var p = kept.plan else { return .some(kept.plan) }
        p.paint = resolve()
        memo.replaceLast((p, paint))
        return .some(p)
    }

    /// Consecutive draws' plans, each as `plan` gives it, with the plans to make made at once: `make`
    /// gets the indices (into `keys`) of the draws whose plans are not the last frame's and returns their
    /// plans in that order (the caller may make them on several threads).
    func plans(
        _ keys: [Key], paints: [Paint], make: ([Int]) -> [DrawPlan?], resolve: (Int) -> PaintPlan
    ) -> [(plan: DrawPlan?, reused: Bool)] {
        var out: [(plan: DrawPlan?, reused: Bool)] = []
        out.reserveCapacity(keys.count)
        var misses: [Int] = [], places: [Int] = []
        for (k, key) in keys.enumerated() {
            var missed = false
            let (kept, reused) = memo.next(key) {
                missed = true
                return (nil, paints[k])
            }
            if missed {
                misses.append(k)
                places.append(memo.position - 1)
                out.append((nil, false))
            } else if reused, kept.paint != paints[k], var p = kept.plan {
                p.paint = resolve(k)
                memo.replaceLast((p, paints[k]))
                out.append((p, true))
            } else {
                out.append((kept.plan, reused))
            }
        }
        for (m, made) in make(misses).enumerated() {
            memo.replace(at: places[m], with: (made, paints[misses[m]]))
            out[misses[m]] = (made, false)
        }
        return out
    }
}
