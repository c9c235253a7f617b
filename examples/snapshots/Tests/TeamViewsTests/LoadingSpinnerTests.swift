import HaloSnapshotTesting
import TeamViews
import Testing

@Suite struct LoadingSpinnerTests {
    /// A quarter turn a frame: the strip shows the ring at 0, 90, 180 and 270 degrees.
    @Test func spins() {
        assertSnapshot(of: LoadingSpinner(), as: .frames(at: [0, 0.25, 0.5, 0.75]))
    }
}
