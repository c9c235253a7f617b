import HaloCore

/// A label beside a value or control, as SwiftUI's `LabeledContent`, drawn as iOS draws it: the
/// label at the leading edge, the content at the trailing edge (a control takes the room
/// between), a text value in the secondary style (docs/semantics.md, "GroupBox").
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// Labeled content of `content`, labeled by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// The label, then the content at the trailing edge.
    public var body: some View {
        HStack {
            label
            Spacer(minLength: 0)
            content.foregroundStyle(.secondary)
        }
    }
}

extension LabeledContent where Label == Text {
    /// Labeled content of `content`, labeled by a string literal, as SwiftUI's `init(_:content:)`.
    public init(_ titleKey: TextContent, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// Labeled content of `content`, labeled by a string as written.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A string value labeled by a string literal, as SwiftUI's `init(_:value:)`.
    public init<S: StringProtocol>(_ titleKey: TextContent, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    /// A value written by a format style, labeled by a string literal, as SwiftUI's
    /// `init(_:value:format:)`.
    public init<F: FormatStyle>(_ titleKey: TextContent, value: F.FormatInput, format: F)
    where F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
    }
}
