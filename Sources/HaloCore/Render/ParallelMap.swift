import Dispatch
import Foundation

/// A map over indices on every core, the results in index order.
package enum ParallelMap {
    /// `body(i)` for each i in 0..<count, worker w taking w, w + workers, ... (so costly
    /// stretches are shared); one worker per `grain` indices at least, one where that is all.
    package static func map<T>(_ count: Int, grain: Int, _ body: @Sendable (Int) -> T) -> [T] {
        let workers = min(ProcessInfo.processInfo.activeProcessorCount, max(count / max(grain, 1), 1))
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
