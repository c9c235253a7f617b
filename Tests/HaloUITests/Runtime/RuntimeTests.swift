import HaloCorpus
import HaloUI
import Testing

/// The virtual-time runtime: state changed by events, animated by transactions, each rule
/// checked against values worked out by hand from SwiftUI's documented behaviour
/// (docs/semantics.md, "Transactions"). The views are examples/corpus's RuntimeRules.swift,
/// written as SwiftUI code is (`import HaloUI` alone).
///
/// Every view draws one 10 x 10 square on a 200 x 100 canvas; `x(view, t)` reads how far the
/// view's state has moved it, so each rule is a number at a time.
struct RuntimeTests {
    /// The square's offset at time t: its left edge less the centred square's (95).
    static func x<V: View>(_ view: V, _ t: Double) throws -> Double {
        let scene = try ViewScene.scene(of: view, width: 200, height: 100, at: t)
        let draws = scene.layers.flatMap(\.allDraws)
        try #require(draws.count == 1)
        return draws[0].shape.frame.minX - 95
    }

    @Test func aBoolReadThroughATernaryAnimatesFromOnAppear() throws {
        let view = Slide(animation: .linear(duration: 2))
        #expect(try Self.x(view, 0) == 0)
        #expect(try Self.x(view, 0.5) == 25)
        #expect(try Self.x(view, 1) == 50)
        #expect(try Self.x(view, 2) == 100)
        #expect(try Self.x(view, 5) == 100)
        // The same frames as the @Animated rewrite, byte for byte.
        for t in [0, 0.3, 0.7, 1.1, 1.9, 2.5] {
            #expect(
                try ViewScene.scene(of: view, width: 200, height: 100, at: t)
                    == ViewScene.scene(of: SlideAnimated(), width: 200, height: 100, at: t))
        }
        // Without a transaction the change is at once: the rule is not "everything animates".
        #expect(try Self.x(Jump(), 0) == 100)
    }

    @Test func aScheduledTimerTicksOnTheVirtualClock() throws {
        #expect(try Self.x(Ticker(), 0) == 0)
        #expect(try Self.x(Ticker(), 0.49) == 0)
        #expect(try Self.x(Ticker(), 0.5) == 10)
        #expect(try Self.x(Ticker(), 1.2) == 20)
        #expect(try Self.x(Ticker(), 1.5) == 30)
        // Invalidated after its third tick.
        #expect(try Self.x(Ticker(), 60) == 30)
    }

    @Test func aTimerPublisherTicksFromWhenTheViewAppears() throws {
        #expect(try Self.x(Receiver(), 0.2) == 0)
        #expect(try Self.x(Receiver(), 1) == 4)
        #expect(try Self.x(Receiver(), 10.1) == 40)
    }

    @Test func aTaskSleepsOnTheVirtualClock() throws {
        #expect(try Self.x(Sleeper(), 0) == 0)
        #expect(try Self.x(Sleeper(), 0.49) == 0)
        #expect(try Self.x(Sleeper(), 0.5) == 10)
        #expect(try Self.x(Sleeper(), 1.2) == 20)
        #expect(try Self.x(Sleeper(), 1.5) == 30)
        // Then a second's sleep (Duration) and a linear animation from 30 to 130 over 1 s.
        #expect(try Self.x(Sleeper(), 2.5) == 30)
        #expect(try abs(Self.x(Sleeper(), 3) - 80) < 1e-9)
        #expect(try Self.x(Sleeper(), 9) == 130)
        // A task whose view leaves the tree at 1 s is cancelled: ticks at 0.3, 0.6, 0.9 only.
        #expect(try Self.x(SleeperGone(), 0.95) == 30)
        #expect(try Self.x(SleeperGone(), 5) == 30)
        // task(id:): the id changes at 0.5 s; the first action (due at 1 s) is cancelled and the
        // second, started then, adds 20 at 1.5 s.
        #expect(try Self.x(Restarter(), 1.2) == 0)
        #expect(try Self.x(Restarter(), 1.5) == 20)
        #expect(try Self.x(Restarter(), 9) == 20)
    }

    @Test func asyncAfterRunsOnTheVirtualClock() throws {
        #expect(try Self.x(Later(), 0.99) == 0)
        #expect(try Self.x(Later(), 1) == 0)
        // easeInOut is symmetric: half way at half time.
        #expect(try abs(Self.x(Later(), 1.5) - 50) < 1e-9)
        #expect(try Self.x(Later(), 2) == 100)
    }

    @Test func anImplicitAnimationAnimatesItsValuesChanges() throws {
        #expect(try Self.x(Implicit(), 0.5) == 50)
        #expect(try Self.x(Implicit(), 1) == 100)
        // A watched value that does not change leaves the transaction's animation (none).
        #expect(try Self.x(Implicit(watched: false), 0.5) == 100)
    }

    @Test func scriptedTapsRunTheGesturesAction() throws {
        let view = Tapped().taps(at: [1, 3])
        #expect(try Self.x(view, 0.5) == 0)
        #expect(try Self.x(view, 1.5) == 50)
        #expect(try Self.x(view, 2.5) == 100)
        #expect(try Self.x(view, 3.25) == 75)
        // Without taps nothing happens.
        #expect(try Self.x(Tapped(), 5) == 0)
    }

    @Test func aButtonsActionRunsWhenItsPressIsReleased() throws {
        let view = CountingButton().presses([ButtonPress(down: 1, up: 1.2), ButtonPress(down: 2, up: 2.1)])
        #expect(try Self.x(view, 1.1) == 0)
        #expect(try Self.x(view, 1.2) == 10)
        #expect(try Self.x(view, 3) == 20)
        #expect(try Self.x(CountingButton().taps(at: [0.5]), 1) == 10)
    }

    /// Timing curves that interrupt each other add up: presentation = model + each animation's
    /// (from - to)(1 - p). For t in [1, 2]: 0 - 100 (1 - t/2) + 100 (1 - (t - 1)/2) = 50.
    @Test func interruptedTimingCurvesAddUp() throws {
        #expect(try Self.x(Interrupted(), 0.5) == 25)
        for t in [1.0, 1.5, 2.0] { #expect(try abs(Self.x(Interrupted(), t) - 50) < 1e-9) }
        #expect(try abs(Self.x(Interrupted(), 2.5) - 25) < 1e-9)
        #expect(try Self.x(Interrupted(), 3) == 0)
        // The retarget rule (the new curve from where the value is) gives 75 - 0.25 x 75 at 1.5:
        // another number, so the test tells the rules apart.
        #expect(try abs(Self.x(Interrupted(), 1.5) - 56.25) > 1)
    }

    /// A critically damped spring (duration 1, w = 2 pi) to 100, turned back at 0.25 by the
    /// same spring, which starts from the value and velocity it had.
    @Test func anInterruptedSpringKeepsItsVelocity() throws {
        let w = 2 * Double.pi
        // The first spring at 0.25: x = 100 (1 - e^(-wu)(1 + wu)), v = 100 w^2 u e^(-wu).
        let u = 0.25
        let x0 = 100 * (1 - exp(-w * u) * (1 + w * u))
        let v0 = 100 * w * w * u * exp(-w * u)
        #expect(try abs(Self.x(SpringBack(), 0.25) - x0) < 1e-6)
        // After it, towards 0: x(s) = e^(-ws) (x0 (1 + ws) + v0 s).
        for s in [0.1, 0.25, 0.6] {
            let expected = exp(-w * s) * (x0 * (1 + w * s) + v0 * s)
            #expect(try abs(Self.x(SpringBack(), 0.25 + s) - expected) < 1e-4)
            // A spring that started from rest would be elsewhere.
            #expect(try abs(Self.x(SpringBack(), 0.25 + s) - exp(-w * s) * x0 * (1 + w * s)) > 1)
        }
    }

    /// Each view keeps its own state at its place: counters by 1, 2 and 3.
    @Test func stateIsKeptPerViewIdentity() throws {
        let view = HStack(spacing: 0) { ForEach(1..<4, id: \.self) { StepCounter(step: $0) } }
        let scene = try ViewScene.scene(of: view, width: 200, height: 100, at: 2)
        let lefts = scene.layers.flatMap(\.allDraws).map(\.shape.frame.minX)
        // The stack places the squares at 85, 95, 105; the counts at t = 2 are 2, 4 and 6.
        #expect(lefts == [87, 99, 111])
    }

    @Test func onChangeSeesTheOldAndNewValues() throws {
        #expect(try Self.x(Watcher(), 0.5) == 0)
        #expect(try Self.x(Watcher(), 1) == 1)
        #expect(try Self.x(Watcher(), 2) == 102)
    }

    @Test func conditionalViewsAppearAndDisappear() throws {
        #expect(try Self.x(Show(), 0.5) == 0)
        #expect(try Self.x(Show(), 1.5) == 10)
        #expect(try Self.x(Show(), 2.5) == 11)
    }

    /// Frames asked out of order, or each from a fresh replay, are the same bytes.
    @Test func framesArePureFunctionsOfTime() throws {
        let view = Tapped().taps(at: [0.5, 1.7, 2.2])
        let timeline = ViewTimeline(view, width: 200, height: 100)
        let times = stride(from: 0.0, through: 3, by: 0.1).map { $0 }
        let forward = try times.map { try timeline.scene(at: $0) }
        let backward = try times.reversed().map { try timeline.scene(at: $0) }.reversed()
        #expect(Array(backward) == forward)
        #expect(try times.map { try ViewScene.scene(of: view, width: 200, height: 100, at: $0) } == forward)
        // And they change with time: the comparison can fail.
        #expect(forward[0] != forward[15])
    }
}
