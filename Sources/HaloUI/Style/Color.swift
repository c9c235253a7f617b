import HaloCore

/// A colour in gamma-encoded sRGB, as SwiftUI's `Color`, with its named colours (iOS light
/// appearance). A colour is a `ShapeStyle` and, on its own, a view that fills its frame.
public struct Color: ShapeStyle, View, Equatable, Interpolatable {
    /// The colour's components, 0 to 1, straight alpha.
    public var rgba: RGBA

    /// A colour from its components.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        rgba = RGBA(red, green, blue, opacity)
    }

    /// A colour from the scene model's. Disfavoured: `Color(.white)` means UIKit's colour, as
    /// on iOS (the same components for the names both have).
    @_disfavoredOverload
    public init(_ rgba: RGBA) { self.rgba = rgba }

    /// The colour with its alpha multiplied by `opacity`, the product clamped into 0...1 (a
    /// negative amount is transparent, not an error: docs/semantics.md, "Opacity out of range").
    public func opacity(_ opacity: Double) -> Color {
        var c = rgba.opacity(opacity)
        c.a = c.a.isNaN ? 0 : min(max(c.a, 0), 1)
        return Color(c)
    }

    /// Component-wise, as the scene's colours interpolate.
    public func interpolated(to other: Color, _ f: Double) -> Color { Color(rgba.interpolated(to: other.rgba, f)) }

    /// A solid paint.
    public var paint: Paint { .solid(rgba) }

    /// The colour filling its frame.
    public var body: ShapeView<Rectangle> { Rectangle().fill(self) }

    static func named(_ name: String) -> Color { Color(RGBA.named[name] ?? .black) }

    // The named colours (Color.red, and .red wherever a style is expected) are in
    // ShapeStyle+Color.swift.
}
