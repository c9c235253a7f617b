import HaloCore

/// A gradient that spreads out from a centre in circles, as SwiftUI's `RadialGradient`:
/// location 0 at `startRadius` points from the centre, location 1 at `endRadius`.
public struct RadialGradient: ShapeStyle, View, Equatable {
    /// The colours and their locations from the start radius to the end radius.
    public var gradient: Gradient
    /// The centre, in unit coordinates of the shape's frame.
    public var center: UnitPoint
    /// Where location 0 sits, in points from the centre.
    public var startRadius: CGFloat
    /// Where location 1 sits, in points from the centre.
    public var endRadius: CGFloat

    /// A gradient from `startRadius` to `endRadius` about `center`.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// A gradient through `colors`, evenly spaced.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A gradient through `stops`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// The scene's radial paint.
    public var paint: Paint {
        .radial(
            stops: gradient.sceneStops, center: Point(center.x, center.y), startRadius: Double(startRadius),
            endRadius: Double(endRadius))
    }

    /// The gradient filling its frame, as a gradient used as a view does.
    public var body: ShapeView<Rectangle> { Rectangle().fill(self) }
}
