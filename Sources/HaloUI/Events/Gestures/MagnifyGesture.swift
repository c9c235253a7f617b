import Foundation

/// A pinch, as iOS 17's `MagnifyGesture`: accepted (never pinched in a render).
public struct MagnifyGesture: Gesture {
    /// Where a pinch is.
    public struct Value: Equatable, Sendable {
        /// When it last changed.
        public var time: Date
        /// The scale since it began.
        public var magnification: CGFloat
        /// How fast the scale changes, a second.
        public var velocity: CGFloat
        /// Where it began, in the view's unit square.
        public var startAnchor: UnitPoint
        /// Where it began.
        public var startLocation: CGPoint
    }
    /// The least scale change that begins it.
    public var minimumScaleDelta: CGFloat

    /// A pinch that begins after `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A pinch reporting its scale, as SwiftUI's `MagnificationGesture` (deprecated): accepted.
public struct MagnificationGesture: Gesture {
    /// The scale since it began.
    public typealias Value = CGFloat
    /// The least scale change that begins it.
    public var minimumScaleDelta: CGFloat

    /// A pinch that begins after `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}
