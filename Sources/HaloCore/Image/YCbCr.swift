import Foundation
import HaloRows
import HaloRowsAVX2

/// The integer RGB to Y'CbCr conversion every backend and sink uses, so each gives the same
/// bytes (docs/semantics.md, "Video colour").
///
/// The formula (ITU-R BT.709 section 3, BT.601, BT.2020; the JPEG/JFIF form for full range):
/// Y' = Kr R' + Kg G' + Kb B', Cb = (B' - Y') / (2 (1 - Kb)), Cr = (R' - Y') / (2 (1 - Kr)),
/// scaled to 219 and 224 codes (limited, offsets 16 and 128) or 255 (full, offsets 0 and 128).
/// Here each weight is that scale / 255 in 16.16 fixed point, rounded; green's is then set
/// so the weights of Y' sum to the scale exactly and those of Cb and Cr to zero (white is
/// 235 or 255, every grey has Cb = Cr = 128). A sample is the weighted sum plus offset and
/// one half, shifted right 16 and clamped to 0...255. A 4:2:0 chroma sample sums the four
/// pixels of its 2x2 block (the last row or column repeated at an odd edge) and shifts 18,
/// rounding once. `YCbCrTests` bounds the error against the double formula on all 2^24 colours.
public struct YCbCr: Sendable, Equatable {
    /// The fixed-point fraction bits.
    public static let shift: Int32 = 16

    /// The matrix, range and chroma converted to.
    public let color: VideoColor
    /// Y' weights of R, G, B.
    public let y: SIMD3<Int32>
    /// Cb weights of R, G, B.
    public let cb: SIMD3<Int32>
    /// Cr weights of R, G, B.
    public let cr: SIMD3<Int32>
    /// The Y' offset in code values (16 limited, 0 full); chroma's is 128.
    public let lumaOffset: Int32

    /// The conversion to `color`, its fixed-point weights computed once.
    public init(_ color: VideoColor) {
        self.color = color
        let (kr, kb) = color.matrix.weights
        let limited = color.range == .limited
        let ys = (limited ? 219.0 : 255.0) / 255, cs = (limited ? 224.0 : 255.0) / 255
        let one = Double(1 << YCbCr.shift)
        func fixed(_ v: Double) -> Int32 { Int32((v * one).rounded()) }
        let yr = fixed(ys * kr), yb = fixed(ys * kb)
        y = SIMD3(yr, fixed(ys) - yr - yb, yb)
        let ur = fixed(-cs * kr / (2 * (1 - kb))), ub = fixed(cs / 2)
        cb = SIMD3(ur, -ur - ub, ub)
        let vr = fixed(cs / 2), vb = fixed(-cs * kb / (2 * (1 - kr)))
        cr = SIMD3(vr, -vr - vb, vb)
        lumaOffset = limited ? 16 : 0
    }

    /// The R, G, B and alpha the planes encode at (x, y), the last row and column repeated
    /// past the image: the premultiplied bytes over black, or straight (colour x 255 / alpha,
    /// rounded) beside the alpha. The twin of ycbcr.comp's `pixel`; the row loops read whole
    /// rows the same way (`Image.unpremultiply`), and YCbCrTests checks the two agree.
    public func pixel(_ image: Image, _ x: Int, _ y: Int, source: Source) -> SIMD4<Int32> {
        let p = image[min(x, image.width - 1), min(y, image.height - 1)]
        var c = SIMD4<Int32>(truncatingIfNeeded: p)
        if source == .straight && c.w != 255 {
            for k in 0..<3 { c[k] = c.w == 0 ? 0 : min((c[k] * 255 + c.w / 2) / c.w, 255) }
        }
        return c
    }

    /// One Y' sample of an 8-bit colour.
    @inline(__always)
    public func luma(_ r: Int32, _ g: Int32, _ b: Int32) -> UInt8 {
        let s: Int32 = y.x &* r &+ y.y &* g &+ y.z &* b
        return YCbCr.clamp((s &+ (lumaOffset << YCbCr.shift) &+ (1 << (YCbCr.shift - 1))) >> YCbCr.shift)
    }

    /// Cb and Cr of the sum of `1 << extra` colours (extra 0: one pixel, 2: a 2x2 block).
    @inline(__always)
    public func chroma(_ r: Int32, _ g: Int32, _ b: Int32, extra: Int32) -> (UInt8, UInt8) {
        let s = YCbCr.shift &+ extra
        let bias: Int32 = (128 << s) &+ (1 << (s - 1))
        let su: Int32 = cb.x &* r &+ cb.y &* g &+ cb.z &* b
        let sv: Int32 = cr.x &* r &+ cr.y &* g &+ cr.z &* b
        let u = (su &+ bias) >> s, v = (sv &+ bias) >> s
        return (YCbCr.clamp(u), YCbCr.clamp(v))
    }

    @inline(__always)
    static func clamp(_ v: Int32) -> UInt8 { UInt8(truncatingIfNeeded: min(max(v, 0), 255)) }

    /// Which RGB the planes encode: the premultiplied colour (the frame over black, for video
    /// without alpha) or the straight colour beside an alpha plane.
    public enum Source: Sendable { case overBlack, straight }

    /// Converts a whole frame into `planes` (laid out by `color.layout`, with an alpha plane
    /// when `source` is `.straight`), in row bands on every core.
    /// - Parameter bands: how many pieces the rows are cut into (0: four per core).
    public func convert(_ image: Image, source: Source, into planes: UnsafeMutableRawBufferPointer, bands: Int = 0) {
        let layout = color.layout(width: image.width, height: image.height, alpha: source == .straight)
        precondition(planes.count >= layout.bytes, "the planes buffer is smaller than the frame's planes")
        let rowsPerBand = color.chroma == .c420 ? 2 : 1
        let blocks = (image.height + rowsPerBand - 1) / rowsPerBand
        let n = max(1, min(blocks, bands > 0 ? bands : 4 * ProcessInfo.processInfo.activeProcessorCount))
        image.pixels.withUnsafeBufferPointer { pixels in
            // Each band reads and writes its own rows only, and the call waits for every band.
            nonisolated(unsafe) let pixels = pixels, planes = planes
            DispatchQueue.concurrentPerform(iterations: n) { band in
                let rows = (blocks * band / n * rowsPerBand)..<min(image.height, blocks * (band + 1) / n * rowsPerBand)
                convertRows(
                    rows, of: pixels, width: image.width, height: image.height, layout: layout,
                    source: source, into: planes)
            }
        }
    }

    /// Converts rows `rows` (whole 2x2 blocks for 4:2:0: an even start) of premultiplied RGBA.
    /// Straight colour is first divided out into a scratch row (as `Image.straightRGBA`), so
    /// the luma and chroma loops are the same simple loops either way.
    public func convertRows(
        _ rows: Swift.Range<Int>, of pixels: UnsafeBufferPointer<UInt8>, width: Int, height: Int,
        layout: PlaneLayout, source: Source, into planes: UnsafeMutableRawBufferPointer
    ) {
        let out = planes.baseAddress!.assumingMemoryBound(to: UInt8.self)
        let src = pixels.baseAddress!
        let straight = source == .straight
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: straight ? 8 * width : 0)
        defer { scratch.deallocate() }
        /// Row `py`'s RGBA as the planes encode it (into scratch slot `slot` when straight).
        func row(_ py: Int, slot: Int) -> UnsafePointer<UInt8> {
            let p = src + 4 * py * width
            guard straight else { return p }
            let d = scratch + slot * 4 * width
            Image.unpremultiply(p, into: d, count: width)
            let alpha = out + layout.alphaOffset + py * width
            for x in 0..<width { alpha[x] = p[4 * x + 3] }
            return UnsafePointer(d)
        }
        let step = color.chroma == .c420 ? 2 : 1
        for top in stride(from: rows.lowerBound, to: rows.upperBound, by: step) {
            let a = row(top, slot: 0)
            lumaRow(a, into: out + top * width, count: width)
            let cb = out + layout.cbOffset + top / step * layout.chromaWidth
            let cr = out + layout.crOffset + top / step * layout.chromaWidth
            if step == 1 {
                chromaRow(a, into: cb, cr, count: width)
            } else {
                let b = top + 1 < height ? row(top + 1, slot: 1) : a
                if top + 1 < height { lumaRow(b, into: out + (top + 1) * width, count: width) }
                chromaRow420(a, b, into: cb, cr, width: width)
            }
        }
    }

    /// Whether the row loops run in their AVX2 build (HaloRowsAVX2): where the CPU has AVX2,
    /// unless HALO_NO_AVX2 is set. Both builds give the same bytes (YCbCrTests).
    nonisolated(unsafe) public static var avx2 =
        cpuHasAVX2 && ProcessInfo.processInfo.environment["HALO_NO_AVX2"] == nil

    /// Whether this CPU has AVX2 (its /proc/cpuinfo flags).
    public static let cpuHasAVX2: Bool = {
        #if arch(x86_64) && os(Linux)
            guard let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
                let flags = info.split(separator: "\n").first(where: { $0.hasPrefix("flags") })
            else { return false }
            return flags.split(separator: " ").contains("avx2")
        #else
            return false
        #endif
    }()

    /// Y' of a row of RGBA (HaloRows' loop, AVX2 where the CPU has it).
    @inline(__always)
    func lumaRow(_ p: UnsafePointer<UInt8>, into d: UnsafeMutablePointer<UInt8>, count: Int) {
        let bias = (lumaOffset << YCbCr.shift) &+ (1 << (YCbCr.shift - 1))
        if YCbCr.avx2 {
            HaloRowsAVX2.lumaRow(p, into: d, count: count, weights: y, bias: bias, shift: YCbCr.shift)
        } else {
            HaloRows.lumaRow(p, into: d, count: count, weights: y, bias: bias, shift: YCbCr.shift)
        }
    }

    /// Cb and Cr of a row of RGBA, one sample a pixel.
    @inline(__always)
    func chromaRow(
        _ p: UnsafePointer<UInt8>, into cbOut: UnsafeMutablePointer<UInt8>,
        _ crOut: UnsafeMutablePointer<UInt8>,
        count: Int
    ) {
        for x in 0..<count {
            let (u, v) = chroma(Int32(p[4 &* x]), Int32(p[4 &* x &+ 1]), Int32(p[4 &* x &+ 2]), extra: 0)
            cbOut[x] = u
            crOut[x] = v
        }
    }

    /// Cb and Cr of two rows of RGBA, one sample per 2x2 block (HaloRows' loop, AVX2 where
    /// the CPU has it).
    @inline(__always)
    func chromaRow420(
        _ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, into cbOut: UnsafeMutablePointer<UInt8>,
        _ crOut: UnsafeMutablePointer<UInt8>, width: Int
    ) {
        let s = YCbCr.shift &+ 2
        let bias: Int32 = (128 << s) &+ (1 << (s - 1))
        if YCbCr.avx2 {
            HaloRowsAVX2.chromaRow420(a, b, into: cbOut, crOut, width: width, cb: cb, cr: cr, bias: bias, shift: s)
        } else {
            HaloRows.chromaRow420(a, b, into: cbOut, crOut, width: width, cb: cb, cr: cr, bias: bias, shift: s)
        }
    }
}

extension YCbCr {
    /// A frame's planes in a new buffer (tests and one-off conversions; sinks convert into
    /// buffers they reuse).
    public func planes(of image: Image, source: Source) -> [UInt8] {
        let layout = color.layout(width: image.width, height: image.height, alpha: source == .straight)
        var out = [UInt8](repeating: 0, count: layout.bytes)
        out.withUnsafeMutableBytes { convert(image, source: source, into: $0) }
        return out
    }
}
