/// One of two views, chosen by an `if` or `switch` in a `ViewBuilder` closure.
public struct ConditionalContent<First: View, Second: View>: View, PrimitiveView {
    enum Storage {
        case first(First)
        case second(Second)
    }

    let storage: Storage

    /// None: a choice is a primitive.
    public var body: Never { fatalError("ConditionalContent has no body") }

    func nodes(_ time: Double) -> [LayoutNode] {
        switch storage {
        case .first(let view): return LayoutNode.nodes(of: view, child: 0, time)
        case .second(let view): return LayoutNode.nodes(of: view, child: 1, time)
        }
    }
}
