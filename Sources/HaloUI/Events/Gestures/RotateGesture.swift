import Foundation

/// A two-finger rotation, as iOS 17's `RotateGesture`: accepted (never turned in a render).
public struct RotateGesture: Gesture {
    /// Where a rotation is.
    public struct Value: Equatable, Sendable {
        /// When it last changed.
        public var time: Date
        /// The angle since it began.
        public var rotation: Angle
        /// How fast it turns, a second.
        public var velocity: Angle
        /// Where it began, in the view's unit square.
        public var startAnchor: UnitPoint
        /// Where it began.
        public var startLocation: CGPoint
    }
    /// The least angle that begins it.
    public var minimumAngleDelta: Angle

    /// A rotation that begins after `minimumAngleDelta` (1 degree by default).
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// A rotation reporting its angle, as SwiftUI's `RotationGesture` (deprecated): accepted.
public struct RotationGesture: Gesture {
    /// The angle since it began.
    public typealias Value = Angle
    /// The least angle that begins it.
    public var minimumAngleDelta: Angle

    /// A rotation that begins after `minimumAngleDelta` (1 degree by default).
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}
