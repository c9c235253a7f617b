import Foundation
import HaloCore
import HaloMath

extension Color {
    /// The RGB colour spaces a colour's components may be given in, as SwiftUI's
    /// `Color.RGBColorSpace`; Halo draws in gamma-encoded sRGB and converts on creation.
    public enum RGBColorSpace: Sendable, Equatable {
        /// Gamma-encoded sRGB: the components as they are.
        case sRGB
        /// Linear sRGB: each component gamma-encoded with the sRGB transfer function.
        case sRGBLinear
        /// Display P3: converted to sRGB (components outside sRGB's gamut are clamped).
        case displayP3
    }

    /// A colour from components in `colorSpace`.
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let (r, g, b) = Color.sRGB(colorSpace, red, green, blue)
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// A grey of `white` (0 black, 1 white) in `colorSpace`.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from hue, saturation and brightness (each 0 to 1), the standard HSB model.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6, s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let sector = Int(h) % 6, f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) =
            switch sector {
            case 0: (v, t, p)
            case 1: (q, v, p)
            case 2: (p, v, t)
            case 3: (p, q, v)
            case 4: (t, p, v)
            default: (v, p, q)
            }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// Gamma-encoded sRGB components for components given in `space`.
    static func sRGB(_ space: RGBColorSpace, _ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        switch space {
        case .sRGB:
            return (r, g, b)
        case .sRGBLinear:
            return (encode(r), encode(g), encode(b))
        case .displayP3:
            // P3 shares sRGB's transfer function and white point: decode, change primaries, encode.
            let lr = decode(r), lg = decode(g), lb = decode(b)
            let sr = 1.2249401 * lr - 0.2249404 * lg
            let sg = -0.0420569 * lr + 1.0420571 * lg
            let sb = -0.0196376 * lr - 0.0786361 * lg + 1.0982735 * lb
            return (encode(min(max(sr, 0), 1)), encode(min(max(sg, 0), 1)), encode(min(max(sb, 0), 1)))
        }
    }

    /// The sRGB transfer function: a linear component to its gamma-encoded value.
    static func encode(_ c: Double) -> Double {
        c <= 0.0031308 ? 12.92 * c : 1.055 * PortableMath.pow(c, 1 / 2.4) - 0.055
    }

    /// The sRGB transfer function's inverse.
    static func decode(_ c: Double) -> Double {
        c <= 0.04045 ? c / 12.92 : PortableMath.pow((c + 0.055) / 1.055, 2.4)
    }
}
