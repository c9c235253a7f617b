import HaloCore
import Testing

/// A frame whose scene differs from the last only in its draws' paints and opacities repeats
/// the last frame's geometry (`Scene.repeatsGeometry(of:)`): a `GeometryCache` takes every
/// draw's plan from its place without making or comparing keys. The plans must be the ones a
/// fresh planning gives, and anything else that changes must be planned again.
@Suite struct RepeatedGeometryTests {
    /// A square glyph of `size` points at `origin` (a glyph draw with a solid paint is drawn from
    /// its mask: `Planner.masks`).
    static func glyph(at origin: Point, size: Double) -> Shape {
        func square(_ side: Double, at o: Point) -> Contour {
            Contour(
                start: o,
                elements: [
                    .line(Point(o.x + side, o.y)), .line(Point(o.x + side, o.y - side)),
                    .line(Point(o.x, o.y - side)),
                ], closed: true)
        }
        let outline = GlyphOutline(contours: [square(100, at: .zero)], name: "square")
        let placement = GlyphPlacement(outline: outline, scale: size / 100, origin: origin)
        return Shape(
            contours: [square(size, at: origin)],
            frame: Rect(x: origin.x, y: origin.y - size, width: size, height: size), glyph: placement)
    }

    /// One glyph outline object for every frame, as a font's are (its masks are kept by it).
    static let letterShape = glyph(at: Point(20, 34), size: 11)

    /// Cards and a dashed ring (`FrameReuseTests`'), a glyph and a gradient in a shadowed layer, a
    /// masked nested layer and a plain one: at `t` only paints and opacities change (a card fades,
    /// the glyph's colour and the ring's gradient turn), none to 0.
    static func scene(_ t: Double) -> Scene {
        let (card, ring) = (FrameReuseTests.card, FrameReuseTests.ring)
        let (fading, dashed) = (FrameReuseTests.fading(t), FrameReuseTests.dashed(t))
        let letter = Draw(shape: letterShape, paint: .solid(RGBA(t, 1, 1, 1)))
        var masked = Layer(items: [.draw(dashed)], opacity: 0.8)
        masked.mask = Layer(items: [.draw(Draw(shape: ring, paint: .solid(RGBA(1, 1, 1, 0.5 + 0.5 * t))))])
        var shadowed = Layer(items: [.draw(fading), .layer(masked), .draw(letter)])
        shadowed.shadow = Shadow(color: RGBA(0, 0, 0, 0.5), radius: 3, x: 1, y: 2)
        let plain = Layer(draws: [Draw(shape: card, paint: .solid(RGBA(0, 1, t, 1)), opacity: 1 - 0.5 * t)])
        return Scene(canvas: Canvas(width: 120, height: 48, background: .black), layers: [shadowed, plain])
    }

    /// Plans `frames` through one cache: each plan's encoding must be a fresh planning's.
    static func planned(_ frames: [Scene]) throws -> GeometryCache {
        let cache = GeometryCache()
        for (i, scene) in frames.enumerated() {
            let kept = EncodedFrame(try Planner.plan(scene, cache: cache))
            #expect(FrameReuseTests.same(kept, try FrameReuseTests.fresh(scene, like: kept)), "frame \(i)")
        }
        return cache
    }

    @Test func framesWithNewPaintsRepeatTheLastGeometryAndPlanAsFreshOnes() throws {
        let cache = try Self.planned([0, 0.25, 0.5, 1].map(Self.scene))
        #expect(cache.repeatedFrames == 3)
        // Every draw took its plan from its place, none made again (the shadow's copies too).
        #expect(cache.reused > 0)
    }

    @Test func theCheckCatchesEveryChangeOfGeometry() {
        let last = Self.scene(0)
        #expect(Self.scene(0.5).repeatsGeometry(of: last))
        func changed(_ change: (inout Draw) -> Void) -> Scene {
            var s = last
            guard case .draw(var d) = s.layers[1].items[0] else { return s }
            change(&d)
            s.layers[1].items[0] = .draw(d)
            return s
        }
        #expect(changed { $0.opacity = 0.3 }.repeatsGeometry(of: last))
        #expect(
            changed {
                $0.paint = .linear(stops: GradientStop.evenly([.white, .black]), start: .zero, end: Point(1, 1))
            }
            .repeatsGeometry(of: last))
        let changes: [(String, (inout Draw) -> Void)] = [
            ("shape", { $0.shape.frame.x += 1 }),
            ("operation", { $0.operation = .stroke }),
            ("style", { $0.style.lineWidth = 2 }),
            ("transform", { $0.transform.rotate = 10 }),
            ("trim from", { $0.trimFrom = 0.1 }),
            ("trim to", { $0.trimTo = 0.9 }),
            ("visibility", { $0.opacity = 0 }),
            ("an image paint", { $0.paint = .image(ImagePaint(source: FrameReuseTests.photo)) }),
            ("the harmonic", { $0.paint = .harmonic(HarmonicPaint()) }),
        ]
        for (what, change) in changes {
            #expect(!changed(change).repeatsGeometry(of: last), "\(what)")
        }
        var layer = last
        layer.layers[0].opacity = 0.5
        #expect(!layer.repeatsGeometry(of: last), "a layer's opacity")
        var mask = last
        if case .layer(var m) = mask.layers[0].items[1] {
            m.mask?.items = []
            mask.layers[0].items[1] = .layer(m)
        }
        #expect(!mask.repeatsGeometry(of: last), "a mask's items")
        var canvas = last
        canvas.canvas.scale = 2
        #expect(!canvas.repeatsGeometry(of: last), "the canvas")
        var glyph = last
        if case .draw(var d) = glyph.layers[0].items[2] {
            // A glyph with a gradient is drawn from its outline, not its mask.
            d.paint = .linear(stops: GradientStop.evenly([.white, .black]), start: .zero, end: Point(1, 1))
            glyph.layers[0].items[2] = .draw(d)
        }
        #expect(!glyph.repeatsGeometry(of: last), "a glyph leaving its mask")
    }

    @Test func framesThatChangeGeometryArePlannedAgain() throws {
        var hidden = Self.scene(0.5)
        if case .draw(var d) = hidden.layers[1].items[0] {
            d.opacity = 0
            hidden.layers[1].items[0] = .draw(d)
        }
        var moved = Self.scene(0.75)
        moved.layers[1].transform.translate = Point(3, 1)
        // Hidden, shown again, moved, then repeated from the moved frame.
        let cache = try Self.planned([Self.scene(0), hidden, Self.scene(0.5), moved, Self.scene(0.8)])
        #expect(cache.repeatedFrames == 0)
        let after = try Self.planned([
            moved,
            {
                var s = Self.scene(1)
                s.layers[1] = moved.layers[1]
                return s
            }(),
        ])
        #expect(after.repeatedFrames == 1)
    }

    @Test func theCheckNamesEveryFieldOfADraw() {
        // A field added to `Draw` must be added to `Draw.repeatsGeometry(of:)` and here.
        let fields = Mirror(reflecting: Self.scene(0).layers[1].draws[0]).children.map(\.label)
        #expect(fields == ["shape", "style", "paint", "operation", "transform", "opacity", "trimFrom", "trimTo"])
    }
}
