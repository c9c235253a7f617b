/// A modifier whose animatable values animate with an animation of its own, as the modifier
/// SwiftUI's `ViewModifier.animation(_:)` returns.
public struct AnimatedModifier<Base: ViewModifier>: ViewModifier {
    let base: Base
    let animation: Animation?

    /// The base modifier applied in the scope of the animation (`animation(_:body:)`), so its
    /// changes animate with it and the content keeps the animation around it.
    public func body(content: Content) -> some View {
        content.animation(animation) { $0.modifier(base) }
    }
}

extension ViewModifier {
    /// This modifier with every change of its animatable values animated with `animation`
    /// (nil: not animated), as SwiftUI's `ViewModifier.animation(_:)`.
    public func animation(_ animation: Animation?) -> AnimatedModifier<Self> {
        AnimatedModifier(base: self, animation: animation)
    }
}
