import Foundation

// A list whose rows people may move or delete draws them as any list: the edit controls show
// only in edit mode or on a swipe, and a still selects no row.

extension List {
    /// A row per element of the bound identifiable `data`, given a binding to its element, with
    /// `editActions` allowed and the selected rows bound to `selection`, as SwiftUI's
    /// `init(_:editActions:selection:rowContent:)` (no visible effect but the rows).
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<
            IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID,
            EditableCollectionContent<RowContent, Data>
        >,
        Data.Element: Identifiable, Data.Index: Hashable
    {
        self.init(rows: ForEach(data, editActions: editActions, content: rowContent))
    }

    /// The editable rows of identifiable `data`, the selected row bound to `selection`.
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<
            IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID,
            EditableCollectionContent<RowContent, Data>
        >,
        Data.Element: Identifiable, Data.Index: Hashable
    {
        self.init(rows: ForEach(data, editActions: editActions, content: rowContent))
    }

    /// The editable rows of `data` identified by `id`, the selected rows bound to `selection`, as
    /// SwiftUI's `init(_:id:editActions:selection:rowContent:)`.
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
        selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>>,
        Data.Index: Hashable
    {
        self.init(rows: ForEach(data, id: id, editActions: editActions, content: rowContent))
    }

    /// The editable rows of `data` identified by `id`, the selected row bound to `selection`.
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
        selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>>,
        Data.Index: Hashable
    {
        self.init(rows: ForEach(data, id: id, editActions: editActions, content: rowContent))
    }
}

extension List where SelectionValue == Never {
    /// The editable rows of the bound identifiable `data`, as SwiftUI's
    /// `init(_:editActions:rowContent:)`.
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, editActions: EditActions<Data>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<
            IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID,
            EditableCollectionContent<RowContent, Data>
        >,
        Data.Element: Identifiable, Data.Index: Hashable
    {
        self.init(rows: ForEach(data, editActions: editActions, content: rowContent))
    }

    /// The editable rows of the bound `data` identified by `id`, as SwiftUI's
    /// `init(_:id:editActions:rowContent:)`.
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>>,
        Data.Index: Hashable
    {
        self.init(rows: ForEach(data, id: id, editActions: editActions, content: rowContent))
    }
}
