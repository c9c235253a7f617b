/// A variant of Liquid Glass, as SwiftUI's `Glass` (iOS 26), for `glassEffect(_:in:)`.
///
/// Halo draws it as the nearest material it has: a translucent light fill in the effect's
/// shape (`.regular` as the regular material, `.clear` as the ultra-thin one), a tint over it,
/// and a thin light edge; the blur, refraction and highlights of real glass are not drawn
/// (docs/semantics.md, "Located taps and API additions").
public struct Glass: Equatable, Sendable {
    enum Variant: Equatable, Sendable {
        case regular, clear, identity
    }

    let variant: Variant
    /// The tint over the glass, if any.
    var tintColor: Color? = nil
    /// Whether it reacts to touches: accepted, with no visible effect in a render.
    var isInteractive = false

    /// The standard glass.
    public static var regular: Glass { Glass(variant: .regular) }
    /// A more transparent glass, for overlays on media.
    public static var clear: Glass { Glass(variant: .clear) }
    /// No glass at all: the view is drawn as it is.
    public static var identity: Glass { Glass(variant: .identity) }

    /// This glass tinted with `color` (nil: untinted).
    public func tint(_ color: Color?) -> Glass {
        var glass = self
        glass.tintColor = color
        return glass
    }

    /// This glass reacting to touches: accepted, with no visible effect (a render has no
    /// touches).
    public func interactive(_ isEnabled: Bool = true) -> Glass {
        var glass = self
        glass.isInteractive = isEnabled
        return glass
    }
}
