import Foundation
import HaloCore

/// How a view with an aspect ratio meets the space it is offered, as SwiftUI's `ContentMode`.
public enum ContentMode: Sendable, Hashable {
    /// The largest size with the ratio inside the offer.
    case fit
    /// The smallest size with the ratio covering the offer (overflowing it on one side).
    case fill
}

/// A view offered sizes of one aspect ratio, as SwiftUI's `aspectRatio(_:contentMode:)`: in
/// Apple's words the view's dimensions are constrained to the ratio, fitting or filling the
/// offer; with no ratio given, the child's own (its ideal size's) is kept. The child is centred.
public struct AspectRatioView<Content: View>: View, PrimitiveView {
    let content: Content
    let ratio: Double?
    let mode: ContentMode

    /// The size of `ratio` (width over height) that fits or fills `offer`; an open dimension
    /// follows from the other, and a fully open offer keeps `ideal`.
    static func size(
        ratio r: Double, _ mode: ContentMode, offer: ProposedSize, ideal: (width: Double, height: Double)
    ) -> (width: Double, height: Double) {
        switch (offer.width, offer.height) {
        case (nil, nil): return (ideal.width, ideal.width / r)
        case (let w?, nil): return (w, w / r)
        case (nil, let h?): return (h * r, h)
        case (let w?, let h?):
            let widthLimited = (w / h < r) == (mode == .fit)
            return widthLimited ? (w, w / r) : (h * r, h)
        }
    }

    func nodes(_ time: Double) -> [LayoutNode] {
        let child = LayoutNode.of(content, time)
        let given = ratio, mode = self.mode
        func proposal(_ p: ProposedSize) -> ProposedSize {
            // An image's ideal size is its own, resizable or not.
            let ideal = child.size(ProposedSize(width: nil, height: nil))
            guard let r = given ?? (ideal.height > 0 ? ideal.width / ideal.height : nil), r > 0, r.isFinite else {
                return p
            }
            let s = AspectRatioView.size(ratio: r, mode, offer: p, ideal: ideal)
            return ProposedSize(width: s.width, height: s.height)
        }
        return [
            LayoutNode(
                size: { p in child.size(proposal(p)) },
                draw: { rect in
                    let s = child.size(proposal(ProposedSize(width: rect.width, height: rect.height)))
                    return child.draw(rect.centered(width: s.width, height: s.height))
                })
        ]
    }
}

extension View {
    /// The view offered sizes of `aspectRatio` (width over height; nil: its own ideal size's),
    /// fitting or filling what it is offered.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> AspectRatioView<Self> {
        AspectRatioView(content: self, ratio: aspectRatio.map { Double($0) }, mode: contentMode)
    }

    /// The view offered sizes of `aspectRatio`'s width over its height.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> AspectRatioView<Self> {
        AspectRatioView(content: self, ratio: Double(aspectRatio.width / aspectRatio.height), mode: contentMode)
    }

    /// The view scaled to fit what it is offered, keeping its proportions.
    public func scaledToFit() -> AspectRatioView<Self> { aspectRatio(contentMode: .fit) }

    /// The view scaled to fill what it is offered, keeping its proportions.
    public func scaledToFill() -> AspectRatioView<Self> { aspectRatio(contentMode: .fill) }
}
