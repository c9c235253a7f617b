import HaloCore

/// A view drawn moved, its place in the layout unchanged, as SwiftUI's `offset(x:y:)`. On
/// several views (a `ForEach`, a `Group`) each is moved in its own place.
public struct OffsetView<Content: View>: View, PrimitiveView {
    let content: Content
    let x: Double
    let y: Double

    func nodes(_ time: Double) -> [LayoutNode] {
        let moved = ViewRuntime.animated(Point(x, y), .offset)
        let (dx, dy) = (moved.x, moved.y)
        return LayoutNode.members(of: content, time).map { child in
            LayoutNode(
                size: child.size,
                draw: { rect in
                    // An offset moves the view from its place; it is not a place in a parent, so
                    // right to left does not flip it (docs/semantics.md, "Layout direction").
                    LayoutNode.unflipped {
                        child.draw(Rect(x: rect.x + dx, y: rect.y + dy, width: rect.width, height: rect.height))
                    }
                })
        }
    }
}

extension View {
    /// The view drawn moved by (x, y) points, its place in the layout unchanged.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetView<Self> {
        OffsetView(content: self, x: Double(x), y: Double(y))
    }

    /// The view drawn moved by `offset`, as SwiftUI's `offset(_:)`.
    public func offset(_ offset: CGSize) -> OffsetView<Self> {
        OffsetView(content: self, x: Double(offset.width), y: Double(offset.height))
    }
}
