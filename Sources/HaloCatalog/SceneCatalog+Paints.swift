import HaloCore

extension SceneCatalog {
    static let sunset: [RGBA] = ["yellow", "orange", "red", "purple"].map { RGBA.named[$0]! }

    /// A 3 x 3 mesh's points: the unit grid, its middle vertex at `middle`.
    static func meshPoints(middle: Point = Point(0.5, 0.5)) -> [Point] {
        [0.0, 0.5, 1].flatMap { y in [0.0, 0.5, 1].map { x in x == 0.5 && y == 0.5 ? middle : Point(x, y) } }
    }

    /// The colours of the public MeshGradient examples: a 3 x 3 rainbow with a light middle.
    static let meshColors: [RGBA] = ["red", "purple", "indigo", "orange", "white", "blue", "yellow", "green", "mint"]
        .map { RGBA.named[$0]! }

    /// Mesh gradients: a plain grid, a warped bilinear mesh that leaves the background showing,
    /// explicit Bezier control points under a turn, and a mesh stroking a circle.
    static let meshes: [Entry] = [
        Entry(
            name: "fill_rect_mesh_grid",
            scene: scene([
                Draw(
                    shape: Shape(kind: .rect, frame: frame(10, 10, 140, 100)),
                    paint: .mesh(MeshPaint(width: 3, height: 3, points: meshPoints(), colors: meshColors)))
            ])),
        Entry(
            name: "fill_rect_mesh_warped_bilinear",
            scene: scene([
                Draw(
                    shape: Shape(kind: .rect, frame: frame(10, 10, 140, 100)),
                    paint: .mesh(
                        MeshPaint(
                            width: 3, height: 3,
                            points: meshPoints(middle: Point(0.8, 0.2)).enumerated().map { i, p in
                                // The corners pulled in: the background fills what the mesh leaves.
                                [0, 2, 6, 8].contains(i) ? Point(0.15 + 0.7 * p.x, 0.15 + 0.7 * p.y) : p
                            }, colors: meshColors, background: RGBA(1, 1, 1, 0.25), smoothsColors: false)))
            ])),
        Entry(
            name: "fill_rect_mesh_bezier_turned",
            scene: scene([
                Draw(
                    shape: Shape(kind: .roundedRect, frame: frame(30, 20, 100, 80), cornerRadius: 18),
                    paint: .mesh(
                        MeshPaint(
                            width: 2, height: 2, points: [Point(0, 0), Point(1, 0), Point(0, 1), Point(1, 1)],
                            colors: ["cyan", "purple", "yellow", "pink"].map { RGBA.named[$0]! },
                            controls: [
                                // Each edge bowed: the top and bottom edges dip, the sides bulge out.
                                .init(
                                    leading: Point(0, 0), top: Point(0, 0), trailing: Point(0.3, 0.4),
                                    bottom: Point(-0.3, 0.3)),
                                .init(
                                    leading: Point(0.7, 0.4), top: Point(1, 0), trailing: Point(1, 0),
                                    bottom: Point(1.3, 0.3)),
                                .init(
                                    leading: Point(0, 1), top: Point(-0.3, 0.7), trailing: Point(0.3, 1.4),
                                    bottom: Point(0, 1)),
                                .init(
                                    leading: Point(0.7, 1.4), top: Point(1.3, 0.7), trailing: Point(1, 1),
                                    bottom: Point(1, 1)),
                            ])),
                    transform: DrawTransform(rotate: 20, scale: 1.1))
            ])),
        Entry(
            name: "stroke_circle_mesh",
            scene: scene([
                stroke(
                    disc,
                    .mesh(
                        MeshPaint(
                            width: 3, height: 3, points: meshPoints(middle: Point(0.3, 0.6)), colors: meshColors)),
                    width: 14)
            ])),
    ]

    /// Radial and elliptical gradients, a fade to `.clear`, then mesh gradients.
    public static let paints: [Entry] = gradients + meshes

    /// Radial and elliptical gradients, and a fade to `.clear`.
    static let gradients: [Entry] = [
        Entry(
            name: "fill_circle_radial",
            scene: scene([
                Draw(
                    shape: disc,
                    paint: .radial(
                        stops: GradientStop.evenly(sunset), center: Point(0.5, 0.5), startRadius: 10, endRadius: 50))
            ])),
        Entry(
            name: "fill_rect_radial_offcentre_stops",
            scene: scene([
                Draw(
                    shape: box,
                    paint: .radial(
                        stops: [
                            GradientStop(color: .named["cyan"]!, location: 0),
                            GradientStop(color: .named["blue"]!, location: 0.5),
                            GradientStop(color: .named["pink"]!, location: 0.5),
                            GradientStop(color: RGBA(1, 1, 1, 0.3), location: 1),
                        ], center: Point(0.25, 0.3), startRadius: 0, endRadius: 80))
            ])),
        Entry(
            name: "fill_rect_elliptical",
            scene: scene([
                Draw(
                    shape: box,
                    paint: .elliptical(
                        stops: GradientStop.evenly(sunset), center: Point(0.5, 0.5), startRadiusFraction: 0,
                        endRadiusFraction: 0.5))
            ])),
        Entry(
            name: "stroke_capsule_elliptical_corner",
            scene: scene([
                stroke(
                    pill,
                    .elliptical(
                        stops: GradientStop.evenly(cool), center: Point(0, 0), startRadiusFraction: 0.2,
                        endRadiusFraction: 1),
                    width: 8)
            ])),
        Entry(
            name: "fill_rect_linear_to_clear",
            scene: scene(
                [
                    Draw(
                        shape: Shape(kind: .rect, frame: frame(0, 0, 160, 120)),
                        paint: .solid(.named["cyan"]!)),
                    Draw(
                        shape: Shape(kind: .rect, frame: frame(0, 20, 160, 80)),
                        paint: linear([.white, .clear], Point(0, 0.5), Point(1, 0.5))),
                ])),
    ]
}
