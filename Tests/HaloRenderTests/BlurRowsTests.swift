import HaloCatalog
import HaloCore
@testable import HaloCPU
import Testing

/// The CPU renderer blurs a row at a time over the non-zero texels only (`BlurRows`); its sums
/// must be the plain sums over every tap, bit for bit (the fine twin's, `FineTwinTests`).
@Suite struct BlurRowsTests {
    /// A layer's content: sparse blobs and lines of premultiplied colour, everything else
    /// transparent, drawn through a transparent target that tracks its spans.
    static func content(_ rect: PixelRect, seed: UInt64) -> Target {
        let t = Target(rect: rect)
        t.reset(to: .zero) { body in for y in 0..<rect.height { body(y) } }
        var rng = TestRandom(seed)
        t.withWriter { out in
            for _ in 0..<12 {
                let x0 = rect.x + Int(rng.next() % UInt64(rect.width)),
                    y0 = rect.y + Int(rng.next() % UInt64(rect.height))
                let w = 1 + Int(rng.next() % 9), h = 1 + Int(rng.next() % 9)
                let px = PixelRect(x: x0, y: y0, width: w, height: h).intersection(rect)
                t.markWritten(px)
                for y in px.y..<px.maxY {
                    for x in px.x..<px.maxX {
                        let a = rng.unit()
                        out.store(SIMD4(rng.unit() * a, rng.unit() * a, rng.unit() * a, a), x, y)
                    }
                }
            }
        }
        return t
    }

    /// The plain sums over every pixel of the output: each tap from -radius to +radius in
    /// order, from +0, into a fresh rows target; then the vertical sums times clip and
    /// opacity, blended into `parent`. `BlurRows` must give these bits.
    static func twins(
        _ l: (bounds: PixelRect, output: PixelRect), _ g: BlurRows.Kernel, _ content: Target,
        clip: Target?, opacity: Float, into parent: Target
    ) {
        let r = g.radius, b = l.bounds
        let rows = Target(rect: b)
        if r > 0 {
            rows.withWriter { out in
                for y in b.y..<b.maxY {
                    for x in l.output.x..<l.output.maxX {
                        var sum = SIMD4<Float>(repeating: 0)
                        for i in -r...r where b.x..<b.maxX ~= x + i {
                            sum += g.weights[abs(i)] * content.fetch(x + i, y)
                        }
                        out.store(sum, x, y)
                    }
                }
            }
        }
        parent.withWriter { out in
            for y in l.output.y..<l.output.maxY {
                for x in l.output.x..<l.output.maxX {
                    var c = content.fetch(x, y)
                    if r > 0 {
                        c = SIMD4(repeating: 0)
                        for i in -r...r where b.y..<b.maxY ~= y + i { c += g.weights[abs(i)] * rows.fetch(x, y + i) }
                    }
                    let src = c * ((clip?.fetch(x, y).w ?? 1) * opacity)
                    out.store(src + parent.fetch(x, y) * (1 - src.w), x, y)
                }
            }
        }
    }

    /// `BlurRows` as the renderer calls it.
    static func rows(
        _ l: (bounds: PixelRect, output: PixelRect), _ g: BlurRows.Kernel, _ content: Target,
        clip: Target?, opacity: Float, into parent: Target
    ) {
        let serial: Parallel = { n, body in for i in 0..<n { body(i) } }
        let blur = BlurRows(gaussian: g)
        var source = content
        var runs = RowRuns.scan(content, parallel: serial)
        let out = runs.grown(by: g.radius, within: l.output.x..<l.output.maxX)
        if g.radius > 0 {
            let rows = Target(rect: l.bounds)
            // Garbage where the pass does not write: it must read only what it wrote.
            rows.withWriter { out in
                for y in 0..<l.bounds.height { out.fill(row: y, from: 0, to: l.bounds.width, SIMD4(9, -3, .nan, 7)) }
            }
            blur.horizontal(content, runs: runs, into: rows, out: out, parallel: serial)
            source = rows
        }
        runs = out
        let extents = BlurRows.windowExtents(runs, radius: g.radius, output: l.output)
        blur.vertical(
            source, runs: runs, output: l.output, extents: extents, clip: clip, opacity: opacity,
            into: parent, parallel: serial)
    }

    static func parent(_ rect: PixelRect) -> Target {
        let t = Target(rect: rect)
        t.withWriter { out in
            for y in 0..<rect.height { out.fill(row: y, from: 0, to: rect.width, SIMD4(0.1, 0.2, 0.05, 0.5)) }
        }
        return t
    }

    /// The first float whose bits differ, as "index: actual vs expected", or nil.
    static func firstDifference(_ a: Target, _ b: Target) -> String? {
        guard let i = a.floats.indices.first(where: { a.floats[$0].bitPattern != b.floats[$0].bitPattern }) else {
            return nil
        }
        return "float \(i) (pixel \(i / 4)): \(a.floats[i]) vs \(b.floats[i])"
    }

    @Test(arguments: [0.0, 0.7, 2.5, 6.0, 15.0])
    func rowsEqualTheTwinsBitForBit(sigma: Double) {
        let frame = PixelRect(x: 0, y: 0, width: 120, height: 90)
        // Bounds partly outside the frame, so the output is a part of them.
        let bounds = PixelRect(x: -10, y: 8, width: 110, height: 95)
        let output = bounds.intersection(frame)
        for seed in UInt64(1)...4 {
            let content = Self.content(bounds, seed: seed)
            let g = BlurRows.Kernel(GaussianKernel(sigma: sigma))
            let clip: Target? = seed % 2 == 0 ? Self.content(bounds, seed: seed + 100) : nil
            let expected = Self.parent(frame), actual = Self.parent(frame)
            Self.twins((bounds, output), g, content, clip: clip, opacity: 0.8, into: expected)
            Self.rows((bounds, output), g, content, clip: clip, opacity: 0.8, into: actual)
            let d = Self.firstDifference(actual, expected)
            #expect(d == nil, "sigma \(sigma), seed \(seed): \(d ?? "")")
        }
    }

    @Test func aMissedRunChangesTheResult() {
        // Leaving a non-zero texel out of the runs must show: the comparison can fail.
        let frame = PixelRect(x: 0, y: 0, width: 64, height: 48)
        let content = Self.content(frame, seed: 7)
        let g = BlurRows.Kernel(GaussianKernel(sigma: 3))
        let serial: Parallel = { n, body in for i in 0..<n { body(i) } }
        var runs = RowRuns.scan(content, parallel: serial)
        let row = try! #require(runs.rows.firstIndex { !$0.isEmpty })
        runs.rows[row][0].x += 1
        let blur = BlurRows(gaussian: g)
        let rows = Target(rect: frame)
        let out = runs.grown(by: g.radius, within: 0..<frame.width)
        blur.horizontal(content, runs: runs, into: rows, out: out, parallel: serial)
        let expected = Self.parent(frame), actual = Self.parent(frame)
        Self.twins((frame, frame), g, content, clip: nil, opacity: 1, into: expected)
        blur.vertical(
            rows, runs: out, output: frame, extents: BlurRows.windowExtents(out, radius: g.radius, output: frame),
            clip: nil, opacity: 1, into: actual, parallel: serial)
        #expect(Self.firstDifference(actual, expected) != nil)
    }

    @Test func scanFindsEveryNonZeroTexel() {
        let rect = PixelRect(x: 5, y: -3, width: 80, height: 40)
        let t = Self.content(rect, seed: 3)
        let runs = RowRuns.scan(t, parallel: { n, body in for i in 0..<n { body(i) } })
        for y in rect.y..<rect.maxY {
            for x in rect.x..<rect.maxX where t.fetch(x, y) != .zero {
                #expect(runs.rows[y - rect.y].contains { Int($0.x) <= x && x < Int($0.y) }, "(\(x), \(y))")
            }
        }
    }

    @Test func aLayerFrameDoesNotDependOnThePreviousFrame() throws {
        // The glow's layers keep their bounds from frame to frame, so their pooled targets are
        // reused with other pixels in them.
        let entry = try #require(BenchScenes.entry(named: "intelligence-glow"))
        let shared = CPURenderer(threads: 2)
        for (before, t) in [(0.0, 0.9), (0.9, 0.2), (0.2, 1.7)] {
            _ = try shared.render(entry.displayList(160, 90, before))
            let reused = try shared.render(entry.displayList(160, 90, t))
            let fresh = try CPURenderer(threads: 2).render(entry.displayList(160, 90, t))
            #expect(reused == fresh, "t = \(t) after \(before)")
        }
    }
}

/// Test content from `CounterRandom`: a seed and a running counter.
struct TestRandom {
    let seed: UInt64
    var counter: UInt64 = 0
    init(_ seed: UInt64) { self.seed = seed }
    mutating func next() -> UInt64 {
        counter += 1
        return CounterRandom.bits(seed: seed, counter: counter, stream: 0)
    }
    mutating func unit() -> Float { Float(next() >> 40) / Float(1 << 24) }
}
