import HaloCore

// UIKit's standard colours in the iOS light appearance: the system colours as SwiftUI's named
// colours of the same name (`systemBlue` is `Color.blue`), the greys, labels, fills and
// backgrounds from Apple's Human Interface Guidelines (docs/semantics.md, "UIKit colours"), and
// the fixed shades (`lightGray` ...) from UIKit's documentation.
extension UIColor {
    private static func named(_ name: String) -> UIColor { UIColor(RGBA.named[name] ?? .black) }

    /// UIKit's red (`Color.red`).
    public static var systemRed: UIColor { named("red") }
    /// UIKit's orange (`Color.orange`).
    public static var systemOrange: UIColor { named("orange") }
    /// UIKit's yellow (`Color.yellow`).
    public static var systemYellow: UIColor { named("yellow") }
    /// UIKit's green (`Color.green`).
    public static var systemGreen: UIColor { named("green") }
    /// UIKit's mint (`Color.mint`).
    public static var systemMint: UIColor { named("mint") }
    /// UIKit's teal (`Color.teal`).
    public static var systemTeal: UIColor { named("teal") }
    /// UIKit's cyan (`Color.cyan`).
    public static var systemCyan: UIColor { named("cyan") }
    /// UIKit's blue (`Color.blue`).
    public static var systemBlue: UIColor { named("blue") }
    /// UIKit's indigo (`Color.indigo`).
    public static var systemIndigo: UIColor { named("indigo") }
    /// UIKit's purple (`Color.purple`).
    public static var systemPurple: UIColor { named("purple") }
    /// UIKit's pink (`Color.pink`).
    public static var systemPink: UIColor { named("pink") }
    /// UIKit's brown (`Color.brown`).
    public static var systemBrown: UIColor { named("brown") }

    /// The base grey, 142 142 147 (`Color.gray`).
    public static var systemGray: UIColor { bytes(142, 142, 147) }
    /// The second grey, lighter: 174 174 178.
    public static var systemGray2: UIColor { bytes(174, 174, 178) }
    /// The third grey: 199 199 204.
    public static var systemGray3: UIColor { bytes(199, 199, 204) }
    /// The fourth grey: 209 209 214.
    public static var systemGray4: UIColor { bytes(209, 209, 214) }
    /// The fifth grey: 229 229 234.
    public static var systemGray5: UIColor { bytes(229, 229, 234) }
    /// The sixth grey, lightest: 242 242 247.
    public static var systemGray6: UIColor { bytes(242, 242, 247) }

    /// Primary text: black.
    public static var label: UIColor { bytes(0, 0, 0) }
    /// Secondary text: 60 60 67 at 60%.
    public static var secondaryLabel: UIColor { bytes(60, 60, 67, 0.6) }
    /// Tertiary text: 60 60 67 at 30%.
    public static var tertiaryLabel: UIColor { bytes(60, 60, 67, 0.3) }
    /// Quaternary text: 60 60 67 at 18%.
    public static var quaternaryLabel: UIColor { bytes(60, 60, 67, 0.18) }
    /// Placeholder text: 60 60 67 at 30%.
    public static var placeholderText: UIColor { bytes(60, 60, 67, 0.3) }
    /// Links: 0 122 255.
    public static var link: UIColor { bytes(0, 122, 255) }
    /// Separators over content: 60 60 67 at 29%.
    public static var separator: UIColor { bytes(60, 60, 67, 0.29) }
    /// Opaque separators: 198 198 200.
    public static var opaqueSeparator: UIColor { bytes(198, 198, 200) }

    /// Fills of thin shapes: 120 120 128 at 20%.
    public static var systemFill: UIColor { bytes(120, 120, 128, 0.2) }
    /// Fills of medium shapes: 120 120 128 at 16%.
    public static var secondarySystemFill: UIColor { bytes(120, 120, 128, 0.16) }
    /// Fills of large shapes: 118 118 128 at 12%.
    public static var tertiarySystemFill: UIColor { bytes(118, 118, 128, 0.12) }
    /// Fills of large areas: 116 116 128 at 8%.
    public static var quaternarySystemFill: UIColor { bytes(116, 116, 128, 0.08) }

    /// The main background: white.
    public static var systemBackground: UIColor { bytes(255, 255, 255) }
    /// Content over the main background: 242 242 247.
    public static var secondarySystemBackground: UIColor { bytes(242, 242, 247) }
    /// Content over the secondary background: white.
    public static var tertiarySystemBackground: UIColor { bytes(255, 255, 255) }
    /// A grouped interface's background: 242 242 247.
    public static var systemGroupedBackground: UIColor { bytes(242, 242, 247) }
    /// Content over a grouped background: white.
    public static var secondarySystemGroupedBackground: UIColor { bytes(255, 255, 255) }
    /// Content over the secondary grouped background: 242 242 247.
    public static var tertiarySystemGroupedBackground: UIColor { bytes(242, 242, 247) }

    /// Black.
    public static var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// A grey of 1/3.
    public static var darkGray: UIColor { UIColor(white: 1 / 3, alpha: 1) }
    /// A grey of 1/2.
    public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// A grey of 2/3.
    public static var lightGray: UIColor { UIColor(white: 2 / 3, alpha: 1) }
    /// White.
    public static var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// Transparent black.
    public static var clear: UIColor { UIColor(white: 0, alpha: 0) }
    /// Pure red.
    public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// Pure green.
    public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// Pure blue.
    public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// Cyan: green and blue.
    public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// Yellow: red and green.
    public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// Magenta: red and blue.
    public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// Orange: 1, 0.5, 0.
    public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// Purple: 0.5, 0, 0.5.
    public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// Brown: 0.6, 0.4, 0.2.
    public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
}
