extension View {
    /// The view over a Liquid Glass shape in its bounds, as SwiftUI's `glassEffect(_:in:)`
    /// (iOS 26; a capsule by default), drawn as a translucent material with a thin light edge.
    public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> some View {
        background(GlassBackground(glass: glass, shape: shape))
    }
}

/// What a glass effect draws behind its view: the material in the shape, the tint over it, a
/// half-white edge one point wide.
struct GlassBackground<S: Shape>: View {
    let glass: Glass
    let shape: S

    /// How much of the tint covers the material (ours: Apple gives no amount).
    static var tintOpacity: Double { 0.35 }

    var body: some View {
        if glass.variant != .identity {
            ZStack {
                if glass.variant == .clear {
                    shape.fill(.ultraThinMaterial)
                } else {
                    shape.fill(.regularMaterial)
                }
                if let tint = glass.tintColor { shape.fill(tint.opacity(Self.tintOpacity)) }
                shape.stroke(Color(red: 1, green: 1, blue: 1, opacity: 0.5), lineWidth: 1)
            }
        }
    }
}
