import Foundation

extension Section where Parent == Text, Footer == EmptyView {
    /// A section titled by the key `titleKey` whose rows show while `isExpanded`, as SwiftUI's
    /// `init(_:isExpanded:content:)`: collapsed, the header alone (docs/semantics.md,
    /// "Initializers of controls").
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
        self.isExpanded = isExpanded.wrappedValue
    }

    /// A section titled `title` as written whose rows show while `isExpanded`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
        self.isExpanded = isExpanded.wrappedValue
    }
}

extension Section where Footer == EmptyView {
    /// A section under `header` whose rows show while `isExpanded`, as SwiftUI's
    /// `init(isExpanded:content:header:)`: collapsed, the header alone.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
        self.isExpanded = isExpanded.wrappedValue
    }
}
