import HaloCore

/// The background of the current context, as SwiftUI's `BackgroundStyle` (`.background` where a
/// shape style is expected): iOS's system background in the light appearance, white
/// (docs/semantics.md, "Everyday modifiers").
public struct BackgroundStyle: ShapeStyle, Equatable {
    /// The background style.
    public init() {}

    /// White.
    public var paint: Paint { .solid(RGBA(1, 1, 1, 1)) }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background style (white: iOS's light system background).
    public static var background: BackgroundStyle { BackgroundStyle() }
}
