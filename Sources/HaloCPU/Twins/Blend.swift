import HaloCore

// Blend modes: a layer's premultiplied colour combined with the backdrop behind it, by the
// W3C Compositing and Blending Level 1 formulas, and Core Graphics' plusDarker and plusLighter.
// Twin of Shaders/include/blend.glsl: same functions, same order of operations, in Float.

/// The codes of the modes (constants.glsl's `blend...`), for the comparisons below.
private let multiply = BlendMode.multiply.code, screen = BlendMode.screen.code, overlay = BlendMode.overlay.code
private let darken = BlendMode.darken.code, lighten = BlendMode.lighten.code
private let dodge = BlendMode.colorDodge.code, burn = BlendMode.colorBurn.code
private let soft = BlendMode.softLight.code, hard = BlendMode.hardLight.code
private let difference = BlendMode.difference.code
private let hue = BlendMode.hue.code, saturation = BlendMode.saturation.code, color = BlendMode.color.code
private let luminosity = BlendMode.luminosity.code, sourceAtop = BlendMode.sourceAtop.code
private let destinationOver = BlendMode.destinationOver.code, destinationOut = BlendMode.destinationOut.code
private let plusLighter = BlendMode.plusLighter.code, plusDarker = BlendMode.plusDarker.code
private let clear = BlendMode.clear.code, copy = BlendMode.copy.code
private let sourceIn = BlendMode.sourceIn.code, sourceOut = BlendMode.sourceOut.code
private let destinationIn = BlendMode.destinationIn.code, destinationAtop = BlendMode.destinationAtop.code
private let xor = BlendMode.xor.code

/// Separable blend functions of one straight channel: backdrop b, source s.
@inline(__always)
func colorDodge(_ b: Float, _ s: Float) -> Float {
    if b == 0 { return 0 }
    if s >= 1 { return 1 }
    return min(1, b / (1 - s))
}

@inline(__always)
func colorBurn(_ b: Float, _ s: Float) -> Float {
    if b >= 1 { return 1 }
    if s <= 0 { return 0 }
    return 1 - min(1, (1 - b) / s)
}

@inline(__always)
func hardLight(_ b: Float, _ s: Float) -> Float {
    if s <= 0.5 { return b * (2 * s) }
    let t = 2 * s - 1
    return b + t - b * t
}

@inline(__always)
func softLight(_ b: Float, _ s: Float) -> Float {
    if s <= 0.5 { return b - (1 - 2 * s) * b * (1 - b) }
    let d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()
    return b + (2 * s - 1) * (d - b)
}

/// The separable mode's blend of one channel.
func separable(_ b: Float, _ s: Float, _ mode: Int32) -> Float {
    if mode == multiply { return b * s }
    if mode == screen { return b + s - b * s }
    if mode == overlay { return hardLight(s, b) }
    if mode == darken { return min(b, s) }
    if mode == lighten { return max(b, s) }
    if mode == dodge { return colorDodge(b, s) }
    if mode == burn { return colorBurn(b, s) }
    if mode == soft { return softLight(b, s) }
    if mode == hard { return hardLight(b, s) }
    if mode == difference { return abs(b - s) }
    return b + s - 2 * b * s  // exclusion
}

/// Luminosity, and a colour moved to another luminosity and clipped into 0...1.
@inline(__always)
func lum(_ c: SIMD3<Float>) -> Float { 0.3 * c.x + 0.59 * c.y + 0.11 * c.z }

func clipColor(_ c: SIMD3<Float>) -> SIMD3<Float> {
    var c = c
    let l = lum(c)
    let n = min(c.x, min(c.y, c.z))
    let x = max(c.x, max(c.y, c.z))
    if n < 0 { c = l + (c - l) * l / (l - n) }
    if x > 1 { c = l + (c - l) * (1 - l) / (x - l) }
    return c
}

func setLum(_ c: SIMD3<Float>, _ l: Float) -> SIMD3<Float> { clipColor(c + (l - lum(c))) }

/// Saturation (the widest channel less the narrowest), and a colour given another.
@inline(__always)
func sat(_ c: SIMD3<Float>) -> Float { max(c.x, max(c.y, c.z)) - min(c.x, min(c.y, c.z)) }

func setSat(_ c: SIMD3<Float>, _ s: Float) -> SIMD3<Float> {
    let n = min(c.x, min(c.y, c.z))
    let x = max(c.x, max(c.y, c.z))
    return x > n ? (c - n) * s / (x - n) : .zero
}

/// B(Cb, Cs): the mode's blend of straight colours, every mode but the Porter-Duff ones.
func blendFunction(_ b: SIMD3<Float>, _ s: SIMD3<Float>, _ mode: Int32) -> SIMD3<Float> {
    if mode == hue { return setLum(setSat(s, sat(b)), lum(b)) }
    if mode == saturation { return setLum(setSat(b, sat(s)), lum(b)) }
    if mode == color { return setLum(s, lum(b)) }
    if mode == luminosity { return setLum(b, lum(s)) }
    return SIMD3(separable(b.x, s.x, mode), separable(b.y, s.y, mode), separable(b.z, s.z, mode))
}

/// The premultiplied source `src` over the backdrop `dst` by `mode` (not normal: source-over
/// is blended by the caller). A transparent source leaves the backdrop exactly as it is (so
/// skipping one changes no bit).
func blendMode(_ src: SIMD4<Float>, _ dst: SIMD4<Float>, _ mode: Int32) -> SIMD4<Float> {
    if src == .zero { return dst }
    let sa = src.w, da = dst.w
    let srgb = SIMD3(src.x, src.y, src.z), drgb = SIMD3(dst.x, dst.y, dst.z)
    if mode == sourceAtop {
        let c = srgb * da + drgb * (1 - sa)
        return SIMD4(c, da)
    }
    if mode == destinationOver { return src * (1 - da) + dst }
    if mode == destinationOut { return dst * (1 - sa) }
    if mode == plusLighter { return pointwiseMin(src + dst, SIMD4(repeating: 1)) }
    if mode == clear { return dst * (1 - sa) }
    if mode == copy { return src }
    if mode == sourceIn { return src * da }
    if mode == sourceOut { return src * (1 - da) }
    if mode == destinationIn { return dst * sa }
    if mode == destinationAtop { return src * (1 - da) + dst * sa }
    if mode == xor { return src * (1 - da) + dst * (1 - sa) }
    let a = sa + da - sa * da
    if mode == plusDarker { return SIMD4(pointwiseMax(.zero, a - ((sa - srgb) + (da - drgb))), a) }
    let cs = sa > 0 ? srgb / sa : .zero
    let cb = da > 0 ? drgb / da : .zero
    let mixed = srgb * (1 - da) + drgb * (1 - sa) + sa * da * blendFunction(cb, cs, mode)
    return SIMD4(mixed, a)
}
