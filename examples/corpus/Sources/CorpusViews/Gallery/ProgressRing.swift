import HaloUI

/// A progress ring filled by a `Timer` in steps, each step eased, with its percentage in the
/// middle.
public struct ProgressRing: View {
    @State private var progress: CGFloat = 0
    /// The ring.
    public init() {}
    /// What it draws.
    public var body: some View {
        ZStack {
            Circle()
                .stroke(Color.gray.opacity(0.2), lineWidth: 14)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(
                    AngularGradient(colors: [.green, .mint, .green], center: .center),
                    style: StrokeStyle(lineWidth: 14, lineCap: .round)
                )
                .rotationEffect(.degrees(-90))
            Text("\(Int(progress * 100))%")
                .font(.system(size: 24, weight: .bold, design: .rounded))
        }
        .frame(width: 120, height: 120)
        .onAppear {
            Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { timer in
                withAnimation(.easeInOut(duration: 0.4)) { progress = min(progress + 0.1, 1) }
                if progress >= 1 { timer.invalidate() }
            }
        }
    }
}

#Preview("ProgressRing", traits: .fixedLayout(width: 240, height: 160)) {
    ProgressRing()
}
