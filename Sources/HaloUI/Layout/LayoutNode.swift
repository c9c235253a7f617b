import HaloCore

/// A size proposed to a view, as SwiftUI's `ProposedViewSize`: a dimension left nil lets the
/// view take its ideal size there.
struct ProposedSize: Hashable {
    var width: Double?
    var height: Double?
}

/// A view lowered for layout and drawing: how large it is for a proposal, and what it draws
/// in the rectangle its parent gives it (points, y down).
struct LayoutNode {
    /// The view's size for a proposal.
    let size: (ProposedSize) -> (width: Double, height: Double)
    /// The scene items the view draws in a rectangle.
    let draw: (Rect) -> [LayerItem]
    /// Whether it is a `Spacer`: a stack with its default spacing puts none beside it.
    var isSpacer = false
    /// Its `zIndex`: siblings are drawn in increasing order of it (`ZIndexView`).
    var zIndex = 0.0
    /// Its `layoutPriority`: stacks offer space to the highest first (`LayoutPriorityView`).
    var layoutPriority = 0.0
    /// What a container (`List`, `TabView`, `Picker`) reads of it: tag, tab item, row settings.
    var container = ContainerTraits()

    /// A node whose sizes are remembered per proposal: a stack asks each child several times
    /// (and again when drawing), so without it nested stacks would measure exponentially often.
    ///
    /// Made where the environment's layout direction is right to left, the node lays out as
    /// if left to right and its children's x is flipped within its rectangle as they are
    /// drawn, as SwiftUI "horizontally flips the x position of each view within its parent"
    /// (`LayoutDirection`): stacks run from the right, leading edges are the right ones, a
    /// child's content itself is not mirrored (`Placement`).
    init(size: @escaping (ProposedSize) -> (width: Double, height: Double), draw: @escaping (Rect) -> [LayerItem]) {
        let cache = SizeCache()
        self.size = { proposal in
            if let known = cache.sizes[proposal] { return known }
            Ambient.measurements?.count += 1
            let answer = size(proposal)
            cache.sizes[proposal] = answer
            return answer
        }
        let rightToLeft = Ambient.environment.layoutDirection == .rightToLeft
        self.draw = { rect in
            let placement = Ambient.placement
            let placed = placement.map { rect.mirrored(in: $0.parent) } ?? rect
            if rightToLeft { return Ambient.$placement.withValue(Placement(parent: placed)) { draw(placed) } }
            if placement != nil { return Ambient.$placement.withValue(nil) { draw(placed) } }
            return draw(placed)
        }
    }

    /// The rectangle a right-to-left node is drawn in, while it draws: its children, placed as
    /// if left to right, are flipped within it. Nil where the parent lays out left to right.
    struct Placement {
        let parent: Rect
    }

    /// What `body` draws with children placed as given, unflipped: for rectangles that are not
    /// a child's place in its parent (an offset from the view's own place, a matched frame, a
    /// canvas's own coordinates).
    static func unflipped<T>(_ body: () -> T) -> T {
        Ambient.placement == nil ? body() : Ambient.$placement.withValue(nil, operation: body)
    }

    /// The nodes of any view at time t (seconds): a primitive's own, or those of its body.
    /// Under a runtime, each view steps into its place in the tree (`IdentityPath`), and a
    /// composite's `@State` is bound before its body runs.
    static func nodes<V: View>(of view: V, _ time: Double) -> [LayoutNode] {
        guard let runtime = Ambient.runtime else {
            if let primitive = view as? any PrimitiveView { return primitive.nodes(time) }
            return nodes(of: view.body, time)
        }
        runtime.identity.push(view: V.self)
        defer { runtime.identity.pop() }
        if let diagnosis = Ambient.diagnosis {
            let path = runtime.identity.viewPath
            return LayoutNode.nodes(of: view, time, in: runtime).map { diagnosis.checked($0, path: path) }
        }
        return LayoutNode.nodes(of: view, time, in: runtime)
    }

    /// The nodes of a view whose place is pushed: a primitive's, or its body's.
    private static func nodes<V: View>(of view: V, _ time: Double, in runtime: ViewRuntime) -> [LayoutNode] {
        let kind = runtime.viewKind(of: V.self)
        if kind == .primitive, let primitive = view as? any PrimitiveView { return primitive.nodes(time) }
        runtime.bindState(of: view)
        if let missing = runtime.takeMissingObject() {
            Ambient.report(
                runtime.identity.viewPath,
                "no \(missing) in the environment: a view above must place one "
                    + "(environment(_:) or environmentObject(_:)); \(V.self)'s body is not run")
            return []
        }
        if kind == .animatable, let animatable = view as? any Animatable {
            return nodes(of: (presented(animatable) as! V).body, time)
        }
        return nodes(of: view.body, time)
    }

    /// The nodes of an `Animatable` view's body, with its data at its presentation value.
    private static func presented<A: Animatable>(_ view: A) -> A { ViewRuntime.animatedData(view) }

    /// The nodes of a builder's n-th child (its place is part of its identity).
    static func nodes<V: View>(of view: V, child n: Int, _ time: Double) -> [LayoutNode] {
        guard let runtime = Ambient.runtime else { return sibling { nodes(of: view, time) } }
        runtime.identity.push(child: n)
        defer { runtime.identity.pop() }
        return sibling { nodes(of: view, time) }
    }

    /// The node drawn into a layer of its own, which `configure` sets up for the frame's rect (a
    /// colour matrix, a compositing group, a mask).
    func layered(_ configure: @escaping (inout Layer, Rect) -> Void) -> LayoutNode {
        let draw = self.draw
        return LayoutNode(
            size: size,
            draw: { rect in
                var layer = Layer(items: draw(rect))
                configure(&layer, rect)
                return [.layer(layer)]
            })
    }

    /// One node for a view at time t: its nodes drawn over each other, centred (a modifier's
    /// child).
    static func of<V: View>(_ view: V, _ time: Double) -> LayoutNode { stacked(nodes(of: view, time)) }

    /// A modifier's content as the nodes it wraps one by one: each member where the content is
    /// several views (a `ForEach`, a `Group`), as SwiftUI applies a modifier on a group to each
    /// member (Apple, "Group"), or the content as one node.
    static func members<V: View>(of view: V, _ time: Double) -> [LayoutNode] {
        let nodes = nodes(of: view, time)
        return nodes.count > 1 ? nodes : [stacked(nodes)]
    }

    /// One node for a view's nodes: drawn over each other, aligned (as a `ZStack`).
    static func stacked(_ nodes: [LayoutNode], alignment: Alignment = .center) -> LayoutNode {
        if nodes.count == 1 && alignment == .center { return nodes[0] }
        return LayoutNode(
            size: { proposal in
                let sizes = nodes.map { $0.size(proposal) }
                return (sizes.map(\.width).max() ?? 0, sizes.map(\.height).max() ?? 0)
            },
            draw: { rect in
                LayoutNode.drawn(nodes) { i in
                    let s = nodes[i].size(ProposedSize(width: rect.width, height: rect.height))
                    return rect.placed(width: s.width, height: s.height, alignment)
                }
            })
    }
}

/// The sizes a node has answered, by proposal.
final class SizeCache {
    var sizes: [ProposedSize: (width: Double, height: Double)] = [:]
}

/// How many sizes were worked out.
///
/// Sendable by hand: it is Sendable only to be a task-local value; a test makes its own count, and
/// the layout adds to it and the test reads it on the test's thread, as lowering a view starts no
/// threads or tasks.
final class MeasurementCount: @unchecked Sendable {
    var count = 0
}

extension Rect {
    /// A rectangle of a size placed in this one by `alignment` (centred exactly as `centered`).
    func placed(width w: Double, height h: Double, _ alignment: Alignment) -> Rect {
        if alignment == .center { return centered(width: w, height: h) }
        return Rect(
            x: minX + (width - w) * alignment.horizontal.fraction, y: minY + (height - h) * alignment.vertical.fraction,
            width: w, height: h)
    }

    /// This rectangle flipped across the vertical centre line of `parent`: its x measured from
    /// the parent's right edge instead of its left.
    func mirrored(in parent: Rect) -> Rect {
        Rect(x: parent.minX + parent.maxX - maxX, y: y, width: width, height: height)
    }

    /// A rectangle of a size centred in this one.
    func centered(width w: Double, height h: Double) -> Rect {
        Rect(x: midX - w / 2, y: midY - h / 2, width: w, height: h)
    }
}
