/// What a labeled-content style is given, as SwiftUI's `LabeledContentStyleConfiguration`: the
/// label and the content, each a view of its own. HaloUI has no `LabeledContentStyle` protocol
/// yet, so only HaloUI makes one; `LabeledContent(_:)` draws it.
public struct LabeledContentStyleConfiguration {
    /// The label as a style is given it.
    public typealias Label = ButtonStyleConfiguration.Label
    /// The content as a style is given it.
    public typealias Content = ButtonStyleConfiguration.Label

    /// The label.
    public let label: Label
    /// The content.
    public let content: Content

    init<L: View, C: View>(label: L, content: C) {
        self.label = Label(label)
        self.content = Content(content)
    }
}
