import HaloCore

/// A font, as SwiftUI's `Font`: a size and weight of a family (DejaVu Sans by default; the
/// system's San Francisco is not on Linux servers).
public struct Font: Equatable, Sendable {
    /// A weight, as SwiftUI's `Font.Weight`.
    public enum Weight: String, Equatable, Sendable {
        case ultraLight = "extralight", thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// The family, found with fontconfig.
    public var family: String
    /// The size, points.
    public var size: Double
    /// The weight (drawn with the family's nearest face; `halo` warns which).
    public var weight: Weight

    /// A font of `family` at `size` and `weight`.
    public init(family: String = "DejaVu Sans", size: Double, weight: Weight = .regular) {
        self.family = family
        self.size = size
        self.weight = weight
    }

    /// `.system(size:weight:)`.
    public static func system(size: Double, weight: Weight = .regular) -> Font { Font(size: size, weight: weight) }

    /// `.headline`: 17 points semibold.
    public static let headline = Font(size: 17, weight: .semibold)
    /// `.body`: 17 points.
    public static let body = Font(size: 17)
    /// `.title`: 28 points.
    public static let title = Font(size: 28)
    /// `.largeTitle`: 34 points.
    public static let largeTitle = Font(size: 34)
    /// `.caption`: 12 points.
    public static let caption = Font(size: 12)

    /// The scene's font spec.
    var spec: TextItem.FontSpec { TextItem.FontSpec(family: family, size: size, weight: weight.rawValue) }
}
