import Foundation

/// A view in a frame, as SwiftUI's `frame(width:height:alignment:)` and
/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`; the child is
/// placed in the frame by `alignment`.
///
/// In each dimension (Apple's documentation of the flexible frame): the child is offered the
/// frame's offer (its ideal size where the offer leaves the dimension open) clamped to the
/// bounds. With both bounds the frame takes that offer clamped to them; with only a minimum it
/// takes the child's size, or the offer where that is smaller, raised to the minimum; with only
/// a maximum, the child's size, or the offer where that is larger, lowered to the maximum (so
/// `maxWidth: .infinity` fills the offer); with neither, the child's. A fixed `width` is a
/// minimum, ideal and maximum at once.
public struct FrameView<Content: View>: View, PrimitiveView {
    let content: Content
    let width: Bounds
    let height: Bounds
    let alignment: Alignment

    /// One dimension's bounds (nil: none).
    struct Bounds {
        var min: Double?
        var ideal: Double?
        var max: Double?

        /// A fixed length (nil: no bounds).
        static func fixed(_ length: Double?) -> Bounds { Bounds(min: length, ideal: length, max: length) }

        /// What the child is offered for the frame's offer.
        func offer(_ proposed: Double?) -> Double? {
            guard var p = proposed ?? ideal else { return nil }
            if let max { p = Swift.min(p, max) }
            if let min { p = Swift.max(p, min) }
            return p
        }

        /// The frame's length for the frame's offer and the child's length.
        func length(_ proposed: Double?, child: Double) -> Double {
            let p = proposed ?? ideal
            switch (min, max) {
            case let (lo?, hi?): return Swift.max(lo, Swift.min(p ?? child, hi))
            case let (lo?, nil): return Swift.max(lo, Swift.min(child, p ?? child))
            case let (nil, hi?): return Swift.min(hi, Swift.max(child, p ?? child))
            case (nil, nil): return child
            }
        }
    }

    /// A length as the frame takes it: nil where it is negative or not finite (a maximum may be
    /// `.infinity`), with SwiftUI's warning.
    static func valid(_ length: CGFloat?, max: Bool = false) -> Double? {
        guard let length else { return nil }
        let value = Double(length)
        if value >= 0, value.isFinite || (max && value == .infinity) { return value }
        Warning.once("frame-dimension", "Invalid frame dimension (negative or non-finite): \(value) is ignored")
        return nil
    }

    func nodes(_ time: Double) -> [LayoutNode] {
        var width = self.width, height = self.height
        // A fixed length animates as the view's frame width or height.
        if let w = width.min, width.min == width.max { width = .fixed(ViewRuntime.animated(w, .frameWidth)) }
        if let h = height.min, height.min == height.max { height = .fixed(ViewRuntime.animated(h, .frameHeight)) }
        let (w, h) = (width, height)
        // On several views (a `ForEach`, a `Group`) each gets its frame, as SwiftUI frames each member.
        return LayoutNode.members(of: content, time).map { FrameView.framed($0, width: w, height: h, alignment) }
    }

    /// `child` in a frame of these bounds, placed in it by `alignment`.
    private static func framed(_ child: LayoutNode, width: Bounds, height: Bounds, _ alignment: Alignment)
        -> LayoutNode
    {
        func layout(_ p: ProposedSize) -> (
            frame: (width: Double, height: Double), child: (width: Double, height: Double)
        ) {
            let c = child.size(ProposedSize(width: width.offer(p.width), height: height.offer(p.height)))
            return ((width.length(p.width, child: c.width), height.length(p.height, child: c.height)), c)
        }
        return LayoutNode(
            size: { layout($0).frame },
            draw: { rect in
                let c = layout(ProposedSize(width: rect.width, height: rect.height)).child
                return child.draw(rect.placed(width: c.width, height: c.height, alignment))
            })
    }
}

extension View {
    /// The view offered, and sized to, a fixed width, height or both; placed in them by
    /// `alignment` (centred by default). A negative or non-finite length (`.infinity`) is
    /// ignored with a warning, as SwiftUI logs "Invalid frame dimension (negative or
    /// non-finite)." and keeps the view's own size in that dimension.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> FrameView<Self>
    {
        FrameView(
            content: self, width: .fixed(FrameView<Self>.valid(width)), height: .fixed(FrameView<Self>.valid(height)),
            alignment: alignment)
    }

    /// The view in a frame with bounds on its width and height (`maxWidth: .infinity` fills the
    /// width offered), placed in it by `alignment`.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> FrameView<Self> {
        typealias Frame = FrameView<Self>
        return FrameView(
            content: self,
            width: .init(
                min: Frame.valid(minWidth), ideal: Frame.valid(idealWidth), max: Frame.valid(maxWidth, max: true)),
            height: .init(
                min: Frame.valid(minHeight), ideal: Frame.valid(idealHeight), max: Frame.valid(maxHeight, max: true)),
            alignment: alignment)
    }
}
