/// Views made from a collection, as SwiftUI's `ForEach`: one view per element, laid out as a
/// stack's children (drawn over each other, back to front, outside a stack). An element whose id
/// leaves the data is removed, and one whose id joins it inserted, each with its transition.
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

    func nodes(_ time: Double) -> [LayoutNode] {
        (data as? any LoweredData)?.find(time)
        guard let runtime = Ambient.runtime else {
            let id = self.id
            return data.flatMap { e in
                LayoutNode.tagged(LayoutNode.sibling { LayoutNode.nodes(of: content(e), time) }, e[keyPath: id])
            }
        }
        var children: [ContainerChild] = []
        children.reserveCapacity(data.count)
        var offset = 0
        for element in data {
            children.append(child(element, at: offset, in: runtime))
            offset += 1
        }
        return runtime.lower(children: children, container: runtime.identity.current, time)
    }
}

extension ForEach {
    /// The child of `element`, at `offset` in the data.
    private func child(_ element: Data.Element, at offset: Int, in runtime: ViewRuntime) -> ContainerChild {
        let content = self.content
        return ContainerChild(id: element[keyPath: id], at: offset, in: runtime) { content(element) }
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

extension ContainerChild {
    /// The view of the element at `offset` of a `ForEach`, identified by `id`.
    init<ID: Hashable, V: View>(id: ID, at offset: Int, in runtime: ViewRuntime, _ view: @escaping () -> V) {
        self.init(
            id: AnyHashable(id),
            lower: { time in
                runtime.identity.push(element: offset, id: id)
                defer { runtime.identity.pop() }
                return LayoutNode.tagged(LayoutNode.sibling { LayoutNode.nodes(of: view(), time) }, id)
            },
            key: IdentityPath.mix(runtime.identity.key(element: id), IdentityPath.Slot.transition.rawValue))
    }
}

extension LayoutNode {
    /// A `ForEach` element's nodes tagged with its id where no `tag(_:)` names them, as SwiftUI
    /// tags a `ForEach`'s views for a `Picker` or `TabView` selection.
    static func tagged<ID: Hashable>(_ nodes: [LayoutNode], _ id: ID) -> [LayoutNode] {
        nodes.map { node in
            var node = node
            if node.container.tag == nil { node.container.tag = AnyHashable(id) }
            return node
        }
    }
}

/// Data a `ForEach` finds as it is lowered, at its time (the subviews of `ForEach(subviews:)`).
protocol LoweredData {
    /// Finds the elements afresh, at time t.
    func find(_ time: Double)
}
