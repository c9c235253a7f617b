import HaloCore

/// Rows in a scrolling column, as SwiftUI's `List`: on iPhone the inset grouped style by
/// default, each section's rows in a white card with 10-point corners, 16 points from the
/// edges, on the grouped background (242, 242, 247); a row's content 20 points in from the
/// card's sides, at least 44 points tall (HIG, "Lists and tables"; "Layout": 44-point hit
/// targets), hairline separators (0.5 points of (60, 60, 67) at 29%) between rows from the
/// content's leading edge; 35 points above each section. A still shows the list from its top
/// (docs/semantics.md, "Lists").
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let content: Content

    /// A list of `rows`, whatever its selection.
    init(rows: Content) { content = rows }

    func nodes(_ time: Double) -> [LayoutNode] { [ListLayout.node(of: content, time)] }
}

extension List where SelectionValue == Never {
    /// A list of the rows and sections `content` builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// A row per element of identifiable `data`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    /// A row per element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }

    /// A row per integer of `data`.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        content = ForEach(data, content: rowContent)
    }
}

extension List {
    /// A list whose selected row is bound to `selection` (accepted: a still selects nothing).
    public init(selection: Binding<SelectionValue?>, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A list whose selected rows are bound to `selection` (accepted: a still selects nothing).
    public init(selection: Binding<Set<SelectionValue>>, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// A container of grouped controls, as SwiftUI's `Form`: on iPhone an inset grouped list.
public struct Form<Content: View>: View, PrimitiveView {
    let content: Content

    /// A form of the rows and sections `content` builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    func nodes(_ time: Double) -> [LayoutNode] {
        let values = Ambient.environment
        var grouped = values
        if values.listStyleKind == nil { grouped.listStyleKind = .insetGrouped }
        return Ambient.$environment.withValue(grouped) { [ListLayout.node(of: content, time)] }
    }
}

/// How a list lays out: its sections (loose rows make one without a header) in a scrolling
/// column on its background.
enum ListLayout {
    /// The grouped background: (242, 242, 247), iOS's systemGroupedBackground in light mode.
    static let groupedBackground = Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)
    /// The separator: (60, 60, 67) at 29%, iOS's separator colour in light mode.
    static let separator = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29)
    /// A row's default insets: 11 points above and below, 20 at the sides.
    static let rowInsets = EdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)
    /// A row's least height: 44 points.
    static let minRowHeight = 44.0
    /// The space above a section: 35 points.
    static let sectionSpacing = 35.0
    /// The inset grouped cards' margin from the list's sides: 16 points.
    static let cardMargin = 16.0
    /// The inset grouped cards' corner radius: 10 points.
    static let cardRadius = 10.0

    /// The list's node: its content's sections drawn as the style draws them.
    static func node<V: View>(of content: V, _ time: Double) -> LayoutNode {
        var values = Ambient.environment
        let kind = values.listStyleKind ?? .insetGrouped
        let hidesBackground = values.listBackgroundHidden
        if kind != .plain, !hidesBackground, let bar = Ambient.navigation, bar.contentBackground == nil {
            bar.contentBackground = groupedBackground
        }
        values.isInList = true
        values.listStyleKind = nil
        let children = Ambient.$environment.withValue(values) { LayoutNode.children(of: content, time) }
        var sections: [ListSectionParts] = []
        var loose: [LayoutNode] = []
        for child in children {
            if let section = child.container.section {
                if !loose.isEmpty { sections.append(ListSectionParts(header: [], rows: loose, footer: [])) }
                loose = []
                sections.append(section)
            } else {
                loose.append(child)
            }
        }
        if !loose.isEmpty { sections.append(ListSectionParts(header: [], rows: loose, footer: [])) }
        let view = ListColumn(
            sections: sections, kind: kind, showsBackground: kind != .plain && !hidesBackground,
            rowSpacing: values.listRowSpacing ?? 0)
        return LayoutNode.of(view, time)
    }
}

/// The parts of a list's section: its header's, rows' and footer's nodes.
struct ListSectionParts {
    let header: [LayoutNode]
    let rows: [LayoutNode]
    let footer: [LayoutNode]
}

/// A list drawn: sections in a scrolling column.
struct ListColumn: View {
    let sections: [ListSectionParts]
    let kind: ListStyleKind
    let showsBackground: Bool
    let rowSpacing: Double

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(0..<sections.count, id: \.self) { i in
                    ListSectionView(parts: sections[i], kind: kind, rowSpacing: rowSpacing)
                }
            }
            .padding(.bottom, kind == .plain ? 0 : ListLayout.sectionSpacing)
        }
        .background(showsBackground ? ListLayout.groupedBackground : Color.clear)
    }
}

/// One section: its header, its rows on their card, its footer.
struct ListSectionView: View {
    let parts: ListSectionParts
    let kind: ListStyleKind
    let rowSpacing: Double

    var margin: Double { kind == .insetGrouped ? ListLayout.cardMargin : 0 }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if kind != .plain {
                Color.clear.frame(
                    height: parts.header.isEmpty ? ListLayout.sectionSpacing : ListLayout.sectionSpacing - 18)
            }
            if !parts.header.isEmpty {
                NodesView(nodes: parts.header)
                    .padding(.leading, margin + ListLayout.rowInsets.leading)
                    .padding(.trailing, margin + ListLayout.rowInsets.trailing)
                    .padding(.bottom, 7)
                    .padding(.top, kind == .plain ? 7 : 0)
                    .frame(maxWidth: .infinity, alignment: .leading)
            }
            VStack(spacing: rowSpacing) {
                ForEach(0..<parts.rows.count, id: \.self) { i in
                    ListRowView(node: parts.rows[i], separated: separated(after: i), kind: kind)
                }
            }
            .clipShape(RoundedRectangle(cornerRadius: kind == .insetGrouped ? ListLayout.cardRadius : 0))
            .padding(.horizontal, margin)
            if !parts.footer.isEmpty {
                NodesView(nodes: parts.footer)
                    .padding(.leading, margin + ListLayout.rowInsets.leading)
                    .padding(.trailing, margin + ListLayout.rowInsets.trailing)
                    .padding(.top, 7)
                    .frame(maxWidth: .infinity, alignment: .leading)
            }
        }
    }

    /// Whether a separator is drawn under row `i`: between rows, unless either hides it.
    func separated(after i: Int) -> Bool {
        let rows = parts.rows
        guard i + 1 < rows.count || kind == .plain else { return false }
        if rows[i].container.rowSeparatorHidden == true { return false }
        if i + 1 < rows.count, rows[i + 1].container.rowSeparatorHidden == true { return false }
        return true
    }
}

/// One row: its content at the leading edge inside its insets, on its background, with a
/// separator under it.
struct ListRowView: View {
    let node: LayoutNode
    let separated: Bool
    let kind: ListStyleKind

    var body: some View {
        let insets = node.container.rowInsets ?? ListLayout.rowInsets
        return NodesView(nodes: [node])
            .padding(insets)
            .frame(maxWidth: .infinity, minHeight: ListLayout.minRowHeight, alignment: .leading)
            .background(background)
            .overlay(alignment: .bottom) {
                if separated {
                    ListLayout.separator.frame(height: 0.5).padding(.leading, insets.leading)
                }
            }
    }

    /// The row's background: its `listRowBackground`, else white.
    var background: AnyView {
        if node.container.hasRowBackground { return node.container.rowBackground ?? AnyView(EmptyView()) }
        return AnyView(Color.white)
    }
}
