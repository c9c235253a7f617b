import HaloCore

/// Rows under a header and over a footer, as SwiftUI's `Section`. In a list or form, its rows
/// are a card of their own with the header above it (Footnote, 13 points, capitalised, in the
/// secondary colour) and the footer under it (Footnote, secondary); elsewhere its header,
/// content and footer are laid out in order by the container around it.
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    let header: Parent
    let content: Content
    let footer: Footer
    /// Whether the rows show (`isExpanded:`): a collapsed section shows its header alone.
    var isExpanded = true

    /// A section of `content` under `header` and over `footer`.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
    ) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// A section of `content` under `header` and over `footer` (SwiftUI's older spelling).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }

    func nodes(_ time: Double) -> [LayoutNode] {
        let header = self.header.font(.footnote).foregroundStyle(.secondary)
        let footer = self.footer.font(.footnote).foregroundStyle(.secondary)
        let rows = isExpanded ? LayoutNode.children(of: content, time) : []
        guard Ambient.environment.isInList else {
            return LayoutNode.children(of: header, time) + rows + LayoutNode.children(of: footer, time)
        }
        let parts = ListSectionParts(
            header: LayoutNode.children(of: header.textCase(.uppercase), time),
            rows: rows, footer: LayoutNode.children(of: footer, time))
        var node = LayoutNode(size: { _ in (0, 0) }, draw: { _ in [] })
        node.container.section = parts
        return [node]
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section of `content` without header or footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    /// A section of `content` under `header`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// A section of `content` under `header` (SwiftUI's older spelling).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    /// A section of `content` over `footer`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// A section of `content` over `footer` (SwiftUI's older spelling).
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section of `content` under a title, as SwiftUI's `Section(_:content:)`.
    public init(_ title: TextContent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }

    /// A section of `content` under a title from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}
