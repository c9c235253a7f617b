import Foundation
import HaloCore
import Testing

/// `FramePrefetcher` hands values back in order whatever order its workers finish in, keeps
/// within its lookahead, gives each worker its own positions, and surfaces errors at their
/// position. `ParallelCopy` copies every byte.
struct FramePrefetcherTests {
    /// Positions computed so far, and the most computed but not yet taken.
    ///
    /// Sendable by hand: its counts are written under `lock`, and read under it or once every
    /// value has been taken (the prefetcher's condition orders the workers' writes before).
    final class Log: @unchecked Sendable {
        let lock = NSLock()
        var computed = 0, taken = 0, mostAhead = 0
        var workers: [Int: Int] = [:]

        func compute(_ position: Int, _ worker: Int) {
            lock.lock()
            defer { lock.unlock() }
            computed += 1
            workers[position] = worker
            mostAhead = max(mostAhead, computed - taken)
        }
        func take() {
            lock.lock()
            taken += 1
            lock.unlock()
        }
    }

    @Test func valuesComeBackInOrderWithinTheLookahead() throws {
        let log = Log()
        let prefetch = FramePrefetcher(count: 40, workers: 4, lookahead: 6) { position, worker in
            // Later positions finish first now and then, so the order has to be restored.
            usleep(UInt32((40 - position) % 7) * 300)
            log.compute(position, worker)
            return position * 10
        }
        for position in 0..<40 {
            log.take()  // before the prefetcher counts it taken, so the log never lags
            #expect(try prefetch.next() == position * 10)
        }
        #expect(log.mostAhead <= 6)
        #expect(log.workers == Dictionary(uniqueKeysWithValues: (0..<40).map { ($0, $0 % 4) }))
        #expect(throws: PrefetchError.self) { try prefetch.next() }
    }

    struct Failure: Error, Equatable { let position: Int }

    @Test func anErrorSurfacesAtItsPosition() throws {
        let prefetch = FramePrefetcher(count: 10, workers: 3, lookahead: 4) { position, _ in
            if position == 5 { throw Failure(position: position) }
            return position
        }
        for position in 0..<5 { #expect(try prefetch.next() == position) }
        #expect(throws: Failure(position: 5)) { try prefetch.next() }
        #expect(try prefetch.next() == 6)
    }

    @Test func droppingThePrefetcherStopsItsWorkers() throws {
        let log = Log()
        do {
            let prefetch = FramePrefetcher(count: 1000, workers: 2, lookahead: 4) { position, worker in
                log.compute(position, worker)
                return position
            }
            _ = try prefetch.next()
        }
        usleep(50_000)
        log.lock.lock()
        defer { log.lock.unlock() }
        #expect(log.computed <= 6)
    }

    @Test(arguments: [0, 1, 4095, ParallelCopy.minimumBand * 3 + 7])
    func parallelCopyCopiesEveryByte(_ count: Int) {
        let source = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) }
        let copy = source.withUnsafeBytes { ParallelCopy.array($0) }
        #expect(copy == source)
    }
}
