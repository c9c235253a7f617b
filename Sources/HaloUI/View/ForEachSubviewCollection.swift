/// The subviews a `ForEach(subviews:content:)` makes a view of each, as SwiftUI's
/// `ForEachSubviewCollection`: the view's subviews, found when the `ForEach` is lowered (where
/// the view is written, at that time).
public struct ForEachSubviewCollection<Content: View>: RandomAccessCollection {
    let source: Source

    /// The index of the first subview.
    public var startIndex: Int { 0 }
    /// The index past the last subview.
    public var endIndex: Int { source.subviews.count }
    /// The subview at `index`.
    public subscript(index: Int) -> Subview { source.subviews[index] }

    /// The view whose subviews are listed, and those found by the last lowering of the `ForEach`.
    final class Source {
        let lower: (Double) -> [Subview]
        private var found: [Subview]?

        init(_ lower: @escaping (Double) -> [Subview]) { self.lower = lower }

        /// The subviews found last (found now, at the render's time, where none were).
        var subviews: [Subview] {
            if let found { return found }
            return find(Ambient.time)
        }

        /// Finds the subviews afresh, at time t.
        @discardableResult
        func find(_ time: Double) -> [Subview] {
            let subviews = lower(time)
            found = subviews
            return subviews
        }
    }
}

extension ForEachSubviewCollection: LoweredData {
    func find(_ time: Double) { source.find(time) }
}

extension ForEach {
    /// A view per subview of `view`, made by `content`, as SwiftUI's `ForEach(subviews:content:)`
    /// (iOS 18's custom containers): each keeps the identity of its subview.
    public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content)
    where Data == ForEachSubviewCollection<Content>, ID == Subview.ID {
        let source = ForEachSubviewCollection<Content>.Source { time in Subview.of(view, time) }
        self.init(ForEachSubviewCollection(source: source), id: \.id, content: content)
    }
}
