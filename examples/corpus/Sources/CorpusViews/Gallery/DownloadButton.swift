import HaloUI

/// A download button with three states: tapped, it fills a progress bar on a timer, then
/// turns green with a check mark drawn by `trim`.
public struct DownloadButton: View {
    enum Phase { case idle, loading, done }
    @State private var phase = Phase.idle
    @State private var progress: CGFloat = 0
    /// The button.
    public init() {}
    /// What it draws.
    public var body: some View {
        ZStack(alignment: .leading) {
            Capsule().fill(phase == .done ? Color.green : Color.blue.opacity(0.2))
            Capsule()
                .fill(Color.blue)
                .frame(width: 200 * progress)
                .opacity(phase == .loading ? 1 : 0)
            Group {
                if phase == .done {
                    Check().trim(from: 0, to: 1).stroke(Color.white, style: StrokeStyle(lineWidth: 5, lineCap: .round))
                        .frame(width: 30, height: 24)
                } else {
                    Text(phase == .idle ? "Download" : "\(Int(progress * 100))%").font(.headline)
                }
            }
            .frame(maxWidth: .infinity)
        }
        .frame(width: 200, height: 54)
        .onTapGesture { start() }
        .taps(at: [0.3])
    }

    func start() {
        guard phase == .idle else { return }
        phase = .loading
        Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { timer in
            withAnimation(.linear(duration: 0.1)) { progress += 0.05 }
            if progress >= 1 {
                timer.invalidate()
                withAnimation(.easeInOut(duration: 0.3)) { phase = .done }
            }
        }
    }
}

/// A check mark.
public struct Check: Shape {
    /// A check mark.
    public init() {}
    /// The mark in `rect`.
    public func path(in rect: CGRect) -> Path {
        Path { p in
            p.move(to: CGPoint(x: rect.minX, y: rect.midY))
            p.addLine(to: CGPoint(x: rect.width * 0.4, y: rect.maxY))
            p.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        }
    }
}

#Preview("DownloadButton", traits: .fixedLayout(width: 240, height: 160)) {
    DownloadButton()
}
