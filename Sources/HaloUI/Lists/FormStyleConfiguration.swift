/// What a form style is given, as SwiftUI's `FormStyleConfiguration`: the form's content as a
/// view of its own. HaloUI has no `FormStyle` protocol yet, so only HaloUI makes one;
/// `Form(_:)` draws it.
public struct FormStyleConfiguration {
    /// A form's content as a style is given it.
    public typealias Content = ButtonStyleConfiguration.Label

    /// The form's rows and sections.
    public let content: Content

    init<C: View>(content: C) { self.content = Content(content) }
}
