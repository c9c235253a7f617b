import Foundation
import HaloCore
import HaloMath

/// The CIE94 colour difference (graphic-arts weights) between two pixels, as swift-snapshot-testing's
/// `perceptualPrecision` measures it on Apple's platforms (Core Image's `CILabDeltaE`): sRGB to CIELAB
/// under D65, then ΔE*94. Alpha is compared on its own, in the same steps.
enum PerceptualDifference {
    /// sRGB's 8-bit values decoded to linear light.
    private static let linear: [Double] = (0..<256).map { v in
        let c = Double(v) / 255
        return c <= 0.04045 ? c / 12.92 : PortableMath.pow((c + 0.055) / 1.055, 2.4)
    }

    /// Whether two premultiplied pixels differ by at most `threshold` (ΔE*94; alpha in 255ths x 100/255).
    static func matches(_ pa: SIMD4<UInt8>, _ pb: SIMD4<UInt8>, within threshold: Double) -> Bool {
        let alphaDifference = abs(Double(pa[3]) - Double(pb[3])) * 100 / 255
        guard alphaDifference <= threshold else { return false }
        if pa[3] == 0 && pb[3] == 0 { return true }
        return deltaE94(lab(pa), lab(pb)) <= threshold
    }

    /// CIELAB (D65) of a premultiplied 8-bit pixel's colour.
    static func lab(_ p: SIMD4<UInt8>) -> SIMD3<Double> {
        var s = SIMD4<UInt8>()
        withUnsafePointer(to: p) { src in
            withUnsafeMutablePointer(to: &s) { dst in
                src.withMemoryRebound(to: UInt8.self, capacity: 4) { a in
                    dst.withMemoryRebound(to: UInt8.self, capacity: 4) {
                        HaloCore.Image.unpremultiply(a, into: $0, count: 1)
                    }
                }
            }
        }
        let (r, g, b) = (linear[Int(s[0])], linear[Int(s[1])], linear[Int(s[2])])
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? PortableMath.cbrt(t) : t * 841.0 / 108 + 4.0 / 29 }
        return SIMD3(116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
    }

    /// ΔE*94 with the graphic-arts weights (kL = 1, K1 = 0.045, K2 = 0.015), the first colour the reference.
    static func deltaE94(_ p: SIMD3<Double>, _ q: SIMD3<Double>) -> Double {
        let c1 = (p.y * p.y + p.z * p.z).squareRoot(), c2 = (q.y * q.y + q.z * q.z).squareRoot()
        let dl = p.x - q.x, dc = c1 - c2, da = p.y - q.y, db = p.z - q.z
        let dh2 = max(0, da * da + db * db - dc * dc)
        let sc = 1 + 0.045 * c1, sh = 1 + 0.015 * c1
        return (dl * dl + (dc / sc) * (dc / sc) + dh2 / (sh * sh)).squareRoot()
    }
}
