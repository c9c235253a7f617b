import HaloUI
import Testing

/// A `.task` that loops on `try? await Task.sleep` (public code's usual ticker) ignores its
/// cancellation, so once cancelled it would spin for ever: the render parks it instead, and
/// finishes.
struct CancelledTaskLoopTests {
    /// A bar one point wider every 33 ms, from a loop that never checks for cancellation.
    struct Ticker: View {
        @State private var ticks = 0
        var body: some View {
            Color.red.frame(width: Double(ticks), height: 10)
                .task {
                    while true {
                        try? await Task.sleep(nanoseconds: 33_000_000)
                        ticks += 1
                    }
                }
        }
    }

    /// The ticker, removed at 0.2 s: its task is cancelled while the render goes on.
    struct Removed: View {
        @State private var shown = true
        var body: some View {
            ZStack {
                if shown { Ticker() }
            }
            .frame(width: 100, height: 20)
            .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { shown = false } }
        }
    }

    @Test func aRenderEndsDespiteATickerThatIgnoresCancellation() throws {
        // 0.5 s: 15 ticks of 33 ms (the 15th at 0.495 s); the frame is made and the timeline,
        // cancelling the ticker as it goes, returns.
        let start = try NavigationTests.frames(of: .red, in: Ticker(), width: 100, height: 20)
        #expect(start.map(\.width) == [0])
        let draws = try ViewScene.scene(of: Ticker(), width: 100, height: 20, at: 0.5).layers.flatMap(\.allDraws)
        #expect(draws.map(\.shape.frame.width) == [15])
    }

    @Test func aTickerRemovedMidRenderDoesNotHangIt() throws {
        let draws = try ViewScene.scene(of: Removed(), width: 100, height: 20, at: 1).layers.flatMap(\.allDraws)
        #expect(draws.isEmpty)
    }
}
