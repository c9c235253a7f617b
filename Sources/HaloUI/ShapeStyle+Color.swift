import HaloCore

/// SwiftUI's `.fill(.black)`, `.stroke(.white)`: the named colours as shape styles.
extension ShapeStyle where Self == Color {
    /// Transparent.
    public static var clear: Color { Color.clear }
    /// Black.
    public static var black: Color { Color.black }
    /// White.
    public static var white: Color { Color.white }
    /// SwiftUI's red.
    public static var red: Color { Color.red }
    /// SwiftUI's orange.
    public static var orange: Color { Color.orange }
    /// SwiftUI's yellow.
    public static var yellow: Color { Color.yellow }
    /// SwiftUI's green.
    public static var green: Color { Color.green }
    /// SwiftUI's mint.
    public static var mint: Color { Color.mint }
    /// SwiftUI's teal.
    public static var teal: Color { Color.teal }
    /// SwiftUI's cyan.
    public static var cyan: Color { Color.cyan }
    /// SwiftUI's blue.
    public static var blue: Color { Color.blue }
    /// SwiftUI's indigo.
    public static var indigo: Color { Color.indigo }
    /// SwiftUI's purple.
    public static var purple: Color { Color.purple }
    /// SwiftUI's pink.
    public static var pink: Color { Color.pink }
    /// SwiftUI's brown.
    public static var brown: Color { Color.brown }
    /// SwiftUI's gray.
    public static var gray: Color { Color.gray }
}
