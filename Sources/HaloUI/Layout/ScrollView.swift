import Foundation
import HaloCore

/// A scrolling container at its first position, as SwiftUI's `ScrollView`: a render has no
/// scrolling, so it draws its content as it sits before any scroll. Along its axis the content is
/// offered unlimited room (its ideal length), placed at the start (top or leading edge) and
/// centred across, and clipped to the scroll view, which takes the room it is offered; several
/// views are stacked along the axis, as SwiftUI stacks them (docs/semantics.md, Everyday modifiers).
public struct ScrollView<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content

    /// A scroll view along `axes` (vertical by default); the indicators are not drawn.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    func nodes(_ time: Double) -> [LayoutNode] {
        let vertical = !axes.contains(.horizontal) || axes.contains(.vertical)
        let child = StackLayout(
            vertical: vertical, spacing: nil, alignment: 0.5,
            children: StackLayout.children(of: content, vertical: vertical, time)
        ).node
        let (openX, openY) = (axes.contains(.horizontal), axes.contains(.vertical))
        let anchors = Ambient.environment[ScrollAnchors.Key.self]
        return [
            LayoutNode(
                size: { p in
                    // The scroll view takes what it is offered; along an open offer, its content's
                    // (measured with the offer as its container, the screen where none is made).
                    let screen = Ambient.screen ?? CGSize(width: 393, height: 852)
                    let offer = CGSize(width: p.width ?? screen.width, height: p.height ?? screen.height)
                    let s = Ambient.$container.withValue(offer) {
                        child.size(ProposedSize(width: openX ? nil : p.width, height: openY ? nil : p.height))
                    }
                    return (p.width ?? s.width, p.height ?? s.height)
                },
                draw: { rect in
                    // Its content's container (`containerRelativeFrame`) is its visible size; its
                    // visible frame is the `.scrollView` coordinate space of the views inside, and the
                    // region `scrollTransition` phases are measured against.
                    var spaces = Ambient.coordinateSpaces
                    spaces.frames[ScrollSpace(axis: nil)] = rect
                    if openX { spaces.frames[ScrollSpace(axis: .horizontal)] = rect }
                    if openY { spaces.frames[ScrollSpace(axis: .vertical)] = rect }
                    return Ambient.$coordinateSpaces.withValue(spaces) {
                        Ambient.$container.withValue(CGSize(width: rect.width, height: rect.height)) {
                            Ambient.$scrollViewport.withValue((rect, vertical)) { () -> [LayerItem] in
                                let s = child.size(
                                    ProposedSize(width: openX ? nil : rect.width, height: openY ? nil : rect.height))
                                // Along a scrolling axis the content starts at the start, or where a default
                                // scroll anchor puts it; across, it is centred.
                                let x =
                                    openX
                                    ? anchors.start(rect.minX, length: rect.width, content: s.width) { $0.x }
                                    : rect.minX + (rect.width - s.width) / 2
                                let y =
                                    openY
                                    ? anchors.start(rect.minY, length: rect.height, content: s.height) { $0.y }
                                    : rect.minY + (rect.height - s.height) / 2
                                let items = child.draw(Rect(x: x, y: y, width: s.width, height: s.height))
                                return [.layer(Layer(items: items, clip: HaloCore.Shape(kind: .rect, frame: rect)))]
                            }
                        }
                    }
                })
        ]
    }
}

/// A column built as needed, as SwiftUI's `LazyVStack`: a render builds every row, so it is a
/// `VStack` (pinned views are not pinned: nothing scrolls).
public struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A column of the views `content` builds.
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// The column.
    public var body: VStack<Content> { VStack(alignment: alignment, spacing: spacing) { content } }
}

/// A row built as needed, as SwiftUI's `LazyHStack`: an `HStack` in a render.
public struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A row of the views `content` builds.
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// The row.
    public var body: HStack<Content> { HStack(alignment: alignment, spacing: spacing) { content } }
}

/// The views a lazy stack pins while scrolling, as SwiftUI's `PinnedScrollableViews` (accepted:
/// nothing scrolls in a render).
public struct PinnedScrollableViews: OptionSet, Sendable {
    /// The bits.
    public let rawValue: UInt32
    /// The set of `rawValue`'s bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
