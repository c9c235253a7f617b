/// Elementary functions built from IEEE 754 arithmetic alone, so a frame is the same bits on every CPU.
///
/// The platform's libm (`sin`, `exp`, `pow` and the rest from Glibc or Foundation) is free to differ
/// in the last bit between glibc releases and between its x86-64 and arm64 builds, and one bit of a
/// coordinate or a colour is enough to move a pixel's 8-bit value. These functions use only
/// additions, subtractions, multiplications, divisions and square roots, which IEEE 754 rounds
/// correctly on every conforming CPU, plus exact operations (rounding to an integer, scaling by a
/// power of two, `truncatingRemainder`), in a fixed order; Swift does not fuse a multiplication
/// and an addition into one FMA unless the code asks for it. So each function returns the same bits
/// on x86-64 and arm64, whatever the libm.
///
/// Accuracy, against values computed to 50 digits (`PortableMathTests`): within 1 unit in the last
/// place; tan and expm1 within 2; pow within 8 where |y ln x| <= 11 (its error grows with |y ln x|).
/// The `Float` forms compute in `Double` and round once.
/// Every renderer's pixel path (geometry, animation curves, colour spaces, the CPU twins of
/// shaders) calls these; the GPU keeps its own.
public enum PortableMath {
    /// ln 2 in two parts: the high part has 32 significant bits, so k ln2Hi is exact for |k| < 2^21.
    static let ln2Hi = Double(bitPattern: 0x3FE6_2E42_FEE0_0000)
    /// ln 2 less `ln2Hi`.
    static let ln2Lo = 1.9082149292705877e-10
    /// 1 / ln 2.
    static let log2e = 1.4426950408889634
    /// pi rounded, and what the rounding left out.
    static let piHi = 3.141592653589793, piLo = 1.2246467991473532e-16
    /// pi / 2 rounded, and what the rounding left out.
    static let halfPiHi = 1.5707963267948966, halfPiLo = 6.123233995736766e-17

    /// `x` times 2^k, exact unless the result is subnormal (then rounded once) or out of range:
    /// one multiplication by 2^k built from its bits where 2^k is a normal double.
    @inline(__always)
    static func scaled(_ x: Double, _ k: Int) -> Double {
        guard k >= -1022, k <= 1023 else { return Double(sign: .plus, exponent: k, significand: x) }
        return x * Double(bitPattern: UInt64(k + 1023) << 52)
    }
}
