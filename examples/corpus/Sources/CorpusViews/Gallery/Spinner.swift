import HaloUI

/// An activity spinner: a trimmed circle turning forever at constant speed.
public struct Spinner: View {
    @State private var spinning = false
    /// The spinner.
    public init() {}
    /// What it draws.
    public var body: some View {
        Circle()
            .trim(from: 0, to: 0.7)
            .stroke(Color.indigo, style: StrokeStyle(lineWidth: 8, lineCap: .round))
            .frame(width: 80, height: 80)
            .rotationEffect(.degrees(spinning ? 360 : 0))
            .onAppear {
                withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { spinning = true }
            }
    }
}

#Preview("Spinner", traits: .fixedLayout(width: 240, height: 160)) {
    Spinner()
}
