import HaloCore

// The frame's float target to bytes: each channel clamped to 0...1 and rounded to the nearest
// byte, as the GPU's store into its RGBA8 output does (`resolveColor` in fine.comp).

/// The byte for a channel value: clamped, scaled and rounded half away from zero (the
/// fraction is exact below 2^23, so this equals `(v * 255).rounded()` without a libm call).
/// NaN gives 0.
@inline(__always)
func resolveChannel(_ v: Float) -> UInt8 {
    let x = (v > 0 ? min(v, 1) : 0) * 255
    let t = Int32(x)
    return UInt8(truncatingIfNeeded: x - Float(t) >= 0.5 ? t + 1 : t)
}

/// `resolveChannel` on the four channels at once, in vector operations only: the clamped,
/// scaled value x is in 0...255, where `(x + 2^23) - 2^23` is x rounded to an integer exactly,
/// one less when that is above x gives the truncation, and the byte is the low bits of
/// `t + 2^23`. The same bytes lane by lane (`resolvePixelIsResolveChannelPerLane`).
@inline(__always)
func resolvePixel(_ v: SIMD4<Float>) -> SIMD4<UInt8> {
    let x = v.replacing(with: 1, where: v .> 1).replacing(with: 0, where: .!(v .> 0)) * 255
    let big = SIMD4<Float>(repeating: 8_388_608)
    var t = (x + big) - big
    t.replace(with: t - 1, where: t .> x)
    t.replace(with: t + 1, where: (x - t) .>= 0.5)
    return SIMD4<UInt8>(truncatingIfNeeded: unsafeBitCast(t + big, to: SIMD4<UInt32>.self))
}

/// One row of the frame's float target into bytes at `out` (the row's first byte). Where the
/// frame tracks spans, pixels outside the row's span are its clean colour, rounded once, and
/// written only over `previouslyWritten`: the columns where the bytes may hold something else
/// (a frame of the same size and clean colour wrote there before; nil: the whole row). The
/// row's floats are the target's, or `floats` (a band's scratch row, read within the span).
func main(
    _ frame: Target, row y: Int, floats: UnsafePointer<Float>? = nil, into out: UnsafeMutablePointer<UInt8>,
    previouslyWritten old: SIMD2<Int32>? = nil
) {
    let r = frame.rect
    let pixels = floats ?? UnsafePointer(frame.floats.baseAddress! + y * r.width * 4)
    guard let clean = frame.clean else { return resolve(pixels, from: 0, to: r.width, into: out) }
    let span = frame.spans[y]
    let lo = min(Int(span.x), r.width), hi = max(Int(span.y), lo)
    let stale = old ?? SIMD2(0, Int32(r.width))
    let oldLo = min(Int(stale.x), r.width), oldHi = max(Int(stale.y), oldLo)
    let pattern = unsafeBitCast(resolvePixel(clean), to: UInt32.self)
    UnsafeMutableRawPointer(out).withMemoryRebound(to: UInt32.self, capacity: r.width) { dst in
        if oldLo < lo { (dst + oldLo).update(repeating: pattern, count: min(oldHi, lo) - oldLo) }
        if oldHi > hi { (dst + max(oldLo, hi)).update(repeating: pattern, count: oldHi - max(oldLo, hi)) }
    }
    resolve(pixels, from: lo, to: hi, into: out)
}

/// Rounds columns [lo, hi) of a row of float pixels (`row`, its first pixel) into the row's
/// bytes at `out`.
@inline(__always)
func resolve(_ row: UnsafePointer<Float>, from lo: Int, to hi: Int, into out: UnsafeMutablePointer<UInt8>) {
    let pixels = UnsafeRawPointer(row)
    let bytes = UnsafeMutableRawPointer(out)
    for x in lo..<max(hi, lo) {
        let v = pixels.loadUnaligned(fromByteOffset: x * 16, as: SIMD4<Float>.self)
        bytes.storeBytes(of: resolvePixel(v), toByteOffset: x * 4, as: SIMD4<UInt8>.self)
    }
}
