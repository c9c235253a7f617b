import Foundation

/// How a view is sized for its snapshot, as swift-snapshot-testing's `SwiftUISnapshotLayout` on iOS:
/// a device's screen, a fixed size, or the view's own ideal size.
public enum SwiftUISnapshotLayout: Sendable {
    /// A device's screen: its size in points and its scale.
    case device(config: ViewImageConfig)
    /// A canvas of this many points.
    case fixed(width: CGFloat, height: CGFloat)
    /// The view's ideal size (its size for an unspecified proposal); an axis without one, such as a
    /// shape's, takes an iPhone 15 Pro's screen length.
    case sizeThatFits

    /// A device's screen (the spelling of `.device(config:)` without its label).
    public static func device(_ config: ViewImageConfig) -> SwiftUISnapshotLayout { .device(config: config) }

    /// The scale the layout draws at when a strategy names none: the device's, else 1.
    var defaultScale: Double {
        if case .device(let config) = self { return config.scale }
        return 1
    }
}
