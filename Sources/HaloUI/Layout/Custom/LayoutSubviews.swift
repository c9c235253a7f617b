import Foundation
import HaloCore

/// The subviews a custom `Layout` arranges, as SwiftUI's `LayoutSubviews`: one proxy each, in
/// the order the layout's content builds them.
public struct LayoutSubviews: RandomAccessCollection, Sendable {
    let proxies: [LayoutSubview]
    /// The layout direction of the container's environment ("Layout direction" in
    /// docs/semantics.md: a layout places subviews left to right and HaloUI flips them).
    public let layoutDirection: LayoutDirection

    /// The index of the first subview.
    public var startIndex: Int { proxies.startIndex }
    /// The index past the last subview.
    public var endIndex: Int { proxies.endIndex }
    /// The subview at `index`.
    public subscript(index: Int) -> LayoutSubview { proxies[index] }
}

/// One subview of a custom `Layout`, as SwiftUI's `LayoutSubview`: asked for its size, and told
/// where to go.
///
/// Sendable by hand: a layout is run on the thread that lowers its view; the placement it
/// records is read there after `placeSubviews` returns.
public struct LayoutSubview: @unchecked Sendable {
    let node: LayoutNode
    let placement: Placement

    /// Where `place(at:anchor:proposal:)` put the subview, in the layout's coordinates.
    final class Placement {
        var position: CGPoint?
        var anchor = UnitPoint.topLeading
        var proposal = ProposedViewSize.unspecified
    }

    /// The subview's size for a proposal.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let s = node.size(proposal.proposed)
        return CGSize(width: s.width, height: s.height)
    }

    /// The subview's size for a proposal, with its alignment guides.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(size: sizeThatFits(proposal))
    }

    /// Its layout priority (`layoutPriority(_:)`; 0 by default).
    public var priority: Double { node.layoutPriority }

    /// Puts the subview's `anchor` at `position` (in the coordinates of the bounds the layout
    /// was given) at the size it takes for `proposal`. The last call counts; a subview never
    /// placed is centred in the layout's bounds at the layout's proposal, as SwiftUI's.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        placement.position = position
        placement.anchor = anchor
        placement.proposal = proposal
    }
}

/// A view's size and alignment guides for a proposal, as SwiftUI's `ViewDimensions`.
public struct ViewDimensions: Sendable {
    /// The width.
    public let width: CGFloat
    /// The height.
    public let height: CGFloat

    init(size: CGSize) {
        width = size.width
        height = size.height
    }

    /// The x of a horizontal alignment guide: 0 leading, half the width centre, the width trailing.
    public subscript(guide: HorizontalAlignment) -> CGFloat { width * guide.fraction }
    /// The y of a vertical alignment guide: 0 top, half the height centre, the height bottom.
    public subscript(guide: VerticalAlignment) -> CGFloat { height * guide.fraction }
}
