import Foundation
import HaloCPU
import HaloCore
import HaloUI
import Testing

/// Drop shadows against values worked out by hand from their definition: the content's alpha,
/// blurred, tinted and offset, behind it (docs/semantics.md, "Shadows").
struct ShadowTests {
    static func pixel(_ image: HaloCore.Image, _ x: Int, _ y: Int) -> [Int] {
        let i = (y * image.width + x) * 4
        return image.pixels[i..<i + 4].map(Int.init)
    }

    static func render(_ items: [LayerItem], shadow: Shadow, background: RGBA = .white) throws -> HaloCore.Image {
        let canvas = Canvas(width: 100, height: 100, background: background)
        let layer = Layer(items: [.layer(Layer(items: items, shadow: shadow))])
        return try CPURenderer(threads: 1).render(Scene(canvas: canvas, layers: [layer]))
    }

    static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ c: RGBA) -> LayerItem {
        .draw(Draw(shape: HaloCore.Shape(kind: .rect, frame: Rect(x: x, y: y, width: w, height: h)), paint: .solid(c)))
    }

    @Test func aSharpShadowIsTheTintedContentMovedBehindIt() throws {
        let red = RGBA(1, 0, 0, 1)
        let image = try Self.render(
            [Self.rect(10, 10, 40, 40, red)], shadow: Shadow(color: RGBA(0, 0, 0, 0.5), radius: 0, x: 20, y: 20))
        // The content, over its shadow.
        #expect(Self.pixel(image, 20, 20) == [255, 0, 0, 255])
        // The shadow alone: white under half-transparent black, 255 x 0.5 = 127.5.
        #expect(Self.pixel(image, 55, 55).allSatisfy { $0 == 255 } == false)
        for c in Self.pixel(image, 55, 55)[0..<3] { #expect(abs(c - 128) <= 1, "\(Self.pixel(image, 55, 55))") }
        // Outside both, the background; left of the shadow's offset start, no shadow.
        #expect(Self.pixel(image, 90, 20) == [255, 255, 255, 255])
        #expect(Self.pixel(image, 25, 55) == [255, 255, 255, 255])
    }

    /// Two half-transparent squares overlapping cast the shadow of their joint alpha, 1 - 0.5 x
    /// 0.5 = 0.75, not the sum (1) or either alone (0.5).
    @Test func overlappingContentCastsItsJointAlpha() throws {
        let half = RGBA(0, 0.5, 1, 0.5)
        let items = [Self.rect(0, 0, 30, 30, half), Self.rect(15, 0, 30, 30, half)]
        let image = try Self.render(items, shadow: Shadow(color: .black, radius: 0, x: 0, y: 50))
        // Below the overlap (x 15...30, y 50...80): white x (1 - 0.75) = 63.75.
        for c in Self.pixel(image, 20, 60)[0..<3] { #expect(abs(c - 64) <= 1, "\(Self.pixel(image, 20, 60))") }
        // Below one square alone: white x 0.5.
        for c in Self.pixel(image, 5, 60)[0..<3] { #expect(abs(c - 128) <= 1, "\(Self.pixel(image, 5, 60))") }
    }

    /// A blurred shadow is the same image as the tinted copy written by hand as a blurred,
    /// moved layer under the content.
    @Test func aBlurredShadowIsABlurredTintedMovedCopy() throws {
        // A gradient stroke of a circle from `a` to `b`: the content, and by hand its tinted copy.
        func ring(_ a: RGBA, _ b: RGBA) -> LayerItem {
            .draw(
                Draw(
                    shape: HaloCore.Shape(kind: .circle, frame: Rect(x: 20, y: 20, width: 50, height: 50)),
                    operation: .stroke, style: StrokeStyle(lineWidth: 6),
                    paint: .linear(stops: GradientStop.evenly([a, b]), start: Point(0, 0), end: Point(1, 1))))
        }
        let content = ring(RGBA(1, 0, 0, 1), RGBA(0, 0, 1, 0.4))
        let shadow = Shadow(color: RGBA(0.2, 0.8, 0.2, 0.7), radius: 5, x: 6, y: -3)
        let image = try Self.render([content], shadow: shadow)
        let tinted = ring(RGBA(0.2, 0.8, 0.2, 0.7), RGBA(0.2, 0.8, 0.2, 0.7 * 0.4))
        let byHand = Layer(items: [
            .layer(Layer(items: [tinted], blur: 5, transform: DrawTransform(translate: Point(6, -3)))), content,
        ])
        let canvas = Canvas(width: 100, height: 100, background: .white)
        let expected = try CPURenderer(threads: 1).render(Scene(canvas: canvas, layers: [byHand]))
        #expect(image == expected)
        // Without the shadow the frame differs: the comparison can fail.
        let bare = try CPURenderer(threads: 1).render(Scene(canvas: canvas, layers: [Layer(items: [content])]))
        #expect(image != bare)
    }

    @Test func theModifierLowersToALayerWithItsShadow() throws {
        let scene = try ViewScene.scene(
            of: Circle().fill(Color.red).frame(width: 20, height: 20).shadow(color: .blue, radius: 3, x: 2, y: 4),
            width: 40, height: 40)
        let layers = scene.layers[0].items.compactMap { if case .layer(let l) = $0 { l } else { nil } }
        try #require(layers.count == 1)
        #expect(layers[0].shadow == Shadow(color: Color.blue.rgba, radius: 3, x: 2, y: 4))
        #expect(layers[0].allDraws.first?.shape.frame == Rect(x: 10, y: 10, width: 20, height: 20))
        // SwiftUI's default colour: linear-sRGB black at 0.33 is sRGB black at 0.33.
        let plain = try ViewScene.scene(of: Circle().shadow(radius: 5), width: 40, height: 40)
        guard case .layer(let l) = plain.layers[0].items.first else {
            Issue.record("no layer")
            return
        }
        #expect(l.shadow == Shadow(color: RGBA(0, 0, 0, 0.33), radius: 5))
    }

    @Test func badShadowsAreNamed() throws {
        let json = """
            {"canvas": {"width": 10, "height": 10}, "layers": [{"items": [{"layer": {"items": [],
              "shadow": {"radius": -2}}}]}]}
            """
        do {
            _ = try Scene.load(json: Data(json.utf8))
            Issue.record("a shadow of radius -2 was accepted")
        } catch {
            #expect("\(error)".contains("layers[0].items[0].layer.shadow.radius"), "\(error)")
        }
        let missing = json.replacingOccurrences(of: #""radius": -2"#, with: #""x": 1"#)
        #expect(throws: (any Error).self) { try Scene.load(json: Data(missing.utf8)) }
    }
}

/// SwiftUI's other ways to write a colour.
struct ColorSpaceTests {
    @Test func linearAndHSBColoursConvertToSRGB() {
        // Linear 0.5 is sRGB 1.055 x 0.5^(1/2.4) - 0.055 = 0.7354.
        #expect(abs(Color(.sRGBLinear, white: 0.5).rgba.r - 0.735_356_983) < 1e-6)
        #expect(Color(.sRGBLinear, white: 0, opacity: 0.33).rgba == RGBA(0, 0, 0, 0.33))
        #expect(Color(white: 0.25).rgba == RGBA(0.25, 0.25, 0.25, 1))
        // Hue 1/3 at full saturation and brightness is green; hue 0.5, half saturation, is (0.5, 1, 1).
        #expect(Color(hue: 1.0 / 3, saturation: 1, brightness: 1).rgba == RGBA(0, 1, 0, 1))
        let c = Color(hue: 0.5, saturation: 0.5, brightness: 1).rgba
        #expect(abs(c.r - 0.5) < 1e-12 && c.g == 1 && c.b == 1)
        // P3's pure red lies outside sRGB: clamped to sRGB red.
        let p3 = Color(.displayP3, red: 1, green: 0, blue: 0).rgba
        #expect(abs(p3.r - 1) < 1e-12 && p3.g == 0 && p3.b == 0)
        // P3's mid grey is sRGB's (same white point and transfer function).
        #expect(abs(Color(.displayP3, white: 0.5).rgba.g - 0.5) < 1e-6)
    }
}

/// A modifier outside `compositingGroup()` takes the content as one image: two overlapping
/// opaque circles faded to 0.5 are 0.5 where they overlap, not 0.75 (each faded alone).
struct CompositingGroupTests {
    @Test func opacityOutsideAGroupFadesTheCompositeOnce() throws {
        func scene(_ grouped: Bool) throws -> Scene {
            let pair = ZStack {
                Circle().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 40, height: 40).offset(x: -10)
                Circle().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 40, height: 40).offset(x: 10)
            }
            return grouped
                ? try ViewScene.scene(of: pair.compositingGroup().opacity(0.5), width: 80, height: 60)
                : try ViewScene.scene(of: pair.drawingGroup().opacity(0.5), width: 80, height: 60)
        }
        let a = try scene(true)
        #expect(try a == scene(false))
        var canvas = a.canvas
        canvas.background = .white
        let image = try CPURenderer(threads: 1).render(Scene(canvas: canvas, layers: a.layers))
        // The centre (40, 30) is inside both circles: red at 0.5 over white is (255, 128, 128).
        let i = (30 * image.width + 40) * 4
        let p = image.pixels[i..<i + 4].map(Int.init)
        #expect(p[0] == 255 && abs(p[1] - 128) <= 1 && abs(p[2] - 128) <= 1, "\(p)")
        // Each circle faded alone would leave 1 - 0.75 of white there: 64, so a wrong rule is caught.
        #expect(abs(p[1] - 64) > 8)
    }
}
