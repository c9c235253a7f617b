import Foundation
import HaloMath

/// A colour filter on a layer, as SwiftUI's `hueRotation`, `saturation`, `brightness`,
/// `contrast`, `grayscale`, `colorMultiply`, `colorInvert` and `luminanceToAlpha`: a 4 x 5
/// matrix, row by row, taking straight (not premultiplied) (r, g, b, a, 1) to (r, g, b, a),
/// the result kept to 0...1 (docs/semantics.md, "Colour filters"). A transparent pixel stays
/// transparent.
public struct ColorMatrix: Equatable, Sendable {
    /// The 20 entries, row by row: r' = m0 r + m1 g + m2 b + m3 a + m4, and so on.
    public var values: [Double]

    /// The matrix of `values` (20 numbers, row by row).
    public init(_ values: [Double]) { self.values = values }

    /// No change.
    public static let identity = ColorMatrix([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0])

    /// A 3 x 3 matrix on the colour (row by row), alpha and offsets unchanged.
    static func color(_ m: [Double], offset: Double = 0) -> ColorMatrix {
        ColorMatrix([
            m[0], m[1], m[2], 0, offset, m[3], m[4], m[5], 0, offset, m[6], m[7], m[8], 0, offset, 0, 0, 0, 1, 0,
        ])
    }

    /// The W3C Filter Effects' `hueRotate` by `degrees` (feColorMatrix).
    public static func hueRotation(degrees: Double) -> ColorMatrix {
        let a = degrees * Double.pi / 180, c = PortableMath.cos(a), s = PortableMath.sin(a)
        return color([
            0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928,
            0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283,
            0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072,
        ])
    }

    /// The W3C Filter Effects' `saturate` by `amount` (0 grey, 1 unchanged, more oversaturates).
    public static func saturation(_ amount: Double) -> ColorMatrix {
        let s = amount
        return color([
            0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s,
            0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s,
            0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s,
        ])
    }

    /// Grey by `amount` (0 unchanged, 1 fully grey): CSS's `grayscale`, saturation 1 - amount.
    public static func grayscale(_ amount: Double) -> ColorMatrix { saturation(1 - min(max(amount, 0), 1)) }

    /// `amount` added to each colour component (Apple's brightness filter).
    public static func brightness(_ amount: Double) -> ColorMatrix {
        color([1, 0, 0, 0, 1, 0, 0, 0, 1], offset: amount)
    }

    /// Each colour component moved away from mid-grey by `amount`: (c - 0.5) x amount + 0.5.
    public static func contrast(_ amount: Double) -> ColorMatrix {
        color([amount, 0, 0, 0, amount, 0, 0, 0, amount], offset: 0.5 - 0.5 * amount)
    }

    /// Each component, alpha too, multiplied by `color`'s (straight) components.
    public static func multiply(_ color: RGBA) -> ColorMatrix {
        ColorMatrix([
            color.r, 0, 0, 0, 0, 0, color.g, 0, 0, 0, 0, 0, color.b, 0, 0, 0, 0, 0, color.a, 0,
        ])
    }

    /// Each colour component c becomes 1 - c.
    public static let invert = ColorMatrix([-1, 0, 0, 0, 1, 0, -1, 0, 0, 1, 0, 0, -1, 0, 1, 0, 0, 0, 1, 0])

    /// The W3C Filter Effects' `luminanceToAlpha`: black, with the colour's luminance as alpha.
    public static let luminanceToAlpha = ColorMatrix([
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.2125, 0.7154, 0.0721, 0, 0,
    ])
}
