import Foundation
import HaloCore
import HaloEffects
import HaloMath

extension SceneCatalog {
    static func blurred(
        _ items: [LayerItem], _ sigma: Double, opacity: Double = 1, clip: Shape? = nil,
        transform: DrawTransform = DrawTransform()
    ) -> LayerItem {
        .layer(Layer(items: items, opacity: opacity, blur: sigma, clip: clip, transform: transform))
    }

    static func blurScene(sigma: Double, scale: Double) -> Scene {
        let pill = Shape(kind: .capsule, frame: frame(15, 20, 50, 20))
        return Scene(
            canvas: Canvas(width: 80, height: 60, scale: scale, background: dark),
            layers: [
                Layer(items: [
                    blurred([.draw(Draw(shape: pill, paint: .solid(.named["orange"]!)))], sigma)
                ])
            ])
    }

    /// Layers: blur at several sigmas and scales, blurred gradient strokes, clips, opacity.
    public static let layers: [Entry] =
        [0.5, 4, 15, 40].flatMap { sigma in
            [1.0, 2.0].map { scale in
                Entry(
                    name: "blur_sigma\(fmt(sigma))_capsule" + (scale == 1 ? "" : "_scale2"),
                    scene: blurScene(sigma: sigma, scale: scale))
            }
        } + [
            // A neon glow: a capsule blurred by 150 pixels (drawn at 1/16 of the resolution, sigma 9.4 there)
            // under its own sharp stroke.
            Entry(
                name: "blur_sigma150_neon_downsampled",
                scene: Scene(
                    canvas: Canvas(width: 160, height: 120, background: dark),
                    layers: [
                        Layer(items: [
                            blurred([.draw(Draw(shape: pill, paint: .solid(.named["pink"]!)))], 150),
                            .draw(stroke(pill, .solid(.named["pink"]!), width: 3)),
                        ])
                    ])),
            Entry(
                name: "blur_gradient_stroke",
                scene: Scene(
                    canvas: Canvas(width: 160, height: 120, background: dark),
                    layers: [
                        Layer(items: [
                            blurred([.draw(stroke(card, angular(angle: 45), width: 6))], 6),
                            .draw(stroke(card, angular(angle: 45), width: 2)),
                        ])
                    ])),
            Entry(
                name: "blur_inside_clip",
                scene: Scene(
                    canvas: Canvas(width: 160, height: 120, background: dark),
                    layers: [
                        Layer(items: [
                            .layer(
                                Layer(
                                    items: [
                                        blurred(
                                            [
                                                .draw(
                                                    Draw(
                                                        shape: Shape(kind: .circle, frame: frame(40, 20, 80, 80)),
                                                        paint: angular()))
                                            ], 10)
                                    ], clip: Shape(kind: .roundedRect, frame: frame(30, 30, 100, 60), cornerRadius: 14))
                            )
                        ])
                    ])),
            Entry(
                name: "blur_clip_same_layer",
                scene: Scene(
                    canvas: Canvas(width: 160, height: 120, background: dark),
                    layers: [
                        Layer(items: [
                            blurred(
                                [.draw(stroke(card, .solid(.named["cyan"]!), width: 8))], 5,
                                clip: Shape(kind: .rect, frame: frame(0, 0, 80, 120)))
                        ])
                    ])),
            Entry(
                name: "opacity_nested",
                scene: Scene(
                    canvas: Canvas(width: 160, height: 120, background: dark),
                    layers: [
                        Layer(items: [
                            .layer(
                                Layer(
                                    items: [
                                        .draw(
                                            Draw(
                                                shape: Shape(kind: .circle, frame: frame(20, 20, 80, 80)),
                                                paint: .solid(.named["red"]!))),
                                        .layer(
                                            Layer(
                                                items: [
                                                    .draw(
                                                        Draw(
                                                            shape: Shape(kind: .circle, frame: frame(60, 20, 80, 80)),
                                                            paint: .solid(.named["blue"]!))),
                                                    .draw(
                                                        Draw(
                                                            shape: Shape(kind: .rect, frame: frame(50, 50, 60, 40)),
                                                            paint: .solid(.named["yellow"]!))),
                                                ], opacity: 0.5)),
                                    ], opacity: 0.7))
                        ])
                    ])),
            Entry(
                name: "layer_transform_blur",
                scene: Scene(
                    canvas: Canvas(width: 160, height: 120, background: dark),
                    layers: [
                        Layer(items: [
                            blurred(
                                [.draw(stroke(box, angular(), width: 6))], 3,
                                transform: DrawTransform(translate: Point(5, 0), rotate: 20, scale: 0.8))
                        ])
                    ])),
            Entry(
                name: "blur_transparent_background",
                scene: Scene(
                    canvas: Canvas(width: 96, height: 72, background: .clear),
                    layers: [
                        Layer(items: [
                            blurred(
                                [
                                    .draw(
                                        Draw(
                                            shape: Shape(kind: .circle, frame: frame(28, 16, 40, 40)),
                                            paint: .solid(RGBA(0.2, 0.6, 1, 0.8))))
                                ], 6)
                        ])
                    ])),
        ]

    static func effectScene(
        _ name: String, _ parameters: [String: JSONValue], at t: Double,
        width: Double = 200, height: Double = 110, background: RGBA = dark
    ) -> Scene {
        let s = Scene(
            canvas: Canvas(width: width, height: height, background: background),
            layers: [Layer(items: [.effect(EffectItem(name: name, parameters: parameters))])])
        return try! EffectLibrary.resolve(s, at: t)
    }

    static func shapeJSON(_ type: String, _ f: [Double], radius: Double? = nil) -> JSONValue {
        var o: [String: JSONValue] = ["type": .string(type), "frame": .array(f.map(JSONValue.number))]
        if let r = radius { o["cornerRadius"] = .number(r) }
        return .object(o)
    }

    /// The seed effects at fixed times.
    public static let effects: [Entry] = glows + snakes + borders + harmonics + texts + scripts

    /// Text: each animated seed 004 renderer at 4 times, the fade (the same picture at every time:
    /// the seed's `FadingRenderer` has no animatable value) once, plain text at 9, 17 and 60 points
    /// and at scale 2.
    static let texts: [Entry] =
        TextEffectsRenderers.flatMap { r, w in
            (r == "fade" ? [0.0] : [0.0, 0.3, 0.8, 1.4]).map { t in
                Entry(
                    name: r == "fade" ? "text_fade" : "text_\(r)_t\(fmt(t))",
                    scene: effectScene(
                        "textEffects",
                        [
                            "renderer": .string(r), "frame": .array([0, 0, w, 170].map(JSONValue.number)),
                            "blur": .bool(r == "bounce" && t > 0.5),
                        ], at: t, width: w, height: 170, background: .white))
            }
        }
        + [(9.0, 1.0), (17, 1), (60, 1), (17, 2)].map { size, scale in
            Entry(
                name: "text_plain_\(fmt(size))pt" + (scale == 1 ? "" : "_scale2"),
                scene: try! EffectLibrary.resolve(
                    Scene(
                        canvas: Canvas(width: 360, height: 90, scale: scale, background: .white),
                        layers: [
                            Layer(items: [
                                .text(
                                    TextItem(
                                        spans: Emphasis.spans("Halo *renders* AVA **text**"), font: .init(size: size),
                                        color: .black, frame: Rect(x: 0, y: 0, width: 360, height: 90)))
                            ])
                        ]), at: 0))
        }

    /// Text in other scripts, each by fontconfig's fallback from DejaVu Sans where it lacks them (Noto):
    /// right to left (Arabic, Hebrew), CJK wrapped between characters, Indic and Thai shaping, a mixed
    /// line of both directions, and colour emoji (a skin tone, a ZWJ family, a flag, a keycap).
    static let scripts: [Entry] = [
        ("arabic", "مرحبا بالعالم، النص العربي من اليمين", 0.0),
        ("hebrew", "שלום עולם, טקסט עברי 2024", 0),
        ("chinese", "中文文本没有空格也能在字符之间换行显示", 200),
        ("japanese", "日本語のテキスト、カタカナとひらがな", 200),
        ("korean", "안녕하세요 세계, 한국어 텍스트", 0),
        ("devanagari", "नमस्ते दुनिया, क्षत्रिय श्री", 0),
        ("thai", "สวัสดีชาวโลก ภาษาไทย", 0),
        ("mixed", "Hello مرحبا 你好 שלום नमस्ते", 220),
        ("emoji", "hi 😀 👋🏽 👨‍👩‍👧 🇯🇵 #️⃣", 0),
    ].map { name, text, width in
        Entry(
            name: "text_script_\(name)",
            scene: try! EffectLibrary.resolve(
                Scene(
                    canvas: Canvas(width: 360, height: 110, background: .white),
                    layers: [
                        Layer(items: [
                            .text(
                                TextItem(
                                    spans: [.init(text: text)], font: .init(size: 22), color: .black,
                                    frame: Rect(x: 10, y: 0, width: width == 0 ? 340 : width, height: 110),
                                    alignment: .leading))
                        ])
                    ]), at: 0))
    }

    /// A five-pointed star as a path, stroked with round joins over its fill.
    static let star: Shape = {
        var c = Contour(start: Point(80, 10), closed: true)
        for k in 1..<10 {
            let a = -Double.pi / 2 + Double(k) * Double.pi / 5, r = k % 2 == 0 ? 50.0 : 20.0
            c.elements.append(.line(Point(80 + r * PortableMath.cos(a), 60 + r * PortableMath.sin(a))))
        }
        return Shape(contours: [c])
    }()

    static let TextEffectsRenderers: [(String, Double)] = [
        ("fade", 480), ("pulse", 420), ("bounce", 820), ("floating", 560),
    ]

    /// The harmonic button idle and pressed (the full sweep over times and scales runs in
    /// HarmonicTests without goldens).
    static let harmonics: [Entry] = [
        Entry(name: "harmonic_button_idle_t0.7", scene: harmonicScene(at: 0.7, scale: 1)),
        Entry(name: "harmonic_button_pressed_t1.6", scene: harmonicScene(at: 1.6, scale: 1)),
        Entry(name: "harmonic_button_pressed_t1.6_scale2", scene: harmonicScene(at: 1.6, scale: 2)),
        Entry(name: "harmonic_button_release_t2.6_cosine", scene: harmonicScene(at: 2.6, scale: 1, palette: "cosine")),
    ]

    /// The 240 x 70 button at time t, pressed from 1 s to 2.5 s, on a 260 x 90 canvas.
    public static func harmonicScene(at t: Double, scale: Double, palette: String = "table") -> Scene {
        let s = Scene(
            canvas: Canvas(width: 260, height: 90, scale: scale, background: .black),
            layers: [
                Layer(items: [
                    .effect(
                        EffectItem(
                            name: "harmonicButton",
                            parameters: [
                                "frame": .array([10, 10, 240, 70].map(JSONValue.number)), "palette": .string(palette),
                                "presses": .array([.array([.number(1), .number(2.5)])]),
                            ]))
                ])
            ])
        return try! EffectLibrary.resolve(s, at: t)
    }

    /// The snake through a period (2 s) and past its wrap, and the single-segment variant.
    static let snakes: [Entry] =
        [0.1, 0.35, 0.6, 0.9, 1.1, 1.45, 1.95, 2.05].map { t in
            Entry(
                name: "snake_t\(fmt(t))",
                scene: effectScene(
                    "snake", ["shape": shapeJSON("capsule", [40, 35, 120, 40])], at: t, background: .black))
        } + [
            Entry(
                name: "snake_single_circle_t1.7",
                scene: effectScene(
                    "snake",
                    [
                        "shape": shapeJSON("circle", [60, 15, 80, 80]), "variant": .string("single"),
                    ], at: 1.7, background: .black))
        ]

    /// Both rotating-border cards (seed 002) at six times.
    static let borders: [Entry] = [0, 0.5, 1.2, 1.5, 2.25, 2.9].map { t in
        let solid = EffectItem(name: "rotatingBorder", parameters: ["origin": .array([.number(10), .number(10)])])
        let dashed = EffectItem(
            name: "rotatingBorder", parameters: ["origin": .array([.number(10), .number(180)]), "dashed": .bool(true)])
        let s = Scene(
            canvas: Canvas(width: 270, height: 340, background: .white),
            layers: [Layer(items: [.effect(solid), .effect(dashed)])])
        return Entry(name: "rotating_border_t\(fmt(t))", scene: try! EffectLibrary.resolve(s, at: t))
    }

    static let glows: [Entry] =
        [0, 0.2, 0.45, 1.0, 2.7].map { t in
            Entry(
                name: "intelligence_glow_t\(fmt(t))",
                scene: effectScene(
                    "intelligenceGlow",
                    [
                        "shape": shapeJSON("capsule", [40, 35, 120, 40]), "content": .string("#1c1c1e"),
                    ], at: t))
        } + [
            Entry(
                name: "intelligence_glow_overlay_rect",
                scene: effectScene(
                    "intelligenceGlow",
                    [
                        "shape": shapeJSON("roundedRect", [40, 25, 120, 60], radius: 22), "content": .string("#2c2c2e"),
                        "placement": .string("overlay"), "seed": .number(7),
                    ], at: 0.9)),
            Entry(
                name: "glow_capsule",
                scene: effectScene(
                    "glow", ["shape": shapeJSON("capsule", [40, 35, 120, 40])], at: 0, background: .black)),
            Entry(
                name: "glow_circle",
                scene: effectScene(
                    "glow", ["shape": shapeJSON("circle", [60, 15, 80, 80]), "lineWidth": .number(6)], at: 0,
                    background: .black)),
            Entry(
                name: "glow_rounded_rect",
                scene: effectScene(
                    "glow",
                    [
                        "shape": shapeJSON("roundedRect", [35, 25, 130, 60], radius: 16), "paint": .string("orange"),
                        "blurRadius": .number(6),
                    ], at: 0, background: .black)),
            Entry(
                name: "path_star_fill_and_stroke",
                scene: Scene(
                    canvas: Canvas(width: 160, height: 120, background: dark),
                    layers: [
                        Layer(draws: [
                            Draw(shape: star, paint: angular()),
                            Draw(
                                shape: star, operation: .stroke, style: StrokeStyle(lineWidth: 4, lineJoin: .miter),
                                paint: .solid(.white)),
                        ])
                    ])),
            Entry(
                name: "trim_wrap_past_start",
                scene: Scene(
                    canvas: Canvas(width: 160, height: 120, background: dark),
                    layers: [
                        Layer(draws: [
                            Draw(
                                shape: card, operation: .stroke, style: StrokeStyle(lineWidth: 6, lineCap: .round),
                                paint: angular(), trimFrom: 0.85, trimTo: 1.1)
                        ])
                    ])),
            Entry(
                name: "trim_dashed_square_caps",
                scene: Scene(
                    canvas: Canvas(width: 160, height: 120, background: dark),
                    layers: [
                        Layer(draws: [
                            Draw(
                                shape: box, operation: .stroke,
                                style: StrokeStyle(lineWidth: 5, lineCap: .square, dash: [9, 6]), paint: .solid(.white),
                                trimFrom: 0.1, trimTo: 0.6)
                        ])
                    ])),
        ]
}
