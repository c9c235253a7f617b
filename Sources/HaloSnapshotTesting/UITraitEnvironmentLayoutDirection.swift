/// The direction of layout, as UIKit's `UITraitEnvironmentLayoutDirection`.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    /// Not given: left to right.
    case unspecified = -1
    /// Left to right (English).
    case leftToRight
    /// Right to left (Arabic, Hebrew): stacks and alignments mirror.
    case rightToLeft
}
