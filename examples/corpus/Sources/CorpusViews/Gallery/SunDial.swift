import HaloUI

/// A sun climbing an arc over the horizon as time passes, its colour warming: positions read
/// from a `TimelineView`'s `context.date`.
public struct SunDial: View {
    /// The dial.
    public init() {}
    /// What it draws.
    public var body: some View {
        TimelineView(.animation) { context in
            let t = context.date.timeIntervalSinceReferenceDate
            let angle = Double.pi * (1 - min(t / 4, 1))
            ZStack {
                Path { p in
                    p.addArc(
                        center: CGPoint(x: 100, y: 90), radius: 70, startAngle: .degrees(180),
                        endAngle: .degrees(0), clockwise: false)
                }
                .stroke(Color.gray.opacity(0.4), style: StrokeStyle(lineWidth: 2, dash: [4, 4]))
                Circle()
                    .fill(Color(red: 1, green: 0.5 + 0.4 * sin(angle), blue: 0.2))
                    .frame(width: 26, height: 26)
                    .position(x: 100 + 70 * cos(angle), y: 90 - 70 * sin(angle))
                Rectangle().fill(Color.green.opacity(0.6)).frame(height: 10).offset(y: 40)
            }
            .frame(width: 200, height: 100)
        }
    }
}

#Preview("SunDial", traits: .fixedLayout(width: 200, height: 110)) {
    SunDial()
}
