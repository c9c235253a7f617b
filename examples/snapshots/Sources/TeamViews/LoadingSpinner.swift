import HaloUI

/// A spinner: a trimmed ring turning once a second, forever, once it appears.
public struct LoadingSpinner: View {
    @State private var turning = false

    /// Makes the view.
    public init() {}

    /// The view's content.
    public var body: some View {
        Circle()
            .trim(from: 0, to: 0.7)
            .stroke(
                AngularGradient(colors: [.blue.opacity(0.1), .blue], center: .center),
                style: StrokeStyle(lineWidth: 8, lineCap: .round)
            )
            .frame(width: 64, height: 64)
            .rotationEffect(.degrees(turning ? 360 : 0))
            .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: turning)
            .onAppear { turning = true }
            .padding(12)
    }
}
