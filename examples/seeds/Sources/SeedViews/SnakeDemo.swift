import HaloUI

/// Seed 001's palette: `.angularGradient(stops:center:startAngle:endAngle:)`.
let snakePalette = AngularGradient.angularGradient(
    stops: [
        .init(color: .blue, location: 0.0),
        .init(color: .purple, location: 0.2),
        .init(color: .red, location: 0.4),
        .init(color: .mint, location: 0.5),
        .init(color: .indigo, location: 0.7),
        .init(color: .pink, location: 0.9),
        .init(color: .blue, location: 1.0),
    ],
    center: .center,
    startAngle: Angle(radians: .zero),
    endAngle: Angle(radians: .pi * 2)
)

/// Seed 001's `ProgressView` (renamed: SwiftUI's name is taken in apps that import both).
public struct SnakeSegment: View {
    /// How far the snake has run, 0 to 1.
    public var progress: Double
    private let delay = 0.2

    /// A segment at `progress`.
    public init(progress: Double) { self.progress = progress }

    /// The trimmed, glowing capsule.
    public var body: some View {
        Capsule()
            .trim(
                from: {
                    if progress > delay {
                        progress - delay
                    } else {
                        .zero
                    }
                }(),
                to: {
                    if progress > 0.5 {
                        0.5
                    } else {
                        progress
                    }
                }()
            )
            .glow(fill: snakePalette, lineWidth: 4.0)
    }
}

/// Seed 001's two snakes, the second turned half a turn and a second late, in a 180 x 40
/// capsule. Edit: the `@State` progresses and `withAnimation(...)` in `onAppear` are `@Animated`.
public struct SnakeDemo: View {
    @Animated(to: 1.0, .linear(duration: 2.0).repeatForever(autoreverses: false)) private var progress1 = 0.0
    @Animated(to: 1.0, .linear(duration: 2.0).repeatForever(autoreverses: false).delay(1.0))
    private var progress2 = 0.0

    /// The demo.
    public init() {}

    /// Both snakes.
    public var body: some View {
        ZStack {
            SnakeSegment(progress: progress1)
            SnakeSegment(progress: progress2)
                .rotationEffect(.degrees(180.0))
        }
        .frame(width: 180, height: 40)
    }
}

/// Seed 001's `glow`, as the article writes it: the outline stroked at half `lineWidth`, under
/// two strokes of the full width blurred by `blurRadius` and half of it.
extension View where Self: Shape {
    /// The glowing stroke ("Making things glow and shine with SwiftUI").
    public func glow(
        fill: some ShapeStyle,
        lineWidth: Double,
        blurRadius: Double = 8.0,
        lineCap: CGLineCap = .round
    ) -> some View {
        self
            .stroke(style: StrokeStyle(lineWidth: lineWidth / 2, lineCap: lineCap))
            .fill(fill)
            .overlay {
                self
                    .stroke(style: StrokeStyle(lineWidth: lineWidth, lineCap: lineCap))
                    .fill(fill)
                    .blur(radius: blurRadius)
            }
            .overlay {
                self
                    .stroke(style: StrokeStyle(lineWidth: lineWidth, lineCap: lineCap))
                    .fill(fill)
                    .blur(radius: blurRadius / 2)
            }
    }
}
