import HaloCore

/// A colour in gamma-encoded sRGB, as SwiftUI's `Color`, with its named colours (iOS light
/// appearance). A colour is a `ShapeStyle` and, on its own, a view that fills its frame.
public struct Color: ShapeStyle, View, Equatable {
    /// The colour's components, 0 to 1, straight alpha.
    public var rgba: RGBA

    /// A colour from its components.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        rgba = RGBA(red, green, blue, opacity)
    }

    /// A colour from the scene model's.
    public init(_ rgba: RGBA) { self.rgba = rgba }

    /// The colour with its alpha multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        Color(RGBA(rgba.r, rgba.g, rgba.b, rgba.a * opacity))
    }

    /// A solid paint.
    public var paint: Paint { .solid(rgba) }

    /// The colour filling its frame.
    public var body: ShapeView<Rectangle> { Rectangle().fill(self) }

    static func named(_ name: String) -> Color { Color(RGBA.named[name]!) }

    /// Transparent.
    public static let clear = Color(.clear)
    /// Black.
    public static let black = Color(.black)
    /// White.
    public static let white = Color(.white)
    /// SwiftUI's red.
    public static let red = named("red")
    /// SwiftUI's orange.
    public static let orange = named("orange")
    /// SwiftUI's yellow.
    public static let yellow = named("yellow")
    /// SwiftUI's green.
    public static let green = named("green")
    /// SwiftUI's mint.
    public static let mint = named("mint")
    /// SwiftUI's teal.
    public static let teal = named("teal")
    /// SwiftUI's cyan.
    public static let cyan = named("cyan")
    /// SwiftUI's blue.
    public static let blue = named("blue")
    /// SwiftUI's indigo.
    public static let indigo = named("indigo")
    /// SwiftUI's purple.
    public static let purple = named("purple")
    /// SwiftUI's pink.
    public static let pink = named("pink")
    /// SwiftUI's brown.
    public static let brown = named("brown")
    /// SwiftUI's gray.
    public static let gray = named("gray")
}
