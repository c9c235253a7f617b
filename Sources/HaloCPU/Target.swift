import Foundation
import HaloCore

/// A buffer of premultiplied RGBA pixels covering `rect` (frame pixels), in Float, as the GPU's
/// float render targets.
///
/// Sendable by hand: one frame at a time uses a target, taken from a `TargetPool` and given
/// back under the pool's lock; its spans, clean colour and resolved bytes change only on that
/// frame's thread, and its workers write disjoint pixels while that thread waits for them.
final class Target: @unchecked Sendable {
    let rect: PixelRect
    private var storage: UnsafeMutableBufferPointer<Float>?
    /// Whether the pixels are allocated when first used, and left for `reset` to fill.
    private let deferred: Bool

    /// A transparent target; or, `deferred`, one whose pixels are allocated when first used (by
    /// the frame's thread: a frame drawn band by band never uses them) and hold nothing until
    /// `reset` fills them.
    init(rect: PixelRect, deferred: Bool = false) {
        self.rect = rect
        self.deferred = deferred
        if !deferred { _ = floats }
    }

    deinit { storage?.deallocate() }

    /// The pixels, rows top first, four floats each; owned by the target.
    var floats: UnsafeMutableBufferPointer<Float> {
        if let storage { return storage }
        let made = UnsafeMutableBufferPointer<Float>.allocate(capacity: rect.width * rect.height * 4)
        if !deferred { made.initialize(repeating: 0) }
        storage = made
        return made
    }

    /// For frame targets: true after a frame drawn band by band, whose float pixels were not
    /// stored; the next `reset` fills them all.
    var floatsUnknown = false

    /// For frame targets: per row (from the target's first), the columns written since the
    /// last clear, as [lower, upper) in target pixels (lower >= upper: none). Pixels outside
    /// hold `clean`. Lets the next frame clear, and the frame's rounding read, only those.
    var spans: [SIMD2<Int32>] = []
    /// The colour of the pixels outside `spans`, when they are tracked.
    var clean: SIMD4<Float>?

    /// For frame targets: the bytes last resolved from this target, with the spans and clean
    /// colour it had then (see `CPURenderer.render`).
    var resolved: (bytes: [UInt8], spans: [SIMD2<Int32>], clean: SIMD4<Float>?) = ([], [], nil)
    /// For frame targets: the plan `resolved` holds the frame of, by its cache and number (nil: one made
    /// without a cache). The cache hands an equal scene's plan out again with its number, and the
    /// reference keeps the cache alive, so the pair names one frame.
    var resolvedPlan: (cache: GeometryCache, number: Int)?
    /// For frame targets: the coverage of the last frame's draws (see `CoverageCache`).
    let coverage = CoverageCache()

    /// Records that draws wrote `r` (frame pixels), when spans are tracked.
    func markWritten(_ r: PixelRect) {
        markWritten(CollectionOfOne(r))
    }

    /// Records that draws wrote each of `rects` (frame pixels), when spans are tracked.
    func markWritten(_ rects: some Sequence<PixelRect>) {
        guard clean != nil else { return }
        let bounds = rect
        spans.withUnsafeMutableBufferPointer { spans in
            for r in rects {
                let c = r.intersection(bounds)
                guard c.width > 0, c.height > 0 else { continue }
                let lo = Int32(c.x - bounds.x), hi = Int32(c.maxX - bounds.x)
                for y in (c.y - bounds.y)..<(c.maxY - bounds.y) {
                    spans[y] = SIMD2(min(spans[y].x, lo), max(spans[y].y, hi))
                }
            }
        }
    }

    /// Makes every pixel `color` and starts tracking spans, clearing only what the last
    /// frame wrote when it was cleared to the same colour.
    func reset(to color: SIMD4<Float>, parallelRows: ((Int) -> Void) -> Void) {
        let known = clean == color && spans.count == rect.height && !floatsUnknown
        floatsUnknown = false
        withWriter { out in
            parallelRows { y in
                if known {
                    let s = spans[y]
                    if s.x < s.y { out.fill(row: y, from: Int(s.x), to: Int(s.y), color) }
                } else {
                    out.fill(row: y, from: 0, to: rect.width, color)
                }
            }
        }
        startTracking(clean: color)
    }

    /// Starts tracking spans over pixels that are all `color` already (a new target, or one
    /// whose writes were undone).
    func startTracking(clean color: SIMD4<Float>) {
        spans = [SIMD2<Int32>](repeating: SIMD2(Int32(rect.width), 0), count: rect.height)
        clean = color
    }

    /// The texel at frame pixel (x, y).
    @inline(__always)
    func fetch(_ x: Int, _ y: Int) -> SIMD4<Float> {
        let i = ((y - rect.y) * rect.width + (x - rect.x)) * 4
        return UnsafeRawPointer(floats.baseAddress! + i).loadUnaligned(as: SIMD4<Float>.self)
    }

    /// Runs `body` with a writer for this target.
    func withWriter<R>(_ body: (TargetWriter) throws -> R) rethrows -> R {
        try body(TargetWriter(rect: rect, floats: floats.baseAddress!))
    }
}

/// Writes into a target from several threads at once; each pixel is written by one thread.
///
/// Sendable by hand: its rect and pointer are constants, each worker writes disjoint pixels
/// through it, and the caller waits for all of them before it reads the target.
struct TargetWriter: @unchecked Sendable {
    let rect: PixelRect
    let floats: UnsafeMutablePointer<Float>

    /// Source-over of a premultiplied colour (ONE, ONE_MINUS_SRC_ALPHA) at frame pixel (x, y).
    @inline(__always)
    func blend(_ src: SIMD4<Float>, _ x: Int, _ y: Int) {
        let i = ((y - rect.y) * rect.width + (x - rect.x)) * 4
        let p = UnsafeMutableRawPointer(floats + i)
        let dst = p.loadUnaligned(as: SIMD4<Float>.self)
        p.storeBytes(of: src + dst * (1 - src.w), as: SIMD4<Float>.self)
    }

    /// A premultiplied colour combined with the pixel at frame (x, y) by a blend mode
    /// (`BlendMode.code`; source-over for 0), the twin's `blendMode`.
    @inline(__always)
    func blend(_ src: SIMD4<Float>, _ x: Int, _ y: Int, mode: Int32) {
        guard mode != BlendMode.normalCode else { return blend(src, x, y) }
        let i = ((y - rect.y) * rect.width + (x - rect.x)) * 4
        let p = UnsafeMutableRawPointer(floats + i)
        p.storeBytes(of: blendMode(src, p.loadUnaligned(as: SIMD4<Float>.self), mode), as: SIMD4<Float>.self)
    }

    /// Fills columns [from, to) of row y (both counted from the target's first pixel).
    func fill(row y: Int, from: Int, to: Int, _ v: SIMD4<Float>) {
        let start = UnsafeMutableRawPointer(floats + y * rect.width * 4)
        for x in from..<to { start.storeBytes(of: v, toByteOffset: x * 16, as: SIMD4<Float>.self) }
    }

    /// Fills frame row `y` over the frame columns of `runs` ([lower, upper) each).
    func fill(frameRow y: Int, _ runs: [SIMD2<Int32>], _ v: SIMD4<Float>) {
        for run in runs { fill(row: y - rect.y, from: Int(run.x) - rect.x, to: Int(run.y) - rect.x, v) }
    }

    /// Stores a colour as is (a pass that replaces, not blends) at frame pixel (x, y).
    @inline(__always)
    func store(_ v: SIMD4<Float>, _ x: Int, _ y: Int) {
        let i = ((y - rect.y) * rect.width + (x - rect.x)) * 4
        UnsafeMutableRawPointer(floats + i).storeBytes(of: v, as: SIMD4<Float>.self)
    }
}

/// Targets kept for reuse, by size: the frame target of one frame serves the next, and a
/// layer's buffers serve the same layer in the next frame.
///
/// Sendable by hand: `free` is read and written under `lock`, and `limit` is a constant.
final class TargetPool: @unchecked Sendable {
    private let lock = NSLock()
    private var free: [Target] = []
    /// How many targets are kept at most.
    private let limit: Int

    init(limit: Int) { self.limit = limit }

    /// How many draws reused coverage, over the frame targets kept (for tests).
    var reusedDraws: Int {
        lock.lock()
        defer { lock.unlock() }
        return free.reduce(0) { $0 + $1.coverage.reused }
    }

    /// A target over `rect`, its pixels left as they were (the caller resets them or
    /// overwrites what it reads); a new one's pixels are allocated when first used with
    /// `deferred`.
    func take(_ rect: PixelRect, deferred: Bool = false) -> Target {
        lock.lock()
        defer { lock.unlock() }
        guard let i = free.lastIndex(where: { $0.rect == rect }) else { return Target(rect: rect, deferred: deferred) }
        return free.remove(at: i)
    }

    /// The bytes a kept frame target last resolved for `plan`, when one did: the same plan again (a
    /// still scene) is the same frame.
    func resolvedImage(of plan: FramePlan) -> Image? {
        guard plan.number != 0, let cache = plan.cache else { return nil }
        lock.lock()
        defer { lock.unlock() }
        let n = plan.width * plan.height * 4
        guard
            let t = free.last(where: {
                $0.resolvedPlan?.cache === cache && $0.resolvedPlan?.number == plan.number
                    && $0.resolved.bytes.count == n
            })
        else { return nil }
        stillFrames += 1
        return Image(width: plan.width, height: plan.height, pixels: t.resolved.bytes)
    }

    /// How many frames were a kept frame's bytes again (for tests).
    private(set) var stillFrames = 0

    /// Returns a target for reuse.
    func give(_ t: Target) {
        lock.lock()
        defer { lock.unlock() }
        free.append(t)
        if free.count > limit { free.removeFirst() }
    }
}
