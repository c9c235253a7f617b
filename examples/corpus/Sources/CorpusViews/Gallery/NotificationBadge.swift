import HaloUI

/// A bell with a badge whose count a `Timer` raises; each new count bounces the badge
/// (`onChange(of:)` + a spring) and the bell rings (a rotation that springs back).
public struct NotificationBadge: View {
    @State private var count = 0
    @State private var ring = false
    /// The badge.
    public init() {}
    /// What it draws.
    public var body: some View {
        RoundedRectangle(cornerRadius: 14)
            .fill(Color.orange)
            .frame(width: 70, height: 70)
            .rotationEffect(.degrees(ring ? 12 : 0), anchor: .top)
            .overlay(alignment: .topTrailing) {
                Text("\(count)")
                    .font(.caption.bold())
                    .foregroundColor(.white)
                    .frame(width: 26, height: 26)
                    .background(Circle().fill(Color.red))
                    .scaleEffect(ring ? 1.3 : 1)
                    .offset(x: 10, y: -10)
            }
            .onChange(of: count) { _ in
                ring = true
                withAnimation(.spring(response: 0.3, dampingFraction: 0.3)) { ring = false }
            }
            .onAppear {
                Timer.scheduledTimer(withTimeInterval: 0.7, repeats: true) { _ in count += 1 }
            }
    }
}

#Preview("NotificationBadge", traits: .fixedLayout(width: 240, height: 160)) {
    NotificationBadge()
}
