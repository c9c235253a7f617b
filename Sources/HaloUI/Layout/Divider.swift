import HaloCore

/// A thin line between views, as SwiftUI's `Divider`: "When contained in a stack, the divider
/// extends across the minor axis of the stack, or horizontally when not in a stack." One point
/// thick, in iOS's light separator colour ((60, 60, 67) at 29%).
public struct Divider: View, PrimitiveView {
    /// A divider.
    public init() {}

    /// iOS's separator colour in the light appearance.
    static let color = RGBA(60.0 / 255, 60.0 / 255, 67.0 / 255, 0.29)

    func nodes(_ time: Double) -> [LayoutNode] {
        let vertical = Ambient.stackAxis == .horizontal
        return [
            LayoutNode(
                size: { p in vertical ? (1, p.height ?? 10) : (p.width ?? 10, 1) },
                draw: { rect in
                    [.draw(Draw(shape: HaloCore.Shape(kind: .rect, frame: rect), paint: .solid(Divider.color)))]
                })
        ]
    }
}
