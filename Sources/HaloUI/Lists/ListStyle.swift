/// How a list is drawn, as SwiftUI's `ListStyle`: on iPhone the automatic style is the inset
/// grouped one (rows in rounded cards on the grouped background). `.sidebar` and `.inset` are
/// drawn as inset grouped and plain.
public protocol ListStyle {
    /// The look Halo draws for the style.
    var kind: ListStyleKind { get }
}

/// The looks Halo draws a list in.
public enum ListStyleKind: Hashable, Sendable {
    /// Rows across the width on the background, separated by hairlines.
    case plain
    /// Rows on white across the width, sections on the grouped background.
    case grouped
    /// Rows in rounded cards 16 points from the edges, on the grouped background.
    case insetGrouped
}

/// The platform's list style: inset grouped on iPhone.
public struct DefaultListStyle: ListStyle {
    /// The style.
    public init() {}
    /// Inset grouped.
    public var kind: ListStyleKind { .insetGrouped }
}

/// The plain list style, as SwiftUI's `PlainListStyle`.
public struct PlainListStyle: ListStyle {
    /// The style.
    public init() {}
    /// Plain.
    public var kind: ListStyleKind { .plain }
}

/// The grouped list style, as SwiftUI's `GroupedListStyle`.
public struct GroupedListStyle: ListStyle {
    /// The style.
    public init() {}
    /// Grouped.
    public var kind: ListStyleKind { .grouped }
}

/// The inset grouped list style, as SwiftUI's `InsetGroupedListStyle`.
public struct InsetGroupedListStyle: ListStyle {
    /// The style.
    public init() {}
    /// Inset grouped.
    public var kind: ListStyleKind { .insetGrouped }
}

/// The inset list style, as SwiftUI's `InsetListStyle`: drawn plain.
public struct InsetListStyle: ListStyle {
    /// The style.
    public init() {}
    /// Plain.
    public var kind: ListStyleKind { .plain }
}

/// The sidebar list style, as SwiftUI's `SidebarListStyle`: drawn inset grouped on iPhone.
public struct SidebarListStyle: ListStyle {
    /// The style.
    public init() {}
    /// Inset grouped.
    public var kind: ListStyleKind { .insetGrouped }
}

extension ListStyle where Self == DefaultListStyle {
    /// The platform's style: inset grouped.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// The plain style.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// The grouped style.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// The inset grouped style.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// The inset style (drawn plain).
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// The sidebar style (drawn inset grouped).
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension View {
    /// The lists inside drawn in `style`, as SwiftUI's `listStyle(_:)`.
    public func listStyle<S: ListStyle>(_ style: S) -> EnvironmentView<Self> {
        let kind = style.kind
        return EnvironmentView(content: self) { $0.listStyleKind = kind }
    }
}

extension EnvironmentValues {
    /// The look of the lists inside (nil: the automatic one, inset grouped).
    var listStyleKind: ListStyleKind? {
        get { self[ListStyleKindKey.self] }
        set { self[ListStyleKindKey.self] = newValue }
    }

    /// Whether the view is a list's row (a `NavigationLink` there shows a chevron).
    var isInList: Bool {
        get { self[InListKey.self] }
        set { self[InListKey.self] = newValue }
    }

    /// Whether lists inside draw their background (`scrollContentBackground`).
    var listBackgroundHidden: Bool {
        get { self[ListBackgroundHiddenKey.self] }
        set { self[ListBackgroundHiddenKey.self] = newValue }
    }

    /// The space between rows (`listRowSpacing`).
    var listRowSpacing: Double? {
        get { self[ListRowSpacingKey.self] }
        set { self[ListRowSpacingKey.self] = newValue }
    }

    private struct ListStyleKindKey: EnvironmentKey { static let defaultValue: ListStyleKind? = nil }
    private struct InListKey: EnvironmentKey { static let defaultValue = false }
    private struct ListBackgroundHiddenKey: EnvironmentKey { static let defaultValue = false }
    private struct ListRowSpacingKey: EnvironmentKey { static let defaultValue: Double? = nil }
}
