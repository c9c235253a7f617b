import Foundation

// Lanes of Metal's sin, cos, exp, exp2, log, log2 and pow for the CPU shader evaluator
// (HaloCPU's `ShaderKernel`), eight floats at a time in float arithmetic: Cody-Waite reduction
// and Cephes' minimax polynomials for sin and cos, a Taylor polynomial of 2^f on [-1/2, 1/2]
// for exp2, the atanh series for log2, and pow as exp2(y log2 x) (the GPU's formula). Within a
// few ulps of the exact value: Metal's fast-math precision. A lane whose input is outside the
// polynomials' range (non-finite, |x| > 8192 for sin and cos, results off the normal floats,
// logarithms of 0 or negatives) takes libm's value, so edge cases are libm's.
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

/// 2^t for lanes with -126 <= t <= 127.
@inline(__always)
private func exp2Lanes(_ t: Lanes) -> Lanes {
    let m = t + magic
    let k = m - magic
    return expReduced((t - k) * 0.693_147_180_559_945_3, m)
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

/// Whether a lane is inside lo...hi (false for NaN).
@inline(__always)
private func inside(_ x: Float, _ lo: Float, _ hi: Float) -> Bool { x >= lo && x <= hi }

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
/// a short last group is padded, and a lane outside the polynomial's range takes libm's value
/// whatever its neighbours are.
func shaderMath(_ f: ShaderMathFunction, _ a: UnsafePointer<Float>, _ d: UnsafeMutablePointer<Float>, _ n: Int) {
    let (lo, hi): (Float, Float) =
        switch f {
        case .sin, .cos: (-8192, 8192)
        case .exp2: (-126, 127)
        case .exp: (-87.3, 88)
        case .log, .log2: (.leastNormalMagnitude, .greatestFiniteMagnitude)
        }
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
        for k in 0..<m where !inside(x[k], lo, hi) { d[i + k] = libm(f, x[k]) }
        i += 8
    }
}

/// pow(x, y) of `n` lanes: exp2(y log2 x) where x is a normal positive float and y log2 x is
/// within -126...127, libm's powf elsewhere (lane by lane, as `shaderMath`).
public func shaderPow(
    _ a: UnsafePointer<Float>, _ b: UnsafePointer<Float>, _ d: UnsafeMutablePointer<Float>, _ n: Int
) {
    var i = 0
    while i < n {
        let m = min(8, n - i)
        let x = load(a, i, m, fill: 1), y = load(b, i, m, fill: 1)
        let t = y * log2Lanes(x)
        store(exp2Lanes(t), d, i, m)
        // Lanes where x is not a positive normal float, or t is outside -126...127 (NaN too), through
        // the bits: x's less the least normal's past 0...0x7effffff, |t - 1/2| past 126.5 (exact there).
        let u = bits(x) &- 0x0080_0000
        let outside = u | (0x7eff_ffff &- u) | (bits(Lanes(repeating: 126.5)) &- (bits(t - 0.5) & 0x7fff_ffff))
        if (outside &>> 31).wrappedSum() != 0 {
            for k in 0..<m {
                let polynomial =
                    inside(x[k], .leastNormalMagnitude, .greatestFiniteMagnitude) && inside(t[k], -126, 127)
                if !polynomial { d[i + k] = Foundation.pow(x[k], y[k]) }
            }
        }
        i += 8
    }
}

/// libm's function, one lane.
private func libm(_ f: ShaderMathFunction, _ x: Float) -> Float {
    switch f {
    case .sin: Foundation.sin(x)
    case .cos: Foundation.cos(x)
    case .exp: Foundation.exp(x)
    case .exp2: Foundation.exp2(x)
    case .log: Foundation.log(x)
    case .log2: Foundation.log2(x)
    }
}
