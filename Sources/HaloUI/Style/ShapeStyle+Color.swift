import HaloCore

/// SwiftUI's named colours (iOS light appearance): `Color.red`, and `.red` wherever a shape
/// style is expected (`.fill(.black)`, `.stroke(.white)`).
extension ShapeStyle where Self == Color {
    /// Transparent.
    public static var clear: Color { Color(.clear) }
    /// Black.
    public static var black: Color { Color(.black) }
    /// White.
    public static var white: Color { Color(.white) }
    /// SwiftUI's red.
    public static var red: Color { .named("red") }
    /// SwiftUI's orange.
    public static var orange: Color { .named("orange") }
    /// SwiftUI's yellow.
    public static var yellow: Color { .named("yellow") }
    /// SwiftUI's green.
    public static var green: Color { .named("green") }
    /// SwiftUI's mint.
    public static var mint: Color { .named("mint") }
    /// SwiftUI's teal.
    public static var teal: Color { .named("teal") }
    /// SwiftUI's cyan.
    public static var cyan: Color { .named("cyan") }
    /// SwiftUI's blue.
    public static var blue: Color { .named("blue") }
    /// SwiftUI's indigo.
    public static var indigo: Color { .named("indigo") }
    /// SwiftUI's purple.
    public static var purple: Color { .named("purple") }
    /// SwiftUI's pink.
    public static var pink: Color { .named("pink") }
    /// SwiftUI's brown.
    public static var brown: Color { .named("brown") }
    /// SwiftUI's gray.
    public static var gray: Color { .named("gray") }
}
