import Foundation
import HaloCore
import HaloIO
import HaloSnapshotTesting
import HaloTestSupport
import HaloUI
import Testing

#Preview("Red block", traits: .sizeThatFitsLayout) {
    SnapshotFixtures.RedBlock()
}

#Preview("Two blocks", traits: .fixedLayout(width: 30, height: 10)) {
    SnapshotFixtures.TwoBlocks()
}

/// `assertPreviews(in:)`: every preview of a module snapshotted in one test, named after the preview.
@Suite struct AssertPreviewsTests {
    @MainActor @Test func everyPreviewIsRecordedThenChecked() throws {
        let dir = try TemporaryDirectory.make("snapshot-previews")
        defer { try? FileManager.default.removeItem(at: dir) }
        let module = "HaloSnapshotTestingTests"
        let recorded = issueText {
            assertPreviews(in: module, scale: 1, record: .missing, snapshotDirectory: dir.path, testName: "previews")
        }
        #expect(recorded?.contains("No reference was found on disk") == true)
        let red = try PNG.read(dir.appendingPathComponent("previews.Red-block.png"))
        #expect(red.width == 20 && red.height == 10 && red[10, 5] == SIMD4(255, 0, 0, 255))
        let two = try PNG.read(dir.appendingPathComponent("previews.Two-blocks.png"))
        #expect(two.width == 30 && two[7, 5] == SIMD4(0, 0, 255, 255) && two[1, 5] == SIMD4(255, 255, 255, 255))
        #expect(
            issueText {
                assertPreviews(in: module, scale: 1, record: .never, snapshotDirectory: dir.path, testName: "previews")
            } == nil)
        // One pixel of one reference changed: that preview fails, by name.
        var changed = two
        changed[20, 5] = SIMD4(255, 0, 1, 255)
        try PNG.write(changed, to: dir.appendingPathComponent("previews.Two-blocks.png"))
        let failure = issueText {
            assertPreviews(in: module, scale: 1, record: .never, snapshotDirectory: dir.path, testName: "previews")
        }
        #expect(failure?.contains("Snapshot \"Two blocks\" does not match reference.") == true)
        #expect(failure?.contains("1 of 300 pixels differ") == true)
    }

    @MainActor @Test func aModuleWithoutPreviewsFails() {
        let message = issueText { assertPreviews(in: "NoSuchModule") }
        #expect(message?.contains("No previews found in module NoSuchModule") == true)
    }
}
