/// A point in unit coordinates of a frame, as SwiftUI's `UnitPoint`: (0, 0) the top-left
/// corner, (1, 1) the bottom-right.
public struct UnitPoint: Equatable, Sendable {
    /// 0 at the leading edge, 1 at the trailing edge.
    public var x: Double
    /// 0 at the top, 1 at the bottom.
    public var y: Double

    /// The point (0, 0), the top-left corner, as SwiftUI's `UnitPoint()` (`.zero`).
    public init() { self.init(x: 0, y: 0) }

    /// (0, 0), as SwiftUI's `UnitPoint.zero`.
    public static let zero = UnitPoint()

    /// The point (x, y) in unit coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// (0.5, 0.5).
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// (0.5, 0).
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// (0.5, 1).
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// (0, 0.5).
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// (1, 0.5).
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// (0, 0).
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// (1, 0).
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// (0, 1).
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// (1, 1).
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

extension UnitPoint: Interpolatable {
    /// Each coordinate interpolated.
    public func interpolated(to other: UnitPoint, _ f: Double) -> UnitPoint {
        UnitPoint(x: x.interpolated(to: other.x, f), y: y.interpolated(to: other.y, f))
    }
}
