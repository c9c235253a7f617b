import Foundation
import HaloCore

/// A view drawn moved by a fraction of its own size, its place in the layout unchanged: the
/// `move(edge:)` transition's modifier.
struct RelativeOffsetView<Content: View>: View, PrimitiveView {
    let content: Content
    /// The move in widths and heights of the view.
    let fraction: CGSize

    func nodes(_ time: Double) -> [LayoutNode] {
        let child = LayoutNode.of(content, time)
        let f = ViewRuntime.animated(fraction, .relativeOffset)
        return [
            LayoutNode(
                size: child.size,
                draw: { rect in
                    child.draw(
                        Rect(
                            x: rect.x + f.width * rect.width, y: rect.y + f.height * rect.height, width: rect.width,
                            height: rect.height))
                })
        ]
    }
}
