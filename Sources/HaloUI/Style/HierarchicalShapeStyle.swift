import HaloCore

/// The levels of the foreground, as SwiftUI's `HierarchicalShapeStyle` (`.primary`,
/// `.secondary`, ...): levels of the foreground style in force, the style at decreasing
/// opacity; with none set, iOS's label colours in the light appearance, black and a dark grey
/// at decreasing opacity (docs/semantics.md, "Hierarchical levels of a foreground").
public struct HierarchicalShapeStyle: ShapeStyle, Equatable {
    /// The level's colour where no foreground style is set.
    let color: Color
    /// The level's opacity over the foreground style in force (1 for the primary).
    var opacity: Double = 1

    /// The scene's paint for the level: the foreground style in force (in dark, the white
    /// label colour where none is set) at the level's opacity, else the level's label colour.
    public var paint: Paint {
        guard let foreground = Ambient.foreground ?? Ambient.darkLabel else {
            return color.paint
        }
        var c = foreground.leadingColor
        c.a *= opacity
        return .solid(c)
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The first level: the label colour (black).
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(color: .primary) }
    /// The second level: iOS's secondary label colour, (60, 60, 67) at 60%.
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(color: .secondary, opacity: 0.6) }
    /// The third level: (60, 60, 67) at 30%.
    public static var tertiary: HierarchicalShapeStyle { level(0.3) }
    /// The fourth level: (60, 60, 67) at 18%.
    public static var quaternary: HierarchicalShapeStyle { level(0.18) }

    private static func level(_ opacity: Double) -> HierarchicalShapeStyle {
        HierarchicalShapeStyle(color: .labelGrey(opacity), opacity: opacity)
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

extension Ambient {
    /// In dark, the white label colour the levels take where no foreground style is set.
    static var darkLabel: Paint? { environment.colorScheme == .dark ? .solid(labelColor) : nil }
}
