import Foundation
import HaloMath

// Lanes of Metal's sin, cos, exp, exp2, log, log2 and pow for the CPU shader evaluator
// (HaloCPU's `ShaderKernel`), eight floats at a time in float arithmetic: Cody-Waite reduction
// and Cephes' minimax polynomials for sin, cos and 2^f on [-1/2, 1/2] (exp2), a Taylor polynomial
// of e^g for exp, the atanh series for log2, and pow as exp2(y log2 x) (the GPU's formula). Within a
// few ulps of the exact value: Metal's fast-math precision. A lane whose input is outside the
// polynomials' range (non-finite, |x| > 8192 for sin and cos, results off the normal floats,
// logarithms of 0 or negatives) takes PortableMath's value (HaloMath: IEEE arithmetic only, so the
// same bits on every CPU, unlike libm's).
//
// The same file builds HaloRows (the baseline) and HaloRowsAVX2 (-mavx2); both give the same bits:
// only IEEE additions, multiplications and divisions, in the same order.

/// Eight float lanes.
typealias Lanes = SIMD8<Float>
/// Eight integer lanes.
typealias IntLanes = SIMD8<Int32>

/// Which function of one argument.
enum ShaderMathFunction: Sendable {
    case sin, cos, exp, exp2, log, log2
}

/// 1.5 x 2^23: adding then subtracting it rounds a float of magnitude below 2^22 to an integer.
private let magic: Float = 12_582_912

@inline(__always)
private func load(_ p: UnsafePointer<Float>, _ i: Int) -> Lanes {
    UnsafeRawPointer(p + i).loadUnaligned(as: Lanes.self)
}

@inline(__always)
private func store(_ v: Lanes, _ p: UnsafeMutablePointer<Float>, _ i: Int) {
    UnsafeMutableRawPointer(p + i).storeBytes(of: v, as: Lanes.self)
}

/// sin (or cos) of lanes with |x| <= 8192.
@inline(__always)
private func sinCos(_ x: Lanes, cosine: Bool) -> Lanes {
    let t = x * 0.636_619_772_367_581_343 + magic
    let q = t - magic
    var quadrant = integer(t)
    if cosine { quadrant &+= 1 }
    // x - q pi/2 in three parts (Cephes' DP1..DP3, doubled): exact products for |q| < 2^13.
    var r = x - q * 1.570_312_5
    r = r - q * 4.837_512_969_970_703_125e-4
    r = r - q * 7.549_789_954_891_882_16e-8
    let z = r * r
    let s = ((-1.951_529_589_1e-4 * z + 8.332_160_873_6e-3) * z - 1.666_665_461_1e-1) * z * r + r
    let c =
        ((2.443_315_711_809_948e-5 * z - 1.388_731_625_493_765e-3) * z + 4.166_664_568_298_827e-2) * z * z
        - 0.5 * z + 1
    // Selected and negated through the bits: SIMD masks (`.!=`, `replacing`) run lane by lane.
    let sb = bits(s), pick = IntLanes(repeating: 0) &- (quadrant & 1)
    let v = sb ^ ((sb ^ bits(c)) & pick)
    return floats(v ^ ((quadrant & 2) &<< 30))
}

@inline(__always)
private func bits(_ v: Lanes) -> IntLanes { unsafeBitCast(v, to: IntLanes.self) }

/// The integer k of lanes holding k + `magic` (a value rounded by adding it): the difference of
/// the bits, exact for |k| < 2^22.
@inline(__always)
private func integer(_ m: Lanes) -> IntLanes { bits(m) &- bits(Lanes(repeating: magic)) }

@inline(__always)
private func floats(_ v: IntLanes) -> Lanes { unsafeBitCast(v, to: Lanes.self) }

/// 2^t for lanes with -126 <= t <= 127: 2^f for the fraction f = t - k in -1/2...1/2 by Cephes'
/// degree-6 minimax polynomial (exp2f), scaled through the exponent's bits.
@inline(__always)
private func exp2Lanes(_ t: Lanes) -> Lanes {
    let m = t + magic
    let f = t - (m - magic)
    var p = f * 1.535_336_188_319_500e-4 + 1.339_887_440_266_574e-3
    p = p * f + 9.618_437_357_674_640e-3
    p = p * f + 5.550_332_471_162_809e-2
    p = p * f + 2.402_264_791_363_012e-1
    p = p * f + 6.931_472_028_550_421e-1
    p = p * f + 1
    return p * floats((integer(m) &+ 127) &<< 23)
}

/// e^x for lanes with -126 <= x log2(e) <= 127: x - k ln 2 in two parts (Cephes' C1, C2), so
/// the reduction loses nothing.
@inline(__always)
private func expLanes(_ x: Lanes) -> Lanes {
    let m = x * 1.442_695_040_888_963_4 + magic
    let k = m - magic
    return expReduced((x - k * 0.693_145_751_953_125) - k * 1.428_606_765_330_187_045e-6, m)
}

/// e^g 2^k for |g| <= ln(2) / 2, k from `m` (k + the rounding magic): a degree-7 Taylor polynomial,
/// scaled through the exponent's bits.
@inline(__always)
private func expReduced(_ g: Lanes, _ m: Lanes) -> Lanes {
    let k = integer(m)
    var p = g * (1.0 / 5040) + 1.0 / 720
    p = p * g + 1.0 / 120
    p = p * g + 1.0 / 24
    p = p * g + 1.0 / 6
    p = p * g + 0.5
    p = p * g + 1
    p = p * g + 1
    return p * floats((k &+ 127) &<< 23)
}

/// log2(x) for normal, positive, finite lanes.
@inline(__always)
private func log2Lanes(_ x: Lanes) -> Lanes {
    let b = bits(x)
    // The mantissa in [1, 2); halved, with the exponent one up, past sqrt(2) (0x3fb504f3): `big` is -1
    // there, 0 elsewhere (the sign of the difference), so no SIMD mask is needed.
    let mb = (b & 0x007f_ffff) | 0x3f80_0000
    let big = (0x3fb5_04f3 &- mb) &>> 31
    let m = floats(mb &- (big & 0x0080_0000))
    let e = ((b &>> 23) &- 127) &- big
    let s = (m - 1) / (m + 1)
    let z = s * s
    var p = z * (2.0 / 11) + 2.0 / 9
    p = p * z + 2.0 / 7
    p = p * z + 2.0 / 5
    p = p * z + 2.0 / 3
    p = p * z + 2
    return s * p * 1.442_695_040_888_963_4 + Lanes(e)
}

/// Lanes i ..< i + m of `p` (m <= 8), the rest `fill`.
@inline(__always)
private func load(_ p: UnsafePointer<Float>, _ i: Int, _ m: Int, fill: Float) -> Lanes {
    if m == 8 { return load(p, i) }
    var x = Lanes(repeating: fill)
    for k in 0..<m { x[k] = p[i + k] }
    return x
}

/// Lanes 0 ..< m of `v` to `p` at i.
@inline(__always)
private func store(_ v: Lanes, _ p: UnsafeMutablePointer<Float>, _ i: Int, _ m: Int) {
    if m == 8 {
        store(v, p, i)
    } else {
        for k in 0..<m { p[i + k] = v[k] }
    }
}

/// sin (or cos when `cosine`) of `n` lanes of `a` into `d` (`d` may be `a`).
public func shaderSinCos(_ a: UnsafePointer<Float>, _ d: UnsafeMutablePointer<Float>, _ n: Int, cosine: Bool) {
    shaderMath(cosine ? .cos : .sin, a, d, n)
}

/// exp2 (or exp when `natural`) of `n` lanes of `a` into `d`.
public func shaderExp(_ a: UnsafePointer<Float>, _ d: UnsafeMutablePointer<Float>, _ n: Int, natural: Bool) {
    shaderMath(natural ? .exp : .exp2, a, d, n)
}

/// log2 (or ln when `natural`) of `n` lanes of `a` into `d`.
public func shaderLog(_ a: UnsafePointer<Float>, _ d: UnsafeMutablePointer<Float>, _ n: Int, natural: Bool) {
    shaderMath(natural ? .log : .log2, a, d, n)
}

/// `f` of `n` lanes of `a` into `d` (`d` may be `a`). Each lane's result depends on its input only:
/// a short last group is padded, and a lane outside the polynomial's range takes PortableMath's value
/// whatever its neighbours are.
func shaderMath(_ f: ShaderMathFunction, _ a: UnsafePointer<Float>, _ d: UnsafeMutablePointer<Float>, _ n: Int) {
    var i = 0
    while i < n {
        let m = min(8, n - i)
        let x = load(a, i, m, fill: 1)
        let y: Lanes =
            switch f {
            case .sin, .cos: sinCos(x, cosine: f == .cos)
            case .exp2: exp2Lanes(x)
            case .exp: expLanes(x)
            case .log2: log2Lanes(x)
            case .log: log2Lanes(x) * 0.693_147_180_559_945_3
            }
        store(y, d, i, m)
        let o = outside(f, x)
        if anyNegative(o) {
            for k in 0..<m where o[k] < 0 { d[i + k] = exact(f, x[k]) }
        }
        i += 8
    }
}

/// Negative in the lanes where `x` is outside `f`'s polynomial's range (NaN too), through the bits:
/// |x| past 8192 for sin and cos, |x - 1/2| past 126.5 for exp2 and |x - 0.35| past 87.65 for exp (both
/// exact where it matters), x less the least normal float past 0...0x7effffff for the logarithms.
@inline(__always)
private func outside(_ f: ShaderMathFunction, _ x: Lanes) -> IntLanes {
    switch f {
    case .sin, .cos: beyond(x, 8192)
    case .exp2: beyond(x - 0.5, 126.5)
    case .exp: beyond(x - 0.35, 87.65)
    case .log, .log2: notNormal(x)
    }
}

/// Negative in the lanes where |x| > limit or x is NaN.
@inline(__always)
private func beyond(_ x: Lanes, _ limit: Float) -> IntLanes {
    bits(Lanes(repeating: limit)) &- (bits(x) & 0x7fff_ffff)
}

/// Negative in the lanes where x is not a positive, normal, finite float.
@inline(__always)
private func notNormal(_ x: Lanes) -> IntLanes {
    let u = bits(x) &- 0x0080_0000
    return u | (0x7eff_ffff &- u)
}

/// Whether a lane is negative: the lanes OR-ed in halves, the sign tested once.
@inline(__always)
private func anyNegative(_ v: IntLanes) -> Bool {
    let h = v.lowHalf | v.highHalf
    let q = h.lowHalf | h.highHalf
    return (q.x | q.y) < 0
}

/// pow(x, y) of `n` lanes: exp2(y log2 x) where x is a normal positive float and y log2 x is
/// within -126...127, PortableMath's pow elsewhere (lane by lane, as `shaderMath`).
///
/// Where `d` is neither operand, the lanes outside are looked for once the polynomial has run over
/// all of them (a flag per lane OR-ed across the groups, then the groups again only if one is set),
/// so the loop keeps no operand for later and takes no branch.
public func shaderPow(
    _ a: UnsafePointer<Float>, _ b: UnsafePointer<Float>, _ d: UnsafeMutablePointer<Float>, _ n: Int
) {
    /// Lanes i ..< i + m (m <= 8) of x, y and t = y log2 x, the polynomial's result stored.
    @inline(__always)
    func group(_ i: Int, _ m: Int) -> (x: Lanes, y: Lanes, t: Lanes) {
        let x = load(a, i, m, fill: 1), y = load(b, i, m, fill: 1)
        let t = y * log2Lanes(x)
        store(exp2Lanes(t), d, i, m)
        return (x, y, t)
    }
    /// Negative in the lanes the polynomial does not serve.
    @inline(__always)
    func outside(_ x: Lanes, _ t: Lanes) -> IntLanes { notNormal(x) | beyond(t - 0.5, 126.5) }
    /// PortableMath's pow in the lanes of group i (m lanes) outside the polynomial's range.
    func fix(_ i: Int, _ m: Int, _ x: Lanes, _ y: Lanes, _ t: Lanes) {
        let o = outside(x, t)
        guard anyNegative(o) else { return }
        for k in 0..<m where o[k] < 0 { d[i + k] = PortableMath.pow(x[k], y[k]) }
    }
    let inPlace = UnsafeRawPointer(d) == UnsafeRawPointer(a) || UnsafeRawPointer(d) == UnsafeRawPointer(b)
    var i = 0, flags = IntLanes(repeating: 0)
    if inPlace {
        while i + 8 <= n {
            let (x, y, t) = group(i, 8)
            fix(i, 8, x, y, t)
            i += 8
        }
    } else {
        while i + 8 <= n {
            let (x, _, t) = group(i, 8)
            flags |= outside(x, t)
            i += 8
        }
    }
    if i < n {
        let (x, y, t) = group(i, n - i)
        fix(i, n - i, x, y, t)
    }
    guard anyNegative(flags) else { return }
    // Some full group has a lane outside: the same x, y and t again (the operands are intact).
    var j = 0
    while j + 8 <= n {
        let x = load(a, j), y = load(b, j)
        fix(j, 8, x, y, y * log2Lanes(x))
        j += 8
    }
}

/// The function from PortableMath, one lane.
private func exact(_ f: ShaderMathFunction, _ x: Float) -> Float {
    switch f {
    case .sin: PortableMath.sin(x)
    case .cos: PortableMath.cos(x)
    case .exp: PortableMath.exp(x)
    case .exp2: PortableMath.exp2(x)
    case .log: PortableMath.log(x)
    case .log2: PortableMath.log2(x)
    }
}
