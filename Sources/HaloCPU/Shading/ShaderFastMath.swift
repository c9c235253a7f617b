import Foundation

/// Vectorisable sin, cos, exp, exp2, log, log2 and pow over lanes of floats, computed in double precision
/// with branch-free polynomials (Taylor series after a Cody-Waite reduction, the log's atanh series), then
/// rounded once to float: within about 1e-14 of the exact value before rounding, so the same float as a
/// correctly rounded libm nearly always, and within one ulp always. Lanes outside the polynomials' range
/// (NaN, infinities, zero or negative logarithms, |x| > 2^17 for sin and cos) go to libm, lane by lane.
enum ShaderFastMath {
    /// 1.5 x 2^52: adding then subtracting it rounds a double to an integer (ties to even).
    static let magic: Double = 0x1.8p52
    /// pi/2 in 33 bits (fdlibm's pio2_1), so k x pio2Hi is exact for |k| < 2^20, and the rest.
    static let pio2Hi: Double = 1.570_796_326_734_125_614_17
    static let pio2Lo: Double = 6.077_100_506_506_192_249_32e-11
    /// The largest |x| (as float bits, 2^17) reduced here.
    static let trigLimit: UInt32 = 0x4800_0000

    // MARK: Kernels, one lane

    /// sin(x) (or cos(x) when `cosine`) for |x| <= 2^17.
    @inline(__always)
    static func sinCos(_ x: Double, cosine: Bool) -> Double {
        let kMagic = x * (2 / Double.pi) + magic
        let k = kMagic - magic
        var q = UInt64(bitPattern: Int64(bitPattern: kMagic.bitPattern) &- Int64(bitPattern: magic.bitPattern))
        if cosine { q = q &+ 1 }
        let r = (x - k * pio2Hi) - k * pio2Lo
        let r2 = r * r
        var s = -1.0 / 1_307_674_368_000
        s = s * r2 + 1.0 / 6_227_020_800
        s = s * r2 - 1.0 / 39_916_800
        s = s * r2 + 1.0 / 362_880
        s = s * r2 - 1.0 / 5_040
        s = s * r2 + 1.0 / 120
        s = s * r2 - 1.0 / 6
        s = r + r * r2 * s
        var c = 1.0 / 20_922_789_888_000
        c = c * r2 - 1.0 / 87_178_291_200
        c = c * r2 + 1.0 / 479_001_600
        c = c * r2 - 1.0 / 3_628_800
        c = c * r2 + 1.0 / 40_320
        c = c * r2 - 1.0 / 720
        c = c * r2 + 1.0 / 24
        c = c * r2 - 0.5
        c = 1 + r2 * c
        let v = (q & 1) != 0 ? c : s
        return (q & 2) != 0 ? -v : v
    }

    /// 2^t, finite or not (NaN stays NaN), as a double whose float rounding is the result.
    @inline(__always)
    static func exp2(_ t: Double) -> Double {
        let tc = t < -160 ? -160 : (t > 130 ? 130 : t)
        let kMagic = tc + magic
        let k = kMagic - magic
        let ki = Int64(bitPattern: kMagic.bitPattern) &- Int64(bitPattern: magic.bitPattern)
        let g = (tc - k) * 0.693_147_180_559_945_309_417_232_121_458
        var p = 1.0 / 6_227_020_800
        p = p * g + 1.0 / 479_001_600
        p = p * g + 1.0 / 39_916_800
        p = p * g + 1.0 / 3_628_800
        p = p * g + 1.0 / 362_880
        p = p * g + 1.0 / 40_320
        p = p * g + 1.0 / 5_040
        p = p * g + 1.0 / 720
        p = p * g + 1.0 / 120
        p = p * g + 1.0 / 24
        p = p * g + 1.0 / 6
        p = p * g + 0.5
        p = p * g + 1
        p = p * g + 1
        let scale = Double(bitPattern: UInt64(bitPattern: (ki &+ 1023) &<< 52))
        return t != t ? t : p * scale
    }

    /// log2(x) for a positive, finite x.
    @inline(__always)
    static func log2(_ x: Double) -> Double {
        let bits = x.bitPattern
        let biased = Double(bitPattern: 0x4330_0000_0000_0000 | (bits &>> 52)) - 0x1p52
        let m1 = Double(bitPattern: (bits & 0x000f_ffff_ffff_ffff) | 0x3ff0_0000_0000_0000)
        let big = m1 > 1.414_213_562_373_095_048_801_688_724_209_698
        let m = big ? m1 * 0.5 : m1
        let e = biased - (big ? 1022 : 1023)
        let s = (m - 1) / (m + 1)
        let s2 = s * s
        var p = 1.0 / 21
        p = p * s2 + 1.0 / 19
        p = p * s2 + 1.0 / 17
        p = p * s2 + 1.0 / 15
        p = p * s2 + 1.0 / 13
        p = p * s2 + 1.0 / 11
        p = p * s2 + 1.0 / 9
        p = p * s2 + 1.0 / 7
        p = p * s2 + 1.0 / 5
        p = p * s2 + 1.0 / 3
        p = p * s2 + 1
        let ln = 2 * s * p
        return e + ln * 1.442_695_040_888_963_407_359_924_681_001_892_137
    }

    // MARK: Lanes

    /// sin (or cos) of `n` lanes of `a` into `d`.
    static func sinCos(_ a: UnsafePointer<UInt32>, _ d: UnsafeMutablePointer<UInt32>, _ n: Int, cosine: Bool) {
        var worst: UInt32 = 0
        for i in 0..<n {
            let m = a[i] & 0x7fff_ffff
            worst = worst < m ? m : worst
            d[i] = word(Float(sinCos(Double(float(a[i])), cosine: cosine)))
        }
        guard worst > trigLimit else { return }
        for i in 0..<n where a[i] & 0x7fff_ffff > trigLimit {
            let x = float(a[i])
            d[i] = word(cosine ? Foundation.cos(x) : Foundation.sin(x))
        }
    }

    /// Whether a float (bits) is positive, finite and not zero: a logarithm's fast domain.
    @inline(__always)
    static func logDomain(_ a: UInt32) -> Bool { a &- 1 < 0x7f7f_ffff }

    /// log2 (or ln when `natural`) of `n` lanes.
    static func log(_ a: UnsafePointer<UInt32>, _ d: UnsafeMutablePointer<UInt32>, _ n: Int, natural: Bool) {
        var bad: UInt32 = 0
        for i in 0..<n {
            bad |= logDomain(a[i]) ? 0 : 1
            let l = log2(Double(float(a[i])))
            d[i] = word(Float(natural ? l * 0.693_147_180_559_945_309_417_232_121_458 : l))
        }
        guard bad != 0 else { return }
        for i in 0..<n where !logDomain(a[i]) {
            let x = float(a[i])
            d[i] = word(natural ? Foundation.log(x) : Foundation.log2(x))
        }
    }

    /// exp2 (or exp when `natural`) of `n` lanes.
    static func exp(_ a: UnsafePointer<UInt32>, _ d: UnsafeMutablePointer<UInt32>, _ n: Int, natural: Bool) {
        for i in 0..<n {
            let x = Double(float(a[i]))
            d[i] = word(Float(exp2(natural ? x * 1.442_695_040_888_963_407_359_924_681_001_892_137 : x)))
        }
    }

    /// pow(x, y) of `n` lanes: exp2(y log2(x)) in double where x > 0 and both are finite, libm elsewhere.
    static func pow(_ a: UnsafePointer<UInt32>, _ b: UnsafePointer<UInt32>, _ d: UnsafeMutablePointer<UInt32>, _ n: Int)
    {
        var bad: UInt32 = 0
        for i in 0..<n {
            bad |= logDomain(a[i]) && b[i] & 0x7f80_0000 != 0x7f80_0000 ? 0 : 1
            d[i] = word(Float(exp2(Double(float(b[i])) * log2(Double(float(a[i]))))))
        }
        guard bad != 0 else { return }
        for i in 0..<n where !(logDomain(a[i]) && b[i] & 0x7f80_0000 != 0x7f80_0000) {
            d[i] = word(Foundation.pow(float(a[i]), float(b[i])))
        }
    }
}
