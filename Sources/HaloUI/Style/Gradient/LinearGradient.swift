import HaloCore

/// A gradient along a line between two unit points, as SwiftUI's `LinearGradient`.
public struct LinearGradient: ShapeStyle, View, Equatable {
    /// The colours and their locations along the line.
    public var gradient: Gradient
    /// Where location 0 sits, in unit coordinates of the shape's frame.
    public var startPoint: UnitPoint
    /// Where location 1 sits.
    public var endPoint: UnitPoint

    /// A gradient from `startPoint` to `endPoint`.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// A gradient through `colors`, evenly spaced.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// A gradient through `stops`.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    /// The scene's linear paint.
    public var paint: Paint {
        .linear(
            stops: gradient.sceneStops, start: Point(startPoint.x, startPoint.y), end: Point(endPoint.x, endPoint.y))
    }

    /// The gradient filling its frame, as a gradient used as a view does.
    public var body: ShapeView<Rectangle> { Rectangle().fill(self) }
}
