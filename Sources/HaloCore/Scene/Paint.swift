/// A colour stop of a gradient: a colour at a location in 0...1 (locations may lie outside).
public struct GradientStop: Equatable, Sendable {
    /// The stop's colour.
    public var color: RGBA
    /// Where it sits, 0 to 1.
    public var location: Double

    /// A stop of `color` at `location`.
    public init(color: RGBA, location: Double) {
        self.color = color
        self.location = location
    }

    /// Stops sorted by location, stable (equal locations keep their order: a hard transition).
    public static func sorted(_ stops: [GradientStop]) -> [GradientStop] {
        stops.enumerated().sorted { a, b in
            a.element.location != b.element.location ? a.element.location < b.element.location : a.offset < b.offset
        }.map(\.element)
    }

    /// Evenly spaced stops for a list of colours, as SwiftUI's `Gradient(colors:)`.
    public static func evenly(_ colors: [RGBA]) -> [GradientStop] {
        guard colors.count > 1 else { return colors.map { GradientStop(color: $0, location: 0) } }
        return colors.enumerated().map { GradientStop(color: $1, location: Double($0) / Double(colors.count - 1)) }
    }
}

/// What fills a draw's coverage.
public enum Paint: Equatable, Sendable {
    /// One colour.
    case solid(RGBA)
    /// A linear gradient from `start` to `end`, in unit coordinates of the shape's frame.
    case linear(stops: [GradientStop], start: Point, end: Point)
    /// An angular (conic) gradient about `center` (unit coordinates of the frame) spanning
    /// `startAngle`...`endAngle` degrees; 0 points to 3 o'clock, angles grow clockwise on screen.
    case angular(stops: [GradientStop], center: Point, startAngle: Double, endAngle: Double)
    /// A radial gradient about `center` (unit coordinates of the frame): location 0 at
    /// `startRadius` points from it, location 1 at `endRadius` points, as SwiftUI's `RadialGradient`.
    case radial(stops: [GradientStop], center: Point, startRadius: Double, endRadius: Double)
    /// A radial gradient drawn in the unit square and stretched to the frame, so its contours
    /// are ellipses: radii are fractions of the frame (0.5 reaches its edges from the centre),
    /// as SwiftUI's `EllipticalGradient`.
    case elliptical(stops: [GradientStop], center: Point, startRadiusFraction: Double, endRadiusFraction: Double)
    /// Seed 003's harmonic "oscillating strings" colour effect over the shape's frame.
    case harmonic(HarmonicPaint)
    /// An image stretched over the shape's frame (a placed image is a rectangle of this paint).
    indirect case image(ImagePaint)
    /// A mesh gradient over the shape's frame, as SwiftUI's `MeshGradient`.
    indirect case mesh(MeshPaint)
    /// A `Shader` as a `ShapeStyle`: a colour effect (`ShaderEntry.fill`'s wrapper of the user's
    /// `half4 f(float2 position, args...)`) over the shape's frame, its positions from the frame's
    /// origin, lowered by the planner as the harmonic is (`Planner.shaderLayer`). The effect's
    /// bounds, where set, replace the frame as the origin and `.boundingRect` (a `GraphicsContext`'s).
    indirect case shader(ShaderEffect)

    /// A gradient's stops; nil for a solid colour or the harmonic shader.
    public var gradientStops: [GradientStop]? {
        switch self {
        case .linear(let stops, _, _), .angular(let stops, _, _, _), .radial(let stops, _, _, _),
            .elliptical(let stops, _, _, _):
            stops
        case .solid, .harmonic, .image, .mesh, .shader: nil
        }
    }

    /// The same gradient through other stops (a solid colour or a shader as it is).
    public func replacingStops(_ new: [GradientStop]) -> Paint {
        switch self {
        case let .linear(_, s, e): .linear(stops: new, start: s, end: e)
        case let .angular(_, c, s, e): .angular(stops: new, center: c, startAngle: s, endAngle: e)
        case let .radial(_, c, r0, r1): .radial(stops: new, center: c, startRadius: r0, endRadius: r1)
        case let .elliptical(_, c, r0, r1):
            .elliptical(stops: new, center: c, startRadiusFraction: r0, endRadiusFraction: r1)
        case .solid, .harmonic, .image, .mesh, .shader: self
        }
    }

    /// The most stops a gradient may have (keep in sync with `maxStops` in Shaders/include/paint.glsl).
    public static let maxStops = 16
}

/// The parameters of seed 003's `harmonicColorEffect` shader (`Shaders/metal/harmonicColorEffect.metal`): a paint
/// that the planner lowers to the shader as a colour effect (`Planner.harmonicLayer`).
public struct HarmonicPaint: Equatable, Sendable {
    /// Which of the seed's two `getColor` functions colours the waves when pressed.
    public enum Palette: String, Codable, CaseIterable, Sendable {
        /// The six-colour table.
        case table
        /// The per-channel cosine palette.
        case cosine
    }

    /// How many strings.
    public var waves: Double = 6
    /// The shader clock, seconds.
    public var time: Double = 0
    /// The strings' amplitude (0.5 idle, 2 pressed).
    public var amplitude: Double = 0.5
    /// The press coefficient: 0 idle (white waves), 1 pressed (coloured, faster, finer).
    public var press: Double = 0
    /// Which palette colours the strings.
    public var palette: Palette = .table

    /// The shader's parameters.
    public init(
        waves: Double = 6, time: Double = 0, amplitude: Double = 0.5, press: Double = 0, palette: Palette = .table
    ) {
        self.waves = waves
        self.time = time
        self.amplitude = amplitude
        self.press = press
        self.palette = palette
    }
}

/// An image stretched over a shape's frame, sampled with one filter on both backends.
public struct ImagePaint: Equatable, Sendable {
    /// How texels between pixel centres are read, as SwiftUI's `Image.Interpolation`.
    public enum Interpolation: String, Codable, CaseIterable, Sendable {
        /// The nearest texel (SwiftUI's `.none`: pixel art stays sharp).
        case none
        /// Bilinear between the four nearest texels of the level that a pixel spans at most
        /// two texels of (SwiftUI's `.low`, `.medium` and `.high`).
        case linear
    }

    /// The decoded image.
    public var source: ImageSource
    /// Nearest or bilinear.
    public var interpolation: Interpolation
    /// For SwiftUI's template rendering mode: the image's alpha drawn in this colour; nil draws
    /// the image's own colours.
    public var tint: RGBA?

    /// `source` stretched over the frame, sampled by `interpolation`, in its colours or `tint`'s.
    public init(source: ImageSource, interpolation: Interpolation = .linear, tint: RGBA? = nil) {
        self.source = source
        self.interpolation = interpolation
        self.tint = tint
    }
}
