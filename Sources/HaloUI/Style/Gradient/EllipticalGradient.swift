import HaloCore

/// A radial gradient drawn in the unit square and stretched over the frame, so its contours
/// are ellipses, as SwiftUI's `EllipticalGradient`: radii are fractions of the frame, and the
/// default end radius 0.5 reaches the frame's edges from its centre.
public struct EllipticalGradient: ShapeStyle, View, Equatable {
    /// The colours and their locations from the start radius to the end radius.
    public var gradient: Gradient
    /// The centre, in unit coordinates of the shape's frame.
    public var center: UnitPoint
    /// Where location 0 sits, as a fraction of the frame.
    public var startRadiusFraction: CGFloat
    /// Where location 1 sits, as a fraction of the frame.
    public var endRadiusFraction: CGFloat

    /// An elliptical gradient from `startRadiusFraction` to `endRadiusFraction` about `center`.
    public init(
        gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    /// An elliptical gradient through `colors`, evenly spaced.
    public init(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(
            gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient through `stops`.
    public init(
        stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(
            gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// The scene's elliptical paint.
    public var paint: Paint {
        .elliptical(
            stops: gradient.sceneStops, center: Point(center.x, center.y),
            startRadiusFraction: Double(startRadiusFraction), endRadiusFraction: Double(endRadiusFraction))
    }

    /// The gradient filling its frame, as a gradient used as a view does.
    public var body: ShapeView<Rectangle> { Rectangle().fill(self) }
}
