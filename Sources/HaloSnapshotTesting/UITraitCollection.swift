import Foundation
import HaloUI

/// The traits a snapshot is drawn with, as UIKit's `UITraitCollection` is passed to swift-snapshot-testing's
/// strategies on iOS: the interface style (dark draws the view in the dark scheme on black), the display
/// scale, the layout direction and the content size category (Dynamic Type). Nothing else is modelled.
public struct UITraitCollection: Sendable, Equatable {
    /// Light or dark; unspecified is light.
    public var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// Pixels a point; 0 leaves the strategy's scale.
    public var displayScale: CGFloat = 0
    /// Left to right or right to left; unspecified is left to right.
    public var layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified
    /// The text size; unspecified is large, the default.
    public var preferredContentSizeCategory: UIContentSizeCategory = .unspecified

    /// No traits: the snapshot's defaults.
    public init() {}

    /// Only an interface style.
    public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }

    /// Only a display scale.
    public init(displayScale: CGFloat) { self.displayScale = displayScale }

    /// Only a layout direction.
    public init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.layoutDirection = layoutDirection }

    /// Only a content size category.
    public init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }

    /// The traits of every collection in `traits`, a later one's specified values winning.
    public init(traitsFrom traits: [UITraitCollection]) {
        for t in traits {
            if t.userInterfaceStyle != .unspecified { userInterfaceStyle = t.userInterfaceStyle }
            if t.displayScale > 0 { displayScale = t.displayScale }
            if t.layoutDirection != .unspecified { layoutDirection = t.layoutDirection }
            if t.preferredContentSizeCategory != .unspecified {
                preferredContentSizeCategory = t.preferredContentSizeCategory
            }
        }
    }

    /// Whether every trait is unspecified.
    var isEmpty: Bool { self == UITraitCollection() }

    /// `view` with the traits as its environment.
    func apply<V: View>(to view: V) -> AnyView {
        var out = AnyView(view)
        if userInterfaceStyle == .dark { out = AnyView(out.environment(\.colorScheme, .dark)) }
        if layoutDirection == .rightToLeft { out = AnyView(out.environment(\.layoutDirection, .rightToLeft)) }
        if let size = preferredContentSizeCategory.dynamicTypeSize { out = AnyView(out.dynamicTypeSize(size)) }
        return out
    }
}
