import Foundation
import HaloCore

/// A view framed relative to its container, as SwiftUI's `containerRelativeFrame`: along each
/// axis named, the frame's length is computed from the container's (the nearest enclosing scroll
/// view's visible size, else the canvas: Apple's "window"), the content is offered that length
/// and placed in the frame by `alignment`; along the other axes the view keeps its own size
/// (docs/semantics.md, "Container-relative frames").
public struct ContainerRelativeFrameView<Content: View>: View, PrimitiveView {
    let content: Content
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat

    func nodes(_ time: Double) -> [LayoutNode] {
        let child = LayoutNode.of(content, time)
        let (axes, alignment, length) = (self.axes, self.alignment, self.length)
        func lengths(_ p: ProposedSize) -> ProposedSize {
            let container = Ambient.container ?? Ambient.screen ?? CGSize(width: 393, height: 852)
            func fixed(_ axis: Axis, _ of: CGFloat) -> Double {
                let l = Double(length(of, axis))
                return l.isFinite ? max(l, 0) : 0
            }
            return ProposedSize(
                width: axes.contains(.horizontal) ? fixed(.horizontal, container.width) : p.width,
                height: axes.contains(.vertical) ? fixed(.vertical, container.height) : p.height)
        }
        func layout(_ p: ProposedSize) -> (
            frame: (width: Double, height: Double), child: (width: Double, height: Double)
        ) {
            let offer = lengths(p)
            let c = child.size(offer)
            let width = axes.contains(.horizontal) ? offer.width ?? c.width : c.width
            let height = axes.contains(.vertical) ? offer.height ?? c.height : c.height
            return ((width, height), c)
        }
        return [
            LayoutNode(
                size: { layout($0).frame },
                draw: { rect in
                    let c = layout(ProposedSize(width: rect.width, height: rect.height)).child
                    return child.draw(rect.placed(width: c.width, height: c.height, alignment))
                })
        ]
    }
}

extension View {
    /// The view framed at its container's size along `axes`, as SwiftUI's
    /// `containerRelativeFrame(_:alignment:)`.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center)
        -> ContainerRelativeFrameView<Self>
    {
        ContainerRelativeFrameView(content: self, axes: axes, alignment: alignment) { length, _ in length }
    }

    /// The view framed at `span` of `count` equal columns (rows) of its container, `spacing`
    /// between them, as SwiftUI's `containerRelativeFrame(_:count:span:spacing:alignment:)`:
    /// (container - spacing x (count - 1)) / count x span + spacing x (span - 1).
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> ContainerRelativeFrameView<Self> {
        ContainerRelativeFrameView(content: self, axes: axes, alignment: alignment) { length, _ in
            let n = CGFloat(max(count, 1))
            let s = CGFloat(min(max(span, 1), max(count, 1)))
            return (length - spacing * (n - 1)) / n * s + spacing * (s - 1)
        }
    }

    /// The view framed at the length `length` computes from its container's along each of `axes`,
    /// as SwiftUI's `containerRelativeFrame(_:alignment:_:)`.
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> ContainerRelativeFrameView<Self> {
        ContainerRelativeFrameView(content: self, axes: axes, alignment: alignment, length: length)
    }
}
