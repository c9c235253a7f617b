/// Views made from a collection, as SwiftUI's `ForEach`: one view per element, laid out as a
/// stack's children (drawn over each other, back to front, outside a stack).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let content: (Data.Element) -> Content

    /// A view per element of `data`, each identified by its `id` (its state and animations
    /// follow the id, not the element's place).
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        self.data = data
        self.id = id
        self.content = content
    }

    /// None: a `ForEach` is a primitive.
    public var body: Never { fatalError("ForEach has no body") }

    func nodes(_ time: Double) -> [LayoutNode] {
        guard let runtime = ViewRuntime.current else {
            return data.flatMap { e in LayoutNode.sibling { LayoutNode.nodes(of: content(e), time) } }
        }
        var all: [LayoutNode] = []
        for (offset, element) in data.enumerated() {
            runtime.identity.push(element: offset, id: element[keyPath: id])
            all += LayoutNode.sibling { LayoutNode.nodes(of: content(element), time) }
            runtime.identity.pop()
        }
        return all
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// A view per integer of a range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// A view per element of identifiable data, identified by its `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}
