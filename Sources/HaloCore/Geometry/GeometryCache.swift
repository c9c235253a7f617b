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
    private var memo = FrameMemo<Key, DrawPlan?>()
    /// How many draws reused the last frame's geometry (for tests).
    package var reused: Int { memo.reused }

    package init() {}

    /// Runs `body` as the planning of one frame: its draws match the last frame's.
    func frame<R>(_ body: () throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        memo.startFrame()
        return try body()
    }

    /// The draw's plan: the last frame's at this place when its key is equal (`reused`: its
    /// paint and opacity are the last frame's, the caller's to set), else `make()`.
    func plan(_ key: Key, _ make: () -> DrawPlan?) -> (plan: DrawPlan?, reused: Bool) {
        let (plan, reused) = memo.next(key, make)
        return (plan, reused)
    }
}
