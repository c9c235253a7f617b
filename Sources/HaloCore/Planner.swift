import Foundation

/// Turns a scene into a `FramePlan`: the one place where geometry is computed.
public enum Planner {
    /// How far (pixels) a flattened curve may stray from the true outline.
    public static let flatteningTolerance = 0.02

    /// Plans a validated scene.
    public static func plan(_ scene: Scene) -> FramePlan {
        let c = scene.canvas
        let tiler = Tiler(width: c.pixelWidth, height: c.pixelHeight)
        var draws: [DrawPlan] = []
        for layer in scene.layers {
            for draw in layer.draws {
                if let d = plan(draw, canvasScale: c.scale, tiler: tiler) { draws.append(d) }
            }
        }
        return FramePlan(width: c.pixelWidth, height: c.pixelHeight,
                         background: c.background.premultiplied, draws: draws)
    }

    static func plan(_ draw: Draw, canvasScale: Double, tiler: Tiler) -> DrawPlan? {
        guard draw.opacity > 0 else { return nil }
        let local = draw.transform.matrix(frame: draw.shape.frame)
        let toPixel = Transform2D.scale(canvasScale).concatenating(after: local)
        let pixelScale = canvasScale * draw.transform.scale
        guard let inverse = toPixel.inverted else { return nil }
        let isStroke = draw.operation != .fill
        if isStroke && !(draw.style.lineWidth > 0) { return nil }
        let inset = draw.operation == .strokeBorder ? draw.style.lineWidth / 2 : 0
        guard let contour = draw.shape.outline(inset: inset) else { return nil }
        let line = contour.flattened(tolerance: flatteningTolerance / pixelScale).transformed(by: toPixel)

        var pieces: [Piece] = []
        var halfWidth: Float = 0.5, alphaScale: Float = 1
        if isStroke {
            let hw = draw.style.lineWidth / 2 * pixelScale
            halfWidth = Float(max(hw, 0.5))
            alphaScale = Float(min(2 * hw, 1))
            let chains: [Polyline]
            if let dash = DashPattern(intervals: draw.style.dash, phase: draw.style.dashPhase) {
                chains = dash.scaled(by: pixelScale).apply(to: line)
            } else {
                chains = [line]
            }
            let stroker = Stroker(halfWidth: Double(halfWidth), cap: draw.style.lineCap,
                                  join: draw.style.lineJoin, miterLimit: draw.style.miterLimit)
            for chain in chains { pieces += stroker.pieces(of: chain) }
        } else {
            for i in 1..<line.points.count where line.points[i] != line.points[i - 1] {
                pieces.append(.segment(line.points[i - 1], line.points[i]))
            }
        }
        let hwMargin = halfWidth * 1.5 + 1
        let (list, tiles) = tiler.bin(pieces, fill: !isStroke) { p in
            p.kind == Piece.segmentKind && isStroke ? hwMargin : 1
        }
        guard !tiles.isEmpty else { return nil }
        return DrawPlan(mode: isStroke ? .stroke : .fill, pieces: pieces, list: list, tiles: tiles,
                        halfWidth: halfWidth, alphaScale: alphaScale,
                        paint: paintPlan(draw.paint, frame: draw.shape.frame),
                        opacity: Float(draw.opacity),
                        localFromPixel: (SIMD3(Float(inverse.a), Float(inverse.c), Float(inverse.tx)),
                                         SIMD3(Float(inverse.b), Float(inverse.d), Float(inverse.ty))))
    }

    /// Resolves a paint against the shape's frame (gradient geometry in local points).
    static func paintPlan(_ paint: Paint, frame: Rect) -> PaintPlan {
        func resolve(_ stops: [GradientStop]) -> ([SIMD4<Float>], [Float]) {
            let s = GradientStop.sorted(stops)
            return (s.map { $0.color.float4 }, s.map { Float($0.location) })
        }
        switch paint {
        case .solid(let c):
            return PaintPlan(kind: PaintPlan.solidKind, colors: [c.float4], locations: [0], params: .zero)
        case let .linear(stops, s, e):
            let (cols, locs) = resolve(stops)
            let a = frame.point(unit: s), b = frame.point(unit: e)
            return PaintPlan(kind: PaintPlan.linearKind, colors: cols, locations: locs,
                             params: SIMD4(Float(a.x), Float(a.y), Float(b.x), Float(b.y)))
        case let .angular(stops, center, start, end):
            let (cols, locs) = resolve(stops)
            let c = frame.point(unit: center)
            return PaintPlan(kind: PaintPlan.angularKind, colors: cols, locations: locs,
                             params: SIMD4(Float(c.x), Float(c.y), Float(start * Double.pi / 180), Float(end * Double.pi / 180)))
        }
    }
}
