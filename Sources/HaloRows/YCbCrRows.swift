// The row loops of the Y'CbCr conversion (HaloCore/Image/YCbCr.swift defines the arithmetic). This
// file is compiled twice: as HaloRows for any x86-64 or ARM CPU, and, through the symlink in
// Sources/HaloRowsAVX2, with AVX2 (`-Xcc -mavx2`), where the same loops vectorise with
// 8-lane 32-bit multiplies: 3.3 ms against 1.2 ms a 1080p 4:2:0 frame on one core here.
// YCbCr picks the AVX2 build at run time where the CPU has AVX2. Swift has no per-function
// target attributes, so the module is the unit (and the loops are never inlined into a caller
// built for another CPU). Keep this file free of anything but the loops.

/// Y' of a row of RGBA: (w . rgb + bias) >> shift. Each pixel is one 32-bit load; Y' needs no
/// clamp (its weights are positive and sum to the range's scale), so the loop is plain enough
/// to vectorise.
@inline(never)
package func lumaRow(
    _ p: UnsafePointer<UInt8>, into d: UnsafeMutablePointer<UInt8>, count: Int,
    weights w: SIMD3<Int32>, bias: Int32, shift: Int32
) {
    let (wr, wg, wb) = (UInt32(w.x), UInt32(w.y), UInt32(w.z))
    let b = UInt32(bias), s = UInt32(shift)
    let raw = UnsafeRawPointer(p)
    for x in 0..<count {
        let px = raw.loadUnaligned(fromByteOffset: 4 &* x, as: UInt32.self)
        let v = wr &* (px & 255) &+ wg &* ((px &>> 8) & 255) &+ wb &* ((px &>> 16) & 255) &+ b
        d[x] = UInt8(truncatingIfNeeded: v &>> s)
    }
}

/// Cb and Cr of two rows of RGBA, one sample per 2x2 block (an odd last column repeated):
/// (w . sum of the block + bias) >> shift, clamped to 255. The four pixels are summed two
/// channels at a time (red and blue in 16-bit halves); the arithmetic wraps in UInt32, exact
/// because every sum plus its bias is within 0..<2^32.
@inline(never)
package func chromaRow420(
    _ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, into cbOut: UnsafeMutablePointer<UInt8>,
    _ crOut: UnsafeMutablePointer<UInt8>, width: Int,
    cb: SIMD3<Int32>, cr: SIMD3<Int32>, bias: Int32, shift: Int32
) {
    let ra = UnsafeRawPointer(a), rb = UnsafeRawPointer(b)
    let s = UInt32(shift), bi = UInt32(bitPattern: bias)
    let (ur, ug, ub) = (UInt32(bitPattern: cb.x), UInt32(bitPattern: cb.y), UInt32(bitPattern: cb.z))
    let (vr, vg, vb) = (UInt32(bitPattern: cr.x), UInt32(bitPattern: cr.y), UInt32(bitPattern: cr.z))
    @inline(__always) func block(_ cx: Int, _ i: Int, _ j: Int) {
        let p0 = ra.loadUnaligned(fromByteOffset: i, as: UInt32.self)
        let p1 = ra.loadUnaligned(fromByteOffset: j, as: UInt32.self)
        let p2 = rb.loadUnaligned(fromByteOffset: i, as: UInt32.self)
        let p3 = rb.loadUnaligned(fromByteOffset: j, as: UInt32.self)
        let m: UInt32 = 0x00FF_00FF
        let redBlue = (p0 & m) &+ (p1 & m) &+ (p2 & m) &+ (p3 & m)
        let g = ((p0 &>> 8) & 255) &+ ((p1 &>> 8) & 255) &+ ((p2 &>> 8) & 255) &+ ((p3 &>> 8) & 255)
        let r = redBlue & 0xFFFF, bl = redBlue &>> 16
        cbOut[cx] = UInt8(truncatingIfNeeded: min((ur &* r &+ ug &* g &+ ub &* bl &+ bi) &>> s, 255))
        crOut[cx] = UInt8(truncatingIfNeeded: min((vr &* r &+ vg &* g &+ vb &* bl &+ bi) &>> s, 255))
    }
    let whole = width / 2
    for cx in 0..<whole { block(cx, 8 &* cx, 8 &* cx &+ 4) }
    if width % 2 == 1 { block(whole, 8 &* whole, 8 &* whole) }
}
