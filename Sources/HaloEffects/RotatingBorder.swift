import HaloCore

/// Seed 002's card with a rotating rainbow border: a black rounded rectangle whose
/// `stroke(AngularGradient(colors:center:angle:))` turns once per `period` seconds (linear,
/// repeating without reverse). The dashed variant uses dash [10, 5], twice the angle and the
/// colours cyan, blue, purple, cyan.
///
/// The white headline label of the seed is not drawn yet (Halo has no text yet).
public struct RotatingBorder: Equatable, Sendable {
    public var frame: Rect
    public var dashed = false
    public var cornerRadius = 20.0
    public var lineWidth = 3.0
    public var period = 3.0
    public var colors: [RGBA]
    public var fill: RGBA = .black

    public static let rainbow: [RGBA] = ["blue", "purple", "pink", "red", "orange", "yellow", "green", "blue"].map { RGBA.named[$0]! }
    public static let cool: [RGBA] = ["cyan", "blue", "purple", "cyan"].map { RGBA.named[$0]! }

    /// A 250 x 150 card at `origin`, solid or dashed.
    public init(origin: Point = .zero, dashed: Bool = false) {
        frame = Rect(x: origin.x, y: origin.y, width: 250, height: 150)
        self.dashed = dashed
        colors = dashed ? RotatingBorder.cool : RotatingBorder.rainbow
    }

    /// The gradient's angle in degrees at time t: 0 to 360 linearly per period, doubled when dashed.
    public func angle(at t: Double) -> Double {
        let rotation = Animation.linear(period).repeatForever(autoreverses: false).value(from: 0.0, to: 360.0, at: t)
        return dashed ? rotation * 2 : rotation
    }

    public func items(at t: Double) -> [LayerItem] {
        let card = Shape(kind: .roundedRect, frame: frame, cornerRadius: cornerRadius)
        let a = angle(at: t)
        return [
            .draw(Draw(shape: card, paint: .solid(fill))),
            .draw(Draw(shape: card, operation: .stroke,
                       style: StrokeStyle(lineWidth: lineWidth, dash: dashed ? [10, 5] : []),
                       paint: .angular(stops: GradientStop.evenly(colors), center: Point(0.5, 0.5), startAngle: a, endAngle: a + 360))),
        ]
    }
}
