import Foundation
import HaloSnapshotTesting
import TeamViews
import Testing

/// StatusBadge was changed (from green to orange) after its reference was recorded: its
/// snapshot must fail, saying how many pixels differ and where the difference image is. This test
/// passes only if that failure happens and reads so; it never records (`record: .never`).
@Suite struct StatusBadgeTests {
    @Test func theChangedBadgeFailsWithAReadableMessage() {
        withKnownIssue("StatusBadge changed after its reference was recorded") {
            assertSnapshot(of: StatusBadge(), as: .image, record: .never)
        } matching: { issue in
            let message = issue.comments.map(\.rawValue).joined(separator: "\n")
            print("StatusBadge's failure, as a test run prints it:\n\(message)")
            return message.contains("Snapshot does not match reference.")
                && message.contains("pixels differ")
                && message.contains("Largest channel difference")
                && message.contains("expected | difference | actual")
                && message.contains(".difference.png")
        }
    }
}
