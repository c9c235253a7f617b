/// How group boxes inside a view are drawn, as SwiftUI's `GroupBoxStyle`: `makeBody` builds
/// the box from its label and content; `groupBoxStyle(_:)` sets it for the boxes inside.
public protocol GroupBoxStyle {
    /// The view a box of this style is.
    associatedtype Body: View
    /// The box of `configuration`'s label and content.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// A box's label and content.
    typealias Configuration = GroupBoxStyleConfiguration
}

/// A group box's label and content, as SwiftUI's `GroupBoxStyleConfiguration`.
public struct GroupBoxStyleConfiguration {
    /// A box's label, its type erased, as SwiftUI's `GroupBoxStyleConfiguration.Label`.
    public struct Label: View {
        let view: AnyView
        /// The label.
        public var body: some View { view }
    }

    /// A box's content, its type erased, as SwiftUI's `GroupBoxStyleConfiguration.Content`.
    public struct Content: View {
        let view: AnyView
        /// The content.
        public var body: some View { view }
    }

    /// The title of the group box.
    public let label: Label
    /// The content of the group box.
    public let content: Content
}

/// The group box style of iOS, as SwiftUI's `DefaultGroupBoxStyle`: the label in the headline
/// font above the content, padded 16 points in a rounded rectangle of the secondary system
/// background (docs/semantics.md, "GroupBox").
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    /// The default style.
    public init() {}

    /// The label over the content in the box.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            configuration.label.font(.headline)
            configuration.content
        }
        .padding(16)
        .background(
            RoundedRectangle(cornerRadius: 8, style: .continuous).fill(Color(uiColor: .secondarySystemBackground)))
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The style of the platform: iOS's box.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

/// The group box style in force, its type erased.
struct AnyGroupBoxStyle {
    let makeBody: (GroupBoxStyleConfiguration) -> AnyView

    init<S: GroupBoxStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
}

/// The environment's group box style (nil: the default).
struct GroupBoxStyleKey: EnvironmentKey {
    static var defaultValue: AnyGroupBoxStyle? { nil }
}

extension EnvironmentValues {
    /// The group box style in force (nil: iOS's).
    var groupBoxStyle: AnyGroupBoxStyle? {
        get { self[GroupBoxStyleKey.self] }
        set { self[GroupBoxStyleKey.self] = newValue }
    }
}

extension View {
    /// The group boxes inside drawn in `style`, as SwiftUI's `groupBoxStyle(_:)`.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> EnvironmentView<Self> {
        environment(\.groupBoxStyle, AnyGroupBoxStyle(style))
    }
}
