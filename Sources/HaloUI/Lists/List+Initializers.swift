import Foundation

// A list's selection draws nothing in a still (no row is highlighted until one is tapped): these
// forms draw their rows as the forms without `selection:` do.

extension List {
    /// A row per element of identifiable `data`, the selected rows bound to `selection`, as
    /// SwiftUI's `init(_:selection:rowContent:)`; the selection has no visible effect.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(rows: ForEach(data, content: rowContent))
    }

    /// A row per element of identifiable `data`, the selected row bound to `selection` (no
    /// visible effect).
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(rows: ForEach(data, content: rowContent))
    }

    /// A row per element of `data` identified by `id`, the selected rows bound to `selection`,
    /// as SwiftUI's `init(_:id:selection:rowContent:)` (no visible effect).
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(rows: ForEach(data, id: id, content: rowContent))
    }

    /// A row per element of `data` identified by `id`, the selected row bound to `selection`
    /// (no visible effect).
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(rows: ForEach(data, id: id, content: rowContent))
    }

    /// A row per integer of `data`, the selected rows bound to `selection` (no visible effect),
    /// each row's content in a row stack, as SwiftUI's `init(_:selection:rowContent:)`.
    public init<RowContent: View>(
        _ data: Range<Int>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, HStack<RowContent>> {
        self.init(rows: ForEach(data) { i in HStack { rowContent(i) } })
    }

    /// A row per integer of `data`, the selected row bound to `selection` (no visible effect).
    public init<RowContent: View>(
        _ data: Range<Int>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init(rows: ForEach(data, content: rowContent))
    }

    /// A row per element of the bound identifiable `data`, given a binding to its element, the
    /// selected rows bound to `selection` (no visible effect), as SwiftUI's
    /// `init(_:selection:rowContent:)` of a binding.
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<
            LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent
        >,
        Data.Element: Identifiable, Data.Index: Hashable
    {
        self.init(rows: Self.rows(data, id: \.id, rowContent))
    }

    /// A row per element of the bound identifiable `data`, the selected row bound to
    /// `selection` (no visible effect).
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<
            LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent
        >,
        Data.Element: Identifiable, Data.Index: Hashable
    {
        self.init(rows: Self.rows(data, id: \.id, rowContent))
    }

    /// A row per element of the bound `data` identified by `id`, the selected rows bound to
    /// `selection` (no visible effect), as SwiftUI's `init(_:id:selection:rowContent:)` of a binding.
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>, Data.Index: Hashable {
        self.init(rows: Self.rows(data, id: id, rowContent))
    }

    /// A row per element of the bound `data` identified by `id`, the selected row bound to
    /// `selection` (no visible effect).
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>, Data.Index: Hashable {
        self.init(rows: Self.rows(data, id: id, rowContent))
    }

    /// A row per index of the bound `data`, identified by its element's `id`, its content given
    /// a binding to the element.
    static func rows<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
        _ rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) -> ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent> {
        let collection = data.wrappedValue
        let pairs = collection.indices.lazy.map { ($0, collection[$0][keyPath: id]) }
        return ForEach(pairs, id: \.1) { pair in
            rowContent(Binding(get: { data.wrappedValue[pair.0] }, set: { data.wrappedValue[pair.0] = $0 }))
        }
    }
}
