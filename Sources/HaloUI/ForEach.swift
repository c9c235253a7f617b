/// Views made from a collection, as SwiftUI's `ForEach`: one view per element, laid out as a
/// stack's children (drawn over each other, back to front, outside a stack).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    let data: Data
    let content: (Data.Element) -> Content

    /// A view per element of `data` (`id` is accepted for SwiftUI's spelling; views here have
    /// no identity to keep).
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        self.data = data
        self.content = content
    }

    /// None: a `ForEach` is a primitive.
    public var body: Never { fatalError("ForEach has no body") }

    func nodes(_ time: Double) -> [LayoutNode] { data.flatMap { LayoutNode.nodes(of: content($0), time) } }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// A view per integer of a range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
