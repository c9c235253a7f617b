import HaloSnapshotTesting
import TeamViews
import XCTest

final class ProgressRingTests: XCTestCase {
    func testTwoThirdsDone() {
        assertSnapshot(of: ProgressRing(progress: 0.68), as: .image)
    }

    func testTheSceneForReview() {
        assertSnapshot(of: ProgressRing(progress: 0.68), as: .scene)
    }
}
