import Dispatch
import Foundation
import HaloCore

/// The CPU reference renderer: the Swift twins of the shaders, run over the same pixels.
///
/// Every target is Float premultiplied RGBA, as the GPU's float targets: each draw blends
/// source-over (ONE, ONE_MINUS_SRC_ALPHA); isolated layers render into targets over their
/// bounds, then blur (horizontal pass into another target, vertical pass while compositing),
/// clip and fade into the parent. The frame is rounded to bytes once, at the end (`Resolve`).
/// Work is split by tiles or rows, which never share a pixel, so the bytes do not depend on
/// the thread count. Sendable by hand: each frame takes its own targets from pools that lock
/// themselves, so concurrent frames share no pixels; `checkedSize` is read and written under
/// `budgetLock`, `geometry` locks itself, and `name` and `threads` are constants.
public final class CPURenderer: PlanRenderer, @unchecked Sendable {
    /// "cpu".
    public let name = "cpu"
    /// How many threads share a pass (1 renders serially).
    public let threads: Int

    /// Targets kept between frames, so a frame does not allocate its float pixels: frames
    /// (cleared where the last frame wrote), layer contents and clips (all transparent while
    /// pooled: what a layer wrote is zeroed before it goes back), and scratch targets for the
    /// horizontal blur pass (read only where the pass wrote).
    private let frames = TargetPool(limit: 4)
    private let layers = TargetPool(limit: 8)
    private let scratch = TargetPool(limit: 6)
    /// The last frame's geometry, for display lists handed to `render(_:)` one frame after another.
    private let geometry = GeometryCache()

    /// The last frame size found to fit in memory (`MemoryBudget`), checked once per size.
    private var checkedSize: SIMD2<Int>?
    private let budgetLock = NSLock()

    /// How many draws reused the last frame's coverage, over the frame targets kept (tests).
    var reusedDraws: Int { frames.reusedDraws }
    /// How many frames were the bytes of a kept frame of the same plan (a still scene; tests).
    var stillFrames: Int { frames.stillFrames }

    /// A renderer on `threads` threads (0: every core).
    public init(threads: Int = 0) {
        self.threads = threads > 0 ? threads : max(1, ProcessInfo.processInfo.activeProcessorCount)
    }

    /// Plans and renders a display list.
    /// - Throws: `SceneError` for a frame whose targets do not fit in the memory available
    ///   (`MemoryBudget`).
    public func render(_ list: DisplayList) throws -> Image {
        let size = SIMD2(list.scene.canvas.pixelWidth, list.scene.canvas.pixelHeight)
        budgetLock.lock()
        let checked = checkedSize == size
        budgetLock.unlock()
        if !checked {
            try MemoryBudget.check(width: size.x, height: size.y)
            budgetLock.lock()
            checkedSize = size
            budgetLock.unlock()
        }
        return render(Planner.plan(list, cache: geometry))
    }

    /// Renders a planned frame.
    ///
    /// The frame target keeps the bytes it last resolved. When they are of the same size and
    /// background, only the pixels this frame or that one wrote are rounded again; the rest
    /// hold the background's bytes already. The returned image shares that array, so the next
    /// frame writes into it in place once the caller has let it go (and copies it first, as
    /// any Swift array, while the caller still holds it). The same plan again (its cache hands
    /// it out for a still scene) is those bytes again, drawn once.
    package func render(_ plan: FramePlan) -> Image {
        render(plan, banded: true)
    }

    /// Renders a planned frame; a frame of draws alone band by band (`bandedFrame`) unless
    /// `banded` is false (the same bytes: tests compare the two).
    package func render(_ plan: FramePlan, banded: Bool) -> Image {
        if let still = frames.resolvedImage(of: plan) { return still }
        if banded, let draws = Self.drawsAlone(plan) { return bandedFrame(plan, draws) }
        let frame = floatFrame(plan)
        defer { frames.give(frame) }
        return resolved(frame, plan) { out in
            parallel(plan.height) { y in main(frame, row: y, into: out.row(y), previouslyWritten: out.old(y)) }
        }
    }

    /// Renders a frame without rounding it to bytes where it has a float target (a frame of
    /// draws alone is drawn and rounded band by band: `bandedFrame`).
    package func renderWithoutReadback(_ plan: FramePlan) {
        if frames.resolvedImage(of: plan) != nil { return }
        if let draws = Self.drawsAlone(plan) {
            _ = bandedFrame(plan, draws)
            return
        }
        frames.give(floatFrame(plan))
    }

    /// The plan's draws when it has no layers.
    private static func drawsAlone(_ plan: FramePlan) -> [DrawPlan]? {
        var draws: [DrawPlan] = []
        for node in plan.nodes {
            guard case .draw(let d) = node else { return nil }
            draws.append(d)
        }
        return draws
    }

    /// The frame's bytes, reusing those `frame` resolved last when they are of the same size and
    /// clean colour: `fill` writes each row y at `out.row(y)`, over at least the columns
    /// `out.old(y)` (nil: all of them).
    private func resolved(_ frame: Target, _ plan: FramePlan, fill: (ResolvedRows) -> Void) -> Image {
        let (w, h) = (plan.width, plan.height)
        var pixels = frame.resolved.bytes
        frame.resolved.bytes = []
        let previous = frame.resolved.clean == frame.clean && pixels.count == w * h * 4 ? frame.resolved.spans : nil
        // Every byte is written below when there are no previous bytes (`main`, old nil).
        if previous == nil { pixels = [UInt8](unsafeUninitializedCapacity: w * h * 4) { $1 = w * h * 4 } }
        pixels.withUnsafeMutableBufferPointer { buffer in
            fill(ResolvedRows(bytes: buffer.baseAddress!, width: w, previous: previous))
        }
        frame.resolved = (pixels, frame.spans, frame.clean)
        frame.resolvedPlan = plan.cache.flatMap { plan.number != 0 ? ($0, plan.number) : nil }
        return Image(width: w, height: h, pixels: pixels)
    }

    /// The frame in its float target, before it is rounded to bytes; give it back to `frames`.
    private func floatFrame(_ plan: FramePlan) -> Target {
        let frame = frames.take(PixelRect(x: 0, y: 0, width: plan.width, height: plan.height), deferred: true)
        frame.reset(to: plan.background) { body in parallel(plan.height, body) }
        frame.coverage.startFrame()
        render(plan.nodes, into: frame, cache: frame.coverage)
        return frame
    }

    /// A frame of draws alone, band by band (`DrawRun`): each band's rows, where draws reach,
    /// filled with the background in a worker's scratch, drawn, and rounded to bytes. The
    /// frame's float pixels (16 bytes each, filled, blended and read back) are never stored;
    /// the bytes are those `floatFrame` and `main` give.
    private func bandedFrame(_ plan: FramePlan, _ draws: [DrawPlan]) -> Image {
        let w = plan.width
        let frame = frames.take(PixelRect(x: 0, y: 0, width: w, height: plan.height), deferred: true)
        defer { frames.give(frame) }
        frame.startTracking(clean: plan.background)
        frame.floatsUnknown = true
        frame.coverage.startFrame()
        let run = DrawRun(draws, into: frame, cache: frame.coverage)
        let workers = max(threads, 1), background = plan.background
        let bands = (0..<workers).map { _ in
            UnsafeMutableBufferPointer<Float>.allocate(capacity: DrawRun.bandRows * w * 4)
        }
        defer { bands.forEach { $0.deallocate() } }
        return resolved(frame, plan) { out in
            parallel(run.bandCount, workers: workers) { b, worker in
                let rows = run.rows(ofBand: b)
                let floats = bands[worker].baseAddress!
                let band = TargetWriter(
                    rect: PixelRect(x: 0, y: rows.lowerBound, width: w, height: rows.count), floats: floats)
                for y in rows {
                    let s = frame.spans[y]
                    if s.x < s.y { band.fill(row: y - rows.lowerBound, from: Int(s.x), to: Int(s.y), background) }
                }
                run.draw(band: b, into: band)
                for y in rows {
                    main(
                        frame, row: y, floats: floats + (y - rows.lowerBound) * w * 4, into: out.row(y),
                        previouslyWritten: out.old(y))
                }
            }
        }
    }

    private func render(_ nodes: [PlanNode], into target: Target, cache: CoverageCache) {
        var i = 0
        while i < nodes.count {
            if case .layer(let l) = nodes[i] {
                composite(l, into: target, cache: cache)
                i += 1
                continue
            }
            var draws: [DrawPlan] = []
            while i < nodes.count, case .draw(let d) = nodes[i] {
                draws.append(d)
                i += 1
            }
            draw(DrawRun(draws, into: target, cache: cache), into: target)
        }
    }

    /// Consecutive draws: their tiles' coverage (from the frame's `CoverageCache` where the same
    /// geometry was drawn there last frame), then their paints, blended source-over, band by band.
    private func draw(_ run: DrawRun, into target: Target) {
        target.withWriter { out in
            parallel(run.bandCount) { b in run.draw(band: b, into: out) }
        }
    }

    /// A layer: its nodes into a transparent target over its bounds, then the blur's two
    /// passes over the pixels that can be non-zero (`BlurRows`), clip, opacity and mask into
    /// `parent`.
    private func composite(_ l: LayerPlan, into parent: Target, cache: CoverageCache) {
        var content = transparent(l.bounds)
        let effect = l.resample == nil ? l.effect : nil
        render(l.nodes, into: content, cache: cache)
        var l = l
        if let effect {
            // Nothing between the effect and the parent but the opacity and the blend: straight into it.
            if l.clip == nil, l.mask == nil, l.colorMatrix == nil {
                shaded(content, l, effect, into: .parent(parent))
                return
            }
            // The effect's output takes the content's place, its blur already in it.
            content = shaded(content, l, effect, into: .target(transparent(l.bounds)))!
            l.kernel = GaussianKernel(sigma: 0)
        }
        if let map = l.resample {
            defer {
                content.reset(to: .zero) { body in parallel(content.rect.height, body) }
                layers.give(content)
            }
            return resample(content, l, map, into: parent)
        }
        var clip: Target? = nil
        if let c = l.clip {
            clip = transparent(l.bounds)
            draw(DrawRun(CollectionOfOne(c), into: clip!, cache: cache), into: clip!)
        }
        // The mask drawn as a layer into a transparent target over the layer's pixels: its alpha.
        var mask: Target? = nil
        if let m = l.mask {
            mask = transparent(l.bounds)
            composite(m, into: mask!, cache: cache)
        }
        let blur = BlurRows(gaussian: BlurRows.Kernel(l.kernel))
        let runs = RowRuns.scan(content, parallel: parallel)
        defer {
            // Back to all transparent: the content is non-zero only in its runs.
            content.withWriter { out in
                parallel(runs.height) { i in out.fill(frameRow: runs.y + i, runs.rows[i], .zero) }
            }
            layers.give(content)
            for t in [clip, mask].compactMap({ $0 }) {
                t.reset(to: .zero) { body in parallel(t.rect.height, body) }
                layers.give(t)
            }
        }
        // Where the horizontal pass can be non-zero, within the output's columns; with no
        // blur, the content's runs kept to those columns.
        let out = runs.grown(by: l.kernel.radius, within: l.output.x..<l.output.maxX)
        var source = content
        let rows = l.kernel.radius > 0 ? scratch.take(l.bounds) : nil
        defer { rows.map(scratch.give) }
        if let rows {
            blur.horizontal(content, runs: runs, into: rows, out: out, parallel: parallel)
            source = rows
        }
        let extents = BlurRows.windowExtents(out, radius: l.kernel.radius, output: l.output)
        parent.markWritten(
            extents.enumerated().lazy.map { row, e in
                PixelRect(x: Int(e.x), y: l.output.y + row, width: Int(e.y) - Int(e.x), height: 1)
            })
        blur.vertical(
            source, runs: out, output: l.output, extents: extents, clip: clip, mask: mask,
            filter: l.colorMatrix.map(ColorMatrixColumns.init), opacity: l.opacity, blendMode: l.blendMode,
            into: parent, parallel: parallel)
    }

    /// Where a shader effect's colours go: a target of their own (stored), or the parent (faded by the
    /// layer's opacity and blended, as the layer's vertical pass with no blur would).
    private enum EffectOutput {
        case target(Target)
        case parent(Target)
    }

    /// A layer's shader effect over its output: the layer's colour after its blur (the
    /// vertical pass into a target of its own; nothing where the effect does not read it), then
    /// `EffectSampler` by blocks of columns over bands of rows, into `output`; `content` goes back
    /// to its pool. Returns the effect's own target, nil when it went into the parent.
    @discardableResult
    private func shaded(_ content: Target, _ l: LayerPlan, _ effect: EffectPlan, into output: EffectOutput)
        -> Target?
    {
        var own = content
        func release(_ t: Target) {
            t.reset(to: .zero) { body in parallel(t.rect.height, body) }
            layers.give(t)
        }
        let radius = l.kernel.radius
        if radius > 0, effect.entry.readsLayer {
            own = transparent(l.bounds)
            let blur = BlurRows(gaussian: BlurRows.Kernel(l.kernel))
            let runs = RowRuns.scan(content, parallel: parallel)
            let out = runs.grown(by: radius, within: l.bounds.x..<l.bounds.maxX)
            let rows = scratch.take(l.bounds)
            blur.horizontal(content, runs: runs, into: rows, out: out, parallel: parallel)
            let extents = BlurRows.windowExtents(out, radius: radius, output: l.bounds)
            own.markWritten([l.bounds])
            blur.vertical(
                rows, runs: out, output: l.bounds, extents: extents, clip: nil, opacity: 1, into: own,
                parallel: parallel)
            scratch.give(rows)
            release(content)
        }
        defer { release(own) }
        // A sampler (a kernel's copy and its registers) per worker.
        let samplers = (0..<max(threads, 1)).map { EffectSampler(effect, copy: $0) }
        let r = l.output
        let (target, blends) =
            switch output {
            case .target(let t): (t, false)
            case .parent(let p): (p, true)
            }
        target.markWritten([r])
        let source = TargetSource(target: own)
        let opacity = 1 * l.opacity, mode = l.blendMode
        // Bands of rows, a few per worker: a band runs each block's column steps once.
        let workers = samplers.count, lanes = ShaderKernel.lanes
        let band = max(8, (r.height + 4 * workers - 1) / (4 * workers))
        target.withWriter { writer in
            parallel((r.height + band - 1) / band, workers: workers) { k, worker in
                let rows = (r.y + k * band)..<min(r.y + (k + 1) * band, r.maxY)
                let sampler = samplers[worker]
                var x = r.x
                while x < r.maxX {
                    let n = min(lanes, r.maxX - x), x0 = x
                    sampler.shade(columns: x0, count: n, rows: rows, source: source) { y, colors in
                        if blends {
                            for i in 0..<n {
                                let color = colors[i] * opacity
                                // Opaque over: the colour itself, so the pixel under it need not be read.
                                if color.w == 1, mode == BlendMode.normalCode {
                                    writer.store(color, x0 + i, y)
                                } else if color != .zero {
                                    writer.blend(color, x0 + i, y, mode: mode)
                                }
                            }
                        } else {
                            for i in 0..<n { writer.store(colors[i], x0 + i, y) }
                        }
                    }
                    x += n
                }
            }
        }
        if case .target(let t) = output { return t }
        return nil
    }

    /// A layer drawn flat (`content`, in its own pixels) sampled through its resample map into
    /// `parent` over its output: the fine twin's `resampledColor` at each pixel, faded, blended.
    private func resample(_ content: Target, _ l: LayerPlan, _ map: Homography, into parent: Target) {
        let rows = (LayerMapRow(map.r0), LayerMapRow(map.r1), LayerMapRow(map.r2))
        let out = l.output, bounds = content.rect, opacity = l.opacity
        let filter = l.colorMatrix.map(ColorMatrixColumns.init)
        parent.markWritten([out])
        // The content's edges and pixels read once, not per texel (a wide blur reads back every pixel).
        let texel = TargetTexels(
            x0: bounds.x, y0: bounds.y, x1: bounds.maxX, y1: bounds.maxY, stride: bounds.width,
            pixels: UnsafeRawPointer(content.floats.baseAddress!))
        parent.withWriter { writer in
            parallel(out.height) { row in
                let py = out.y + row
                for px in out.x..<out.maxX {
                    let p1 = SIMD3(Float(px) + 0.5, Float(py) + 0.5, 1)
                    let w = (rows.2.v * p1).sum()
                    let qx = (rows.0.v * p1).sum() / w - 0.5, qy = (rows.1.v * p1).sum() / w - 0.5
                    if !(w > 0) || !(abs(qx) < 1e7 && abs(qy) < 1e7) { continue }
                    var own = FinePass.bilinearColor(qx, qy, texel)
                    if let filter { own = filteredColor(filter, own) }
                    let src = own * (1 * opacity)
                    writer.blend(src, px, py, mode: l.blendMode)
                }
            }
        }
    }

    /// A target over `rect`, every pixel transparent, tracking what draws write.
    private func transparent(_ rect: PixelRect) -> Target {
        let t = layers.take(rect)
        t.startTracking(clean: .zero)
        return t
    }

    /// Runs `body(0..<count)` on up to `threads` threads, interleaved; a handful of items run
    /// on the calling thread, where waking the others costs more than they save.
    private func parallel(_ count: Int, _ body: (Int) -> Void) {
        parallel(count, workers: threads) { i, _ in body(i) }
    }

    /// Runs `body(i, worker)` for i in 0..<count on up to `workers` threads, interleaved: each
    /// worker (0..<workers) on one thread at a time, so it may own state (a kernel's copy).
    private func parallel(_ count: Int, workers: Int, _ body: (_ i: Int, _ worker: Int) -> Void) {
        let chunks = count < 4 ? 1 : min(workers, count)
        if chunks <= 1 {
            for i in 0..<count { body(i, 0) }
            return
        }
        withoutActuallyEscaping(body) { body in
            let b = UnsafeSendable(body)
            DispatchQueue.concurrentPerform(iterations: chunks) { c in
                var i = c
                while i < count {
                    b.value(i, c)
                    i += chunks
                }
            }
        }
    }
}

/// Where a frame's rows of bytes go, and which columns of each may hold other bytes (the
/// spans of the frame those bytes came from; nil: every column).
///
/// Sendable by hand: each worker writes its own rows, and the caller waits for all of them.
struct ResolvedRows: @unchecked Sendable {
    let bytes: UnsafeMutablePointer<UInt8>
    let width: Int
    let previous: [SIMD2<Int32>]?

    /// Row y's first byte.
    func row(_ y: Int) -> UnsafeMutablePointer<UInt8> { bytes + y * width * 4 }
    /// The columns of row y that may hold other bytes (nil: all).
    func old(_ y: Int) -> SIMD2<Int32>? { previous?[y] }
}

/// A value handed to worker threads that only read it or write disjoint pixels through it.
///
/// Sendable by hand: the workers only read the value or write disjoint pixels through it, and
/// the thread that hands it to them waits for all of them (`concurrentPerform`).
struct UnsafeSendable<T>: @unchecked Sendable {
    let value: T
    init(_ v: T) { value = v }
}

/// One row of a layer's resample map in Float, as the record holds it.
struct LayerMapRow {
    let v: SIMD3<Float>
    init(_ r: SIMD3<Double>) { v = SIMD3(Float(r.x), Float(r.y), Float(r.z)) }
}
