import Foundation
import HaloCore
import Testing

/// What a frame shares with the one before through a `GeometryCache`: a still scene is planned
/// and encoded once; a frame whose paints and opacities alone changed keeps the last
/// encoding's geometry and writes its draw records again. Either way the words are those a
/// fresh encoding gives.
@Suite struct FrameReuseTests {
    /// An image drawn by one card.
    static let photo = ImageSource(
        name: "frame-reuse-photo", image: Image(width: 3, height: 2, pixels: [UInt8](repeating: 200, count: 24)))

    /// A card and a ring, the shapes of the scenes here and of `RepeatedGeometryTests`.
    static let card = Shape(kind: .roundedRect, frame: Rect(x: 6, y: 6, width: 40, height: 24), cornerRadius: 6)
    static let ring = Shape(kind: .capsule, frame: Rect(x: 60, y: 10, width: 50, height: 20))

    /// A card whose colour and opacity change with `t`.
    static func fading(_ t: Double) -> Draw {
        Draw(shape: card, paint: .solid(RGBA(1, t, 0, 1)), opacity: 0.2 + 0.5 * t)
    }

    /// A dashed ring stroked with an angular gradient that turns with `t`.
    static func dashed(_ t: Double) -> Draw {
        Draw(
            shape: ring, operation: .stroke, style: StrokeStyle(lineWidth: 3, dash: [6, 3]),
            paint: .angular(
                stops: GradientStop.evenly([.white, RGBA(0, 0, 1, 1), .white]), center: Point(0.5, 0.5),
                startAngle: 90 * t, endAngle: 90 * t + 360))
    }

    /// Three cards, one in a clipped, blurred, masked and screened layer with a dashed stroke in
    /// a nested layer and an image, whose opacities, colours, mask and a gradient's angle change
    /// with `t`; geometry does not.
    static func scene(_ t: Double) -> Scene {
        let (card, ring, a, b) = (Self.card, Self.ring, fading(t), dashed(t))
        let inner = Layer(items: [.draw(b)], opacity: 0.9 - 0.3 * t)
        var blurred = Layer(
            items: [
                .draw(a), .layer(inner),
                .draw(Draw(shape: card, paint: .image(ImagePaint(source: FrameReuseTests.photo)))),
            ],
            opacity: 0.5 + 0.4 * t, blur: 2, clip: Shape(kind: .rect, frame: Rect(x: 0, y: 0, width: 100, height: 36)))
        // A mask whose alpha changes, and a blend mode: their layers' words are repainted too.
        blurred.mask = Layer(items: [.draw(Draw(shape: ring, paint: .solid(RGBA(1, 1, 1, 0.5 + 0.5 * t))))])
        blurred.blendMode = .screen
        return Scene(
            canvas: Canvas(width: 120, height: 48, background: .black),
            layers: [blurred, Layer(draws: [Draw(shape: card, paint: .solid(RGBA(0, 1, t, 1)))])])
    }

    /// Whether two encoded frames hold the same words.
    static func same(_ x: EncodedFrame, _ y: EncodedFrame) -> Bool {
        x.buffers.v4 == y.buffers.v4 && x.buffers.f == y.buffers.f && x.buffers.w == y.buffers.w
            && x.buffers.atlas == y.buffers.atlas && x.encoding.passes == y.encoding.passes
    }

    /// `scene` planned and encoded from nothing, its buffers' regions given `frame`'s room (a frame
    /// encoded through a cache may have room for the next to resume it): the words `frame` must hold.
    static func fresh(_ scene: Scene, like frame: EncodedFrame) throws -> EncodedFrame {
        EncodedFrame(fresh: try Planner.plan(scene), room: frame.buffers.room)
    }

    @Test func repaintedFramesAreFreshFrames() throws {
        let cache = GeometryCache()
        for (i, t) in [0, 0.25, 0.5, 1].enumerated() {
            let scene = Self.scene(t)
            let reused = EncodedFrame(try Planner.plan(scene, cache: cache))
            #expect(Self.same(reused, try Self.fresh(scene, like: reused)), "t = \(t)")
            #expect(cache.reusedEncodings == i, "every frame after the first repaints the last")
        }
    }

    @Test func theComparisonCatchesAFrameLeftUnpainted() throws {
        // A repainted frame that kept the last frame's words would differ from a fresh one.
        let cache = GeometryCache()
        let first = EncodedFrame(try Planner.plan(Self.scene(0), cache: cache))
        let fresh = EncodedFrame(try Planner.plan(Self.scene(0.5)))
        #expect(!Self.same(first, fresh))
    }

    @Test func changedGeometryIsEncodedAfresh() throws {
        let cache = GeometryCache()
        _ = EncodedFrame(try Planner.plan(Self.scene(0), cache: cache))
        var moved = Self.scene(0)
        moved.layers[1] = Layer(
            draws: [
                Draw(shape: Shape(kind: .circle, frame: Rect(x: 2, y: 2, width: 30, height: 30)), paint: .solid(.white))
            ])
        let reused = EncodedFrame(try Planner.plan(moved, cache: cache))
        #expect(cache.reusedEncodings == 0)
        #expect(Self.same(reused, try Self.fresh(moved, like: reused)))
    }

    @Test func aStillSceneIsPlannedAndEncodedOnce() throws {
        let cache = GeometryCache()
        let scene = Self.scene(0.3)
        let frames = try (0..<4).map { _ in EncodedFrame(try Planner.plan(scene, cache: cache)) }
        #expect(cache.reusedPlans == 3 && cache.reusedEncodings == 3)
        #expect(try frames.allSatisfy { Self.same($0, try Self.fresh(scene, like: $0)) })
    }

    @Test func movedAndTrimmedShapesReuseTheirFlattenedOutlines() throws {
        // A bouncing glyph and a snake's trimmed stroke: geometry made afresh every frame from
        // the outlines flattened once; the words those of a frame planned from nothing.
        func scene(_ t: Double) -> Scene {
            let ring = Shape(kind: .capsule, frame: Rect(x: 10, y: 8, width: 60, height: 24))
            let moved = Draw(
                shape: Shape(kind: .circle, frame: Rect(x: 80, y: 10, width: 20, height: 20)), paint: .solid(.white),
                transform: DrawTransform(translate: Point(0, 7 * t)))
            let snake = Draw(
                shape: ring, operation: .stroke, style: StrokeStyle(lineWidth: 4, lineCap: .round),
                paint: .solid(RGBA(1, 0, 0, 1)), trimFrom: t, trimTo: t + 0.4)
            return Scene(
                canvas: Canvas(width: 120, height: 48, background: .black), layers: [Layer(draws: [moved, snake])])
        }
        let cache = GeometryCache()
        for t in [0, 0.15, 0.3, 0.55] {
            let reused = EncodedFrame(try Planner.plan(scene(t), cache: cache))
            #expect(Self.same(reused, try Self.fresh(scene(t), like: reused)), "t = \(t)")
        }
        #expect(cache.reused == 0, "the geometry changes every frame")
        #expect(cache.reusedOutlines == 6, "both draws' outlines flattened once")
    }

    @Test func drawsMovedBetweenLayersAreNotTakenForTheSameGeometry() throws {
        // Each draw lands where it did (no blur), so every draw reuses its geometry, and there
        // are as many draws and layers as before; but the middle card changed layers, which a
        // repaint of the last encoding would not show.
        func scene(_ split: Int) -> Scene {
            let cards = (0..<3).map { i in
                LayerItem.draw(
                    Draw(
                        shape: Shape(kind: .rect, frame: Rect(x: 4 + 20 * Double(i), y: 6, width: 16, height: 20)),
                        paint: .solid(.white)))
            }
            return Scene(
                canvas: Canvas(width: 64, height: 40, background: .black),
                layers: [
                    Layer(items: Array(cards[..<split]), opacity: 0.5),
                    Layer(items: Array(cards[split...]), opacity: 0.8),
                ])
        }
        let cache = GeometryCache()
        _ = EncodedFrame(try Planner.plan(scene(2), cache: cache))
        let moved = EncodedFrame(try Planner.plan(scene(1), cache: cache))
        #expect(cache.reused == 3 && cache.reusedEncodings == 0)
        #expect(Self.same(moved, try Self.fresh(scene(1), like: moved)))
    }
}
