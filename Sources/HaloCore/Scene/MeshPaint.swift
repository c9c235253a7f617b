/// A mesh gradient: colours at the vertices of a grid of Bezier patches, as SwiftUI's
/// `MeshGradient`. Positions are unit coordinates of the shape's frame, row by row from the top
/// left; each patch's edges and its colours are cubic (Hermite) curves whose tangents come from
/// the neighbouring vertices, or from a vertex's explicit control points (docs/semantics.md,
/// "Mesh gradients").
public struct MeshPaint: Equatable, Sendable {
    /// A vertex's four Bezier control points, in unit coordinates of the frame, as SwiftUI's
    /// `MeshGradient.BezierPoint`: towards the previous vertex of its row (`leading`), the
    /// previous of its column (`top`), the next of its row (`trailing`) and of its column
    /// (`bottom`). Vertices on the mesh's edges ignore those without a neighbour.
    public struct Controls: Equatable, Sendable {
        /// Towards the previous vertex of its row.
        public var leading: Point
        /// Towards the previous vertex of its column.
        public var top: Point
        /// Towards the next vertex of its row.
        public var trailing: Point
        /// Towards the next vertex of its column.
        public var bottom: Point

        /// The four control points.
        public init(leading: Point, top: Point, trailing: Point, bottom: Point) {
            self.leading = leading
            self.top = top
            self.trailing = trailing
            self.bottom = bottom
        }
    }

    /// Vertices per row.
    public var width: Int
    /// Vertices per column.
    public var height: Int
    /// `width` x `height` positions, row by row.
    public var points: [Point]
    /// `width` x `height` colours, straight alpha.
    public var colors: [RGBA]
    /// Each vertex's control points, or nil where every tangent is derived from the neighbours.
    public var controls: [Controls]?
    /// What fills the frame outside the mesh.
    public var background: RGBA
    /// Cubic colour interpolation across each patch (SwiftUI's default) rather than bilinear.
    public var smoothsColors: Bool

    /// The most vertices a mesh may have along either side.
    public static let maxSide = 64

    /// A `width` x `height` mesh of `points` coloured `colors`.
    public init(
        width: Int, height: Int, points: [Point], colors: [RGBA], controls: [Controls]? = nil,
        background: RGBA = RGBA(0, 0, 0, 0), smoothsColors: Bool = true
    ) {
        self.width = width
        self.height = height
        self.points = points
        self.colors = colors
        self.controls = controls
        self.background = background
        self.smoothsColors = smoothsColors
    }

    /// Points, colours and control points blended pairwise where the two meshes have the same
    /// grid; otherwise the target at the end.
    public func interpolated(to o: MeshPaint, _ f: Double) -> MeshPaint {
        guard width == o.width, height == o.height, (controls == nil) == (o.controls == nil) else {
            return f < 1 ? self : o
        }
        var m = self
        m.points = points.interpolated(to: o.points, f)
        m.colors = colors.interpolated(to: o.colors, f)
        m.background = background.interpolated(to: o.background, f)
        if let a = controls, let b = o.controls {
            m.controls = zip(a, b).map { p, q in
                Controls(
                    leading: p.leading.interpolated(to: q.leading, f), top: p.top.interpolated(to: q.top, f),
                    trailing: p.trailing.interpolated(to: q.trailing, f),
                    bottom: p.bottom.interpolated(to: q.bottom, f))
            }
        }
        if f >= 1 { m.smoothsColors = o.smoothsColors }
        return m
    }

    /// Checks the grid's size, that every array has one entry a vertex, and every number.
    public func validate(_ path: @autoclosure () -> String) throws {
        let side = MeshPaint.maxSide
        try check(
            (2...side).contains(width) && (2...side).contains(height), "\(path()).width/height",
            "a mesh needs 2 to \(side) vertices a side, got \(width) x \(height)")
        let count = width * height
        try check(
            points.count == count, "\(path()).points",
            "a \(width) x \(height) mesh needs \(count) points, got \(points.count)")
        try check(
            colors.count == count, "\(path()).colors",
            "a \(width) x \(height) mesh needs \(count) colors, got \(colors.count)")
        for (i, p) in points.enumerated() {
            try checkFinite(p.x, "\(path()).points[\(i)]", min: -1e4, max: 1e4)
            try checkFinite(p.y, "\(path()).points[\(i)]", min: -1e4, max: 1e4)
        }
        for (i, c) in colors.enumerated() { try c.validate("\(path()).colors[\(i)]") }
        try background.validate("\(path()).background")
        if let controls {
            try check(
                controls.count == count, "\(path()).bezierPoints",
                "a \(width) x \(height) mesh needs \(count) Bezier points, got \(controls.count)")
            for (i, c) in controls.enumerated() {
                for p in [c.leading, c.top, c.trailing, c.bottom] {
                    try checkFinite(p.x, "\(path()).bezierPoints[\(i)]", min: -1e4, max: 1e4)
                    try checkFinite(p.y, "\(path()).bezierPoints[\(i)]", min: -1e4, max: 1e4)
                }
            }
        }
    }
}

extension MeshPaint {
    /// A paint's `{"type": "meshGradient", "width", "height", "points" (or "bezierPoints": per
    /// vertex [position, leading, top, trailing, bottom]), "colors", "background",
    /// "smoothsColors"}` fields; points, colours and the background may be animated.
    static func parts(_ c: SceneFields, _ node: SceneNode) throws -> Varying<Paint> {
        func side(_ key: String) throws -> Int {
            let n = try c.node(key), v = try n.constant(Double.self)
            guard v.isFinite, v == v.rounded(), (2...Double(maxSide)).contains(v) else {
                throw n.error("a mesh needs a whole number of 2 to \(maxSide) vertices a side, got \(v)")
            }
            return Int(v)
        }
        let width = try side("width"), height = try side("height")
        if c.has("points") == c.has("bezierPoints") {
            throw SceneError(path: node.path("points"), message: "give either points or bezierPoints (one of them)")
        }
        let colors = try c.varying("colors", [RGBA].self)
        let background = try c.varying("background", default: RGBA(0, 0, 0, 0))
        let smooths = try c.constant("smoothsColors", default: true)
        let positions: Varying<[Point]>
        var controls: Varying<[Controls]>? = nil
        if c.has("bezierPoints") {
            for vertex in try c.node("bezierPoints").elements() where try vertex.elements().count != 5 {
                throw vertex.error("expected [position, leading, top, trailing, bottom], five [x, y] points")
            }
            let all = try c.varying("bezierPoints", [[Point]].self), path = node.path("bezierPoints")
            /// Each vertex's five points (an animation that changes their count is an error).
            @Sendable func five(_ vertices: [[Point]]) throws -> [[Point]] {
                guard vertices.allSatisfy({ $0.count == 5 }) else {
                    throw SceneError(path: path, message: "every vertex needs five [x, y] points")
                }
                return vertices
            }
            positions = try all.map { try five($0).map { $0[0] } }
            controls = try all.map {
                try five($0).map { Controls(leading: $0[1], top: $0[2], trailing: $0[3], bottom: $0[4]) }
            }
        } else {
            positions = try c.varying("points", [Point].self)
        }
        let edges = controls
        return try .combining([positions, colors, background] + (edges.map { [$0] } ?? [])) { t in
            .mesh(
                MeshPaint(
                    width: width, height: height, points: try positions.value(at: t), colors: try colors.value(at: t),
                    controls: try edges?.value(at: t), background: try background.value(at: t),
                    smoothsColors: smooths))
        }
    }
}
