import HaloCore
import Synchronization

/// The named scenes every backend renders (Skia's "GM" idea): primitives, each at a fixed size.
///
/// Names are topic-first (`stroke_dash_phase`); a scene's golden image is its name + ".png".
/// Tests loop over `all` on every backend; `halo compare --catalog` does the same on a server.
public enum SceneCatalog {
    /// A named scene, made the first time it is asked for: many are effects or text resolved
    /// (laid out, with a warning for a character no font has), and a command that reads only the
    /// names (`--match`), or renders a file, lays out none of them.
    public struct Entry: Sendable, CustomStringConvertible {
        /// The scene's name, topic first (`stroke_dash_phase`); its golden is NAME.png.
        public let name: String
        private let made: Made
        /// The static scene (made on first use, then kept).
        public var scene: Scene { made.scene }
        /// The name.
        public var description: String { name }
        /// A named scene; `scene` is evaluated on first use.
        public init(name: String, scene: @autoclosure @escaping @Sendable () -> Scene) {
            self.name = name
            self.made = Made(scene)
        }
    }

    /// An entry's scene, made once on first use.
    private final class Made: Sendable {
        private let make: @Sendable () -> Scene
        private let kept = Mutex<Scene?>(nil)

        init(_ make: @escaping @Sendable () -> Scene) { self.make = make }

        var scene: Scene {
            kept.withLock { kept in
                if let scene = kept { return scene }
                let scene = make()
                kept = scene
                return scene
            }
        }
    }

    static let rainbow: [RGBA] = ["blue", "purple", "pink", "red", "orange", "yellow", "green", "blue"].map {
        RGBA.named[$0]!
    }
    static let cool: [RGBA] = ["cyan", "blue", "purple", "cyan"].map { RGBA.named[$0]! }
    static let dark = RGBA(bytes: 13, 13, 18)

    static func scene(
        _ draws: [Draw], width w: Double = 160, height h: Double = 120, scale: Double = 1, background: RGBA = dark
    ) -> Scene {
        Scene(canvas: Canvas(width: w, height: h, scale: scale, background: background), layers: [Layer(draws: draws)])
    }

    /// A 160 x 120 scene of one layer of `items`.
    static func scene(items: [LayerItem], background: RGBA = dark) -> Scene {
        Scene(canvas: Canvas(width: 160, height: 120, background: background), layers: [Layer(items: items)])
    }

    static func frame(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
        Rect(x: x, y: y, width: w, height: h)
    }

    static func angular(_ colors: [RGBA] = rainbow, angle: Double = 0) -> Paint {
        .angular(stops: GradientStop.evenly(colors), center: Point(0.5, 0.5), startAngle: angle, endAngle: angle + 360)
    }

    static func linear(_ colors: [RGBA], _ s: Point = Point(0, 0), _ e: Point = Point(1, 1)) -> Paint {
        .linear(stops: GradientStop.evenly(colors), start: s, end: e)
    }

    static func stroke(
        _ shape: Shape, _ paint: Paint, width: Double, op: Operation = .stroke,
        cap: LineCap = .butt, join: LineJoin = .miter, dash: [Double] = [], phase: Double = 0,
        transform: DrawTransform = DrawTransform(), opacity: Double = 1
    ) -> Draw {
        Draw(
            shape: shape, operation: op,
            style: StrokeStyle(lineWidth: width, lineCap: cap, lineJoin: join, dash: dash, dashPhase: phase),
            paint: paint, transform: transform, opacity: opacity)
    }

    static let card = Shape(kind: .roundedRect, frame: frame(20, 20, 120, 80), cornerRadius: 16)
    static let pill = Shape(kind: .capsule, frame: frame(20, 35, 120, 50))
    static let box = Shape(kind: .rect, frame: frame(30, 25, 100, 70))
    static let disc = Shape(kind: .circle, frame: frame(30, 10, 100, 100))
    static let oval = Shape(kind: .ellipse, frame: frame(15, 25, 130, 70))

    /// Every catalog scene, in a fixed order: primitives, paints, images, compositing, blending, layers and blur,
    /// projections, effects, shaders.
    public static let all: [Entry] =
        primitives + paints + images + compositing + blending + layers + projections + effects + shaders

    /// Shapes, strokes, dashes, gradients and transforms.
    public static let primitives: [Entry] = [
        Entry(name: "fill_rect_solid", scene: scene([Draw(shape: box, paint: .solid(.named["orange"]!))])),
        Entry(name: "fill_rounded_continuous", scene: scene([Draw(shape: card, paint: .solid(.named["blue"]!))])),
        Entry(
            name: "fill_rounded_circular",
            scene: scene([
                Draw(
                    shape: Shape(kind: .roundedRect, frame: card.frame, cornerRadius: 16, style: .circular),
                    paint: .solid(.named["green"]!))
            ])),
        Entry(
            name: "fill_capsule_linear",
            scene: scene([
                Draw(shape: pill, paint: linear([.named["pink"]!, .named["yellow"]!], Point(0, 0.5), Point(1, 0.5)))
            ])),
        Entry(name: "fill_circle_angular", scene: scene([Draw(shape: disc, paint: angular())])),
        Entry(
            name: "fill_ellipse_linear_diagonal",
            scene: scene([Draw(shape: oval, paint: linear([.named["indigo"]!, .named["mint"]!, .named["red"]!]))])),
        Entry(
            name: "fill_transparent_background",
            scene: scene(
                [
                    Draw(shape: disc, paint: .solid(RGBA(1, 0.2, 0.4, 0.6))),
                    Draw(shape: box, paint: .solid(RGBA(0.1, 0.6, 1, 0.5))),
                ], background: .clear)),
        Entry(name: "stroke_rect_miter", scene: scene([stroke(box, .solid(.white), width: 10)])),
        Entry(name: "stroke_rect_bevel", scene: scene([stroke(box, .solid(.white), width: 10, join: .bevel)])),
        Entry(name: "stroke_rect_round_join", scene: scene([stroke(box, .solid(.white), width: 10, join: .round)])),
        Entry(
            name: "stroke_rect_miter_rotated",
            scene: scene([stroke(box, angular(), width: 8, transform: DrawTransform(rotate: 30, scale: 0.8))])),
        Entry(name: "stroke_rounded_continuous_angular", scene: scene([stroke(card, angular(angle: 30), width: 3)])),
        Entry(
            name: "stroke_capsule_linear",
            scene: scene([stroke(pill, linear([.named["teal"]!, .named["pink"]!]), width: 6)])),
        Entry(name: "stroke_circle_solid", scene: scene([stroke(disc, .solid(.named["yellow"]!), width: 4)])),
        Entry(
            name: "stroke_ellipse_angular_partial",
            scene: scene([
                stroke(
                    oval,
                    .angular(
                        stops: GradientStop.evenly([.named["red"]!, .named["blue"]!]), center: Point(0.5, 0.5),
                        startAngle: 45, endAngle: 225), width: 12)
            ])),
        Entry(
            name: "stroke_width_half",
            scene: scene([
                stroke(card, .solid(.white), width: 0.5),
                stroke(Shape(kind: .circle, frame: frame(50, 30, 60, 60)), .solid(.named["cyan"]!), width: 0.5),
            ])),
        Entry(
            name: "stroke_width_40",
            scene: scene([
                stroke(
                    Shape(kind: .roundedRect, frame: frame(40, 30, 80, 60), cornerRadius: 10), angular(angle: 90),
                    width: 40)
            ])),
        Entry(
            name: "strokeborder_rect",
            scene: scene([
                Draw(shape: box, paint: .solid(.named["gray"]!)),
                stroke(box, .solid(.named["red"]!), width: 8, op: .strokeBorder),
            ])),
        Entry(
            name: "strokeborder_rounded_circular",
            scene: scene([
                stroke(
                    Shape(kind: .roundedRect, frame: card.frame, cornerRadius: 16, style: .circular), angular(),
                    width: 10, op: .strokeBorder)
            ])),
        Entry(
            name: "strokeborder_capsule_angular",
            scene: scene([
                Draw(shape: pill, paint: .solid(.black)),
                stroke(pill, angular(cool, angle: 45), width: 6, op: .strokeBorder),
            ])),
        Entry(
            name: "strokeborder_circle",
            scene: scene([stroke(disc, linear([.named["orange"]!, .named["purple"]!]), width: 14, op: .strokeBorder)])),
        Entry(
            name: "strokeborder_ellipse_dashed",
            scene: scene([
                stroke(oval, .solid(.named["orange"]!), width: 5, op: .strokeBorder, cap: .round, dash: [14, 6])
            ])),
        Entry(name: "stroke_dash_rounded", scene: scene([stroke(card, angular(cool), width: 3, dash: [10, 5])])),
        Entry(
            name: "stroke_dash_phase", scene: scene([stroke(card, angular(cool), width: 3, dash: [10, 5], phase: 7)])),
        Entry(
            name: "stroke_dash_round_caps",
            scene: scene([stroke(pill, .solid(.named["mint"]!), width: 6, cap: .round, dash: [0, 12])])),
        Entry(
            name: "stroke_dash_square_caps_rect",
            scene: scene([stroke(box, .solid(.white), width: 4, cap: .square, dash: [12, 8, 4, 8], phase: 3)])),
        Entry(
            name: "stroke_dash_odd_pattern_circle",
            scene: scene([stroke(disc, angular(), width: 5, cap: .round, dash: [15])])),
        Entry(
            name: "transform_rotate_rect",
            scene: scene([
                Draw(
                    shape: box, paint: linear([.named["blue"]!, .named["green"]!]), transform: DrawTransform(rotate: 25)
                )
            ])),
        Entry(
            name: "transform_scale_translate_capsule",
            scene: scene([
                stroke(
                    pill, angular(), width: 4, op: .strokeBorder,
                    transform: DrawTransform(translate: Point(10, -8), rotate: -15, scale: 0.7, anchor: Point(0, 0)))
            ])),
        Entry(
            name: "transform_scale_nonuniform_dashed",
            scene: Scene(
                canvas: Canvas(width: 160, height: 120, background: dark),
                layers: [
                    Layer(draws: [
                        stroke(
                            disc, angular(), width: 6, cap: .round, dash: [14, 8],
                            transform: DrawTransform(rotate: 20, scale: 1.4, scaleY: 0.55))
                    ]),
                    Layer(
                        items: [
                            .draw(Draw(shape: Shape(kind: .circle, frame: frame(60, 40, 40, 40)), paint: angular()))
                        ],
                        blur: 3,
                        transform: DrawTransform(translate: Point(-56, 36), scale: 0.6, scaleY: 0.3, anchor: .zero)),
                ])),
        Entry(
            name: "scale2_rounded_stroke",
            scene: scene(
                [Draw(shape: card, paint: .solid(.black)), stroke(card, angular(angle: 200), width: 3)], scale: 2)),
        Entry(
            name: "corners_continuous_vs_circular",
            scene: scene([
                stroke(
                    Shape(kind: .roundedRect, frame: frame(20, 15, 120, 90), cornerRadius: 30, style: .circular),
                    .solid(.named["red"]!), width: 2),
                stroke(
                    Shape(kind: .roundedRect, frame: frame(20, 15, 120, 90), cornerRadius: 30, style: .continuous),
                    .solid(.named["cyan"]!), width: 2),
            ])),
        Entry(
            name: "opacity_overlap",
            scene: scene([
                Draw(
                    shape: Shape(kind: .circle, frame: frame(20, 20, 80, 80)), paint: .solid(.named["red"]!),
                    opacity: 0.7),
                Draw(
                    shape: Shape(kind: .circle, frame: frame(60, 20, 80, 80)), paint: .solid(.named["blue"]!),
                    opacity: 0.5),
            ])),
        Entry(
            name: "gradient_angular_seam",
            scene: scene([
                Draw(shape: disc, paint: angular([.named["red"]!, .named["yellow"]!, .named["blue"]!], angle: 37))
            ])),
        Entry(
            name: "gradient_linear_unsorted_stops",
            scene: scene([
                Draw(
                    shape: box,
                    paint: .linear(
                        stops: [
                            GradientStop(color: .named["yellow"]!, location: 0.8),
                            GradientStop(color: .named["purple"]!, location: -0.2),
                            GradientStop(color: .named["green"]!, location: 0.5),
                            GradientStop(color: .named["red"]!, location: 0.5),
                        ], start: Point(0, 0.5), end: Point(1, 0.5)))
            ])),
        Entry(name: "demo_cards", scene: demo),
    ]

    /// The demo: a dark card with an angular-gradient border, and a dashed capsule.
    public static let demo = scene(
        [
            Draw(
                shape: Shape(kind: .roundedRect, frame: frame(75, 40, 250, 150), cornerRadius: 20),
                paint: .solid(.black)),
            stroke(
                Shape(kind: .roundedRect, frame: frame(75, 40, 250, 150), cornerRadius: 20), angular(angle: 30),
                width: 3),
            stroke(
                Shape(kind: .capsule, frame: frame(90, 215, 220, 60)), angular(cool, angle: 60), width: 3,
                op: .strokeBorder, dash: [10, 5]),
        ], width: 400, height: 300)

    /// The entry named `name`, if any.
    public static func entry(named name: String) -> Entry? { all.first { $0.name == name } }
}
