import Foundation

/// An angle, as SwiftUI's `Angle`: clockwise on screen, 0 at 3 o'clock.
public struct Angle: Equatable, Sendable {
    /// The angle in degrees.
    public var degrees: Double

    /// An angle of `degrees`.
    public init(degrees: Double) { self.degrees = degrees }

    /// An angle of `radians`.
    public init(radians: Double) { degrees = radians * 180 / Double.pi }

    /// The angle in radians.
    public var radians: Double { degrees * Double.pi / 180 }

    /// An angle of `degrees`.
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

    /// An angle of `radians`.
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }

    /// No turn.
    public static let zero = Angle(degrees: 0)
}

extension Angle: Interpolatable {
    /// By degrees, as SwiftUI animates an angle.
    public func interpolated(to other: Angle, _ f: Double) -> Angle {
        Angle(degrees: degrees.interpolated(to: other.degrees, f))
    }
}
