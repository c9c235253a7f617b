import HaloUI

/// Rings spreading from a point and fading, one after another.
public struct Ripple: View {
    @State private var spread = false
    /// The ripple.
    public init() {}
    /// What it draws.
    public var body: some View {
        ZStack {
            ForEach(0..<3) { i in
                Circle()
                    .stroke(Color.teal, lineWidth: 3)
                    .frame(width: 150, height: 150)
                    .scaleEffect(spread ? 1 : 0.1)
                    .opacity(spread ? 0 : 1)
                    .animation(
                        .easeOut(duration: 1.8).repeatForever(autoreverses: false).delay(Double(i) * 0.6),
                        value: spread)
            }
            Circle().fill(Color.teal).frame(width: 14, height: 14)
        }
        .onAppear { spread = true }
    }
}

#Preview("Ripple", traits: .fixedLayout(width: 240, height: 160)) {
    Ripple()
}
