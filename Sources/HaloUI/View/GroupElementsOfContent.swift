/// The view `Group(subviews:transform:)` makes, as SwiftUI's `GroupElementsOfContent`: the view
/// its transform builds from the subviews of another.
public struct GroupElementsOfContent<Subviews: View, Content: View>: View, PrimitiveView {
    let subviews: Subviews
    let transform: (SubviewsCollection) -> Content

    func nodes(_ time: Double) -> [LayoutNode] {
        let collection = SubviewsCollection(subviews: Subview.of(subviews, time))
        return LayoutNode.nodes(of: transform(collection), time)
    }
}

extension Group {
    /// A group of the view `transform` builds from the subviews of `view`, as SwiftUI's
    /// `Group(subviews:transform:)` (iOS 18's custom containers).
    public init<Base: View, Result: View>(
        subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result
    ) where Content == GroupElementsOfContent<Base, Result> {
        self.content = GroupElementsOfContent(subviews: view, transform: transform)
    }
}
