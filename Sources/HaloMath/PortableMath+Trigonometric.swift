extension PortableMath {
    /// sin x (x in radians).
    public static func sin(_ x: Double) -> Double {
        guard x.isFinite else { return .nan }
        if x == 0 { return x }
        let (r, q) = reduced(x)
        switch q {
        case 0: return sinKernel(r)
        case 1: return cosKernel(r)
        case 2: return -sinKernel(r)
        default: return -cosKernel(r)
        }
    }

    /// cos x (x in radians).
    public static func cos(_ x: Double) -> Double {
        guard x.isFinite else { return .nan }
        let (r, q) = reduced(x)
        switch q {
        case 0: return cosKernel(r)
        case 1: return -sinKernel(r)
        case 2: return -cosKernel(r)
        default: return sinKernel(r)
        }
    }

    /// tan x (x in radians).
    public static func tan(_ x: Double) -> Double {
        guard x.isFinite else { return .nan }
        if x == 0 { return x }
        let (r, q) = reduced(x)
        return q & 1 == 0 ? sinKernel(r) / cosKernel(r) : -cosKernel(r) / sinKernel(r)
    }

    /// x = r + q pi/2 (mod 2 pi) with |r| <= pi/4 (a little more is fine) and q in 0...3, by
    /// Cody and Waite's reduction with pi/2 in three parts of 33 bits and the rest (the first three
    /// n pi/2 products are exact for |n| < 2^20). Beyond 2^20 pi/2, x is first taken modulo 2 pi rounded to a double
    /// (an exact remainder): the same bits everywhere, though not libm's value there.
    @inline(__always)
    private static func reduced(_ x: Double) -> (Double, Int) {
        if abs(x) <= 0.7853981633974483 { return (x, 0) }
        var x = x
        if abs(x) > 1_647_099.0 { x = x.truncatingRemainder(dividingBy: 6.283185307179586) }
        let n = (x * 0.6366197723675814).rounded()
        let r = (((x - n * pio2First) - n * pio2Second) - n * pio2Third) - n * pio2Rest
        return (r, Int(n) & 3)
    }

    /// pi/2's first 33 bits, its next 33, the 33 after, and the rest rounded.
    private static let pio2First = Double(bitPattern: 0x3FF9_21FB_5440_0000)
    private static let pio2Second = Double(bitPattern: 0x3DD0_B461_1A60_0000)
    private static let pio2Third = Double(bitPattern: 0x3BA3_198A_2E00_0000)
    private static let pio2Rest = 8.4784276603689e-32

    /// sin r for |r| <= pi/4: the Taylor polynomial to r^17/17!, whose next term is below 2^-62 of
    /// the sum.
    @inline(__always)
    private static func sinKernel(_ r: Double) -> Double {
        let z = r * r
        var p = 1.0 / 355_687_428_096_000
        p = p * z - 1.0 / 1_307_674_368_000
        p = p * z + 1.0 / 6_227_020_800
        p = p * z - 1.0 / 39_916_800
        p = p * z + 1.0 / 362_880
        p = p * z - 1.0 / 5_040
        p = p * z + 1.0 / 120
        p = p * z - 1.0 / 6
        return r + r * z * p
    }

    /// cos r for |r| <= pi/4: the Taylor polynomial to r^18/18!.
    @inline(__always)
    private static func cosKernel(_ r: Double) -> Double {
        let z = r * r
        var p = 1.0 / 6_402_373_705_728_000
        p = p * z - 1.0 / 20_922_789_888_000
        p = p * z + 1.0 / 87_178_291_200
        p = p * z - 1.0 / 479_001_600
        p = p * z + 1.0 / 3_628_800
        p = p * z - 1.0 / 40_320
        p = p * z + 1.0 / 720
        p = p * z - 1.0 / 24
        p = p * z + 0.5
        return 1 - z * p
    }

    /// atan x, in -pi/2...pi/2.
    public static func atan(_ x: Double) -> Double {
        if x.isNaN { return x }
        let a = abs(x)
        let r = a <= 1 ? atanUnit(a) : halfPiHi - (atanUnit(1 / a) - halfPiLo)
        return x < 0 ? -r : r
    }

    /// atan t for t in 0...1: atan(k/8) from a table, the nearest k, plus atan u with
    /// u = (t - k/8) / (1 + t k/8), |u| <= 1/16, by its series to u^17/17.
    @inline(__always)
    private static func atanUnit(_ t: Double) -> Double {
        let k = (t * 8).rounded()
        let c = k * 0.125
        let u = (t - c) / (1 + t * c), z = u * u
        var p = -1.0 / 17
        p = p * z + 1.0 / 15
        p = p * z - 1.0 / 13
        p = p * z + 1.0 / 11
        p = p * z - 1.0 / 9
        p = p * z + 1.0 / 7
        p = p * z - 1.0 / 5
        p = p * z + 1.0 / 3
        let series = u - u * z * p
        let i = Int(k)
        return atanHi[i] + (atanLo[i] + series)
    }

    /// atan(k/8) for k in 0...8, rounded, and what the rounding left out.
    private static let atanHi: [Double] = [
        0, 0.12435499454676144, 0.24497866312686414, 0.35877067027057225, 0.4636476090008061,
        0.5585993153435624, 0.6435011087932844, 0.7188299996216245, 0.7853981633974483,
    ]
    private static let atanLo: [Double] = [
        0, -3.1253241424539383e-18, 1.0698755618734451e-17, -2.4623815582638635e-17, 2.2698777452961687e-17,
        -5.4556305485916264e-18, 1.5834785051444286e-17, -2.1478388444456983e-17, 3.061616997868383e-17,
    ]

    /// The angle of the point (x, y) from the positive x axis, in -pi...pi, with C's special cases
    /// for zeros (signed) and infinities.
    public static func atan2(_ y: Double, _ x: Double) -> Double {
        if x.isNaN || y.isNaN { return .nan }
        let negative = y.sign == .minus
        let a: Double
        if y == 0 {
            a = x.sign == .minus ? piHi : 0
        } else if x == 0 {
            a = halfPiHi
        } else if y.isInfinite {
            a = x.isInfinite ? (x > 0 ? piHi / 4 : piHi * 0.75) : halfPiHi
        } else if x.isInfinite {
            a = x > 0 ? 0 : piHi
        } else {
            let ax = abs(x), ay = abs(y)
            let t = ay <= ax ? atanUnit(ay / ax) : halfPiHi - (atanUnit(ax / ay) - halfPiLo)
            a = x > 0 ? t : piHi - (t - piLo)
        }
        return negative ? -a : a
    }

    /// asin x, in -pi/2...pi/2; NaN outside -1...1.
    public static func asin(_ x: Double) -> Double {
        guard abs(x) <= 1 else { return .nan }
        return atan2(x, ((1 - x) * (1 + x)).squareRoot())
    }

    /// acos x, in 0...pi; NaN outside -1...1.
    public static func acos(_ x: Double) -> Double {
        guard abs(x) <= 1 else { return .nan }
        return atan2(((1 - x) * (1 + x)).squareRoot(), x)
    }
}
