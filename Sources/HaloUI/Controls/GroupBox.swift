import HaloCore

/// A box that groups content under an optional label, as SwiftUI's `GroupBox`, drawn as iOS
/// draws it: the label in the headline font above the content, both leading-aligned, 8 points
/// apart, padded 16 points inside a rounded rectangle (corner radius 8) filled with the
/// secondary system background (242 242 247), or as `groupBoxStyle(_:)` says. The box hugs
/// its content (docs/semantics.md, "GroupBox").
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    /// Made from a style's configuration: drawn in iOS's style, not the one in force (which is
    /// the style making it).
    var fromConfiguration = false

    /// A group box with the provided label and view content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// A group box with the provided label and view content, as SwiftUI's `init(label:content:)`.
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }

    /// The box, as the group box style in force draws it (iOS's by default).
    public var body: some View {
        let configuration = GroupBoxStyleConfiguration(
            label: GroupBoxStyleConfiguration.Label(view: AnyView(label)),
            content: GroupBoxStyleConfiguration.Content(view: AnyView(content)))
        if !fromConfiguration, let style = Ambient.environment.groupBoxStyle {
            style.makeBody(configuration)
        } else {
            DefaultGroupBoxStyle().makeBody(configuration: configuration)
        }
    }
}

extension GroupBox where Label == EmptyView {
    /// An unlabeled group box with the provided view content.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, label: { EmptyView() })
    }
}

extension GroupBox where Label == Text {
    /// A group box titled by a string literal (its Markdown emphasis parsed), as SwiftUI's
    /// `init(_:content:)` with a `LocalizedStringKey`.
    public init(_ titleKey: TextContent, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// A group box titled by a string as written, as SwiftUI's `init(_:content:)` with a
    /// `StringProtocol` title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// A group box of a style's configuration, as SwiftUI's `init(_:)` inside `makeBody`: drawn
    /// in iOS's style (the style outside the one being made).
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(label: configuration.label) { configuration.content }
        fromConfiguration = true
    }
}
