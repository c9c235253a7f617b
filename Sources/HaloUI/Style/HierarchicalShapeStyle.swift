import HaloCore

/// The levels of the foreground, as SwiftUI's `HierarchicalShapeStyle` (`.primary`,
/// `.secondary`, ...): iOS's label colours in the light appearance, black and a dark grey at
/// decreasing opacity.
public struct HierarchicalShapeStyle: ShapeStyle, Equatable {
    /// The level's colour.
    let color: Color

    /// The scene's paint for the level.
    public var paint: Paint { color.paint }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The first level: the label colour (black).
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(color: .primary) }
    /// The second level: iOS's secondary label colour, (60, 60, 67) at 60%.
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(color: .secondary) }
    /// The third level: (60, 60, 67) at 30%.
    public static var tertiary: HierarchicalShapeStyle { level(0.3) }
    /// The fourth level: (60, 60, 67) at 18%.
    public static var quaternary: HierarchicalShapeStyle { level(0.18) }

    private static func level(_ opacity: Double) -> HierarchicalShapeStyle {
        HierarchicalShapeStyle(color: .labelGrey(opacity))
    }
}

extension Color {
    /// The label colour, as SwiftUI's `Color.primary` in the light appearance: black.
    public static let primary = Color(.black)
    /// The secondary label colour, as SwiftUI's `Color.secondary`: (60, 60, 67) at 60%.
    public static let secondary = labelGrey(0.6)
    /// The accent colour, as SwiftUI's `Color.accentColor` without an app's asset: blue.
    public static var accentColor: Color { .blue }

    /// iOS's grey of the label colours below the first, (60, 60, 67), at `opacity`.
    static func labelGrey(_ opacity: Double) -> Color {
        Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: opacity)
    }
}
