import Foundation

/// A long press, as SwiftUI's `LongPressGesture`: accepted (never pressed in a render).
public struct LongPressGesture: Gesture {
    /// Whether the press is held.
    public typealias Value = Bool
    /// How long it must be held, in seconds.
    public var minimumDuration: Double
    /// How far the touch may move, in points.
    public var maximumDistance: CGFloat

    /// A press held `minimumDuration` seconds.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}
