import Foundation
import HaloCore

/// A view with space around it, as SwiftUI's `padding(_:)` and `padding(_:_:)`: the child is
/// offered the space less the padding, and the view is the child's size plus it. On several
/// views (a `ForEach`, a `Group`) each is padded, as SwiftUI pads each member.
public struct PaddingView<Content: View>: View, PrimitiveView {
    let content: Content
    let insets: EdgeInsets

    func nodes(_ time: Double) -> [LayoutNode] {
        let i = insets.isUniform ? EdgeInsets(ViewRuntime.animated(insets.top, .padding)) : insets
        let (across, down) = (i.leading + i.trailing, i.top + i.bottom)
        return LayoutNode.members(of: content, time).map { child in
            LayoutNode(
                size: { p in
                    let s = child.size(
                        ProposedSize(
                            width: p.width.map { max($0 - across, 0) }, height: p.height.map { max($0 - down, 0) }))
                    return (s.width + across, s.height + down)
                },
                draw: { rect in
                    let inner = Rect(
                        x: rect.x + i.leading, y: rect.y + i.top, width: max(rect.width - across, 0),
                        height: max(rect.height - down, 0))
                    return child.draw(inner)
                })
        }
    }
}

/// Space on each edge, as SwiftUI's `EdgeInsets`.
public struct EdgeInsets: Equatable, Sendable {
    /// Points above.
    public var top: Double
    /// Points before (left).
    public var leading: Double
    /// Points below.
    public var bottom: Double
    /// Points after (right).
    public var trailing: Double

    /// Insets of each edge.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No space on any edge, as SwiftUI's `EdgeInsets()`.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// `length` on every edge.
    init(_ length: Double) { self.init(top: length, leading: length, bottom: length, trailing: length) }

    /// `length` on `edges`, none elsewhere.
    init(_ edges: Edge.Set, _ length: Double) {
        self.init(
            top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
    }

    var isUniform: Bool { top == leading && top == bottom && top == trailing }
}

extension View {
    /// The view with `length` points of space on every side (SwiftUI's default: 16).
    public func padding(_ length: CGFloat = 16) -> PaddingView<Self> {
        PaddingView(content: self, insets: EdgeInsets(Double(length)))
    }

    /// The view with `length` points (SwiftUI's default: 16) on `edges`, as `padding(.top, 12)`.
    public func padding(_ edges: Edge.Set, _ length: CGFloat? = nil) -> PaddingView<Self> {
        PaddingView(content: self, insets: EdgeInsets(edges, length.map { Double($0) } ?? 16))
    }

    /// The view with `insets` around it.
    public func padding(_ insets: EdgeInsets) -> PaddingView<Self> { PaddingView(content: self, insets: insets) }
}

/// The padding a scene gives its content, as SwiftUI's `ScenePadding`.
public struct ScenePadding: Equatable, Sendable {
    /// The padding around a scene's content: iOS's standard 16 points.
    public static let minimum = ScenePadding()
    /// The padding a navigation bar's content takes: the same 16 points here.
    public static let navigationBar = ScenePadding()
}

extension View {
    /// The view padded along `edges` by the scene's padding, as SwiftUI's `scenePadding(_:)`: on
    /// iOS the standard 16 points (docs/semantics.md, "GroupBox").
    public func scenePadding(_ edges: Edge.Set = .all) -> PaddingView<Self> { padding(edges, 16) }

    /// The view padded along `edges` by `padding`, as SwiftUI's `scenePadding(_:edges:)`.
    public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> PaddingView<Self> {
        self.padding(edges, 16)
    }
}
