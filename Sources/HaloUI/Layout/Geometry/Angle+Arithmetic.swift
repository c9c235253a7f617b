import Foundation

/// Angles add, subtract, negate, scale and compare by their degrees, as SwiftUI's `Angle` does in
/// code such as `rotation += .degrees(360)` (it is `Hashable`, `Comparable` and `Animatable`,
/// its `animatableData` its radians).
extension Angle: AdditiveArithmetic, Comparable, Hashable, Animatable {
    /// No turn (as `Angle.zero`).
    public init() { self.init(degrees: 0) }

    /// The sum of two angles.
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(degrees: lhs.degrees + rhs.degrees) }

    /// The difference of two angles.
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(degrees: lhs.degrees - rhs.degrees) }

    /// The angle turned the other way.
    public static prefix func - (angle: Angle) -> Angle { Angle(degrees: -angle.degrees) }

    /// The angle scaled by `scale`.
    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(degrees: lhs.degrees * rhs) }

    /// The angle scaled by `scale`.
    public static func * (lhs: Double, rhs: Angle) -> Angle { Angle(degrees: lhs * rhs.degrees) }

    /// The angle divided by `divisor`.
    public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(degrees: lhs.degrees / rhs) }

    /// Scales the angle in place.
    public static func *= (lhs: inout Angle, rhs: Double) { lhs = lhs * rhs }

    /// Divides the angle in place.
    public static func /= (lhs: inout Angle, rhs: Double) { lhs = lhs / rhs }

    /// Hashes the angle's degrees.
    public func hash(into hasher: inout Hasher) { hasher.combine(degrees) }

    /// Whether `lhs` turns less than `rhs`.
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.degrees < rhs.degrees }

    /// The angle in radians, as SwiftUI animates it.
    public var animatableData: Double {
        get { radians }
        set { self = Angle(radians: newValue) }
    }
}
