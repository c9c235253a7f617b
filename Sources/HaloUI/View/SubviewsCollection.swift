/// The subviews of a view, as SwiftUI's `SubviewsCollection`: a collection of `Subview`s in the
/// order the view builds them, and a view drawing them all as the original view would (one
/// after another, as siblings).
public struct SubviewsCollection: RandomAccessCollection, View, PrimitiveView {
    let subviews: [Subview]

    /// The index of the first subview.
    public var startIndex: Int { subviews.startIndex }
    /// The index past the last subview.
    public var endIndex: Int { subviews.endIndex }
    /// The subview at `index`.
    public subscript(index: Int) -> Subview { subviews[index] }

    func nodes(_ time: Double) -> [LayoutNode] { subviews.map(\.node) }
}
