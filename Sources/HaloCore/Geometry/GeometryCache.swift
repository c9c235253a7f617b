import Foundation

/// The geometry of a frame's draws, kept for the next frame.
///
/// A draw's pieces, tiles and widths depend on its shape, operation, stroke style, transform
/// and trim, and on where it lands (the pixel transform, scale and region): not on its paint
/// or opacity. The planner looks a draw up by those (`Key`) at the same place in the last
/// frame's order of draws, and reuses the geometry when they are equal, which gives the same
/// plan as planning it again: the glow's capsule, the border's cards and labels, and text
/// that does not move are flattened, stroked and tiled once. One frame is planned at a time
/// per cache (a lock), so a renderer can share one between threads.
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

        init(_ d: Draw, _ ctx: Planner.Context) {
            shape = d.shape
            operation = d.operation
            style = d.style
            transform = d.transform
            trim = SIMD2(d.trimFrom, d.trimTo)
            toPixel = ctx.toPixel
            pixelScale = ctx.pixelScale
            region = ctx.region
        }
    }

    private let lock = NSLock()
    private var memo = FrameMemo<Key, (plan: DrawPlan?, paint: Paint)>()
    /// The last scene planned and its plan.
    private var last: (scene: Scene, plan: FramePlan)?
    /// The last plan encoded and its encoding.
    private var encoded: (plan: FramePlan, frame: EncodedFrame)?
    /// How many frames reused the last frame's plan, and its encoding (for tests).
    package private(set) var reusedPlans = 0, reusedEncodings = 0
    /// How many draws reused the last frame's geometry (for tests).
    package var reused: Int { memo.reused }

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
    func keep(_ plan: inout FramePlan, for scene: Scene) {
        lock.lock()
        defer { lock.unlock() }
        plans += 1
        plan.number = plans
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
        var reused = true
        if let p = lastPlan, let f = lastFrame, p.number != 0, p.number == plan.number {
            frame = f  // the same plan again (a still scene): the same encoding
        } else if let p = lastPlan, var f = lastFrame {
            lastFrame = nil
            reused = f.repaint(for: plan, from: p)
            frame = reused ? f : EncodedFrame(fresh: plan)
        } else {
            frame = EncodedFrame(fresh: plan)
            reused = false
        }
        lock.lock()
        if reused { reusedEncodings += 1 }
        encoded = (plan, frame)
        lock.unlock()
        return frame
    }

    /// Runs `body` as the planning of one frame: its draws match the last frame's.
    func frame<R>(_ body: () throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        memo.startFrame()
        return try body()
    }

    /// The draw's plan: the last frame's at this place when its key is equal, its paint
    /// resolved again by `resolve` where `paint` changed (`reused`: its opacity is the last
    /// frame's, the caller's to set), else `make()`.
    func plan(
        _ key: Key, paint: Paint, _ make: () -> DrawPlan?, resolve: () -> PaintPlan
    ) -> (plan: DrawPlan?, reused: Bool) {
        let (kept, reused) = memo.next(key) { (make(), paint) }
        guard reused, kept.paint != paint, var p = kept.plan else { return (kept.plan, reused) }
        p.paint = resolve()
        memo.replaceLast((p, paint))
        return (p, true)
    }
}
