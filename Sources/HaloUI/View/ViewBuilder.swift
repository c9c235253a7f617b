/// Builds a view from the statements of a closure, as SwiftUI's `@ViewBuilder`: several views
/// become a `TupleView`, which a stack lays out as its children.
@resultBuilder
public enum ViewBuilder {
    /// One view, as it is.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Several views, in order.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content>
    {
        TupleView(repeat each content)
    }

    /// No view.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither<First: View, Second: View>(first: First) -> ConditionalContent<First, Second> {
        ConditionalContent(storage: .first(first))
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither<First: View, Second: View>(second: Second) -> ConditionalContent<First, Second> {
        ConditionalContent(storage: .second(second))
    }

    /// An `if` without `else`: the view, or nothing.
    public static func buildOptional<Content: View>(_ content: Content?) -> ConditionalContent<Content, EmptyView> {
        ConditionalContent(storage: content.map { .first($0) } ?? .second(EmptyView()))
    }
}

/// Views written one after another in a `ViewBuilder` closure: a stack's children. Outside a
/// stack they are drawn over each other, centred, as in a `ZStack`.
public struct TupleView<each Content: View>: View, PrimitiveView {
    let content: (repeat each Content)

    /// The views, in order.
    public init(_ content: repeat each Content) {
        self.content = (repeat each content)
    }

    func nodes(_ time: Double) -> [LayoutNode] {
        if let runtime = Ambient.runtime, let phase = runtime.transitions.pending {
            return nodes(time, phase, runtime)
        }
        var all: [LayoutNode] = []
        var n = 0
        for view in repeat each content {
            all += LayoutNode.nodes(of: view, child: n, time)
            n += 1
        }
        return all
    }

    /// The views inserted or removed together (the content of an `if`): each in `phase`, with its
    /// own transition or the default one.
    private func nodes(_ time: Double, _ phase: TransitionPhase, _ runtime: ViewRuntime) -> [LayoutNode] {
        var all: [LayoutNode] = []
        var longest = LongestAnimation()
        var n = 0
        for view in repeat each content {
            let (nodes, animation) = runtime.lower(ContainerChild(branch: n, view, in: runtime), phase: phase, time)
            all += nodes
            longest.add(animation)
            n += 1
        }
        runtime.transitions.pending = nil
        runtime.transitions.taken = true
        runtime.transitions.animation = longest.animation
        return all
    }
}
