import HaloUI

/// The compatibility corpus's animation views: each written as SwiftUI code is, with
/// `import HaloUI` in place of `import SwiftUI`; rendered by `CorpusTests`, drawn into
/// docs/images/corpus by `halo-corpus stills`, and timed by `halo-corpus bench`.
public enum CorpusCatalog {
    /// One view of the corpus.
    public struct Entry {
        /// Its type's name.
        public let name: String
        /// The view.
        public let view: AnyView
        /// The canvas, points.
        public let width: Double
        /// The canvas, points.
        public let height: Double
        /// Times worth a still, seconds.
        public let times: [Double]
        /// What the port needed beyond `import HaloUI` (empty: nothing).
        public let needed: String

        init<V: View>(_ view: V, _ width: Double = 240, _ height: Double = 160, times: [Double], needed: String = "") {
            name = String(describing: V.self)
            self.view = AnyView(view)
            self.width = width
            self.height = height
            self.times = times
            self.needed = needed
        }
    }

    /// Every view, in the order docs/library.md lists them.
    public static let entries: [Entry] = [
        Entry(PulsingButton(), times: [0, 0.6]),
        Entry(Spinner(), times: [0, 0.25]),
        Entry(LoadingDots(), times: [0, 0.4]),
        Entry(ShimmerBar(), times: [0, 0.9]),
        Entry(WaveText(), 280, 120, times: [0, 0.3], needed: ".rounded falls back to DejaVu Sans (warned)"),
        Entry(Typewriter(), 320, 80, times: [0.5, 2.5]),
        Entry(GradientBackground(), times: [0, 1.5]),
        Entry(GlowingOrb(), times: [0, 1]),
        Entry(ProgressRing(), times: [1, 3]),
        Entry(HeartBeat(), times: [0.5, 0.6]),
        Entry(BouncingBall(), times: [0.4, 0.8]),
        Entry(Ripple(), times: [0.5, 1.4]),
        Entry(EqualizerBars(), times: [0.3, 1.1], needed: "heights from the tick (a render must not use random)"),
        Entry(ToggleSwitch(), times: [0.4, 0.7], needed: "taps scripted with .taps(at:)"),
        Entry(CounterButton(), times: [0.5, 1.7], needed: "presses scripted with .taps(at:)"),
        Entry(OrbitingDots(), times: [0, 0.7]),
        Entry(WavyTitle(), 280, 100, times: [0, 0.4]),
        Entry(SkeletonCard(), 300, 120, times: [0, 0.45]),
        Entry(BreathingFlower(), 200, 200, times: [0, 2]),
        Entry(SnakeBorder(), times: [0, 0.8]),
        Entry(DownloadButton(), times: [0.2, 1.2, 2.8], needed: "the tap scripted with .taps(at:)"),
        Entry(NotificationBadge(), times: [0.75, 2.2]),
        Entry(GeometryBars(), times: [0.1, 1.5]),
        Entry(ShakeField(), times: [0.3, 0.45]),
        Entry(SunDial(), 200, 110, times: [0, 2]),
        Entry(StaggeredList(), 260, 200, times: [0.2, 1.5]),
        Entry(StepIndicator(), times: [0.5, 0.75]),
        Entry(FloatingCard(), times: [0, 1.5]),
        Entry(ParticleField(), times: [0.3, 1.1]),
        Entry(MaskedShine(), 280, 100, times: [0.3, 1.0]),
        Entry(MeshBackground(), times: [0, 2.5]),
        Entry(CardFlip(), times: [0, 0.35, 0.9]),
        Entry(PhaseLoader(), times: [0.1, 0.55, 0.75]),
        Entry(HueCycle(), 280, 140, times: [0, 2]),
        Entry(GradientHeadline(), 280, 150, times: [0, 0.7]),
        Entry(CardDeck(), 260, 190, times: [1.0, 1.6]),
        Entry(FilterSwatches(), 260, 110, times: [0.5, 1.2]),
        Entry(RatingStars(), 300, 90, times: [0.6, 1.65]),
        Entry(JumpingLogo(), 200, 240, times: [0.3, 0.75, 1.0]),
        Entry(SymbolParade(), 300, 90, times: [0.5, 1.25]),
        Entry(ToastBanner(), 260, 120, times: [0.45, 1.2, 2.45]),
        Entry(RollingCounter(), 220, 120, times: [0.6, 1.1]),
        Entry(CountdownTimer(), 240, 130, times: [0.7, 1.9]),
        Entry(TabUnderline(), 260, 80, times: [0.7, 0.9, 1.8]),
        Entry(PhotoCarousel(), 240, 150, times: [0.5, 1.1]),
        Entry(TodoChecklist(), 260, 190, times: [0.5, 1.3, 2.0]),
        Entry(BlurSwapIcon(), 160, 140, times: [0.8, 1.2]),
        Entry(RotatingFadeCards(), 240, 160, times: [0.4, 0.9, 1.4]),
        Entry(ScrollStack(), 240, 240, times: [0, 0.75]),
        Entry(ScopedPulse(), 200, 160, times: [0.7, 1.0]),
        Entry(SideMenu(), 300, 200, times: [0.1, 0.4, 1.8]),
        Entry(RadialMenu(), 200, 180, times: [0.15, 1.0]),
        Entry(RightToLeftChat(), 260, 160, times: [0.3, 1.2]),
    ]
}
