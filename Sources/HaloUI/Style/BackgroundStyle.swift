import HaloCore

/// The background of the current context, as SwiftUI's `BackgroundStyle` (`.background` where a
/// shape style is expected): iOS's system background in the light appearance, white
/// (docs/semantics.md, "Everyday modifiers").
public struct BackgroundStyle: ShapeStyle, Equatable {
    /// The background style.
    public init() {}

    /// White.
    public var paint: Paint { .solid(RGBA(1, 1, 1, 1)) }

    /// The background's second level, as `.background.secondary`: iOS's secondary system
    /// background in the light appearance (242, 242, 247).
    public var secondary: Color { Color(UIColor.secondarySystemBackground) }

    /// The background's third level, as `.background.tertiary`: iOS's tertiary system background
    /// in the light appearance (white).
    public var tertiary: Color { Color(UIColor.tertiarySystemBackground) }

    /// The background's fourth level, as `.background.quaternary`: white, as the third (iOS has
    /// three system background levels; SwiftUI documents no fourth value).
    public var quaternary: Color { Color(UIColor.tertiarySystemBackground) }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background style (white: iOS's light system background).
    public static var background: BackgroundStyle { BackgroundStyle() }
}
