/// Splits polylines into dashes: the on-intervals of a dash pattern along the arc length.
///
/// Semantics as Core Graphics: lengths and phase in the polyline's units; an odd-length pattern
/// is repeated to make it even; the phase shifts the pattern's start along the path; on a
/// closed contour the last dash ends at the contour's end (it is not joined to the first).
package struct DashPattern: Equatable, Sendable {
    package var intervals: [Double]
    package var phase: Double

    /// Makes a pattern; nil when it has no positive total length (then the stroke is solid).
    package init?(intervals: [Double], phase: Double) {
        let total = intervals.reduce(0, +)
        guard !intervals.isEmpty, total > 0, total.isFinite else { return nil }
        self.intervals = intervals.count % 2 == 1 ? intervals + intervals : intervals
        self.phase = phase
    }

    /// The pattern scaled by `s` (when geometry moves from points to pixels).
    package func scaled(by s: Double) -> DashPattern {
        DashPattern(intervals: intervals.map { $0 * s }, phase: phase * s)!
    }

    /// The on-intervals (arc lengths) along a path of length `length`.
    package func intervals(length: Double) -> [(Double, Double)] {
        let n = intervals.count
        let total = intervals.reduce(0, +)
        var phase = self.phase.truncatingRemainder(dividingBy: total)
        if phase < 0 { phase += total }
        // Start one pattern before the path so the phase is a plain offset.
        var s = -phase
        var i = 0
        var out: [(Double, Double)] = []
        while s < length {
            let len = intervals[i]
            if i % 2 == 0 {
                let a = max(s, 0), b = min(s + len, length)
                // A dash that would start exactly where the path ends is not drawn.
                if b >= a && s + len >= 0 && a < length { out.append((a, b)) }
            }
            s += len
            i = (i + 1) % n
        }
        return out
    }

    /// The dashes of `line`: open polylines, corner flags kept where a dash runs through a
    /// corner, placed by the true arc length (`Polyline.distances`). With `spans` (arc lengths
    /// from the line's start, sorted and apart), only the dashes that meet one of them: a
    /// shape far larger than the canvas is cut into the dashes near the canvas alone.
    package func apply(to line: Polyline, within spans: [ClosedRange<Double>]? = nil) -> [Polyline] {
        let base = line.distances.first ?? 0
        var dashes = intervals(length: line.length)
        if let spans {
            var k = 0
            dashes.removeAll { dash in
                while k < spans.count && spans[k].upperBound < dash.0 { k += 1 }
                return k == spans.count || spans[k].lowerBound > dash.1
            }
        }
        return dashes.map { line.slice(base + $0.0, base + $0.1) }
    }
}
