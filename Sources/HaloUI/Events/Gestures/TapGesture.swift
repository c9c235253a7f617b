import Foundation

/// A tap, as SwiftUI's `TapGesture`: its `onEnded` runs at scripted taps (`taps(at:)`).
public struct TapGesture: Gesture {
    /// A tap reports nothing.
    public typealias Value = Void
    /// The taps it takes.
    public var count: Int

    /// A gesture of `count` taps.
    public init(count: Int = 1) { self.count = count }
}

/// A tap that reports where it landed, as SwiftUI's `SpatialTapGesture`: accepted (never
/// tapped in a render).
public struct SpatialTapGesture: Gesture {
    /// Where a tap landed.
    public struct Value: Equatable, Sendable {
        /// The tap's location.
        public var location: CGPoint
    }
    /// The taps it takes.
    public var count: Int
    /// The space its location is in.
    public var coordinateSpace: CoordinateSpace

    /// A gesture of `count` taps.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }
}
