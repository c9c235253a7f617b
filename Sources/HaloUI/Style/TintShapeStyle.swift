import HaloCore

/// The tint in force, as SwiftUI's `TintShapeStyle` (`.tint` where a shape style is expected):
/// the colour a `tint(_:)` above set, or the accent colour (blue) where none did.
///
/// A foreground style of `.tint` is read where the styled view is drawn, so a `tint(_:)` set
/// outside the `foregroundStyle(.tint)` call still reaches it.
public struct TintShapeStyle: ShapeStyle, Equatable {
    /// The tint style.
    public init() {}

    /// The tint of the environment being read, or the accent colour.
    public var paint: Paint { (Ambient.environment.tint ?? .accentColor).paint }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The tint in force (a `tint(_:)` above, else the accent colour).
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
