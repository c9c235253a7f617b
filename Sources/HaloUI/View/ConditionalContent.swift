/// One of two views, chosen by an `if` or `switch` in a `ViewBuilder` closure. A change of
/// branch removes one view and inserts the other, each with its transition.
public struct ConditionalContent<First: View, Second: View>: View, PrimitiveView {
    enum Storage {
        case first(First)
        case second(Second)
    }

    let storage: Storage

    func nodes(_ time: Double) -> [LayoutNode] {
        guard let runtime = Ambient.runtime else {
            switch storage {
            case .first(let view): return LayoutNode.nodes(of: view, child: 0, time)
            case .second(let view): return LayoutNode.nodes(of: view, child: 1, time)
            }
        }
        let child: ContainerChild
        switch storage {
        case .first(let view): child = ContainerChild(branch: 0, view, in: runtime)
        case .second(let view): child = ContainerChild(branch: 1, view, in: runtime)
        }
        return runtime.lower(children: [child], container: runtime.identity.current, time)
    }
}

extension ContainerChild {
    /// The n-th child of the view being lowered.
    init<V: View>(branch n: Int, _ view: V, in runtime: ViewRuntime) {
        self.init(
            id: n, lower: { LayoutNode.nodes(of: view, child: n, $0) },
            key: IdentityPath.mix(runtime.identity.key(child: n), IdentityPath.Slot.transition.rawValue))
    }
}
