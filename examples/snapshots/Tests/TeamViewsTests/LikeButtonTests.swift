import HaloSnapshotTesting
import TeamViews
import Testing

@Suite struct LikeButtonTests {
    @Test func idle() {
        assertSnapshot(of: LikeButton(), as: .image)
    }

    /// Tapped at 0.5 s: the heart fills and springs past its size before it settles.
    @Test func tappedHeartPops() {
        assertSnapshot(of: LikeButton(), as: .frames(at: [0.4, 0.55, 0.65, 1.5], taps: [0.5]))
    }
}
