/// A toolbar item group's items with a label for the group, as SwiftUI's
/// `LabeledToolbarItemGroupContent`: the label names the group where a toolbar collapses it
/// (a Mac's overflow menu), which an iPhone's navigation bar does not, so the items are drawn.
public struct LabeledToolbarItemGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label

    /// The items.
    public var body: some View { content }
}
