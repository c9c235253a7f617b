import Foundation

/// A flexible space, as SwiftUI's `Spacer`: in an `HStack` or `VStack` it takes what the stack
/// has left along the stack's axis (and nothing across it); elsewhere it expands on both axes.
/// It never shrinks below `minLength` (nil: SwiftUI's default spacing, 8 points), and a stack
/// with its default spacing puts no extra space beside it.
public struct Spacer: View, PrimitiveView {
    /// The least length along the axis or axes it expands on.
    public var minLength: CGFloat?

    /// A spacer of at least `minLength` points.
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    func nodes(_ time: Double) -> [LayoutNode] {
        let least = minLength.map { Double($0) } ?? StackLayout.defaultSpacing
        let axis = Ambient.stackAxis
        func length(_ offered: Double?, expands: Bool) -> Double {
            guard expands else { return 0 }
            // An infinite offer (a stack weighing its children's flexibility) gets an infinite
            // answer: a spacer is the most flexible child, placed last.
            guard let offered else { return least }
            return max(offered, least)
        }
        var node = LayoutNode(
            size: { p in
                (
                    length(p.width, expands: axis != .vertical),
                    length(p.height, expands: axis != .horizontal)
                )
            },
            draw: { _ in [] })
        node.isSpacer = true
        return [node]
    }
}
