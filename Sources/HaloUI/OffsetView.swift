import HaloCore

/// A view drawn moved, its place in the layout unchanged, as SwiftUI's `offset(x:y:)`.
public struct OffsetView<Content: View>: View, PrimitiveView {
    let content: Content
    let x: Double
    let y: Double

    /// None: an offset is a primitive.
    public var body: Never { fatalError("OffsetView has no body") }

    func nodes(_ time: Double) -> [LayoutNode] {
        let child = LayoutNode.of(content, time)
        let moved = ViewRuntime.animated(Point(x, y), .offset)
        let (dx, dy) = (moved.x, moved.y)
        return [
            LayoutNode(
                size: child.size,
                draw: { rect in
                    // An offset moves the view from its place; it is not a place in a parent, so
                    // right to left does not flip it (docs/semantics.md, "Layout direction").
                    LayoutNode.unflipped {
                        child.draw(Rect(x: rect.x + dx, y: rect.y + dy, width: rect.width, height: rect.height))
                    }
                })
        ]
    }
}
