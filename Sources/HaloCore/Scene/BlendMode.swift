/// How a layer's colour combines with what is drawn behind it, as SwiftUI's `BlendMode`
/// (docs/semantics.md, "Blend modes"): the W3C Compositing and Blending formulas that Core
/// Graphics follows, in premultiplied colour.
public enum BlendMode: String, Codable, CaseIterable, Sendable, SceneKeyword {
    /// Source-over.
    case normal
    /// Separable: the backdrop times the source.
    case multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference,
        exclusion
    /// Non-separable: one of the source's hue, saturation, colour or luminosity with the rest
    /// the backdrop's.
    case hue, saturation, color, luminosity
    /// Porter-Duff: the source only where the backdrop is, over it.
    case sourceAtop
    /// Porter-Duff: the source behind the backdrop.
    case destinationOver
    /// Porter-Duff: the backdrop where the source is not.
    case destinationOut
    /// The sum of the complements taken from white, at least 0 (Core Graphics' `plusDarker`).
    case plusDarker
    /// The sum, at most 1 (Core Graphics' `plusLighter`).
    case plusLighter
    /// Porter-Duff: nothing, where the source draws (R = 0; the source's alpha is its coverage,
    /// so an antialiased edge clears in part: docs/semantics.md, "Blend modes").
    case clear
    /// Porter-Duff: the source alone, where it draws (R = S).
    case copy
    /// Porter-Duff: the source where the backdrop is (R = S x Da).
    case sourceIn
    /// Porter-Duff: the source where the backdrop is not (R = S x (1 - Da)).
    case sourceOut
    /// Porter-Duff: the backdrop where the source is (R = D x Sa).
    case destinationIn
    /// Porter-Duff: the backdrop over the source, where the source is (R = S x (1 - Da) + D x Sa).
    case destinationAtop
    /// Porter-Duff: each where the other is not (R = S x (1 - Da) + D x (1 - Sa)).
    case xor

    /// "blend mode".
    public static var keywordName: String { "blend mode" }

    /// The number both backends read (`blendNormal` ... in constants.glsl): the case's index.
    package var code: Int32 { Int32(BlendMode.allCases.firstIndex(of: self)!) }

    /// `normal`'s code (`code` of the first case), a constant: the per-pixel composites compare with it
    /// (inlined there, not read through a global's accessor).
    @inlinable package static var normalCode: Int32 { 0 }
}
