import Foundation
import HaloCore
import HaloMath

extension Color {
    /// The colour `fraction` of the way from this one to `rhs`, mixed in `colorSpace`, as
    /// SwiftUI's `mix(with:by:in:)` (iOS 18).
    ///
    /// `.perceptual` mixes in OKLab (lightness and the two opponent axes), `.device` the
    /// gamma-encoded sRGB components; alpha is mixed straight in both. The fraction is clamped
    /// to 0...1 (docs/semantics.md, "Located taps and API additions").
    public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        let t = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        let (p, q) = (rgba, rhs.rgba)
        func lerp(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        let alpha = lerp(p.a, q.a)
        switch colorSpace {
        case .device:
            return Color(RGBA(lerp(p.r, q.r), lerp(p.g, q.g), lerp(p.b, q.b), alpha))
        case .perceptual:
            let (a, b) = (OKLab(p), OKLab(q))
            let mixed = OKLab(l: lerp(a.l, b.l), a: lerp(a.a, b.a), b: lerp(a.b, b.b))
            return Color(mixed.rgba(alpha: alpha))
        }
    }
}

/// A colour in OKLab (Björn Ottosson's perceptual space, the one CSS Color 4 names `oklab`),
/// from and to gamma-encoded sRGB.
private struct OKLab {
    var l: Double
    var a: Double
    var b: Double

    init(l: Double, a: Double, b: Double) {
        self.l = l
        self.a = a
        self.b = b
    }

    init(_ c: RGBA) {
        func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : PortableMath.pow((v + 0.055) / 1.055, 2.4) }
        let (r, g, b) = (linear(c.r), linear(c.g), linear(c.b))
        let l1 = PortableMath.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m1 = PortableMath.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s1 = PortableMath.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        l = 0.2104542553 * l1 + 0.7936177850 * m1 - 0.0040720468 * s1
        a = 1.9779984951 * l1 - 2.4285922050 * m1 + 0.4505937099 * s1
        self.b = 0.0259040371 * l1 + 0.7827717662 * m1 - 0.8086757660 * s1
    }

    /// The gamma-encoded sRGB colour, each component clamped into 0...1.
    func rgba(alpha: Double) -> RGBA {
        let l1 = PortableMath.pow(l + 0.3963377774 * a + 0.2158037573 * b, 3)
        let m1 = PortableMath.pow(l - 0.1055613458 * a - 0.0638541728 * b, 3)
        let s1 = PortableMath.pow(l - 0.0894841775 * a - 1.2914855480 * b, 3)
        let r = 4.0767416621 * l1 - 3.3077115913 * m1 + 0.2309699292 * s1
        let g = -1.2684380046 * l1 + 2.6097574011 * m1 - 0.3413193965 * s1
        let bl = -0.0041960863 * l1 - 0.7034186147 * m1 + 1.7076147010 * s1
        func encoded(_ v: Double) -> Double {
            let c = min(max(v, 0), 1)
            return c <= 0.0031308 ? 12.92 * c : 1.055 * PortableMath.pow(c, 1 / 2.4) - 0.055
        }
        return RGBA(encoded(r), encoded(g), encoded(bl), alpha)
    }
}
