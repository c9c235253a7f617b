/// What a menu style is given, as SwiftUI's `MenuStyleConfiguration`: the menu's label and
/// content, each a view of its own. HaloUI has no `MenuStyle` protocol yet (menus draw as
/// their labels), so only HaloUI makes one; `Menu(_:)` draws it.
public struct MenuStyleConfiguration {
    /// A menu's label as a style is given it.
    public typealias Label = ButtonStyleConfiguration.Label
    /// A menu's content as a style is given it.
    public typealias Content = ButtonStyleConfiguration.Label

    let label: Label
    let content: Content

    init<L: View, C: View>(label: L, content: C) {
        self.label = Label(label)
        self.content = Content(content)
    }
}
