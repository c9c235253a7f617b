import HaloCore

extension SceneCatalog {
    /// `items` in a layer turned in 3D about `axis` through the centre of `frame`.
    static func turned(
        _ items: [LayerItem], degrees: Double, axis: (x: Double, y: Double, z: Double), frame: Rect,
        perspective: Double = 1, shadow: Shadow? = nil, blur: Double = 0
    ) -> LayerItem {
        var layer = Layer(items: items, blur: blur, shadow: shadow)
        layer.projection = .rotation3D(
            degrees: degrees, axis: axis, anchor: Point(0.5, 0.5), anchorZ: 0, perspective: perspective, frame: frame)
        return .layer(layer)
    }

    /// 3D rotations and projections: geometry projected exactly, paints and images sampled
    /// through the inverse map, a shadow and a blur measured at the rotation's centre.
    public static let projections: [Entry] = [
        Entry(
            name: "rotation3d_card_y",
            scene: scene(
                items: [
                    turned(
                        [
                            .draw(
                                Draw(
                                    shape: Shape(kind: .roundedRect, frame: frame(45, 15, 70, 90), cornerRadius: 12),
                                    paint: linear(["purple", "blue"].map { RGBA.named[$0]! }))),
                            .draw(stroke(Shape(kind: .circle, frame: frame(60, 40, 40, 40)), .solid(.white), width: 4)),
                        ], degrees: 55, axis: (0, 1, 0), frame: frame(45, 15, 70, 90))
                ])),
        Entry(
            name: "rotation3d_x_mesh_shadow",
            scene: scene(
                items: [
                    turned(
                        [
                            .draw(
                                Draw(
                                    shape: Shape(kind: .roundedRect, frame: frame(35, 20, 90, 80), cornerRadius: 14),
                                    paint: .mesh(
                                        MeshPaint(
                                            width: 3, height: 3, points: meshPoints(middle: Point(0.6, 0.4)),
                                            colors: meshColors))))
                        ], degrees: -40, axis: (1, 0, 0), frame: frame(35, 20, 90, 80),
                        shadow: Shadow(color: RGBA(0, 0, 0, 0.5), radius: 6, x: 0, y: 8))
                ], background: .white)),
        Entry(
            name: "rotation3d_image_tilted_blurred",
            scene: scene(
                items: [
                    turned(
                        [.draw(picture(rings, frame(30, 15, 100, 75)))], degrees: 35, axis: (1, 1, 0),
                        frame: frame(30, 15, 100, 75), perspective: 1.5),
                    turned(
                        [.draw(picture(swatch, frame(112, 80, 36, 24)))], degrees: 60, axis: (0, 1, 0.3),
                        frame: frame(112, 80, 36, 24), blur: 1.5),
                ])),
        Entry(
            name: "projection_matrix_keystone",
            scene: scene(
                items: [
                    {
                        // A keystone: w grows down the frame, so lower parts shrink towards the origin.
                        var l = Layer(items: [
                            .draw(
                                stroke(
                                    Shape(kind: .rect, frame: frame(30, 20, 100, 80)), angular(), width: 6,
                                    dash: [14, 6])),
                            .draw(Draw(shape: oval, paint: .solid(.white))),
                        ])
                        l.projection = Projection(
                            matrix: Homography(SIMD3(1, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 0.006, 0.7)),
                            center: Point(80, 60))
                        return .layer(l)
                    }()
                ])),
    ]
}
