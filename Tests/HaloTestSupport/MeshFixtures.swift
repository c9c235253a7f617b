import HaloCore

/// A mesh gradient the scene tests and the view tests both draw.
public enum MeshFixtures {
    /// A 2 x 2 mesh with explicit control points bowing every edge.
    public static let bowed = MeshPaint(
        width: 2, height: 2, points: [Point(0, 0), Point(1, 0), Point(0, 1), Point(1, 1)],
        colors: [RGBA(0, 1, 1, 1), RGBA(0.5, 0, 1, 1), RGBA(1, 1, 0, 1), RGBA(1, 0.4, 0.7, 1)],
        controls: [
            .init(leading: Point(0, 0), top: Point(0, 0), trailing: Point(0.3, 0.25), bottom: Point(-0.2, 0.3)),
            .init(leading: Point(0.7, 0.25), top: Point(1, 0), trailing: Point(1, 0), bottom: Point(1.2, 0.3)),
            .init(leading: Point(0, 1), top: Point(-0.2, 0.7), trailing: Point(0.3, 1.2), bottom: Point(0, 1)),
            .init(leading: Point(0.7, 1.2), top: Point(1.2, 0.7), trailing: Point(1, 1), bottom: Point(1, 1)),
        ], smoothsColors: false)

    /// Where the mesh is drawn.
    public static let frame = Rect(x: 10, y: 10, width: 200, height: 150)

    /// The mesh filling `frame` on a transparent 220 x 170 canvas.
    public static func scene(_ m: MeshPaint) -> Scene {
        let draw = Draw(shape: HaloCore.Shape(kind: .rect, frame: frame), paint: .mesh(m))
        return Scene(canvas: Canvas(width: 220, height: 170, background: .clear), layers: [Layer(draws: [draw])])
    }
}
