import HaloUI

/// A play button that turns into a pause button and back, the icons blurring into each other:
/// `if`/`else` with `.transition(.blurReplace)`, toggled by a timer.
public struct BlurSwapIcon: View {
    @State private var playing = false

    /// The button.
    public init() {}
    /// What it draws.
    public var body: some View {
        ZStack {
            Circle()
                .fill(playing ? Color.red : Color.green)
                .frame(width: 96, height: 96)
            if playing {
                Image(systemName: "pause.fill")
                    .font(.system(size: 40))
                    .foregroundStyle(.white)
                    .transition(.blurReplace)
            } else {
                Image(systemName: "play.fill")
                    .font(.system(size: 40))
                    .foregroundStyle(.white)
                    .transition(.blurReplace)
            }
        }
        .onAppear {
            Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
                withAnimation(.smooth(duration: 0.6)) { playing.toggle() }
            }
        }
    }
}

#Preview("BlurSwapIcon", traits: .fixedLayout(width: 160, height: 140)) {
    BlurSwapIcon()
}
