import HaloUI

/// A ring showing a fraction done, with the percentage in its middle; dark, for the widget.
public struct ProgressRing: View {
    var progress: Double

    /// Makes the view.
    public init(progress: Double) { self.progress = progress }

    /// The view's content.
    public var body: some View {
        ZStack {
            Circle().stroke(Color.white.opacity(0.15), lineWidth: 12)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(Color.green, style: StrokeStyle(lineWidth: 12, lineCap: .round))
                .rotationEffect(.degrees(-90))
            Text("\(Int(progress * 100))%")
                .font(.system(size: 22, weight: .semibold, design: .rounded))
                .foregroundStyle(.white)
        }
        .frame(width: 110, height: 110)
        .padding(16)
        .background(Color.black)
    }
}

#Preview("Progress ring", traits: .sizeThatFitsLayout) {
    ProgressRing(progress: 0.42)
}
