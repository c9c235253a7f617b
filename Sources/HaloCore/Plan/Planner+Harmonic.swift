import Foundation

extension HarmonicPaint {
    /// Seed 003's shader for each palette, read once from the article's Metal source
    /// (`Shaders/metal/harmonicColorEffect.metal`, or its cosine variant). A source that does not
    /// parse is a Halo bug, which `HarmonicButtonTests` catches.
    package static let shaders: [Palette: ShaderEntry] = {
        var entries: [Palette: ShaderEntry] = [:]
        for (palette, name) in [(Palette.table, "harmonicColorEffect"), (.cosine, "harmonicColorEffectCosine")] {
            guard let program = try? ShaderSourceCache.shared.builtIn(name + ".metal") else { continue }
            entries[palette] = try? ShaderEntry(program, function: name, kind: .color)
        }
        return entries
    }()

    /// The shader's arguments after SwiftUI's, as the article passes them: the view's bounds, the
    /// strings, the clock, the amplitude and the press coefficient.
    package var arguments: [ShaderArgument] {
        [.boundingRect, .float([waves]), .float([time]), .float([amplitude]), .float([press])]
    }
}

extension Planner {
    /// A draw painted with seed 003's harmonic (the scene format's `"harmonic"` paint) as the layer
    /// the article's SwiftUI makes: the shader from its Metal source as a colour effect over the shape's
    /// frame (`Rectangle().colorEffect(...)`), kept to the draw's coverage by a mask of the draw itself
    /// (a filled rectangle needs none: the effect's own edges are its edges), under the draw's transform
    /// and opacity. Nil where the shader is missing or the transform is not finite.
    static func harmonicLayer(_ draw: Draw, _ paint: HarmonicPaint, pixelScale: Double) -> Layer? {
        guard let entry = HarmonicPaint.shaders[paint.palette] else { return nil }
        return shaderLayer(draw, entry, paint.arguments, pixelScale: pixelScale)
    }

    /// A draw painted by the colour effect `entry` with `arguments` (the harmonic; a `Shader` as a
    /// `ShapeStyle`, whose fill function `ShaderEntry.fill` wraps as a colour effect): the effect over the
    /// shape's frame, its positions from the frame's origin, kept to the draw's coverage by a mask of the
    /// draw itself (a filled rectangle needs none), under the draw's transform and opacity. Nil where the
    /// transform is not finite.
    /// `bounds` (nil: the frame) are the origin of positions and the rectangle `.boundingRect` gives (a
    /// `GraphicsContext`'s shading: its coordinates, and the bounds it names).
    static func shaderLayer(
        _ draw: Draw, _ entry: ShaderEntry, _ arguments: [ShaderArgument], bounds: Rect? = nil, pixelScale: Double
    ) -> Layer? {
        var strings = Layer(opacity: draw.opacity)
        let frame = draw.shape.frame
        let origin = bounds ?? frame
        let plainRect =
            draw.shape.kind == .rect && draw.shape.cornerRadius == 0 && draw.operation == .fill
            && draw.trimFrom == 0 && draw.trimTo == 1 && origin == frame
        // The shader runs wherever the draw covers (a stroke's outer half, a path past its frame), its
        // positions still from the frame's origin, as the paint's were; under a mask, two pixels further,
        // so that the effect's own edge does not fade the mask's edge a second time.
        var reach = reach(draw)
        if !plainRect {
            let margin = 2 / max(pixelScale * draw.transform.meanScale, 1e-6)
            reach = Point(reach.x + margin, reach.y + margin)
        }
        if origin != frame {
            // The effect covers its bounds grown by its reach: far enough to cover the frame's.
            let lo = Point(frame.x - reach.x, frame.y - reach.y)
            let hi = Point(frame.maxX + reach.x, frame.maxY + reach.y)
            reach = Point(
                max(origin.x - lo.x, hi.x - origin.maxX, 0), max(origin.y - lo.y, hi.y - origin.maxY, 0))
        }
        strings.shaderEffect = ShaderEffect(entry: entry, arguments: arguments, bounds: origin, maxSampleOffset: reach)
        if !plainRect {
            var coverage = draw
            coverage.paint = .solid(.white)
            coverage.transform = DrawTransform()
            coverage.opacity = 1
            strings.mask = Layer(items: [.draw(coverage)])
        }
        let map = draw.transform.matrix(frame: draw.shape.frame)
        if map == .identity { return strings }
        return Layer.affine([.layer(strings)], map)
    }

    /// How far a draw's coverage may reach past its shape's frame along each axis, in its points: a path's
    /// control points outside the frame, and half a stroke's width times its miter limit (at least a square
    /// cap's corner), as the planner's strokes reach.
    static func reach(_ draw: Draw) -> Point {
        let f = draw.shape.frame
        var lo = Point(f.x, f.y), hi = Point(f.maxX, f.maxY)
        if draw.shape.kind == .path, !draw.shape.contours.isEmpty {
            let box = Shape(contours: draw.shape.contours).frame
            lo = Point(min(lo.x, box.x), min(lo.y, box.y))
            hi = Point(max(hi.x, box.maxX), max(hi.y, box.maxY))
        }
        let stroke =
            draw.operation == .stroke ? draw.style.lineWidth / 2 * max(draw.style.miterLimit, 2.squareRoot()) : 0
        return Point(max(f.x - lo.x, hi.x - f.maxX) + stroke, max(f.y - lo.y, hi.y - f.maxY) + stroke)
    }
}
