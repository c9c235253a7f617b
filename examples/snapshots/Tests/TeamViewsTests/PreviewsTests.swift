import HaloSnapshotTesting
import Testing

/// Every `#Preview` of TeamViews, each against its reference, in one test.
@Suite struct PreviewsTests {
    @MainActor @Test func everyPreview() {
        assertPreviews(in: "TeamViews", scale: 1)
    }
}
