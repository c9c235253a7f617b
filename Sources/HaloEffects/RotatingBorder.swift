import HaloCore

/// Seed 002's card with a rotating rainbow border: a black rounded rectangle whose
/// `stroke(AngularGradient(colors:center:angle:))` turns once per `period` seconds (linear,
/// repeating without reverse). The dashed variant uses dash [10, 5], twice the angle and the
/// colours cyan, blue, purple, cyan.
///
/// The card carries the seed's white headline label ("Animated Border" / "Dashed Border",
/// `.font(.headline)`: 17 points semibold, DejaVu Sans Bold here) centred under the border.
public struct RotatingBorder: Equatable, Sendable {
    /// The card, in points.
    public var frame: Rect
    /// Dashes [10, 5], twice the turning speed and the cool colours, as the seed's second card.
    public var dashed = false
    /// The card's corner radius (continuous corners).
    public var cornerRadius = 20.0
    /// The border's width.
    public var lineWidth = 3.0
    /// Seconds per turn of the gradient.
    public var period = 3.0
    /// The angular gradient's colours, evenly spaced.
    public var colors: [RGBA]
    /// The card's colour.
    public var fill: RGBA = .black
    /// The label; nil draws none.
    public var label: String?

    /// The solid card's colours: blue, purple, pink, red, orange, yellow, green, blue.
    public static let rainbow: [RGBA] = ["blue", "purple", "pink", "red", "orange", "yellow", "green", "blue"].map {
        RGBA.named[$0]!
    }
    /// The dashed card's colours: cyan, blue, purple, cyan.
    public static let cool: [RGBA] = ["cyan", "blue", "purple", "cyan"].map { RGBA.named[$0]! }

    /// A 250 x 150 card at `origin`, solid or dashed (`frame` may then be set to any card).
    public init(origin: Point = .zero, dashed: Bool = false) {
        frame = Rect(x: origin.x, y: origin.y, width: 250, height: 150)
        self.dashed = dashed
        colors = dashed ? RotatingBorder.cool : RotatingBorder.rainbow
        label = dashed ? "Dashed Border" : "Animated Border"
    }

    /// The gradient's angle in degrees at time t: 0 to 360 linearly per period, doubled when dashed.
    public func angle(at t: Double) -> Double {
        let rotation = Animation.linear(period).repeatForever(autoreverses: false).value(from: 0.0, to: 360.0, at: t)
        return dashed ? rotation * 2 : rotation
    }

    /// The card, its border and its label at time t.
    public func items(at t: Double) -> [LayerItem] {
        let card = Shape(kind: .roundedRect, frame: frame, cornerRadius: cornerRadius)
        let a = angle(at: t)
        let text = label.map {
            LayerItem.text(
                TextItem(
                    spans: [.init(text: $0)], font: .init(size: 17, weight: "semibold"),
                    color: .white, frame: frame))
        }
        return [.draw(Draw(shape: card, paint: .solid(fill)))] + (text.map { [$0] } ?? []) + [
            .draw(
                Draw(
                    shape: card, operation: .stroke,
                    style: StrokeStyle(lineWidth: lineWidth, dash: dashed ? [10, 5] : []),
                    paint: .angular(
                        stops: GradientStop.evenly(colors), center: Point(0.5, 0.5), startAngle: a, endAngle: a + 360)))
        ]
    }
}
