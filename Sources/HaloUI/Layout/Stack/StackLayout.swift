import HaloCore

/// SwiftUI's stack layout along one axis: children offered the space left, divided equally among
/// those not yet placed, the least flexible first (flexibility: the size offered everything
/// less the size offered nothing), in groups of equal `layoutPriority`, the highest first, each
/// offered the space left less the least the lower groups take; spaced by `spacing`, aligned
/// across the axis.
struct StackLayout {
    /// Whether the children run down (VStack) or across (HStack).
    let vertical: Bool
    /// The space between neighbours; nil: SwiftUI's default, 8 points, but none beside a
    /// `Spacer` (which has its own minimum length instead).
    let spacing: Double?
    /// Where children sit across the axis: 0 leading or top, 0.5 centre, 1 trailing or bottom.
    let alignment: Double
    let children: [LayoutNode]
    /// The space after each child but the last.
    private let gap: [Double]
    /// The spaces between the children, together.
    private let gaps: Double

    init(vertical: Bool, spacing: Double?, alignment: Double, children: [LayoutNode]) {
        self.vertical = vertical
        self.spacing = spacing
        self.alignment = alignment
        self.children = children
        gap = zip(children, children.dropFirst()).map { a, b in
            spacing ?? (a.isSpacer || b.isSpacer ? 0 : StackLayout.defaultSpacing)
        }
        gaps = gap.reduce(0, +)
    }

    /// The extent along the axis and across it of a size.
    private func split(_ s: (width: Double, height: Double)) -> (along: Double, across: Double) {
        vertical ? (s.height, s.width) : (s.width, s.height)
    }

    /// A proposal from extents along and across the axis.
    private func proposal(along: Double?, across: Double?) -> ProposedSize {
        vertical ? ProposedSize(width: across, height: along) : ProposedSize(width: along, height: across)
    }

    /// Every child's size for a proposal, in the children's order.
    func sizes(_ p: ProposedSize) -> [(along: Double, across: Double)] {
        let along = vertical ? p.height : p.width
        let across = vertical ? p.width : p.height
        guard var remaining = along else {
            return children.map { split($0.size(proposal(along: nil, across: across))) }
        }
        remaining -= gaps
        let flexibility = children.map { child in
            split(child.size(proposal(along: .infinity, across: across))).along
                - split(child.size(proposal(along: 0, across: across))).along
        }
        var result = [(along: Double, across: Double)](repeating: (0, 0), count: children.count)
        // Siblings by layout priority, the highest first: each group is offered what is left less
        // the least its lower-priority siblings take (with one priority, all the space).
        let priorities = Set(children.map(\.layoutPriority)).sorted(by: >)
        let least =
            priorities.count > 1
            ? children.map { split($0.size(proposal(along: 0, across: across))).along } : []
        var lowerLeast = least.reduce(0, +)
        for priority in priorities {
            let group = children.indices.filter { children[$0].layoutPriority == priority }
            if !least.isEmpty { lowerLeast -= group.reduce(0) { $0 + least[$1] } }
            var available = remaining - lowerLeast
            let order = group.sorted { (flexibility[$0], $0) < (flexibility[$1], $1) }
            for (placed, i) in order.enumerated() {
                let share = max(available, 0) / Double(group.count - placed)
                let s = split(children[i].size(proposal(along: share, across: across)))
                result[i] = s
                available -= s.along
                remaining -= s.along
            }
        }
        return result
    }

    /// SwiftUI's default space between neighbours in a stack, points.
    static let defaultSpacing = 8.0

    /// The stack's size for a proposal.
    func size(_ p: ProposedSize) -> (width: Double, height: Double) {
        let s = sizes(p)
        let along = s.map(\.along).reduce(0, +) + gaps
        let across = s.map(\.across).max() ?? 0
        return vertical ? (across, along) : (along, across)
    }

    /// The children's draws in a rectangle.
    func draw(_ rect: Rect) -> [LayerItem] {
        let s = sizes(ProposedSize(width: rect.width, height: rect.height))
        let (start, acrossStart) = vertical ? (rect.y, rect.x) : (rect.x, rect.y)
        let acrossExtent = vertical ? rect.width : rect.height
        var position = start
        var frames: [Rect] = []
        let gap = self.gap + [0]
        for (i, size) in s.enumerated() {
            let offset = acrossStart + (acrossExtent - size.across) * alignment
            frames.append(
                vertical
                    ? Rect(x: offset, y: position, width: size.across, height: size.along)
                    : Rect(x: position, y: offset, width: size.along, height: size.across))
            position += size.along + gap[i]
        }
        return LayoutNode.drawn(children) { frames[$0] }
    }

    /// The stack as one node.
    var node: LayoutNode { LayoutNode(size: size, draw: draw) }

    /// One node for content placed where no container lays it out (a window's root, a navigation
    /// stack's root, a sheet's content): its views in a column, as an implicit `VStack` (centred,
    /// default spacing), one view as it is. docs/semantics.md, "Several views at a root".
    static func implicit<V: View>(of content: V, _ time: Double) -> LayoutNode {
        // Lowered as they are (a lone view's spacers keep no axis); several go in a column.
        let children = LayoutNode.nodes(of: content, time)
        if children.count == 1 { return children[0] }
        return StackLayout(vertical: true, spacing: nil, alignment: 0.5, children: children).node
    }

    /// The nodes of a stack's content, each `Spacer` in it expanding along `vertical`'s axis.
    static func children<V: View>(of content: V, vertical: Bool, _ time: Double) -> [LayoutNode] {
        Ambient.$stackAxis.withValue(vertical ? .vertical : .horizontal) {
            ViewRuntime.containing { LayoutNode.nodes(of: content, time) }
        }
    }
}
