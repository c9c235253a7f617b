extension PortableMath {
    /// e^x.
    public static func exp(_ x: Double) -> Double {
        if x.isNaN { return x }
        if x > 709.782712893384 { return .infinity }
        if x < -745.1332191019412 { return 0 }
        let k = (x * log2e).rounded()
        return scaled(expReduced((x - k * ln2Hi) - k * ln2Lo), Int(k))
    }

    /// 2^x.
    public static func exp2(_ x: Double) -> Double {
        if x.isNaN { return x }
        if x >= 1024 { return .infinity }
        if x < -1075 { return 0 }
        let k = x.rounded()
        return scaled(expReduced((x - k) * (ln2Hi + ln2Lo)), Int(k))
    }

    /// e^x - 1, accurate for x near 0 where `exp(x) - 1` would cancel.
    public static func expm1(_ x: Double) -> Double {
        if x == 0 { return x }
        if abs(x) < 0.35 {
            // x + x^2/2! + ... + x^14/14!: the next term is below 2^-60 of the sum.
            var p = 1.0 / 87_178_291_200
            p = p * x + 1.0 / 6_227_020_800
            p = p * x + 1.0 / 479_001_600
            p = p * x + 1.0 / 39_916_800
            p = p * x + 1.0 / 3_628_800
            p = p * x + 1.0 / 362_880
            p = p * x + 1.0 / 40_320
            p = p * x + 1.0 / 5_040
            p = p * x + 1.0 / 720
            p = p * x + 1.0 / 120
            p = p * x + 1.0 / 24
            p = p * x + 1.0 / 6
            p = p * x + 1.0 / 2
            return x + x * x * p
        }
        if x < -40 { return -1 }
        return exp(x) - 1
    }

    /// e^r for |r| <= ln 2 / 2 (a little more is fine): the Taylor polynomial of degree 13, whose
    /// next term is below 2^-57.
    @inline(__always)
    static func expReduced(_ r: Double) -> Double {
        var p = 1.0 / 6_227_020_800
        p = p * r + 1.0 / 479_001_600
        p = p * r + 1.0 / 39_916_800
        p = p * r + 1.0 / 3_628_800
        p = p * r + 1.0 / 362_880
        p = p * r + 1.0 / 40320
        p = p * r + 1.0 / 5040
        p = p * r + 1.0 / 720
        p = p * r + 1.0 / 120
        p = p * r + 1.0 / 24
        p = p * r + 1.0 / 6
        p = p * r + 0.5
        return 1 + r * (1 + r * p)
    }

    /// ln x.
    public static func log(_ x: Double) -> Double {
        guard let (e, lm) = logParts(x) else { return logSpecial(x) }
        return e * ln2Hi + (lm + e * ln2Lo)
    }

    /// log2 x (exact for powers of two).
    public static func log2(_ x: Double) -> Double {
        guard let (e, lm) = logParts(x) else { return logSpecial(x) }
        return e + lm * log2e
    }

    /// log10 x.
    public static func log10(_ x: Double) -> Double {
        guard let (e, lm) = logParts(x) else { return logSpecial(x) }
        return (e * ln2Hi + (lm + e * ln2Lo)) * 0.4342944819032518
    }

    /// The logarithm of 0, a negative number, infinity or NaN.
    private static func logSpecial(_ x: Double) -> Double {
        if x == 0 { return -.infinity }
        if x < 0 || x.isNaN { return .nan }
        return x
    }

    /// x = m 2^e with m in [sqrt(1/2), sqrt(2)): e, and ln m as 2 atanh((m - 1) / (m + 1)) by its
    /// series; nil where x is not a positive finite number.
    @inline(__always)
    private static func logParts(_ x: Double) -> (Double, Double)? {
        guard x > 0, x.isFinite else { return nil }
        // The exponent and the significand in [1, 2) from the bits; a subnormal x is scaled by 2^54 first.
        var bits = x.bitPattern, bias = 1023.0
        if bits >> 52 == 0 {
            bits = (x * 0x1p54).bitPattern
            bias += 54
        }
        var m = Double(bitPattern: bits & 0x000f_ffff_ffff_ffff | 0x3ff0_0000_0000_0000)
        var e = Double(bits >> 52) - bias
        if m > 1.4142135623730951 {
            m *= 0.5
            e += 1
        }
        let f = m - 1
        let s = f / (m + 1), z = s * s
        // 2s + 2s^3/3 + ... + 2s^25/25: |s| <= 0.1716, so the next term is below 2^-60 of the sum.
        var p = 2.0 / 25
        p = p * z + 2.0 / 23
        p = p * z + 2.0 / 21
        p = p * z + 2.0 / 19
        p = p * z + 2.0 / 17
        p = p * z + 2.0 / 15
        p = p * z + 2.0 / 13
        p = p * z + 2.0 / 11
        p = p * z + 2.0 / 9
        p = p * z + 2.0 / 7
        p = p * z + 2.0 / 5
        p = p * z + 2.0 / 3
        return (e, 2 * s + s * z * p)
    }

    /// x^y, with C's special cases (pow(x, 0) = 1, pow(1, y) = 1, signed zeros and infinities,
    /// NaN for a negative x and a y that is not whole).
    public static func pow(_ x: Double, _ y: Double) -> Double {
        if x > 0, x < .infinity, abs(y) < .infinity { return x == 1 ? 1 : positivePow(x, y) }
        if y == 0 || x == 1 { return 1 }
        if x.isNaN || y.isNaN { return .nan }
        let odd = isOddInteger(y)
        if y.isInfinite {
            if x == -1 { return 1 }
            return (abs(x) < 1) == (y < 0) ? .infinity : 0
        }
        if x == 0 || x.isInfinite {
            // 0^y and inf^y: a zero or an infinity, negative where x is and y is an odd integer.
            let big = (x == 0) == (y < 0)
            let magnitude: Double = big ? .infinity : 0
            return odd && x.sign == .minus ? -magnitude : magnitude
        }
        if x < 0 {
            guard y == y.rounded(.towardZero) else { return .nan }
            let p = positivePow(-x, y)
            return odd ? -p : p
        }
        return positivePow(x, y)
    }

    /// x^y for a positive finite x and a finite y: repeated squaring for a whole |y| up to 64,
    /// e^(y ln x) otherwise.
    private static func positivePow(_ x: Double, _ y: Double) -> Double {
        if abs(y) <= 64, y == y.rounded(.towardZero) {
            var n = Int(abs(y)), base = x, result = 1.0
            while n > 0 {
                if n & 1 == 1 { result *= base }
                base *= base
                n >>= 1
            }
            return y < 0 ? 1 / result : result
        }
        return exp(y * log(x))
    }

    /// Whether y is an odd whole number.
    private static func isOddInteger(_ y: Double) -> Bool {
        guard y.isFinite, abs(y) < 9_007_199_254_740_992, y == y.rounded(.towardZero) else { return false }
        return (y * 0.5) != (y * 0.5).rounded(.towardZero)
    }

    /// The real cube root of x.
    public static func cbrt(_ x: Double) -> Double {
        if x == 0 || !x.isFinite { return x }
        let a = abs(x)
        var y = exp(log(a) * (1.0 / 3))
        // One Newton step on y^3 = a, written so that nothing overflows.
        y -= (y - a / (y * y)) * (1.0 / 3)
        return x < 0 ? -y : y
    }
}
