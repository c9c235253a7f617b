import HaloCore

extension SceneCatalog {
    static let sunset: [RGBA] = ["yellow", "orange", "red", "purple"].map { RGBA.named[$0]! }

    /// Radial and elliptical gradients, and a fade to `.clear`.
    public static let paints: [Entry] = [
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
