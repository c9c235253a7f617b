import HaloCore

/// Seed 001's `glow`: a shape stroked at half the width, with two overlays stroked at the full
/// width and blurred by `blurRadius` and `blurRadius / 2`; round caps by default.
///
/// ```swift
/// shape.stroke(lineWidth / 2).overlay(shape.stroke(lineWidth).blur(r)).overlay(shape.stroke(lineWidth).blur(r / 2))
/// ```
public struct Glow: Equatable, Sendable {
    /// The shape stroked.
    public var shape: Shape
    /// The strokes' paint (the seed's angular gradient by default).
    public var paint: Paint
    /// The overlays' width; the base stroke is half of it.
    public var lineWidth: Double
    /// The first overlay's blur radius; the second's is half of it.
    public var blurRadius: Double
    /// The strokes' caps.
    public var lineCap: LineCap

    /// The effect's line width when none is given: 4 points.
    public static let defaultLineWidth = 4.0
    /// The article's blur radius: 8 points (its `glow(fill:lineWidth:blurRadius:)` default).
    public static let defaultBlurRadius = 8.0

    /// The seed's palette: the angular gradient of "Making things glow and shine with SwiftUI".
    public static let palette = Paint.angular(
        stops: [
            GradientStop(color: RGBA.named["blue"]!, location: 0),
            GradientStop(color: RGBA.named["purple"]!, location: 0.2),
            GradientStop(color: RGBA.named["red"]!, location: 0.4),
            GradientStop(color: RGBA.named["mint"]!, location: 0.5),
            GradientStop(color: RGBA.named["indigo"]!, location: 0.7),
            GradientStop(color: RGBA.named["pink"]!, location: 0.9),
            GradientStop(color: RGBA.named["blue"]!, location: 1),
        ], center: Point(0.5, 0.5), startAngle: 0, endAngle: 360)

    /// A glow of `shape` with the seed's defaults.
    public init(
        shape: Shape, paint: Paint = Glow.palette, lineWidth: Double = Glow.defaultLineWidth,
        blurRadius: Double = Glow.defaultBlurRadius,
        lineCap: LineCap = .round
    ) {
        self.shape = shape
        self.paint = paint
        self.lineWidth = lineWidth
        self.blurRadius = blurRadius
        self.lineCap = lineCap
    }

    /// The three layers, back to front; `transform` applies to each stroke.
    public func items(style base: StrokeStyle = StrokeStyle(), transform: DrawTransform = DrawTransform())
        -> [LayerItem]
    {
        func stroke(_ width: Double) -> Draw {
            var s = base
            s.lineWidth = width
            s.lineCap = lineCap
            return Draw(shape: shape, operation: .stroke, style: s, paint: paint, transform: transform)
        }
        return [
            .draw(stroke(lineWidth / 2)),
            .layer(Layer(items: [.draw(stroke(lineWidth))], blur: blurRadius)),
            .layer(Layer(items: [.draw(stroke(lineWidth))], blur: blurRadius / 2)),
        ]
    }
}
