import HaloUI

/// A logo that crouches, jumps, spins and lands, forever: `KeyframeAnimator` with four tracks
/// over a struct of values (`SpringKeyframe`, `CubicKeyframe`, `LinearKeyframe`, `MoveKeyframe`),
/// as Apple's keyframe documentation builds its examples.
public struct JumpingLogo: View {
    struct Values {
        var scale = 1.0
        var stretch = 1.0
        var lift = 0.0
        var angle = Angle.zero
    }

    /// The logo.
    public init() {}
    /// What it draws.
    public var body: some View {
        KeyframeAnimator(initialValue: Values()) { v in
            Image(systemName: "star.fill")
                .font(.system(size: 44))
                .foregroundStyle(.orange)
                .scaleEffect(v.scale)
                .scaleEffect(x: 1, y: v.stretch, anchor: .bottom)
                .rotationEffect(v.angle)
                .offset(y: v.lift)
        } keyframes: { _ in
            KeyframeTrack(\.angle) {
                CubicKeyframe(.zero, duration: 0.58)
                CubicKeyframe(.degrees(16), duration: 0.125)
                CubicKeyframe(.degrees(-16), duration: 0.125)
                CubicKeyframe(.degrees(16), duration: 0.125)
                CubicKeyframe(.zero, duration: 0.125)
            }
            KeyframeTrack(\.stretch) {
                CubicKeyframe(1.0, duration: 0.1)
                CubicKeyframe(0.6, duration: 0.15)
                CubicKeyframe(1.5, duration: 0.1)
                CubicKeyframe(1.05, duration: 0.15)
                CubicKeyframe(1.0, duration: 0.88)
                CubicKeyframe(0.8, duration: 0.1)
                CubicKeyframe(1.04, duration: 0.4)
                CubicKeyframe(1.0, duration: 0.22)
            }
            KeyframeTrack(\.scale) {
                LinearKeyframe(1.0, duration: 0.36)
                SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
                SpringKeyframe(1.0, spring: .bouncy)
            }
            KeyframeTrack(\.lift) {
                LinearKeyframe(0.0, duration: 0.1)
                SpringKeyframe(20.0, duration: 0.15, spring: .bouncy)
                SpringKeyframe(-60.0, duration: 1.0, spring: .bouncy)
                SpringKeyframe(0.0, spring: .bouncy)
                MoveKeyframe(0.0)
            }
        }
    }
}

#Preview("JumpingLogo", traits: .fixedLayout(width: 200, height: 240)) {
    JumpingLogo()
}
