import HaloUI

/// Rows that shrink and fade as they near the top of their list: `visualEffect` reading each
/// row's frame from its `GeometryProxy`, as scroll-driven effects are written.
public struct ScrollStack: View {
    @State private var shift = 0.0

    /// The list.
    public init() {}
    /// What it draws.
    public var body: some View {
        VStack(spacing: 8) {
            ForEach(0..<6, id: \.self) { i in
                RoundedRectangle(cornerRadius: 10)
                    .fill(Color.blue.opacity(0.3 + 0.1 * Double(i)))
                    .frame(width: 200, height: 28)
                    .visualEffect { content, proxy in
                        let y = proxy.frame(in: .global).minY
                        return
                            content
                            .scaleEffect(min(1, max(0.6, y / 80)))
                            .opacity(min(1, max(0.2, y / 60)))
                    }
            }
        }
        .offset(y: shift)
        .onAppear { withAnimation(.easeInOut(duration: 1.5).repeatForever()) { shift = -70 } }
    }
}

#Preview("ScrollStack", traits: .fixedLayout(width: 240, height: 240)) {
    ScrollStack()
}
