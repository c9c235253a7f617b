import HaloUI

/// The article's final `HarmonicStyle`. Edits: the `@State` values and `onChange(of:
/// isPressed) { withAnimation(.spring(duration: 0.3)) { ... } }` are press timelines;
/// `elapsedTime += updateInterval * speedMultiplier` on every tick is the integral of the
/// speed; no haptics.
public struct HarmonicStyle: ButtonStyle {
    /// The style.
    public init() {}

    private let updateInterval: Double = 0.016

    /// The button: the shader in a capsule with its border, springing when pressed.
    public func makeBody(configuration: Configuration) -> some View {
        let scale = configuration.timeline(idle: 1.0, pressed: 0.95, with: .spring(duration: 0.3))
        let speedMultiplier = configuration.timeline(idle: 1.0, pressed: 2.0, with: .spring(duration: 0.3))
        let amplitude = configuration.timeline(idle: 0.5, pressed: 2.0, with: .spring(duration: 0.3))
        TimelineView(.periodic(from: .now, by: updateInterval / speedMultiplier.current)) { context in
            let elapsedTime = speedMultiplier.integral(to: context.time)
            configuration.label
                .spatialWrap(Capsule(), lineWidth: 1.0)
                .background {
                    Rectangle()
                        .colorEffect(
                            ShaderLibrary.default.harmonicColorEffect(
                                .boundingRect,  // bounding rect
                                .float(6),  // waves count,
                                .float(elapsedTime),  // animation clock
                                .float(amplitude.current),  // amplitude
                                .float(configuration.isPressed ? 1.0 : 0.0)  // monochrome coeff
                            ))
                }
                .clipShape(Capsule())
                .scaleEffect(scale.current)
        }
    }
}

/// Seed 003's button, pressed from 1 s to 2.5 s as the `harmonic-button` default scene is.
/// Edit: the presses are declared (`presses`), since a render has no touches.
public struct HarmonicButtonDemo: View {
    /// The demo.
    public init() {}

    /// The button.
    public var body: some View {
        Button(
            action: {},
            label: {}
        )
        .frame(width: 240.0, height: 70.0)
        .buttonStyle(HarmonicStyle())
        .presses([ButtonPress(down: 1, up: 2.5)])
    }
}

extension View {
    /// Seed 003's `spatialWrap`: a `lineWidth` border of `shape` behind the view, white fading
    /// from 0.4 at the top left to nothing and back to 0.1 at the bottom (the article's code).
    public func spatialWrap(_ shape: some InsettableShape, lineWidth: Double) -> some View {
        self
            .background {
                shape
                    .strokeBorder(
                        LinearGradient(
                            gradient: Gradient(stops: [
                                .init(color: .white.opacity(0.4), location: 0.0),
                                .init(color: .white.opacity(0.0), location: 0.4),
                                .init(color: .white.opacity(0.0), location: 0.6),
                                .init(color: .white.opacity(0.1), location: 1.0),
                            ]),
                            startPoint: .init(x: 0.16, y: -0.4),
                            endPoint: .init(x: 0.2, y: 1.5)
                        ),
                        style: .init(lineWidth: lineWidth)
                    )
            }
    }
}
