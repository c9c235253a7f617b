import Foundation
import HaloCore

/// A colour, as UIKit's `UIColor` in SwiftUI code (`Color(UIColor(red:green:blue:alpha:))`,
/// `Color(.systemGray5)`): gamma-encoded sRGB components, with UIKit's standard colours in the
/// iOS light appearance (docs/semantics.md, "UIKit colours"). Adaptive colours do not adapt:
/// a render is light.
public final class UIColor: Sendable, Equatable, Hashable, _ExpressibleByColorLiteral {
    /// The colour's components, 0 to 1, straight alpha.
    public let rgba: RGBA

    /// A colour from the scene model's.
    public init(_ rgba: RGBA) { self.rgba = rgba }

    /// A colour from red, green, blue and alpha, each 0 to 1 (sRGB).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(RGBA(Double(red), Double(green), Double(blue), Double(alpha)))
    }

    /// A colour from Display P3 components (converted to sRGB, as `Color(.displayP3, ...)`).
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(.displayP3, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
    }

    /// A grey of `white` (0 black, 1 white) and `alpha`.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(RGBA(Double(white), Double(white), Double(white), Double(alpha)))
    }

    /// A colour from hue, saturation and brightness (each 0 to 1, the standard HSB model, as
    /// `Color(hue:saturation:brightness:opacity:)`) and alpha.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(
            Color(
                hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha)
            ))
    }

    /// The UIKit colour of a SwiftUI colour, as `UIColor(_: Color)`.
    public convenience init(_ color: Color) { self.init(color.rgba) }

    /// The colour of a `#colorLiteral(red:green:blue:alpha:)`.
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(RGBA(Double(red), Double(green), Double(blue), Double(alpha)))
    }

    /// The colour named `name` in the app's asset catalog: nil, as UIKit's is for a name the
    /// catalog lacks (Halo has no asset catalogs).
    public convenience init?(named name: String) { return nil }

    /// The colour with alpha `alpha`.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(RGBA(rgba.r, rgba.g, rgba.b, Double(alpha)))
    }

    /// Writes the colour's sRGB components and alpha; true, as every colour here has them.
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = CGFloat(rgba.r)
        green?.pointee = CGFloat(rgba.g)
        blue?.pointee = CGFloat(rgba.b)
        alpha?.pointee = CGFloat(rgba.a)
        return true
    }

    /// Writes the colour's grey level (the mean of its components) and alpha; true.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        white?.pointee = CGFloat((rgba.r + rgba.g + rgba.b) / 3)
        alpha?.pointee = CGFloat(rgba.a)
        return true
    }

    /// The colour itself: a render has one appearance, light (accepted for UIKit's spelling).
    public func resolvedColor(with traitCollection: Any? = nil) -> UIColor { self }

    /// Whether two colours have the same components.
    public static func == (a: UIColor, b: UIColor) -> Bool { a.rgba == b.rgba }

    /// Hashes the components.
    public func hash(into hasher: inout Hasher) { hasher.combine(rgba) }

    /// A colour from 0...255 sRGB bytes and an alpha.
    static func bytes(_ r: Int, _ g: Int, _ b: Int, _ a: Double = 1) -> UIColor {
        UIColor(RGBA(Double(r) / 255, Double(g) / 255, Double(b) / 255, a))
    }
}

/// The type `#colorLiteral(red:green:blue:alpha:)` makes, as on iOS: a `UIColor`, which
/// `Color(_:)` takes.
public typealias _ColorLiteralType = UIColor
