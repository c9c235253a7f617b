import Foundation

/// A drag, as SwiftUI's `DragGesture`: accepted; no touch drags in a render, so it never
/// begins (see `Gesture`).
public struct DragGesture: Gesture {
    /// How far a touch moves before the drag begins, in points.
    public var minimumDistance: CGFloat
    /// The space its locations are in.
    public var coordinateSpace: CoordinateSpace

    /// A drag that begins after `minimumDistance` points (10 by default).
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    /// Where a drag is, as SwiftUI's `DragGesture.Value`.
    public struct Value: Equatable, Sendable {
        /// When the drag last changed.
        public var time: Date
        /// Where the touch is.
        public var location: CGPoint
        /// Where it began.
        public var startLocation: CGPoint
        /// How far it has moved.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }
        /// How fast it moves, points a second.
        public var velocity: CGSize
        /// Where it would end at its speed.
        public var predictedEndLocation: CGPoint
        /// How far it would move at its speed.
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }
}
