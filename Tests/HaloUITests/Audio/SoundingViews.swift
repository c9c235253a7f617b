import HaloRender
import HaloUI

/// Views that play sounds, for `ViewSoundTests` (in a file of their own: HaloUI's `DispatchTime.now()`
/// is the render's clock only where Foundation's is not imported beside it).
enum SoundingViews {
    /// A counter bumped at 0.5 s, playing a click on each change, over a bed that starts 0.25 s in.
    struct Counter: View {
        @State private var count = 0
        var body: some View {
            Text("\(count)")
                .frame(width: 40, height: 20)
                .sound("click.wav", trigger: count)
                .audio("bed.wav", delay: 0.25, volume: 0.5)
                .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { count += 1 } }
        }
    }

    /// A badge whose music plays from 0.1 s after it appears at 0.2 s until it is removed at 0.6 s.
    struct Badge: View {
        @State private var shown = false
        var body: some View {
            ZStack {
                if shown { Color.red.frame(width: 10, height: 10).audio("music.wav", delay: 0.1, fadeOut: 0.05) }
            }
            .frame(width: 40, height: 20)
            .onAppear {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { shown = true }
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.6) { shown = false }
            }
        }
    }
}
