import Foundation
import HaloCPU
import HaloCore
import HaloTestSupport
import HaloUI
import HaloTestSupport
import Testing

/// `Canvas` and its `GraphicsContext` against scenes and values worked out by hand from
/// SwiftUI's documented behaviour: state applies to what is drawn after it is set, a layer
/// composites its drawing as one, gradient points are in the context's coordinates.
struct CanvasTests {
    static func render<V: View>(_ view: V, width: Double = 60, height: Double = 40) throws -> HaloCore.Image {
        try CPURenderer(threads: 1).render(try ViewScene.scene(of: view, width: width, height: height))
    }

    static func scene(_ items: [LayerItem], width: Double = 60, height: Double = 40) throws -> HaloCore.Image {
        try CPURenderer(threads: 1).render(
            Scene(
                canvas: HaloCore.Canvas(width: width, height: height, background: .clear),
                layers: [HaloCore.Layer(items: items)]))
    }

    static func rectPath(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> Path {
        Path { $0.addRect(CGRect(x: x, y: y, width: w, height: h)) }
    }

    @Test func aFillUnderATranslationDrawsAsTheSceneDoes() throws {
        func canvas(translated: Bool) -> some View {
            Canvas { context, _ in
                if translated { context.translateBy(x: 5, y: 5) }
                context.fill(Self.rectPath(10, 10, 20, 10), with: .color(.blue))
            }
        }
        let fromCanvas = try Self.render(canvas(translated: true))
        let fromScene = try Self.scene([
            .draw(
                Draw(
                    shape: HaloCore.Shape(kind: .rect, frame: Rect(x: 15, y: 15, width: 20, height: 10)),
                    paint: .solid(Color.blue.rgba)))
        ])
        // The control: a context that dropped its translation.
        ImageCheck.match(
            expected: fromScene, actual: fromCanvas, control: try Self.render(canvas(translated: false)),
            tolerance: ImageCheck.within(1))
        #expect(fromCanvas[15, 15].w == 255 && fromCanvas[14, 15].w == 0)
    }

    @Test func gradientPointsAreInTheContextsCoordinates() throws {
        // Black to white from x 0 to x 60 over a rectangle 20...40: at x = 30 (pixel centre 30.5) half way.
        let canvas = Canvas { context, _ in
            context.fill(
                Self.rectPath(20, 0, 20, 40),
                with: .linearGradient(
                    Gradient(colors: [.black, .white]), startPoint: CGPoint(x: 0, y: 0), endPoint: CGPoint(x: 60, y: 0))
            )
        }
        let image = try Self.render(canvas)
        #expect(abs(Int(image[30, 20].x) - 130) <= 1, "\(image[30, 20])")
        #expect(abs(Int(image[20, 20].x) - 87) <= 1, "\(image[20, 20])")
    }

    @Test func stateAppliesToLaterDrawingAndALayerCompositesAsOne() throws {
        let canvas = Canvas { context, _ in
            var faded = context
            faded.opacity = 0.5
            faded.fill(Self.rectPath(0, 0, 10, 10), with: .color(.white))
            // The copy's opacity does not reach the original.
            context.fill(Self.rectPath(10, 0, 10, 10), with: .color(.white))
            // Two overlapping squares in a layer at 0.5: the overlap is 0.5, not 0.75.
            var group = context
            group.opacity = 0.5
            group.drawLayer { layer in
                layer.fill(Self.rectPath(20, 0, 20, 10), with: .color(.white))
                layer.fill(Self.rectPath(30, 0, 20, 10), with: .color(.white))
            }
            // A clip keeps the left half of what is drawn after it.
            var clipped = context
            clipped.clip(to: Self.rectPath(0, 20, 5, 20))
            clipped.fill(Self.rectPath(0, 20, 10, 10), with: .color(.white))
        }
        let image = try Self.render(canvas)
        #expect(image[5, 5].w == 128)
        #expect(image[15, 5].w == 255)
        #expect(image[35, 5].w == 128 && image[25, 5].w == 128)
        #expect(image[2, 25].w == 255 && image[7, 25].w == 0)
    }

    @Test func aNonUniformScaleStretchesStrokesAndAMirrorFlips() throws {
        let canvas = Canvas { context, _ in
            context.scaleBy(x: 2, y: 1)
            context.stroke(
                Path(ellipseIn: CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(.black), lineWidth: 2)
        }
        let image = try Self.render(canvas, width: 80, height: 40)
        // The ring of radius 10 about (20, 20), 2 wide, scaled 2x across: 4 pixels at its left side.
        let row = (0..<40).filter { image[$0, 19].w > 200 || image[$0, 20].w > 200 }
        #expect(row == [18, 19, 20, 21], "\(row)")
        // Mirrored about x = 10: the rect over x 0...5 lands on 5...10.
        let mirrored = Canvas { context, _ in
            context.translateBy(x: 10, y: 0)
            context.scaleBy(x: -1, y: 1)
            context.fill(Self.rectPath(0, 0, 5, 5), with: .color(.black))
        }
        let flipped = try Self.render(mirrored, width: 10, height: 10)
        #expect((5..<10).allSatisfy { flipped[$0, 2].w == 255 } && (0..<5).allSatisfy { flipped[$0, 2].w == 0 })
    }

    @Test func blurAndShadowFiltersAreTheScenesLayers() throws {
        func canvas(_ filter: GraphicsContext.Filter) -> some View {
            Canvas { context, _ in
                context.addFilter(filter)
                context.fill(Self.rectPath(10, 10, 20, 20), with: .color(.black))
            }
        }
        let square = Draw(
            shape: HaloCore.Shape(kind: .rect, frame: Rect(x: 10, y: 10, width: 20, height: 20)),
            paint: .solid(Color.black.rgba))
        // A blur of radius 2 is the scene's layer blurred by 2; the control, a blur of 3.
        let blurred = try Self.scene([.layer(HaloCore.Layer(items: [.draw(square)], blur: 2))])
        ImageCheck.match(
            expected: blurred, actual: try Self.render(canvas(.blur(radius: 2))),
            control: try Self.render(canvas(.blur(radius: 3))), tolerance: ImageCheck.within(1), "blur")
        // A shadow 3 right and 4 down is the scene's layer with that shadow; the control, the
        // shadow moved up instead (y flipped).
        let shadow = Shadow(color: RGBA(0, 0, 1, 0.5), radius: 2, x: 3, y: 4)
        let shadowed = try Self.scene([.layer(HaloCore.Layer(items: [.draw(square)], shadow: shadow))])
        let shadowColor = Color(red: 0, green: 0, blue: 1, opacity: 0.5)
        ImageCheck.match(
            expected: shadowed, actual: try Self.render(canvas(.shadow(color: shadowColor, radius: 2, x: 3, y: 4))),
            control: try Self.render(canvas(.shadow(color: shadowColor, radius: 2, x: 3, y: -4))),
            tolerance: ImageCheck.within(1), "shadow")
    }

    @Test func textAndImagesDrawAtTheirPoints() throws {
        let source = ImageSource(name: "canvas-tests-pattern", image: TestImages.pattern)
        let canvas = Canvas { context, _ in
            context.draw(HaloUI.Image(source: source), at: CGPoint(x: 10, y: 10), anchor: .topLeading)
            context.draw(Text("Hi").font(.system(size: 20)), at: CGPoint(x: 40, y: 20))
        }
        let image = try Self.render(canvas)
        #expect(image[10, 10] == TestImages.pattern[0, 0] && image[16, 14] == TestImages.pattern[6, 4])
        let inked = (30..<50).flatMap { x in (10..<30).map { y in image[x, y].w } }.filter { $0 > 0 }
        #expect(inked.count > 20)
    }
}
