import HaloCore

/// A timing curve from (0, 0) to (1, 1), as SwiftUI's `UnitCurve`: how a `LinearKeyframe`
/// moves through its segment.
public struct UnitCurve: Equatable, Sendable {
    let curve: TimingCurve

    /// Constant speed.
    public static let linear = UnitCurve(curve: .linear)
    /// Starting slowly (0.42, 0, 1, 1).
    public static let easeIn = UnitCurve(curve: .easeIn)
    /// Ending slowly (0, 0, 0.58, 1).
    public static let easeOut = UnitCurve(curve: .easeOut)
    /// Both (0.42, 0, 0.58, 1).
    public static let easeInOut = UnitCurve(curve: .easeInOut)

    /// A cubic Bezier curve from its two control points, as SwiftUI's
    /// `bezier(startControlPoint:endControlPoint:)` (x kept to 0...1).
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(
            curve: TimingCurve(
                min(max(startControlPoint.x, 0), 1), startControlPoint.y, min(max(endControlPoint.x, 0), 1),
                endControlPoint.y))
    }

    /// The progress at time fraction `x`.
    public func value(at x: Double) -> Double { curve.value(at: x) }

    /// The slope at time fraction `x` (central differences, one-sided at the ends).
    func slope(at x: Double) -> Double {
        let h = 1e-5
        let a = max(x - h, 0), b = min(x + h, 1)
        return (value(at: b) - value(at: a)) / (b - a)
    }
}
