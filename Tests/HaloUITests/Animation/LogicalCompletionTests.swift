import HaloUI
import Testing

/// `Animation.logicallyComplete(after:)` as public code writes it
/// (`.smooth(duration: 0.25).logicallyComplete(after: 0.15)`): accepted as the animation itself.
@Suite struct LogicalCompletionTests {
    @Test func logicallyCompleteIsAcceptedAsTheAnimation() {
        #expect(Animation.linear(duration: 1).logicallyComplete(after: 0.2) == .linear(duration: 1))
        #expect(Animation.easeIn(duration: 1).logicallyComplete(after: 0.2) != .linear(duration: 1))
    }
}
