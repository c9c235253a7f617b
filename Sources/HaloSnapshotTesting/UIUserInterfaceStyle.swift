/// Light or dark, as UIKit's `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Sendable {
    /// Not given: light.
    case unspecified
    /// The light scheme, on white.
    case light
    /// The dark scheme, on black.
    case dark
}
