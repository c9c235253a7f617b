import HaloUI
import Testing

/// `Spring(settlingDuration:dampingRatio:epsilon:)` and `Transaction()`, as public code writes
/// them. The expected durations are worked by hand from w = -ln(epsilon) / (t r) and 2 pi / w.
struct SpringSettlingInitTests {
    @Test func anUnderdampedSpringSettlesInTheTimeAsked() {
        // Settling 1 s at ratio 0.5: w = ln(1000) / 0.5 = 13.8155, duration 2 pi / w = 0.454792.
        let spring = Spring(settlingDuration: 1, dampingRatio: 0.5)
        #expect(abs(spring.duration - 0.454_792_117_947) < 1e-9)
        #expect(abs(spring.dampingRatio - 0.5) < 1e-12 && abs(spring.bounce - 0.5) < 1e-12)
        #expect(abs(spring.settlingDuration - 1) < 1e-9)
        // Twice the settling time is half the stiffness' square root: twice the duration.
        #expect(abs(Spring(settlingDuration: 2, dampingRatio: 0.5).duration - 2 * spring.duration) < 1e-9)
    }

    @Test func anOverdampedSpringAndAnotherEpsilon() {
        // Ratio 2, epsilon 0.01, 2 s: r = 2 - sqrt(3) = 0.267949, w = ln(100) / (2 r) = 8.59335,
        // duration 2 pi / w = 0.731167.
        let spring = Spring(settlingDuration: 2, dampingRatio: 2, epsilon: 0.01)
        #expect(abs(spring.duration - 0.731_167_084_368) < 1e-9)
        #expect(abs(spring.dampingRatio - 2) < 1e-9)
        // A critically damped spring of epsilon 0.001 settling in 1 s: w = ln(1000) = 6.907755.
        #expect(abs(Spring(settlingDuration: 1, dampingRatio: 1).duration - 0.909_584_235_895) < 1e-9)
    }

    @Test func badInputIsTakenAsTheDocumentedDefaults() {
        let fallback = Spring(settlingDuration: 1, dampingRatio: 0.5)
        #expect(Spring(settlingDuration: -3, dampingRatio: 0.5) == fallback)
        #expect(Spring(settlingDuration: 1, dampingRatio: 0.5, epsilon: 7) == fallback)
        let undamped = Spring(settlingDuration: 1, dampingRatio: 0)
        #expect(undamped.duration.isFinite && undamped.duration > 0)
    }

    @Test func anEmptyTransactionHasNoAnimation() {
        let transaction = Transaction()
        #expect(transaction.animation == nil && !transaction.disablesAnimations)
        #expect(Transaction(animation: .linear).animation != nil)
    }
}
