import HaloSnapshotTesting
import TeamViews
import Testing

@Suite struct PriceCardTests {
    @Test func card() {
        assertSnapshot(of: PriceCard(), as: .image(layout: .fixed(width: 360, height: 330)))
    }

    @Test func cardAtItsOwnSizeOnTwoTimesScale() {
        assertSnapshot(of: PriceCard(), as: .image(scale: 2))
    }
}
