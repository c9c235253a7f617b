/// SwiftUI's `ForEach($items) { $item in ... }`: a view per element of a collection a binding
/// reaches, each given a binding to its element (reads and writes go through the collection's
/// binding, by the element's index).
extension ForEach {
    /// A view per element of the collection `data` binds, identified by `id`, each made from a
    /// binding to its element.
    ///
    /// The element's binding reads the element at its index while the index is in the
    /// collection, and the element as it was when the view was made after that (a write to an
    /// index no longer in the collection is dropped, where SwiftUI would trap).
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Index: Hashable {
        let collection = data.wrappedValue
        let elements = collection.indices.lazy.map { i in (i, collection[i][keyPath: id]) }
        self.init(elements, id: \.1) { pair in
            let (index, made) = (pair.0, collection[pair.0])
            return content(
                Binding(
                    get: {
                        let now = data.wrappedValue
                        return now.indices.contains(index) ? now[index] : made
                    },
                    set: { newValue in
                        guard data.wrappedValue.indices.contains(index) else { return }
                        data.wrappedValue[index] = newValue
                    }))
        }
    }

    /// A view per element of the collection `data` binds, identified by its `id`, each made from
    /// a binding to its element.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    )
    where
        Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Index: Hashable, C.Element: Identifiable,
        ID == C.Element.ID
    {
        self.init(data, id: \.id, content: content)
    }
}
