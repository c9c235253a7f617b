import HaloCore

/// A two-dimensional gradient from colours at the vertices of a grid of Bezier patches, as
/// SwiftUI's `MeshGradient`: a `width` x `height` grid of points in unit coordinates of the
/// frame (row by row from the top left), each with a colour; the patches' edges are cubic
/// curves through the points, and colours blend across each patch cubically (`smoothsColors`,
/// the default) or bilinearly. Outside the mesh the frame takes `background`.
///
/// Only the `.device` colour space is drawn; `.perceptual` fails the frame by name
/// (docs/semantics.md, "Mesh gradients").
public struct MeshGradient: ShapeStyle, View, Equatable {
    /// A vertex with its four Bezier control points, in unit coordinates of the frame, as
    /// SwiftUI's `MeshGradient.BezierPoint`.
    public struct BezierPoint: Equatable, Sendable {
        /// The vertex.
        public var position: SIMD2<Float>
        /// Towards the previous vertex of its row.
        public var leadingControlPoint: SIMD2<Float>
        /// Towards the previous vertex of its column.
        public var topControlPoint: SIMD2<Float>
        /// Towards the next vertex of its row.
        public var trailingControlPoint: SIMD2<Float>
        /// Towards the next vertex of its column.
        public var bottomControlPoint: SIMD2<Float>

        /// A vertex at `position` with its four control points.
        public init(
            position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
            trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>
        ) {
            self.position = position
            self.leadingControlPoint = leadingControlPoint
            self.topControlPoint = topControlPoint
            self.trailingControlPoint = trailingControlPoint
            self.bottomControlPoint = bottomControlPoint
        }
    }

    /// The vertices: plain points (control points derived from the neighbours) or Bezier points.
    public enum Locations: Equatable, Sendable {
        /// Plain points.
        case points([SIMD2<Float>])
        /// Points with their control points.
        case bezierPoints([BezierPoint])
    }

    /// The vertices' colours.
    public enum Colors: Equatable, Sendable {
        /// One colour a vertex.
        case colors([Color])
    }

    /// Vertices per row.
    public var width: Int
    /// Vertices per column.
    public var height: Int
    /// The vertices, row by row.
    public var locations: Locations
    /// The vertices' colours, row by row.
    public var colors: Colors
    /// What fills the frame outside the mesh.
    public var background: Color
    /// Cubic colour interpolation across each patch rather than bilinear.
    public var smoothsColors: Bool
    /// The colour space colours blend in.
    public var colorSpace: Gradient.ColorSpace

    /// A mesh of `locations` coloured `colors`.
    public init(
        width: Int, height: Int, locations: Locations, colors: Colors, background: Color = .clear,
        smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.width = width
        self.height = height
        self.locations = locations
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
        self.colorSpace = colorSpace
    }

    /// A mesh of `points` coloured `colors`.
    public init(
        width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
        smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.init(
            width: width, height: height, locations: .points(points), colors: .colors(colors), background: background,
            smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh of Bezier points coloured `colors`.
    public init(
        width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color], background: Color = .clear,
        smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.init(
            width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .colors(colors),
            background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// The scene's mesh paint (checked when the frame's scene is).
    public var paint: Paint {
        func point(_ p: SIMD2<Float>) -> Point { Point(Double(p.x), Double(p.y)) }
        var mesh = MeshPaint(
            width: width, height: height, points: [], colors: [], background: background.rgba,
            smoothsColors: smoothsColors)
        switch locations {
        case .points(let p): mesh.points = p.map(point)
        case .bezierPoints(let b):
            mesh.points = b.map { point($0.position) }
            mesh.controls = b.map {
                MeshPaint.Controls(
                    leading: point($0.leadingControlPoint), top: point($0.topControlPoint),
                    trailing: point($0.trailingControlPoint), bottom: point($0.bottomControlPoint))
            }
        }
        switch colors {
        case .colors(let c): mesh.colors = c.map(\.rgba)
        }
        return .mesh(mesh)
    }

    /// The gradient filling its frame, as a gradient used as a view does.
    public var body: ShapeView<Rectangle> {
        if colorSpace == .perceptual {
            Ambient.report(
                "MeshGradient(colorSpace: .perceptual)",
                "perceptual colour interpolation is not drawn; use .device (the default)")
        }
        return Rectangle().fill(self)
    }
}

extension Gradient {
    /// The space a gradient's colours blend in, as SwiftUI's `Gradient.ColorSpace`.
    public enum ColorSpace: Equatable, Sendable {
        /// The output colour space (gamma-encoded sRGB here), as Halo's gradients all blend.
        case device
        /// A perceptual colour space: not drawn (a frame using it fails by name).
        case perceptual
    }
}
