import HaloUI
import Testing

import struct HaloCore.Rect

/// Combine's `sink` and `AnyCancellable` over `Timer.publish`, on the render's clock.
struct AnyCancellableTests {
    /// A bar that grows 10 points a tick, until `stopAfter` ticks cancel the subscription.
    struct Ticker: View {
        let stopAfter: Int
        @State private var ticks = 0
        @State private var cancellables: [AnyCancellable] = []

        var body: some View {
            Color.red.frame(width: CGFloat(ticks) * 10, height: 10)
                .frame(maxWidth: .infinity, alignment: .leading)
                .onAppear {
                    Timer.publish(every: 0.1, on: .main, in: .default)
                        .autoconnect()
                        .eraseToAnyPublisher()
                        .sink { _ in
                            ticks += 1
                            if ticks == stopAfter { cancellables.forEach { $0.cancel() } }
                        }
                        .store(in: &cancellables)
                }
        }
    }

    static func width(_ view: Ticker, at t: Double) throws -> Double {
        try ViewScene.scene(of: view, width: 200, height: 10, at: t).layers.flatMap(\.allDraws)
            .filter { $0.paint == .solid(Color.red.rgba) }.map(\.shape.frame.width).first ?? 0
    }

    @Test func sinkRunsEachTickUntilCancelled() throws {
        // Ticks at 0.1, 0.2 ... : by 0.55, five.
        #expect(try Self.width(Ticker(stopAfter: 100), at: 0.55) == 50)
        // Cancelled at the third tick: three, however late.
        #expect(try Self.width(Ticker(stopAfter: 3), at: 0.95) == 30)
        var set = Set<AnyCancellable>()
        var cancelled = 0
        AnyCancellable { cancelled += 1 }.store(in: &set)
        set.first?.cancel()
        set.first?.cancel()
        #expect(cancelled == 1)
    }
}
