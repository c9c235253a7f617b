/// A collection's indices, each with its element's id, as SwiftUI's
/// `IndexedIdentifierCollection`: what an editable `ForEach` iterates, so each row is given a
/// binding to its element.
public struct IndexedIdentifierCollection<Base: Collection, ID: Hashable>: Collection {
    /// An element's index in the base and its id.
    public struct Element {
        /// The element's index in the base collection.
        public let index: Base.Index
        /// The element's id.
        public let id: ID
    }

    let base: Base
    let id: KeyPath<Base.Element, ID>

    /// The base's first index.
    public var startIndex: Base.Index { base.startIndex }
    /// The base's end index.
    public var endIndex: Base.Index { base.endIndex }
    /// The index after `i` in the base.
    public func index(after i: Base.Index) -> Base.Index { base.index(after: i) }

    /// The element at `position`: the index and the id of the base's element there.
    public subscript(position: Base.Index) -> Element {
        Element(index: position, id: base[position][keyPath: id])
    }
}

extension IndexedIdentifierCollection: BidirectionalCollection where Base: BidirectionalCollection {
    /// The index before `i` in the base.
    public func index(before i: Base.Index) -> Base.Index { base.index(before: i) }
}

extension IndexedIdentifierCollection: RandomAccessCollection where Base: RandomAccessCollection {}
