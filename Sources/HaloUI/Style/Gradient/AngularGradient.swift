import HaloCore

/// A conic gradient about a centre, as SwiftUI's `AngularGradient`.
public struct AngularGradient: ShapeStyle, View, Equatable {
    /// The colours and their locations around the turn.
    public var gradient: Gradient
    /// The centre, in unit coordinates of the shape's frame.
    public var center: UnitPoint
    /// Where location 0 sits.
    public var startAngle: Angle
    /// Where location 1 sits.
    public var endAngle: Angle

    /// A gradient from `startAngle` to `endAngle` about `center`.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    /// A full turn starting at `angle`: `AngularGradient(colors:center:angle:)`.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(
            gradient: Gradient(colors: colors), center: center, startAngle: angle,
            endAngle: .degrees(angle.degrees + 360))
    }

    /// A full turn starting at `angle`, through `stops`.
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(
            gradient: Gradient(stops: stops), center: center, startAngle: angle,
            endAngle: .degrees(angle.degrees + 360))
    }

    /// A full turn of `gradient` starting at `angle`: `AngularGradient(gradient:center:angle:)`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: .degrees(angle.degrees + 360))
    }

    /// A gradient through `colors` from `startAngle` to `endAngle` (a full turn by default).
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle = .degrees(360)) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A gradient through `stops` from `startAngle` to `endAngle` (a full turn by default).
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle = .degrees(360)) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// The scene's angular paint.
    public var paint: Paint {
        .angular(
            stops: gradient.sceneStops, center: Point(center.x, center.y), startAngle: startAngle.degrees,
            endAngle: endAngle.degrees)
    }

    /// The gradient filling its frame, as a gradient used as a view does.
    public var body: ShapeView<Rectangle> { Rectangle().fill(self) }
}
