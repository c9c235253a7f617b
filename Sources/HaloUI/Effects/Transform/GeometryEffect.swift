import HaloCore

/// A modifier that draws its content through a projection of its size, as SwiftUI's
/// `GeometryEffect` (animatable: `animatableData` animates, and `effectValue` sees it).
public protocol GeometryEffect: Animatable, ViewModifier {
    /// The projection for content of `size`, about its top-left corner.
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    /// The content through `effectValue(size:)`.
    public func body(content: Content) -> ProjectionView<Content> {
        let effect = self
        return ProjectionView(
            content: content,
            projection: { rect, _ in
                effect.effectValue(size: CGSize(width: rect.width, height: rect.height)).about(rect)
            },
            name: "GeometryEffect")
    }
}
