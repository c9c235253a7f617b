/// Splits polylines into dashes: the on-intervals of a dash pattern along the arc length.
///
/// Semantics as Core Graphics: lengths and phase in the polyline's units; an odd-length pattern
/// is repeated to make it even; the phase shifts the pattern's start along the path; on a
/// closed contour the last dash ends at the contour's end (it is not joined to the first).
public struct DashPattern: Equatable, Sendable {
    public var intervals: [Double]
    public var phase: Double

    /// Makes a pattern; nil when it has no positive total length (then the stroke is solid).
    public init?(intervals: [Double], phase: Double) {
        let total = intervals.reduce(0, +)
        guard !intervals.isEmpty, total > 0, total.isFinite else { return nil }
        self.intervals = intervals.count % 2 == 1 ? intervals + intervals : intervals
        self.phase = phase
    }

    /// The pattern scaled by `s` (when geometry moves from points to pixels).
    public func scaled(by s: Double) -> DashPattern {
        DashPattern(intervals: intervals.map { $0 * s }, phase: phase * s)!
    }

    /// The dashes of `line`: open polylines, corner flags kept where a dash runs through a corner.
    public func apply(to line: Polyline) -> [Polyline] {
        let n = intervals.count
        let total = intervals.reduce(0, +)
        var phase = self.phase.truncatingRemainder(dividingBy: total)
        if phase < 0 { phase += total }
        var index = 0
        var remaining = intervals[0]
        while phase > 0 {
            if phase >= remaining {
                phase -= remaining
                index = (index + 1) % n
                remaining = intervals[index]
            } else {
                remaining -= phase
                phase = 0
            }
        }
        var on = index % 2 == 0
        var dashes: [Polyline] = []
        var points: [Point] = []
        var corners: [Bool] = []
        if on { points = [line.points[0]]; corners = [false] }

        for i in 1..<line.points.count {
            let a = line.points[i - 1], b = line.points[i]
            let length = (b - a).length
            var pos = 0.0
            while length - pos >= remaining {
                pos += remaining
                let p = Point.lerp(a, b, pos / length)
                if on {
                    points.append(p); corners.append(false)
                    dashes.append(Polyline(points: points, corners: corners, closed: false))
                    points = []; corners = []
                } else {
                    points = [p]; corners = [false]
                }
                on.toggle()
                index = (index + 1) % n
                remaining = intervals[index]
            }
            remaining -= length - pos
            if on {
                points.append(b)
                corners.append(i < line.points.count - 1 ? line.corners[i] : false)
            }
        }
        // A dash that would start exactly where the contour ends has no length: none.
        if on && points.count >= 2 && Polyline(points: points, corners: corners, closed: false).length > 0 {
            dashes.append(Polyline(points: points, corners: corners, closed: false))
        }
        return dashes
    }
}
