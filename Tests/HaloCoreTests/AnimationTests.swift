import Foundation
import Testing
@testable import HaloCore

/// Timing curves and the retarget rule against known values and hand computation.
@Suite struct AnimationTests {
    @Test func curvesHitKnownValues() {
        #expect(TimingCurve.easeInOut.value(at: 0.5) == 0.5)
        #expect(abs(TimingCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-12)
        for c in [TimingCurve.linear, .easeIn, .easeOut, .easeInOut] {
            #expect(c.value(at: 0) == 0 && c.value(at: 1) == 1)
            #expect(c.value(at: -3) == 0 && c.value(at: 7) == 1)
        }
        #expect(TimingCurve.linear.value(at: 0.3) == 0.3)
        // easeIn starts slow, easeOut fast.
        #expect(TimingCurve.easeIn.value(at: 0.25) < 0.25 && TimingCurve.easeOut.value(at: 0.25) > 0.25)
        // Symmetry of easeInOut: f(x) + f(1 - x) = 1.
        for x in stride(from: 0.0, through: 1.0, by: 0.05) {
            #expect(abs(TimingCurve.easeInOut.value(at: x) + TimingCurve.easeInOut.value(at: 1 - x) - 1) < 1e-9)
        }
    }

    @Test func bezierSolverIsAccurate() {
        // Sample the curve parametrically and ask for y at the sampled x: error below 1e-6.
        let c = TimingCurve(0.42, 0, 0.58, 1)
        for i in 0...200 {
            let s = Double(i) / 200, u = 1 - s
            let x = 3 * u * u * s * c.c1.x + 3 * u * s * s * c.c2.x + s * s * s
            let y = 3 * u * u * s * c.c1.y + 3 * u * s * s * c.c2.y + s * s * s
            #expect(abs(c.value(at: x) - y) < 1e-6)
        }
    }

    @Test func retargetFollowsTheRule() {
        // From 0, at t = 0 towards 10 over 1 s (linear); at t = 0.5 towards 20 over 1 s.
        let v = RetargetedValue<Double>(
            initial: 0,
            changes: [
                .init(time: 0, target: 10, duration: 1, curve: .linear),
                .init(time: 0.5, target: 20, duration: 1, curve: .linear),
            ])
        #expect(v.value(at: -1) == 0)
        #expect(v.value(at: 0.25) == 2.5)
        // t = 0.75: first animation at 7.5; second 25% of the way from 7.5 to 20 = 10.625.
        #expect(abs(v.value(at: 0.75) - 10.625) < 1e-12)
        // t = 1.25: first done (10); second 75% from 10 to 20 = 17.5.
        #expect(abs(v.value(at: 1.25) - 17.5) < 1e-12)
        #expect(v.value(at: 2) == 20)
        // Zero duration applies at once.
        let jump = RetargetedValue<Double>(
            initial: 1, changes: [.init(time: 1, target: 5, duration: 0, curve: .easeInOut)])
        #expect(jump.value(at: 0.999) == 1 && jump.value(at: 1) == 5)
    }

    @Test func counterRandomIsAPureFunction() {
        let a = CounterRandom.unit(seed: 1, counter: 5, stream: 2)
        #expect(a == CounterRandom.unit(seed: 1, counter: 5, stream: 2))
        #expect(a != CounterRandom.unit(seed: 2, counter: 5, stream: 2))
        #expect(a != CounterRandom.unit(seed: 1, counter: 6, stream: 2))
        // Roughly uniform: the mean of 10,000 draws is near 0.5.
        let mean =
            (0..<10_000).map { CounterRandom.unit(seed: 9, counter: UInt64($0), stream: 0) }.reduce(0, +) / 10_000
        #expect(abs(mean - 0.5) < 0.01)
    }

    @Test func gaussianKernelIsTheSampledReference() {
        for sigma in [0.5, 4, 15, 40.0] {
            let k = GaussianKernel(sigma: sigma)
            #expect(k.radius == Int((3 * sigma).rounded(.up)))
            let total = Double(k.weights[0]) + 2 * k.weights.dropFirst().map(Double.init).reduce(0, +)
            #expect(abs(total - 1) < 1e-6)
            #expect(abs(Double(k.weights[1] / k.weights[0]) - exp(-1 / (2 * sigma * sigma))) < 1e-6)
        }
        #expect(GaussianKernel(sigma: 0).weights == [1])
    }
}
