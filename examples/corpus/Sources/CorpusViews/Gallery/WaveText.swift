import HaloUI

/// Letters that rise and fall in a wave: a `Text` per character (spaces keep their width), each
/// with its own delayed repeating animation.
public struct WaveText: View {
    let text = "Hello Halo"
    @State private var up = false
    /// The wave.
    public init() {}
    /// What it draws.
    public var body: some View {
        HStack(spacing: 0) {
            ForEach(Array(text.enumerated()), id: \.offset) { item in
                Text(String(item.element))
                    .font(.system(size: 34, weight: .heavy, design: .rounded))
                    .foregroundStyle(.purple)
                    .offset(y: up ? -12 : 12)
                    .animation(
                        .easeInOut(duration: 0.5).repeatForever().delay(Double(item.offset) * 0.08), value: up)
            }
        }
        .onAppear { up = true }
    }
}

#Preview("WaveText", traits: .fixedLayout(width: 280, height: 120)) {
    WaveText()
}
