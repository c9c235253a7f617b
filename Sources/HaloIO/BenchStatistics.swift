import Foundation

/// The summary of repeated timings: median and spread, robust to the odd slow run of a
/// noisy machine.
public struct BenchStatistics: Sendable, Equatable, Codable {
    /// How many timings.
    public let count: Int
    /// The middle timing, milliseconds (the mean of the two middle ones for an even count).
    public let median: Double
    /// The 10th and 90th percentiles, milliseconds (linear between ranks).
    public let p10: Double
    /// The 90th percentile, milliseconds.
    public let p90: Double
    /// The fastest timing, milliseconds.
    public let min: Double
    /// The slowest timing, milliseconds.
    public let max: Double

    /// Frames per second at the median.
    public var fps: Double { median > 0 ? 1000 / median : .infinity }

    /// The statistics of timings in milliseconds.
    /// - Precondition: at least one timing.
    public init(milliseconds samples: [Double]) {
        precondition(!samples.isEmpty, "no timings")
        let s = samples.sorted()
        count = s.count
        median = Self.percentile(s, 0.5)
        p10 = Self.percentile(s, 0.1)
        p90 = Self.percentile(s, 0.9)
        min = s.first!
        max = s.last!
    }

    /// The q-th quantile of sorted values, interpolating linearly between ranks.
    static func percentile(_ sorted: [Double], _ q: Double) -> Double {
        let rank = q * Double(sorted.count - 1)
        let lo = Int(rank.rounded(.down)), hi = Int(rank.rounded(.up))
        return sorted[lo] + (sorted[hi] - sorted[lo]) * (rank - Double(lo))
    }
}

/// The process's peak resident memory so far, in MiB (`getrusage`).
package func peakMemoryMiB() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024
}

/// Monotonic milliseconds, for timing.
package func monotonicMilliseconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) * 1000 + Double(ts.tv_nsec) / 1e6
}
