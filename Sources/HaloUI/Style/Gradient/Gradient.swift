import HaloCore

/// Colours at locations along a gradient, as SwiftUI's `Gradient`.
public struct Gradient: Equatable, Sendable {
    /// One colour at a location, 0 to 1.
    public struct Stop: Equatable, Interpolatable, Sendable {
        /// The colour.
        public var color: Color
        /// Where it sits along the gradient, 0 to 1.
        public var location: Double

        /// A stop of `color` at `location`.
        public init(color: Color, location: Double) {
            self.color = color
            self.location = location
        }

        /// Colour and location, each interpolated (as the scene's stops).
        public func interpolated(to o: Stop, _ f: Double) -> Stop {
            Stop(color: color.interpolated(to: o.color, f), location: location.interpolated(to: o.location, f))
        }
    }

    /// The stops, in the order given (sorted by location when drawn).
    public var stops: [Stop]

    /// A gradient through `stops`.
    public init(stops: [Stop]) { self.stops = stops }

    /// A gradient through `colors`, evenly spaced.
    public init(colors: [Color]) {
        stops = GradientStop.evenly(colors.map(\.rgba)).map { Stop(color: Color($0.color), location: $0.location) }
    }

    /// The scene's stops.
    var sceneStops: [GradientStop] { stops.map { GradientStop(color: $0.color.rgba, location: $0.location) } }
}
