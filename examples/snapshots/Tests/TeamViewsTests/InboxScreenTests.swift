import HaloSnapshotTesting
import TeamViews
import Testing

@Suite struct InboxScreenTests {
    @Test func onAnIPhone13Pro() {
        assertSnapshot(of: InboxScreen(), as: .image(layout: .device(config: .iPhone13Pro)))
    }

    @Test func onAnIPadInLandscapeAtOneX() {
        assertSnapshot(of: InboxScreen(), as: .image(layout: .device(.iPadPro11(.landscape)), scale: 1))
    }
}
