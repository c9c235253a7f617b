/// The size of text a person chose, as SwiftUI's `DynamicTypeSize`: a render is at `.large`,
/// iOS's default, where the text styles have the sizes HaloUI draws (docs/semantics.md, "Text").
public enum DynamicTypeSize: Int, Hashable, Comparable, CaseIterable, Sendable {
    /// Extra small.
    case xSmall
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large: the default.
    case large
    /// Extra large.
    case xLarge
    /// Extra extra large.
    case xxLarge
    /// Extra extra extra large.
    case xxxLarge
    /// The first accessibility size.
    case accessibility1
    /// The second accessibility size.
    case accessibility2
    /// The third accessibility size.
    case accessibility3
    /// The fourth accessibility size.
    case accessibility4
    /// The fifth accessibility size.
    case accessibility5

    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// Ordered as the sizes grow.
    public static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool { a.rawValue < b.rawValue }
}

extension EnvironmentValues {
    /// The text size a person chose: `.large` (a render has no settings).
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
}

private struct DynamicTypeSizeKey: EnvironmentKey {
    static let defaultValue = DynamicTypeSize.large
}

extension View {
    /// The view with its text size limited to `range`, as SwiftUI's `dynamicTypeSize(_:)` of a
    /// range: a render is at `.large`, inside every range that code gives, so text is unchanged.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> Self where T.Bound == DynamicTypeSize { self }

    /// The view at the text size `size`, as SwiftUI's `dynamicTypeSize(_:)`: the environment's
    /// value is set; text styles keep their `.large` sizes (a limit, docs/semantics.md, "Text").
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }
}
