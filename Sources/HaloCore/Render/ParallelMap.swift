import Dispatch
import Foundation
import Synchronization

/// A map over indices on every core, the results in index order.
package enum ParallelMap {
    /// At most this many workers a map, 0 for one a core: `halo bench --threads`, so the host
    /// stages can run on one thread, where the speed gate's instruction counts do not depend on
    /// which thread gets to a shared glyph mask first. The results are the same either way.
    package static let workerLimit = Atomic<Int>(0)

    /// `body(i)` for each i in 0..<count, worker w taking w, w + workers, ... (so costly
    /// stretches are shared); one worker per `grain` indices at least, one where that is all.
    package static func map<T>(_ count: Int, grain: Int, _ body: @Sendable (Int) -> T) -> [T] {
        let cores = ProcessInfo.processInfo.activeProcessorCount, limit = workerLimit.load(ordering: .relaxed)
        let workers = min(limit > 0 ? min(limit, cores) : cores, max(count / max(grain, 1), 1))
        guard workers > 1 else { return (0..<count).map(body) }
        return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
            // Each worker initializes its own elements, and the call waits for all of them.
            nonisolated(unsafe) let slots = buffer.baseAddress!
            DispatchQueue.concurrentPerform(iterations: workers) { w in
                for i in stride(from: w, to: count, by: workers) { (slots + i).initialize(to: body(i)) }
            }
            initialized = count
        }
    }
}
