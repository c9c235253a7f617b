import HaloUI

/// A heart drawn with `path(in:)` that beats twice a second: a spring started by a `Timer`.
public struct HeartBeat: View {
    @State private var beat = false
    /// The heart.
    public init() {}
    /// What it draws.
    public var body: some View {
        Heart()
            .fill(Color.red)
            .frame(width: 90, height: 80)
            .scaleEffect(beat ? 1.15 : 1)
            .onAppear {
                Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in
                    withAnimation(.spring(response: 0.2, dampingFraction: 0.4)) { beat.toggle() }
                }
            }
    }
}

/// A heart: two lobes curving down to a point.
public struct Heart: Shape {
    /// A heart.
    public init() {}
    /// The outline in `rect`.
    public func path(in rect: CGRect) -> Path {
        var p = Path()
        let w = rect.width, h = rect.height
        p.move(to: CGPoint(x: w / 2, y: h))
        p.addCurve(
            to: CGPoint(x: 0, y: h / 4), control1: CGPoint(x: w / 2, y: h * 3 / 4),
            control2: CGPoint(x: 0, y: h / 2))
        p.addArc(
            center: CGPoint(x: w / 4, y: h / 4), radius: w / 4, startAngle: .degrees(180), endAngle: .degrees(0),
            clockwise: false)
        p.addArc(
            center: CGPoint(x: w * 3 / 4, y: h / 4), radius: w / 4, startAngle: .degrees(180),
            endAngle: .degrees(0), clockwise: false)
        p.addCurve(
            to: CGPoint(x: w / 2, y: h), control1: CGPoint(x: w, y: h / 2), control2: CGPoint(x: w / 2, y: h * 3 / 4))
        p.closeSubpath()
        return p
    }
}

#Preview("HeartBeat", traits: .fixedLayout(width: 240, height: 160)) {
    HeartBeat()
}
