import HaloUI

/// A field that shakes when a wrong password is entered: an `AnimatableModifier` turning its
/// animated count of shakes into a sideways offset.
public struct ShakeField: View {
    @State private var attempts = 0
    /// The field.
    public init() {}
    /// What it draws.
    public var body: some View {
        RoundedRectangle(cornerRadius: 10)
            .stroke(attempts > 0 ? Color.red : Color.gray, lineWidth: 2)
            .frame(width: 220, height: 44)
            .overlay(Text("••••••").font(.title3).foregroundStyle(.secondary))
            .modifier(Shake(shakes: CGFloat(attempts)))
            .onAppear {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
                    withAnimation(.linear(duration: 0.5)) { attempts += 1 }
                }
            }
    }
}

/// Three quick sideways shakes per unit of `shakes`.
public struct Shake: AnimatableModifier {
    /// How many times the field has shaken (fractions while animating).
    public var shakes: CGFloat
    /// The part that animates.
    public var animatableData: CGFloat {
        get { shakes }
        set { shakes = newValue }
    }
    /// The content moved sideways.
    public func body(content: Content) -> some View {
        content.offset(x: 10 * sin(shakes * .pi * 6))
    }
}

#Preview("ShakeField", traits: .fixedLayout(width: 240, height: 160)) {
    ShakeField()
}
