import Foundation

extension ForEach {
    /// A view per element of the bound identifiable `data`, given a binding to its element, with
    /// `editActions` allowed, as SwiftUI's `init(_:editActions:content:)`: the rows drawn as
    /// `ForEach($data)` draws them (the edit actions have no visible effect in a still).
    public init<C: MutableCollection & RandomAccessCollection, R: View>(
        _ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> R
    )
    where
        Data == IndexedIdentifierCollection<C, ID>, ID == C.Element.ID, Content == EditableCollectionContent<R, C>,
        C.Element: Identifiable, C.Index: Hashable
    {
        self.init(Self.indexed(data, id: \.id), id: \.id) { element in
            EditableCollectionContent<R, C>(content: content(Self.binding(data, element.index)))
        }
    }

    /// A view per element of the bound `data` identified by `id`, given a binding to its element,
    /// with `editActions` allowed, as SwiftUI's `init(_:id:editActions:content:)` (the edit
    /// actions have no visible effect in a still).
    public init<C: MutableCollection & RandomAccessCollection, R: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> R
    ) where Data == IndexedIdentifierCollection<C, ID>, Content == EditableCollectionContent<R, C>, C.Index: Hashable {
        self.init(Self.indexed(data, id: id), id: \.id) { element in
            EditableCollectionContent<R, C>(content: content(Self.binding(data, element.index)))
        }
    }

    /// The bound collection's indices with its elements' ids.
    static func indexed<C: MutableCollection & RandomAccessCollection, I: Hashable>(
        _ data: Binding<C>, id: KeyPath<C.Element, I>
    ) -> IndexedIdentifierCollection<C, I> {
        IndexedIdentifierCollection(base: data.wrappedValue, id: id)
    }

    /// A binding to the element at `index` of the bound collection.
    static func binding<C: MutableCollection>(_ data: Binding<C>, _ index: C.Index) -> Binding<C.Element> {
        Binding(get: { data.wrappedValue[index] }, set: { data.wrappedValue[index] = $0 })
    }
}
