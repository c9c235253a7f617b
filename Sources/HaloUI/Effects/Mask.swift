import HaloCore

/// A view kept where another view is opaque, as SwiftUI's `mask(alignment:_:)`: "Masks this
/// view using the alpha channel of the given view". The mask is offered the view's size and
/// placed in its frame by `alignment`; its colours do not matter, only its alpha.
public struct MaskView<Content: View, Mask: View>: View, PrimitiveView {
    let content: Content
    let mask: Mask
    let alignment: Alignment

    func nodes(_ time: Double) -> [LayoutNode] {
        let child = LayoutNode.of(content, time)
        let mask = LayoutNode.of(self.mask, time)
        let alignment = self.alignment
        return [
            child.layered { layer, rect in
                let s = mask.size(ProposedSize(width: rect.width, height: rect.height))
                layer.mask = HaloCore.Layer(items: mask.draw(rect.placed(width: s.width, height: s.height, alignment)))
            }
        ]
    }
}

extension View {
    /// The view kept in proportion to `mask`'s alpha, the mask placed in the view's frame by
    /// `alignment`.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> MaskView<
        Self, Mask
    > {
        MaskView(content: self, mask: mask(), alignment: alignment)
    }

    /// The view kept in proportion to `mask`'s alpha (SwiftUI's earlier spelling).
    public func mask<Mask: View>(_ mask: Mask) -> MaskView<Self, Mask> {
        MaskView(content: self, mask: mask, alignment: .center)
    }
}
