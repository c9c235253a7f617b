import HaloCore

/// The two passes of a layer's blur a row at a time, over the non-zero texels only.
///
/// The same sums as the twins (`BlurPass` and the fine twin's `layerColor`, through
/// `gaussianSample`): each pixel starts at +0 and adds `weight(|i|) * texel(i)` for taps i
/// from -radius up to +radius, in that order. They are only arranged differently: the outer
/// loop walks the taps and the inner one the pixels of a row (independent sums, so the adds
/// pipeline), and taps that land outside the source's `RowRuns` are left out, as they add +0.
/// The bytes equal a plain sum over every tap (`BlurRowsTests`) and the fine twin's
/// (`FineTwinTests`), bit for bit.
struct BlurRows {
    /// The kernel: the weight of offsets 0...radius.
    struct Kernel {
        var weights: [Float]
        var radius: Int
        init(_ k: GaussianKernel) {
            weights = k.weights
            radius = k.radius
        }
    }

    var gaussian: Kernel

    /// The horizontal pass: `rows` gets, at every pixel of `out` (the source's runs grown by
    /// the radius, within the layer's output columns), `gaussianSample` along x of `source`,
    /// whose non-zero texels lie in `runs`.
    func horizontal(
        _ source: Target, runs: RowRuns, into rows: Target, out: RowRuns,
        parallel: Parallel
    ) {
        let r = gaussian.radius
        let weights = UnsafeSendable(gaussian.weights)
        parallel(runs.height) { row in
            let frameRow = runs.y + row
            let dst = Self.row(rows, frameRow), src = Self.row(source, frameRow)
            let targets = out.rows[frameRow - out.y]
            guard let first = targets.first, let last = targets.last else { return }
            rows.withWriter { $0.fill(frameRow: frameRow, targets, .zero) }
            // Every x whose tap x + i lies in a source run, within the output columns, lies in
            // an output run (a source run grown by the radius).
            let lowest = Int(first.x), highest = Int(last.y)
            weights.value.withUnsafeBufferPointer { w in
                for i in -r...r {
                    let weight = w[abs(i)]
                    for run in runs.rows[row] {
                        var x = max(Int(run.x) - i, lowest)
                        let end = min(Int(run.y) - i, highest)
                        while x < end {
                            dst[x] += weight * src[x + i]
                            x += 1
                        }
                    }
                }
            }
        }
    }

    /// The vertical pass and the composite: for each row of `output`, `gaussianSample` along
    /// y of `rows` (non-zero only in `runs`), through the colour `filter` (`filteredColor`),
    /// times the clip's coverage, the opacity and the
    /// mask's alpha, blended source-over (or by `blendMode`) into `parent` over the row's
    /// `extents` (from `windowExtents`); elsewhere the sum is zero. The fine twin's `layerSource` blended at every
    /// pixel, zeros skipped (a transparent source leaves the backdrop as it is in every mode). A
    /// radius of 0 composites the layer as it is (`0 + 1 * texel` is the texel, or +0 for -0,
    /// which is skipped too).
    func vertical(
        _ rows: Target, runs: RowRuns, output: PixelRect, extents: [SIMD2<Int32>], clip: Target?,
        mask: Target? = nil, filter: ColorMatrixColumns? = nil, opacity: Float, blendMode: Int32 = 0,
        into parent: Target, parallel: Parallel
    ) {
        let r = gaussian.radius
        let weights = UnsafeSendable(gaussian.weights)
        parent.withWriter { writer in
            parallel(output.height) { row in
                let y = output.y + row
                let span = extents[row]
                guard span.x < span.y else { return }
                let lo = Int(span.x), width = Int(span.y) - lo
                let acc = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: width)
                defer { acc.deallocate() }
                acc.initialize(repeating: .zero, count: width)
                weights.value.withUnsafeBufferPointer { w in
                    for i in max(-r, runs.y - y)...min(r, runs.y + runs.height - 1 - y) {
                        let weight = w[abs(i)]
                        let src = Self.row(rows, y + i)
                        for run in runs.rows[y + i - runs.y] {
                            var x = Int(run.x)
                            while x < Int(run.y) {
                                acc[x - lo] += weight * src[x]
                                x += 1
                            }
                        }
                    }
                }
                for x in lo..<(lo + width) {
                    let c: Float = clip.map { $0.fetch(x, y).w } ?? 1
                    var own = acc[x - lo]
                    if let filter { own = filteredColor(filter, own) }
                    var color = own * (c * opacity)
                    if let mask { color = color * mask.fetch(x, y).w }
                    if color != .zero { writer.blend(color, x, y, mode: blendMode) }
                }
            }
        }
    }

    /// Per row of `output`, the columns any tap within the radius can reach: the union of the
    /// extents of the runs' rows y - radius ... y + radius.
    static func windowExtents(_ runs: RowRuns, radius: Int, output: PixelRect) -> [SIMD2<Int32>] {
        let own = (0..<runs.height).map { runs.extent(runs.y + $0) }
        return (0..<output.height).map { row in
            let y = output.y + row
            var e = SIMD2<Int32>(Int32.max, Int32.min)
            let first = max(y - radius, runs.y), end = min(y + radius + 1, runs.y + runs.height)
            var j = first
            while j < end {
                let s = own[j - runs.y]
                e = SIMD2(min(e.x, s.x), max(e.y, s.y))
                j += 1
            }
            return e
        }
    }

    /// The texels of frame row `y` of `t`, indexed by frame column.
    @inline(__always)
    static func row(_ t: Target, _ y: Int) -> UnsafeMutablePointer<SIMD4<Float>> {
        let base = UnsafeMutableRawPointer(t.floats.baseAddress! + (y - t.rect.y) * t.rect.width * 4)
        return base.assumingMemoryBound(to: SIMD4<Float>.self) - t.rect.x
    }
}
