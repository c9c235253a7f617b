import Foundation
import HaloCore

/// Which parts of a frame `matchedGeometryEffect` matches, as SwiftUI's
/// `MatchedGeometryProperties`.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    /// The bits.
    public let rawValue: UInt32
    /// Properties from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The anchor point's place.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The size.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Place and size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// A view whose frame is shared by the views of one id in one namespace, as SwiftUI's
/// `matchedGeometryEffect`: the source's frame is the group's, so when a view of the id takes
/// over from another (inserted as the other is removed) or the source moves, the frame animates
/// from where it was, with the transaction's animation; views that are not the source are drawn
/// in the source's frame (docs/semantics.md, "Matched geometry").
public struct MatchedGeometryView<Content: View, ID: Hashable>: View, PrimitiveView {
    let content: Content
    let id: ID
    let namespace: Namespace.ID
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool

    func nodes(_ time: Double) -> [LayoutNode] {
        let child = LayoutNode.of(content, time)
        guard let runtime = Ambient.runtime else { return [child] }
        // The frames are known at layout: updates lay the tree out so that the source records
        // its frame there, with the animation in force where it was met.
        if runtime.isReplaying { runtime.layoutOnUpdate = true }
        let key = IdentityPath.mix(
            IdentityPath.mix(namespace.value, UInt64(UInt(bitPattern: id.hashValue))),
            IdentityPath.Slot.matchedFrame.rawValue)
        let animation = runtime.currentAnimation
        let writes = isSource && !runtime.transitions.lowersGhost
        let (properties, anchor) = (self.properties, self.anchor)
        return [
            LayoutNode(
                size: child.size,
                draw: { rect in
                    let own = CGRect(rect)
                    let shared =
                        writes || !runtime.hasTrack(key)
                        ? runtime.attribute(own, key: key, animation: animation) : runtime.presentation(own, key: key)
                    // The shared frame is where a view was drawn, already flipped where it was.
                    return LayoutNode.unflipped { child.draw(Self.matched(own, to: shared, properties, anchor)) }
                })
        ]
    }

    /// The frame a view of frame `own` is drawn in, matching `shared` in `properties`: the
    /// shared size, and its anchor point where the shared frame's is.
    static func matched(_ own: CGRect, to shared: CGRect, _ properties: MatchedGeometryProperties, _ anchor: UnitPoint)
        -> Rect
    {
        let size = properties.contains(.size) ? shared.size : own.size
        let source = properties.contains(.position) ? shared : own
        let x = source.minX + anchor.x * source.width - anchor.x * size.width
        let y = source.minY + anchor.y * source.height - anchor.y * size.height
        return Rect(x: x, y: y, width: size.width, height: size.height)
    }
}

extension View {
    /// The view's frame shared with the views of `id` in `namespace` (the source's), as SwiftUI's
    /// `matchedGeometryEffect(id:in:properties:anchor:isSource:)`.
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> MatchedGeometryView<Self, ID> {
        MatchedGeometryView(
            content: self, id: id, namespace: namespace, properties: properties, anchor: anchor, isSource: isSource)
    }
}
