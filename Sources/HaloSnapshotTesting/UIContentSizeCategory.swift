import HaloUI

/// A text size, as UIKit's `UIContentSizeCategory`: each is a SwiftUI `DynamicTypeSize`.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    /// UIKit's name for the category.
    public let rawValue: String
    /// A category by UIKit's name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Not given: large.
    public static let unspecified = Self(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// Extra small.
    public static let extraSmall = Self(rawValue: "UICTContentSizeCategoryXS")
    /// Small.
    public static let small = Self(rawValue: "UICTContentSizeCategoryS")
    /// Medium.
    public static let medium = Self(rawValue: "UICTContentSizeCategoryM")
    /// Large, the default.
    public static let large = Self(rawValue: "UICTContentSizeCategoryL")
    /// Extra large.
    public static let extraLarge = Self(rawValue: "UICTContentSizeCategoryXL")
    /// Extra extra large.
    public static let extraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXL")
    /// Extra extra extra large.
    public static let extraExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXXL")
    /// The first accessibility size.
    public static let accessibilityMedium = Self(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// The second accessibility size.
    public static let accessibilityLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// The third accessibility size.
    public static let accessibilityExtraLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// The fourth accessibility size.
    public static let accessibilityExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// The largest size.
    public static let accessibilityExtraExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// SwiftUI's name for the size, or nil when unspecified.
    var dynamicTypeSize: DynamicTypeSize? {
        let sizes: [UIContentSizeCategory: DynamicTypeSize] = [
            .extraSmall: .xSmall, .small: .small, .medium: .medium, .large: .large, .extraLarge: .xLarge,
            .extraExtraLarge: .xxLarge, .extraExtraExtraLarge: .xxxLarge, .accessibilityMedium: .accessibility1,
            .accessibilityLarge: .accessibility2, .accessibilityExtraLarge: .accessibility3,
            .accessibilityExtraExtraLarge: .accessibility4, .accessibilityExtraExtraExtraLarge: .accessibility5,
        ]
        return sizes[self]
    }
}
