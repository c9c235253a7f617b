/// What a label style is given, as SwiftUI's `LabelStyleConfiguration`: the label's title and
/// icon, each a view of its own. HaloUI's label styles are the built-in choices
/// (`labelStyle(_:)`), with no `LabelStyle` protocol yet, so only HaloUI makes one; `Label(_:)`
/// draws it.
public struct LabelStyleConfiguration {
    /// A label's title as a style is given it.
    public typealias Title = ButtonStyleConfiguration.Label
    /// A label's icon as a style is given it.
    public typealias Icon = ButtonStyleConfiguration.Label

    /// The label's title.
    public let title: Title
    /// The label's icon.
    public let icon: Icon

    init<T: View, I: View>(title: T, icon: I) {
        self.title = Title(title)
        self.icon = Icon(icon)
    }
}
