import Foundation
import HaloCore

/// A custom layout container, as SwiftUI's `Layout`: `sizeThatFits` says how large it is for a
/// proposal, and `placeSubviews` puts each subview in the bounds it is given. Called like a
/// stack, `MyLayout { ... }`; its `animatableData` animates as a view's does.
public protocol Layout: Animatable {
    /// What the layout keeps between its calls for one arrangement (none by default).
    associatedtype Cache = Void
    /// The subviews' proxies.
    typealias Subviews = LayoutSubviews

    /// The container's size for a proposal.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// Places each subview (`LayoutSubview.place(at:anchor:proposal:)`) in `bounds`, a size
    /// `sizeThatFits` returned, in the parent's coordinates.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    /// The cache for a set of subviews.
    func makeCache(subviews: Subviews) -> Cache
    /// The cache brought up to date with the subviews (made again by default).
    func updateCache(_ cache: inout Cache, subviews: Subviews)
}

extension Layout where Cache == Void {
    /// No cache.
    public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
    /// The cache made again.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }

    /// The views `content` builds, arranged by this layout.
    public func callAsFunction<Content: View>(@ViewBuilder _ content: () -> Content) -> LayoutView<Self, Content> {
        LayoutView(layout: self, content: content())
    }
}

extension Layout where AnimatableData == EmptyAnimatableData {
    /// Nothing animates.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}
