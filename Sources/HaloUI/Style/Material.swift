import HaloCore

/// A background material, as SwiftUI's `Material` (`.ultraThinMaterial` ... `.ultraThickMaterial`,
/// `.bar`): Apple's blurs what lies behind the view and tints it. Halo draws the tint alone, a
/// light translucent fill whose opacity grows with the material's thickness, without the blur
/// (a warning says so once; docs/library.md, "What differs").
public struct Material: ShapeStyle, Equatable {
    /// How much of the light tint covers what is behind, 0 to 1.
    let tint: Double
    /// The material's name, for the warning.
    let name: String

    /// The translucent fill.
    public var paint: Paint {
        Warning.once(
            "material",
            "materials (.\(name) ...) are drawn as a translucent light fill: the blur of what is behind is not")
        return .solid(RGBA(0.97, 0.97, 0.98, tint))
    }

    /// The thinnest, most translucent material.
    public static let ultraThin = Material(tint: 0.35, name: "ultraThinMaterial")
    /// A thin material.
    public static let thin = Material(tint: 0.5, name: "thinMaterial")
    /// The standard material.
    public static let regular = Material(tint: 0.65, name: "regularMaterial")
    /// A thick material.
    public static let thick = Material(tint: 0.8, name: "thickMaterial")
    /// The thickest, most opaque material.
    public static let ultraThick = Material(tint: 0.9, name: "ultraThickMaterial")
    /// The material of bars (drawn as the standard one).
    public static let bar = Material(tint: 0.65, name: "bar")
}

extension ShapeStyle where Self == Material {
    /// The thinnest material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A thin material.
    public static var thinMaterial: Material { .thin }
    /// The standard material.
    public static var regularMaterial: Material { .regular }
    /// A thick material.
    public static var thickMaterial: Material { .thick }
    /// The thickest material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// The material of bars.
    public static var bar: Material { .bar }
}
