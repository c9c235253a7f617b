import Foundation

/// Glyph coverage masks: each glyph's exact-area coverage at a quarter-pixel phase, computed
/// once per outline, pixel scale and phase and kept, so text draws as copies of its glyphs'
/// masks (docs/semantics.md, "Text": glyph positions quantized to a quarter pixel).
///
/// A mask is a pure function of its key, so a frame's bytes do not depend on which frame or
/// thread made it first. Sendable by hand: the table is read and written under `lock`; a mask
/// is immutable once made.
package final class GlyphMasks: @unchecked Sendable {
    /// The masks every planner shares.
    package static let shared = GlyphMasks()

    /// Phases a pixel: glyph origins are rounded to quarter pixels, as Skia and Core Graphics'
    /// subpixel quantization do.
    package static let phases = 4
    /// Masks over this many pixels are not made: the glyph's outline is drawn instead.
    package static let maxPixels = 256 * 256
    /// The bytes of masks kept; past it the table starts again.
    package static let budget = 64 << 20

    /// What a mask depends on. The key holds its outline, so the outline lives while the table
    /// keeps its masks: a freed outline's address, taken by another glyph's outline, never finds
    /// the first glyph's mask.
    struct Key: Hashable {
        var outline: GlyphOutline
        var scale: SIMD2<UInt64>
        var phase: SIMD2<Int32>

        static func == (a: Key, b: Key) -> Bool {
            a.outline === b.outline && a.scale == b.scale && a.phase == b.phase
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(ObjectIdentifier(outline))
            hasher.combine(scale)
            hasher.combine(phase)
        }
    }

    /// A glyph's coverage: `level`'s texels (coverage in every channel, premultiplied white) over
    /// `width` x `height` pixels whose top-left lies at (`x`, `y`) from the glyph's rounded
    /// origin; nil `level` for an outline that covers nothing.
    package final class Mask: Sendable {
        package let level: ImageLevel?
        package let x: Int, y: Int, width: Int, height: Int
        /// Keeps the outline, whose identity is the key, alive while the mask is kept.
        let outline: GlyphOutline

        init(level: ImageLevel?, x: Int, y: Int, width: Int, height: Int, outline: GlyphOutline) {
            self.level = level
            self.x = x
            self.y = y
            self.width = width
            self.height = height
            self.outline = outline
        }
    }

    /// A glyph's outline at one scale, flattened with its origin on a whole pixel, and its
    /// points' bounds (nil: no points): what each phase's mask moves by its fraction of a pixel.
    final class Flat: Sendable {
        let contours: [[Point]]
        let bounds: (lo: Point, hi: Point)?

        init(_ outline: GlyphOutline, scale: SIMD2<Double>) {
            let t = Transform2D(a: scale.x, b: 0, c: 0, d: scale.y, tx: 0, ty: 0)
            contours = outline.contours.map {
                $0.transformed(by: t).flattenedPoints(tolerance: Planner.flatteningTolerance)
            }
            // Contour by contour: a joined sequence iterates through the standard library's
            // unspecialized FlattenSequence, whose metadata lookups cost more than the bounds.
            var box: (lo: Point, hi: Point)?
            for contour in contours {
                guard let c = Point.bounds(of: contour) else { continue }
                box =
                    box.map {
                        (
                            Point(min($0.lo.x, c.lo.x), min($0.lo.y, c.lo.y)),
                            Point(max($0.hi.x, c.hi.x), max($0.hi.y, c.hi.y))
                        )
                    } ?? c
            }
            bounds = box
        }

        var byteCount: Int { contours.reduce(0) { $0 + $1.count } * MemoryLayout<Point>.stride }
    }

    private let lock = NSLock()
    private var masks: [Key: Mask] = [:]
    /// The flattened outlines, by outline and scale (`Key` with phase 0).
    private var flats: [Key: Flat] = [:]
    private var bytes = 0
    /// How many masks have been made (for tests).
    package private(set) var made = 0

    package init() {}

    /// The mask of `outline` at `scale` pixels per font unit across and down (negative: mirrored)
    /// with its origin `phase` quarter pixels right of and below a whole pixel; nil where it
    /// would be over `maxPixels`.
    package func mask(_ outline: GlyphOutline, scale: SIMD2<Double>, phase: SIMD2<Int32>) -> Mask? {
        let key = Key(
            outline: outline, scale: SIMD2(scale.x.bitPattern, scale.y.bitPattern), phase: phase)
        lock.lock()
        if let kept = masks[key] {
            lock.unlock()
            return kept
        }
        var flatKey = key
        flatKey.phase = .zero
        let kept = flats[flatKey]
        lock.unlock()
        let flat = kept ?? Flat(outline, scale: scale)
        guard let made = GlyphMasks.make(flat, outline, phase: phase) else { return nil }
        lock.lock()
        defer { lock.unlock() }
        if let kept = masks[key] { return kept }
        let size = made.width * made.height * 4 + (kept == nil ? flat.byteCount : 0)
        if bytes + size > GlyphMasks.budget {
            masks.removeAll(keepingCapacity: true)
            flats.removeAll(keepingCapacity: true)
            bytes = 0
        }
        masks[key] = made
        if flats[flatKey] == nil { flats[flatKey] = flat }
        bytes += size
        self.made += 1
        return made
    }

    /// Rasterizes a mask: the flattened outline moved by the phase, its exact-area coverage
    /// (`coverage`) rounded to bytes.
    static func make(_ flat: Flat, _ outline: GlyphOutline, phase: SIMD2<Int32>) -> Mask? {
        // No points: nothing to draw. Points beyond a mask's reach (or not finite): the outline's
        // own path decides what they cover.
        guard let bounds = flat.bounds else {
            return Mask(level: nil, x: 0, y: 0, width: 0, height: 0, outline: outline)
        }
        let q = Double(GlyphMasks.phases)
        let shift = Point(Double(phase.x) / q, Double(phase.y) / q)
        let lo = bounds.lo + shift, hi = bounds.hi + shift
        let reach = Double(GlyphMasks.maxPixels)
        guard [lo.x, lo.y, hi.x, hi.y].allSatisfy({ abs($0) <= reach }) else { return nil }
        let x0 = Int(lo.x.rounded(.down)), y0 = Int(lo.y.rounded(.down))
        let w = max(Int(hi.x.rounded(.up)) - x0, 1), h = max(Int(hi.y.rounded(.up)) - y0, 1)
        guard w * h <= GlyphMasks.maxPixels else { return nil }
        let offset = shift - Point(Double(x0), Double(y0))
        let lines = flat.contours.map { $0.map { ($0 + offset).float } }
        let texels = coverage(lines, width: w, height: h) { c in
            let b = byte(c)
            return b | b << 8 | b << 16 | b << 24
        }
        return Mask(
            level: ImageLevel(width: w, height: h, texels: texels), x: x0, y: y0, width: w, height: h,
            outline: outline)
    }

    /// A coverage (0...1) as a byte: `(c * 255).rounded()`, found without the libm call (a mask's
    /// every texel).
    @inline(__always)
    static func byte(_ c: Float) -> UInt32 { roundedHalfUp(min(max(c, 0), 1) * 255) }

    /// `v` (0 or more, below 2^32) rounded to the nearest whole number, halves up: what `roundf`
    /// gives, since `v - floor(v)` is exact in Float (`GlyphMaskTests` compares the two).
    @inline(__always)
    static func roundedHalfUp(_ v: Float) -> UInt32 {
        let i = UInt32(v)
        return v - Float(i) >= 0.5 ? i + 1 : i
    }

    /// The exact-area coverage of closed polylines (nonzero winding; exact where the winding in a
    /// pixel is 0 or 1) over `width` x `height` pixels, pixel (i, j) spanning [i, i + 1) x [j, j + 1).
    ///
    /// Signed-area accumulation: each line adds, to the pixels of each row it crosses, the signed
    /// area of the row's slice of it lying right of it (+ where it runs down), as differences
    /// along the row; a running sum along the row gives each pixel's winding integrated over it.
    /// The same area as the backends' `segmentArea` over a tile's segments, summed another way.
    /// Each pixel's coverage (0...1) is handed to `texel`, whose results are returned, row by row.
    static func coverage<T>(
        _ contours: [[SIMD2<Float>]], width w: Int, height h: Int, texel: (Float) -> T
    ) -> [T] {
        let stride = w + 2
        var acc = [Float](repeating: 0, count: stride * h)
        acc.withUnsafeMutableBufferPointer { acc in
            for c in contours where c.count > 1 {
                for i in 0..<c.count {
                    let p = c[i], q = c[i + 1 == c.count ? 0 : i + 1]
                    guard p.y != q.y else { continue }
                    let (top, bottom, dir): (SIMD2<Float>, SIMD2<Float>, Float) = p.y < q.y ? (p, q, 1) : (q, p, -1)
                    let dxdy = (bottom.x - top.x) / (bottom.y - top.y)
                    let r0 = max(Int(top.y.rounded(.down)), 0), r1 = min(Int(bottom.y.rounded(.up)), h)
                    guard r0 < r1 else { continue }
                    for r in r0..<r1 {
                        let ya = max(Float(r), top.y), yb = min(Float(r + 1), bottom.y)
                        guard yb > ya else { continue }
                        let xa = top.x + (ya - top.y) * dxdy, xb = top.x + (yb - top.y) * dxdy
                        accumulate(acc, row: r * stride, xa, xb, d: (yb - ya) * dir, limit: stride - 1)
                    }
                }
            }
        }
        // Every value written: no zeros to write first.
        return [T](unsafeUninitializedCapacity: w * h) { out, written in
            for r in 0..<h {
                var sum: Float = 0
                for x in 0..<w {
                    sum += acc[r * stride + x]
                    (out.baseAddress! + r * w + x).initialize(to: texel(min(abs(sum), 1)))
                }
            }
            written = w * h
        }
    }

    /// Adds one row's slice of a line, from x `xa` to `xb` over a height whose signed size is
    /// `d`, to the row's differences at `row` (indices clamped to 0...`limit`).
    @inline(__always)
    private static func accumulate(
        _ acc: UnsafeMutableBufferPointer<Float>, row: Int, _ xa: Float, _ xb: Float, d: Float, limit: Int
    ) {
        func add(_ i: Int, _ v: Float) { acc[row + min(max(i, 0), limit)] += v }
        let x0 = min(xa, xb), x1 = max(xa, xb)
        let f0 = x0.rounded(.down), c1 = x1.rounded(.up)
        let i0 = Int(f0), i1 = Int(c1)
        if i1 <= i0 + 1 {
            // Within one pixel: its share right of the slice's mean x, the rest to the next.
            let mean = 0.5 * (xa + xb) - f0
            add(i0, d - d * mean)
            add(i0 + 1, d * mean)
            return
        }
        let s = 1 / (x1 - x0)
        let a0 = 0.5 * s * (1 - (x0 - f0)) * (1 - (x0 - f0))
        let e = x1 - c1 + 1
        let am = 0.5 * s * e * e
        add(i0, d * a0)
        if i1 == i0 + 2 {
            add(i0 + 1, d * (1 - a0 - am))
        } else {
            let a1 = s * (1.5 - (x0 - f0))
            add(i0 + 1, d * (a1 - a0))
            for i in (i0 + 2)..<(i1 - 1) { add(i, d * s) }
            let a2 = a1 + Float(i1 - i0 - 3) * s
            add(i1 - 1, d * (1 - a2 - am))
        }
        add(i1, d * am)
    }
}
